import { expect, seriousA11yViolations, test } from './fixtures.ts';
import { appReady, mirrorUrl } from './host-helpers.ts';

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
});
