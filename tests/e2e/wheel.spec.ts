import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures.ts';
import { appReady, fillFirstDepositDetails, mirrorUrl, signUpInPopup } from './host-helpers.ts';
import { api, signIn } from './cashbox-helpers.ts';

/**
 * The bonus wheel end to end (docs/widgets.md "wheel", docs/api/lootboxes.md): a fresh player signs up
 * on the wheel page, earns a spin the way players do (the first deposit, through the cashbox), spins,
 * the server draws, the wheel lands on the won segment, the result is announced, and the prize is in
 * the gifts — with no page load after the first. Plus the reduced-motion variant (a demo player's
 * seeded spin), the guest prompt, axe, and screenshots at 1366 and 390 px in test-results/wheel-screens/.
 */
// axe is injected as a script; the host's CSP would refuse it (tests/e2e/host-a11y.spec.ts does the same).
test.use({ bypassCSP: true });
const SHOTS = 'test-results/wheel-screens';
mkdirSync(SHOTS, { recursive: true });

async function acceptCookies(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(banner).toHaveCount(0);
}

/**
 * axe's serious and critical findings. At 390 px the host's header logo link (`.header__brand`) has
 * no name for a signed-in player — a finding of the host's header, outside the wheel, reported to the
 * merger; everything else must be clean.
 */
const violations = async (page: Page) => (await seriousA11yViolations(page)).filter((finding) => !finding.includes('.header__brand'));

/** The segment under the top pointer for the disc's rotation (widgets/wheel/segments.ts landingRotation). */
const segmentAt = (rotation: number, count: number) => Math.floor((((360 - (rotation % 360)) % 360) / 360) * count);

interface Activation {
  currency: string;
  items: { id: number; prize: boolean; bonuses: { title: string; type: string }[] }[];
}

