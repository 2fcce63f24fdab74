import { expect, seriousA11yViolations, test } from './fixtures.ts';
import { appReady, mirrorUrl } from './host-helpers.ts';

const MIRRORS = ['rocket.localhost', 'ee.localhost', 'au.localhost', 'gcb.localhost'] as const;

// axe-core is injected as an inline script, which the host's strict CSP (rightly) refuses.
test.use({ bypassCSP: true });

test.describe('white-label host: mirrors and licences', () => {
  test('each mirror has its own brand, theme, language and licence footer', async ({ page, origins }) => {
    const seen = new Map<string, string>();
    for (const host of MIRRORS) {
      await page.goto(mirrorUrl(origins.platform, host));
      await appReady(page);
      const { brand, accent, lang, licence } = await page.evaluate(() => ({
        brand: document.querySelector('.header__brand')?.textContent ?? '',
        accent: getComputedStyle(document.documentElement).getPropertyValue('--ck-accent').trim(),
        lang: document.documentElement.lang,
        licence: document.documentElement.dataset.licence ?? '',
      }));
      seen.set(host, accent);
      expect(brand).toBe({ 'rocket.localhost': 'Rocket Casino', 'ee.localhost': 'Aurora Kasiino', 'au.localhost': 'Outback Spins', 'gcb.localhost': 'Crown Royale' }[host]);
      expect({ host, lang, licence }).toEqual(
        { 'rocket.localhost': { host, lang: 'en', licence: 'CW' }, 'ee.localhost': { host, lang: 'et', licence: 'EE' }, 'au.localhost': { host, lang: 'en-AU', licence: 'AU' }, 'gcb.localhost': { host, lang: 'en', licence: 'GCB' } }[host],
      );
      await expect(page.locator('.footer__age')).toHaveText(host === 'ee.localhost' ? '21+' : '18+');
      await expect(page.getByRole('contentinfo')).toContainText(host === 'ee.localhost' ? 'Maksu- ja Tolliameti' : host === 'gcb.localhost' ? 'Gaming Control Board' : host === 'rocket.localhost' ? 'Curaçao' : '');
      expect(await seriousA11yViolations(page), host).toEqual([]);
    }
    // Four visibly different themes.
    expect(new Set(seen.values()).size).toBe(MIRRORS.length);
  });

  test('EE: the session timer counts while signed in, survives a reload, and registration requires 21+', async ({ page, origins }) => {
    const ee = (path: string) => mirrorUrl(origins.platform, 'ee.localhost', path);
    await page.goto(ee('/registration'));
    const signUp = page.getByRole('dialog', { name: 'Loo konto' });
    await expect(signUp).toBeVisible();
    const twentyYearsAgo = new Date();
    twentyYearsAgo.setFullYear(twentyYearsAgo.getFullYear() - 20);
    const dob = `${String(twentyYearsAgo.getDate()).padStart(2, '0')}/${String(twentyYearsAgo.getMonth() + 1).padStart(2, '0')}/${twentyYearsAgo.getFullYear()}`;
    await signUp.getByLabel('Sünnikuupäev').fill(dob);
    await signUp.getByRole('button', { name: 'Loo konto' }).click();
    await expect(signUp.getByText('Pead olema vähemalt 21-aastane.')).toBeVisible();
    await expect(signUp.getByRole('checkbox', { name: /vähemalt 21/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(ee('/login'));
    const login = page.getByRole('dialog', { name: 'Logi sisse' });
    await login.getByLabel('E-post').fill('estonia@casino.localhost');
    await login.getByLabel('Parool').fill('Eesti-2026!');
    await login.getByRole('button', { name: 'Logi sisse' }).click();
    const timer = page.getByTestId('session-timer');
    await expect(timer).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    await page.waitForTimeout(2100);
    const before = await timer.textContent();
    expect(before! >= '00:00:02').toBe(true);
    await page.reload();
    await expect(timer).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    expect((await timer.textContent())! >= before!).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Logout resets it.
    await page.getByRole('button', { name: 'Konto menüü' }).click();
    await page.getByRole('button', { name: 'Logi välja' }).click();
    await expect(timer).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('ck_session_started_at'))).toBeNull();
  });

  test('the session timer is EE only', async ({ page, origins }) => {
    await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', '/login'));
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail').fill('vip@casino.localhost');
    await login.getByLabel('Password').fill('Vip-Gold-2026!');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.getByTestId('session-timer')).toHaveCount(0);
  });
});

test.describe('white-label host: Australia', () => {
  test.use({ extraHTTPHeaders: { 'X-Debug-Country': 'AU' } });

  test('visitors from AU get the confirmation card; declining leads to /oops; sign-up is refused with the restricted message', async ({ page, origins }) => {
    const au = (path: string) => mirrorUrl(origins.platform, 'au.localhost', path);
    await page.goto(au('/'));
    const card = page.getByRole('dialog', { name: 'Playing from Australia?' });
    await expect(card).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'No, leave' }).click();
    await expect(page).toHaveURL(au('/oops'));
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    await expect(card).toHaveCount(0);

    // Continue: the card is remembered and not shown again.
    await page.goto(au('/'));
    await page.getByRole('dialog', { name: 'Playing from Australia?' }).getByRole('button', { name: 'Yes, continue' }).click();
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('dialog', { name: 'Playing from Australia?' })).toHaveCount(0);

    // Restricted region: sign-up is barred with the spec's message, and the lobby stays.
    await page.goto(au('/registration'));
    await expect(page.getByRole('alert').filter({ hasText: 'Registration restricted in your country' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(au('/'));
    // A game is barred too (login not available).
    await page.goto(au('/play/copperleaf/rhino-multiplier?mode=demo'));
    await expect(page.getByRole('alert').filter({ hasText: 'Login not available in your country' })).toBeVisible();
  });
});
