import type { Page } from '@playwright/test';
import { api, registerPlayer } from './cashbox-helpers.ts';
import { expect, seriousA11yViolations, test } from './fixtures.ts';
import { appReady, shootWidths } from './host-helpers.ts';

/**
 * Issue 16, notify (docs/api/notifications.md, docs/product/notifications-and-banners.md#notifications):
 * a fresh player in the host hears from each engine in the header's notification bar without a
 * reload — a promo-code bonus, a deposit's state, the welcome free spins, a limit reached — over the
 * real socket from the real platform; the counter, the bar, dismiss, axe; screenshots at 1366 and
 * 390 px in test-results/notify-screens/.
 */
// axe-core is injected as an inline script, which the host's strict CSP (rightly) refuses.
test.use({ bypassCSP: true });

const SHOTS = 'test-results/notify-screens';
const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name, { fullPage: false, noSideScroll: false });

const CARD = { number: '4242424242424242', expiry: '12/39', cvv: '123' };
let keys = 0;
const deposit = (page: Page, amount_cents: number) =>
  api<{ state?: string }>(page, 'POST', '/api/player/payments/deposit', { amount_cents, currency: 'EUR', payment_method: 'visa_mastercard', card: CARD }, { 'Idempotency-Key': `notify-${Date.now()}-${++keys}` });

test('a fresh player hears from each engine in the notification bar without a reload; the counter, dismiss, axe, 1366 and 390 px', async ({ page, origins }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origins.platform}/`);
  await registerPlayer(page, { complete: true });
  expect((await api(page, 'PATCH', '/api/player/update_bonus_settings', { can_issue: true })).status).toBe(200);
  await page.evaluate(() => (document.cookie = `ck_cookie_consent=all:${new Date().toISOString().slice(0, 10)}; path=/`));

  // The host subscribes to personal_notifications#<id> once signed in: wait for that frame before any event.
  // The sign-up page goes first, so the socket awaited is the next page's (the sign-up page's own socket
  // reconnects as the player and would otherwise be the one that resolves the wait).
  await page.goto('about:blank');
  const subscribed = page.waitForEvent('websocket').then(async (socket) => {
    await socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('personal_notifications#'), timeout: 30_000 });
    // Its reply (replies come in the order sent): from now on the hub delivers the channel.
    await socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"subscribe"'), timeout: 30_000 });
  });
  await page.goto(`${origins.platform}/`);
  await appReady(page);
  await subscribed;
  let loads = 0;
  page.on('load', () => loads++);

  const bell = page.getByRole('button', { name: 'Notifications' });
  const counter = page.getByTestId('notices-counter');
  await expect(counter).toHaveCount(0);

  // 1. The bonus engine: a promo code issues a bonus to activate.
  expect((await api(page, 'POST', '/api/v2/bonuses/promo-code', { code: 'BONUS10' })).status).toBeLessThan(300);
  await expect(counter).toHaveText('1');

  // 2. Payments, free spins and the wheel: a first deposit succeeds, its welcome package issues free
  // spins and the first deposit gives a wheel spin (docs/api/lootboxes.md "Issuing rules").
  const paid = await deposit(page, 5_000);
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  await expect(counter).toHaveText('4');

  // 3. Limits: a deposit over the daily deposit limit is refused and says so once.
  expect((await api(page, 'POST', '/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1_000 }] })).status).toBe(201);
  expect((await deposit(page, 2_000)).status).toBe(422);
  expect((await deposit(page, 2_000)).status).toBe(422);
  await expect(counter).toHaveText('5');

  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  const bar = page.getByRole('region', { name: 'Notifications' });
  await expect(bar.getByRole('listitem')).toHaveCount(5);
  await expect(bar).toContainText('You have a wheel spin');
  await expect(bar).toContainText('New bonus');
  await expect(bar).toContainText('Promo code bonus');
  await expect(bar).toContainText('Deposit received');
  await expect(bar).toContainText('€50.00');
  await expect(bar).toContainText('Free spins');
  await expect(bar).toContainText('Limit reached');
  await shoot(page, 'bar-open');
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Each links to its page of the host (the push's content.button.path).
  await expect(bar.getByRole('listitem').filter({ hasText: 'New bonus' }).getByRole('link', { name: 'Open' })).toHaveAttribute('href', /\/profile\/gifts$/);
  await expect(bar.getByRole('listitem').filter({ hasText: 'Limit reached' }).getByRole('link', { name: 'Open' })).toHaveAttribute('href', /\/profile\/limits$/);

  // The server keeps the same list (GET /api/player/notifications), newest first.
  const listed = await api<{ kind: string; title: string }[]>(page, 'GET', '/api/player/notifications');
  expect(listed.body.map((item) => item.kind)[0]).toBe('limit_reached');
  expect(listed.body.map((item) => item.kind).sort()).toEqual(['bonus_issued', 'freespins_issued', 'limit_reached', 'lootbox_issued', 'payment']);

  // Closing marks them read (no badge); the keyboard reopens it; clearing dismisses them all.
  await bell.click();
  await expect(counter).toHaveCount(0);
  await bell.focus();
  await page.keyboard.press('Enter');
  await bar.getByRole('button', { name: 'Clear all' }).click();
  await expect(bar).toContainText('No notifications right now.');
  await shoot(page, 'bar-empty');

  expect(loads).toBe(0);
  expect(errors).toEqual([]);
});
