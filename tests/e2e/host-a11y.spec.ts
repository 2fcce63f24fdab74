import { expect, seriousA11yViolations, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { appReady, fillFirstDepositDetails, mirrorUrl, uniqueEmail } from './host-helpers.ts';

/** One path per route of host-demo/app/router/route-table.ts (parameters filled with seeded data). */
const GUEST_PATHS = [
  '/',
  '/pokies/all',
  '/pokies/new',
  '/live/all',
  '/live/roulette',
  '/table',
  '/slots',
  '/games/popular',
  '/producers/copperleaf',
  '/producers/copperleaf/2',
  '/play/copperleaf/rhino-multiplier?mode=demo',
  '/tournaments',
  '/tournaments/all',
  '/tournaments/producers',
  '/tournaments/lotteries',
  '/tournaments/actions',
  '/tournaments/achievements',
  '/tournaments/archive',
  '/tournaments/weekly-race',
  '/lottery/new-year',
  '/leaderboard',
  '/arena',
  '/promo',
  '/achievements',
  '/quests',
  '/action',
  '/action/spring-quest',
  '/benefits-of-crypto',
  '/payments',
  '/rocket-mart',
  '/rocket-mart/freespins',
  '/rocket-mart/money',
  '/rocket-mart/special',
  '/rocketmart-wheel',
  '/rocketplay-wheel',
  '/rocketplay-vipclub',
  '/rocketplay-adventure',
  '/rocket-chance',
  '/news',
  '/support',
  '/promotions',
  '/privacy-policy',
  '/cookie-policy',
  '/terms-and-conditions',
  '/terms-and-conditions/EE',
  '/general-rules',
  '/responsible-gaming',
  '/rocket-jackpot',
  '/profile/limits/confirm?token=nope',
  '/sport',
  '/oops',
  '/ffc',
  '/no-such-page',
  '/sign-in',
  '/sign-up',
  '/remind',
  '/new-password?reset_password_token=abc',
  '/email-verify',
  '/confirmation?confirmation_token=nope',
];

const PLAYER_PATHS = [
  '/profile',
  '/profile/level',
  '/profile/gifts',
  '/profile/verification',
  '/profile/limits',
  '/profile/security',
  '/profile/games-history',
  '/profile/promo-code',
  '/favorite-games',
  '/bonus-balance',
  '/play/copperleaf/rhino-multiplier?mode=real',
];

// axe-core is injected as an inline script, which the host's strict CSP (rightly) refuses.
test.use({ bypassCSP: true });

test.describe('white-label host: accessibility of every route', () => {
  test('guest routes: no serious or critical axe violation, a real 404 for unknown paths', async ({ page, origins }) => {
    test.setTimeout(480_000);
    const failures: string[] = [];
    for (const path of GUEST_PATHS) {
      const response = await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', path));
      if (path === '/no-such-page') expect(response?.status()).toBe(404);
      await appReady(page);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      const violations = await seriousA11yViolations(page);
      if (violations.length > 0) failures.push(`${path}: ${violations.join(' | ')}`);
      if (path === '/no-such-page') await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
    expect(failures).toEqual([]);
  });

  test('player routes and the cashbox popup', async ({ page, origins }) => {
    test.setTimeout(300_000);
    await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', '/login'));
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail').fill('player@casino.localhost');
    await login.getByLabel('Password').fill('Player-2026!');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
    const failures: string[] = [];
    for (const path of PLAYER_PATHS) {
      await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', path));
      await appReady(page);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      const violations = await seriousA11yViolations(page);
      if (violations.length > 0) failures.push(`${path}: ${violations.join(' | ')}`);
    }
    // The cashbox opens over the page it was opened from (a cold /deposit goes home: no prior route).
    await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', '/'));
    await appReady(page);
    await page.getByRole('link', { name: 'Deposit' }).click();
    const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
    await expect(cashbox).toBeVisible();
    await expect(cashbox.getByRole('radio').first()).toBeVisible();
    const violations = await seriousA11yViolations(page);
    if (violations.length > 0) failures.push(`cashbox: ${violations.join(' | ')}`);
    expect(failures).toEqual([]);
  });

  test('every popup and widget state a new player meets, from a fresh browser, without a reload (issue 12)', async ({ page, origins }) => {
    test.setTimeout(300_000);
    const failures: string[] = [];
    const scan = async (state: string) => {
      const violations = await seriousA11yViolations(page);
      if (violations.length > 0) failures.push(`${state}: ${violations.join(' | ')}`);
    };
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', '/'));
    await appReady(page);
    await expect(page.getByRole('heading', { name: 'Top', exact: true })).toBeVisible();
    await scan('lobby with the cookie banner');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept cookies' }).click();

    // Log in: empty, then a wrong password.
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByText('This field is required.').first()).toBeVisible();
    await scan('login, field errors');
    await login.getByLabel('E-mail').fill('player@casino.localhost');
    await login.getByLabel('Password').fill('Wrong-Password-1!');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert').first()).toBeVisible();
    await scan('login, wrong password');

    // Sign up: empty, then registered.
    await login.getByRole('link', { name: 'Sign up' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create your account' });
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expect(signUp.getByText('This field is required.').first()).toBeVisible();
    await scan('sign-up, field errors');
    await signUp.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('a11y'));
    await signUp.getByLabel('Password', { exact: true }).fill('A11y-Journey-2026!');
    await signUp.getByLabel('Repeat the password').fill('A11y-Journey-2026!');
    await signUp.getByLabel('Country').selectOption('DE');
    await signUp.getByLabel('Date of birth').fill('15/04/1990');
    await signUp.getByRole('checkbox', { name: /at least 18 years/ }).check();
    await scan('sign-up, filled');
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
    await scan('lobby, signed in');

    // Personal info before the first deposit: empty, errors, then the cashbox's steps.
    await page.getByRole('link', { name: 'Deposit', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'A few details first' });
    await expect(details).toBeVisible();
    await scan('personal info');
    await details.getByRole('button', { name: 'Continue' }).click();
    await expect(details.getByText('This field is required.').first()).toBeVisible();
    await scan('personal info, field errors');
    await fillFirstDepositDetails(details);
    await details.getByRole('button', { name: 'Continue' }).click();
    const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
    await expect(cashbox.getByLabel('Amount (EUR)')).toHaveValue('50');
    await scan('cashbox, deposit');
    await cashbox.getByRole('button', { name: 'Deposit €50.00' }).click();
    await expect(cashbox.getByText(/Please correct the highlighted fields/)).toBeVisible();
    await scan('cashbox, deposit with card errors');
    await cashbox.getByLabel('Card number').fill('4242 4242 4242 4242');
    await cashbox.getByLabel('Expiry date').fill('12/39');
    await cashbox.getByLabel('Security code (CVV)').fill('123');
    await cashbox.getByRole('button', { name: 'Deposit €50.00' }).click();
    await expect(cashbox.getByText('Your deposit of €50.00 was successful.')).toBeVisible();
    await scan('cashbox, deposit succeeded');
    for (const [tab, ready] of [
      ['Overview', cashbox.getByText('€50.00').first()],
      ['Withdraw', cashbox.getByRole('heading', { name: 'Withdraw money' })],
      ['History', cashbox.getByText('Visa / Mastercard').first()],
      ['Payment methods', cashbox.getByText('Visa / Mastercard').first()],
    ] as const) {
      await cashbox.getByRole('navigation', { name: 'Cashbox sections' }).getByRole('button', { name: tab, exact: true }).click();
      await expect(ready).toBeVisible();
      await scan(`cashbox, ${tab}`);
    }
    await cashbox.getByRole('button', { name: 'Close cashbox' }).click();

    // Every profile section, reached from the account menu and the section navigation.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'My account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Profile sections' });
    for (const name of ['Personal data', 'Level', 'Gifts', 'Verification', 'Limits', 'Security', 'Games history', 'Promo code']) {
      await sections.getByRole('link', { name, exact: true }).or(sections.getByRole('button', { name, exact: true })).first().click();
      await waitQuiet(page);
      await scan(`profile, ${name}`);
    }
    expect(loads, 'no reload').toBe(1);
    expect(failures).toEqual([]);
  });
});

async function waitQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}
