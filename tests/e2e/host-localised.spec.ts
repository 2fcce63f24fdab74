import type { Page } from '@playwright/test';
import { MIRRORS } from '../../host-demo/mirrors.ts';
import { expect, test } from './fixtures.ts';
import { appReady, mirrorUrl } from './host-helpers.ts';

/**
 * A German or Estonian page shows no English (docs/api/games.md "Localised titles",
 * docs/api/info-cms.md): the lobby's category bar, its row titles, its banners and the footer's links and
 * lines are compared with the same mirror's English page; a string that is the English one fails,
 * unless the word is the same in both languages (listed below) or a name (brand, e-mail, age).
 */
const SAME_IN_BOTH: Record<string, readonly string[]> = {
  de: ['Lobby', 'Top', 'Slots', 'CASINO', 'Blog', 'Support'],
  et: [],
};

interface Visible {
  categoryBar: string[];
  rowTitles: string[];
  banners: string[];
  footer: string[];
}

async function visibleStrings(page: Page): Promise<Visible> {
  const lobby = page.locator('casino-lobby, [data-casino-widget="lobby"]').first();
  await expect(lobby.locator('.ck-lobby__nav a').nth(3)).toBeVisible();
  await expect(lobby.locator('.ck-lrow__title').first()).toBeVisible();
  await expect(lobby.locator('.ck-banners__title').first()).toBeVisible();
  await expect(page.getByTestId('licence-line')).toBeVisible();
  const texts = async (selector: string, root = page.locator('body')) =>
    (await root.locator(selector).allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  return {
    categoryBar: await texts('.ck-lobby__nav a, .ck-lobby__nav button', lobby),
    rowTitles: await texts('.ck-lrow__title', lobby),
    banners: await texts('.ck-banners__title, .ck-banners__label, .ck-banners__text, .ck-banners__cta', lobby),
    footer: await texts('footer a, footer h2, footer p'),
  };
}

for (const { host, locale } of [
  { host: 'rocket.localhost', locale: 'de' },
  { host: 'ee.localhost', locale: 'et' },
] as const) {
  test(`${host} in ${locale}: category bar, row titles and footer are not the English ones`, async ({ page, origins }) => {
    const mirror = MIRRORS.find((candidate) => candidate.hosts.includes(host))!;
    const localePath = locale === mirror.defaultLocale ? '/' : `/${locale}`;
    const englishPath = mirror.defaultLocale === 'en' ? '/' : '/en';

    await page.goto(mirrorUrl(origins.platform, host, englishPath));
    await appReady(page);
    const english = await visibleStrings(page);

    await page.goto(mirrorUrl(origins.platform, host, localePath));
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const local = await visibleStrings(page);

    // Names are the same in every language: brand, licensee, licence number, e-mails, ages, years.
    const isName = (text: string) =>
      [mirror.brand, mirror.legal.entity, mirror.supportEmail].some((name) => text === name) || /^[\d+\s©]+$/.test(text) || /@/.test(text) || text === mirror.logo.word + mirror.logo.accent;
    const leaks = (part: keyof Visible) =>
      local[part].filter((text) => english[part].includes(text) && !SAME_IN_BOTH[locale]!.includes(text) && !isName(text));

    expect(local.categoryBar.length).toBeGreaterThanOrEqual(5);
    expect(local.rowTitles.length).toBeGreaterThanOrEqual(3);
    expect(leaks('categoryBar')).toEqual([]);
    expect(leaks('rowTitles')).toEqual([]);
    expect(local.banners.length).toBeGreaterThanOrEqual(3);
    expect(leaks('banners')).toEqual([]);
    expect(leaks('footer')).toEqual([]);

    // The footer names the mirror's licensee and licence number, not the vendor.
    const licenceLine = page.getByTestId('licence-line');
    await expect(licenceLine).toContainText(mirror.legal.entity);
    await expect(licenceLine).toContainText(mirror.legal.licenceNumber);
    await expect(page.getByRole('contentinfo')).not.toContainText('Casino Kit');
  });
}

test('country names in the registration form follow the page language', async ({ page, origins }) => {
  await page.goto(mirrorUrl(origins.platform, 'ee.localhost', '/registration'));
  await appReady(page);
  const country = page.getByRole('combobox', { name: /riik/i });
  await expect(country).toBeVisible();
  const options = await country.locator('option').allInnerTexts();
  expect(options).toContain('Saksamaa');
  expect(options).toContain('Eesti');
  expect(options).not.toContain('Germany');
});

test('the German VIP club names the statuses from the shared vip table (widgets/ui/locales/vip/de.ts)', async ({ page, origins }) => {
  const mirror = MIRRORS.find((candidate) => candidate.hosts.includes('rocket.localhost'))!;
  await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', mirror.defaultLocale === 'de' ? '/vip' : '/de/vip'));
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The VIP widget (widgets/vip) on the host's /vip page, in its shadow root (the locator pierces it).
  const names = page.locator('.ck-vip__step-name');
  await expect(names).toHaveText(['Standard', 'Bronze', 'Silber', 'Gold', 'Diamant']);
});