test.describe('wheel at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a fresh player signs up, deposits, spins the wheel and finds the drawn prize in the gifts — no reload', async ({ page, origins }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let loads = 0;
    page.on('load', () => loads++);
    const rocket = (path: string) => mirrorUrl(origins.platform, 'rocket.localhost', path);

    await page.goto(rocket('/rocketplay-wheel'));
    await appReady(page);
    await acceptCookies(page);
    const region = page.getByRole('region', { name: 'Bonus wheel' });
    // A guest sees the prizes and is asked to sign in.
    await expect(region.getByText('Sign in to spin the wheel.')).toBeVisible();
    await expect(region.getByRole('list').getByRole('listitem')).toHaveCount(8);
    await expect(region.getByRole('listitem').first()).toHaveText('10 free spins');
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/guest-1366.png`, fullPage: true });

    await signUpInPopup(page, 'wheel');
    // Registration lands on the lobby. Back to the wheel as a link in the page would go (the wheel
    // bookmark and the notification's link are other items of issue 16): a client-side route change.
    await page.evaluate(() => {
      history.pushState(null, '', '/rocketplay-wheel');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(rocket('/rocketplay-wheel'));
    await expect(region.getByText('You have no spins right now.')).toBeVisible();
    await expect(region.getByText(/Your first deposit earns a free spin/)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/no-spins-1366.png`, fullPage: true });

    // The empty state's own link: deposit through the cashbox (the details first, as for every first deposit).
    await region.getByRole('link', { name: 'Make a deposit' }).click();
    const details = page.getByRole('dialog', { name: 'A few details first' });
    await expect(details).toBeVisible();
    await fillFirstDepositDetails(details);
    await details.getByRole('button', { name: 'Continue' }).click();
    const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
    await expect(cashbox.getByLabel('Amount (EUR)')).toHaveValue('50');
    await cashbox.getByLabel('Card number').fill('4242 4242 4242 4242');
    await cashbox.getByLabel('Expiry date').fill('12/39');
    await cashbox.getByLabel('Security code (CVV)').fill('123');
    await cashbox.getByRole('button', { name: 'Deposit €50.00' }).click();
    await expect(cashbox.getByText('Your deposit of €50.00 was successful.')).toBeVisible();
    await cashbox.getByRole('button', { name: 'Close cashbox' }).click();
    await expect(cashbox).toHaveCount(0);
    await expect(page).toHaveURL(rocket('/rocketplay-wheel'));

    // The spin arrived (lootboxes_changes): one spin, the button enabled.
    await expect(region.getByText('You have 1 spin')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/one-spin-1366.png`, fullPage: true });
    const activation = page.waitForResponse((response) => /\/api\/player\/lootboxes\/\d+\/activation$/.test(new URL(response.url()).pathname));
    await region.getByRole('button', { name: 'Spin the wheel' }).click();
    const answer = await activation;
    expect(answer.status()).toBe(200);
    const box = (await answer.json()) as Activation;
    const won = box.items.findIndex((item) => item.prize);
    expect(won).toBeGreaterThanOrEqual(0);
    // The result is announced once the wheel stops, in the live region; the wheel stops on the won segment.
    const result = region.getByRole('status');
    await expect(result).toHaveText(/^You won: .+!$/, { timeout: 15_000 });
    const rotation = Number(await region.getByTestId('wheel-disc').getAttribute('data-rotation'));
    expect(segmentAt(rotation, box.items.length)).toBe(won);
    const wonLabel = await region.getByRole('listitem').nth(won).textContent();
    await expect(result).toHaveText(`You won: ${wonLabel}!`);
    await expect(region.getByText('You have no spins right now.')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/won-1366.png`, fullPage: true });

    // The prize is in the gifts: the widget's link, a client-side route change.
    await region.getByRole('link', { name: 'Open my gifts' }).click();
    await expect(page).toHaveURL(rocket('/profile/gifts'));
    const prizeTitle = box.items[won]!.bonuses[0]!.title;
    await expect(page.getByRole('heading', { name: prizeTitle }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/gifts-1366.png`, fullPage: true });
    expect(loads, 'no page load after the first').toBe(1);
    expect(errors).toEqual([]);
  });
});

test.describe('wheel at 390 px, reduced motion', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the demo player’s seeded spin: no animation, the result at once, announced; no sideways scroll', async ({ page, origins }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const rocket = (path: string) => mirrorUrl(origins.platform, 'rocket.localhost', path);
    await page.goto(rocket('/'));
    await appReady(page);
    await acceptCookies(page);
    expect(await signIn(page, 'tester@casino.localhost', 'Tester-2026!')).toBe(201);
    await page.goto(rocket('/rocketplay-wheel'));
    await appReady(page);
    const region = page.getByRole('region', { name: 'Bonus wheel' });
    await expect(region.getByText('You have 1 spin')).toBeVisible();
    // The tester (group 21) sees the segments of wheel-config-segments["21"] (8 of them, other weights).
    const spins = (await api<{ group_key: string; items: { id: number }[] }[]>(page, 'GET', '/api/player/lootboxes')).body;
    expect(spins[0]?.group_key).toBe('manual_wheel');
    expect(spins[0]?.items[0]?.id).toBe(9101);
    const disc = region.getByTestId('wheel-disc');
    expect(await disc.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/one-spin-390.png`, fullPage: true });

    const activation = page.waitForResponse((response) => /\/activation$/.test(response.url()));
    await region.getByRole('button', { name: 'Spin the wheel' }).click();
    const box = (await (await activation).json()) as Activation;
    const won = box.items.findIndex((item) => item.prize);
    await expect(region.getByRole('status')).toHaveText(/^You won: .+!$/, { timeout: 2_000 });
    expect(segmentAt(Number(await disc.getAttribute('data-rotation')), box.items.length)).toBe(won);
    const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1).map((element) => element.tagName + '.' + element.className).slice(0, 8));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scrolling: ${wide.join(', ')}`).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/won-390.png`, fullPage: true });
  });

  test('keyboard: the spin button is reached by Tab and pressed by Enter', async ({ page, origins }) => {
    const rocket = (path: string) => mirrorUrl(origins.platform, 'rocket.localhost', path);
    await page.goto(rocket('/'));
    await appReady(page);
    await acceptCookies(page);
    expect(await signIn(page, 'player@casino.localhost', 'Player-2026!')).toBe(201);
    await page.goto(rocket('/rocketplay-wheel'));
    await appReady(page);
    const region = page.getByRole('region', { name: 'Bonus wheel' });
    const button = region.getByRole('button', { name: 'Spin the wheel' });
    await expect(button).toBeVisible();
    for (let i = 0; i < 60 && !(await button.evaluate((element) => element.matches(':focus'))); i++) await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(region.getByRole('status')).toHaveText(/^You won: .+!$/, { timeout: 15_000 });
  });
});
