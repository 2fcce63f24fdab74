import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, PERSONAL_INFO } from './cashbox-helpers.ts';
import { expect, seriousA11yViolations, test } from './fixtures.ts';
import { appReady, signUpInPopup } from './host-helpers.ts';

/**
 * The `<casino-notifications>` and `<casino-bookmarks>` widgets on a partner's page (docs/widgets.md
 * "notifications", "bookmarks"; docs/api/notifications.md), in a fresh browser with chromium's default
 * settings, against the real platform and socket. They are account widgets: like the cashbox, the page
 * is on the casino's origin (the casino's demo page emptied into a partner's page by one script tag,
 * as tests/e2e/widget-screenshots.spec.ts does; a page on another site never has the player's session,
 * docs/integration.md). The visitor sees nothing as a guest, signs up on the casino in another tab and
 * comes back: the partner page is signed in without a reload; the first deposit (made in the casino's
 * tab) rings the bell live and puts up the wheel bookmark (the first deposit's wheel spin); the player
 * dismisses a notification, and it stays dismissed on the platform and on the next page. Axe, keyboard,
 * screenshots at 1366 and 390 px in test-results/notifications-widgets/.
 */
const SHOTS = 'test-results/notifications-widgets';
mkdirSync(SHOTS, { recursive: true });
const STAG = 'partner_7';
const WIDGETS = `<header style="display:flex;justify-content:space-between;align-items:center;gap:12px"><strong>Slots weekly</strong><casino-notifications affiliate="${STAG}"></casino-notifications></header>
<main><h1>New games this week</h1><p>Our picks of the week, reviewed.</p><p style="height:1400px">More reviews below.</p></main>
<casino-bookmarks affiliate="${STAG}"></casino-bookmarks>`;

/** The casino's demo page emptied into the partner's page (the loader already on it); no page load. */
async function partnerPage(page: Page, casino: string): Promise<void> {
  await page.goto(`${casino}/demo/affiliate`);
  await page.waitForFunction(() => typeof (window as unknown as { CasinoKit?: { mount?: unknown } }).CasinoKit?.mount === 'function');
  await page.evaluate((html) => {
    for (const sheet of document.querySelectorAll('style, link[rel="stylesheet"]')) sheet.remove();
    document.body.replaceChildren();
    document.body.setAttribute('style', 'margin: 0; padding: 16px; background: #fff; color: #1d1d1f; font: 16px/1.5 system-ui, sans-serif');
    document.body.insertAdjacentHTML('beforeend', html);
  }, WIDGETS);
}

const CARD = { number: '4242424242424242', expiry: '12/39', cvv: '123' };

test('partner page: a fresh player signs up, deposits, hears it live and sees the wheel bookmark, dismisses one for good — no reload', async ({ page, origins }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/player');
  await partnerPage(page, origins.platform);
  let loads = 0;
  page.on('load', () => loads++);
  // Every frame the page's sockets send and receive, in order.
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => frames.push(`> ${String(frame.payload)}`));
    socket.on('framereceived', (frame) => frames.push(`< ${String(frame.payload)}`));
  });
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const bookmarks = page.getByRole('navigation', { name: 'Your rewards' });

  // A guest: nothing (the widgets have asked for the session).
  await asked;
  await expect(bell).toHaveCount(0);
  await expect(bookmarks).toHaveCount(0);

  // The visitor signs up on the casino, in another tab of the same browser.
  const casino = await page.context().newPage();
  await casino.goto(`${origins.platform}/`);
  await appReady(casino);
  const consent = casino.getByRole('region', { name: 'Cookie consent' });
  if (await consent.isVisible()) await consent.getByRole('button', { name: 'Accept cookies' }).click();
  await signUpInPopup(casino, 'partner-notify');
  expect((await api(casino, 'PATCH', '/api/player/update_bonus_settings', { can_issue: true })).status).toBe(200);
  expect((await api(casino, 'PATCH', '/api/player', { context: 'deposit', player: PERSONAL_INFO })).status).toBe(200);

  // Back on the partner's tab (headless chromium has no window focus to give: the page's own focus event).
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(bell).toBeVisible();
  // The player's channel is subscribed (its request, then a subscribe reply after it): from now on pushes arrive.
  await expect.poll(() => {
    const asked = frames.findIndex((frame) => frame.startsWith('>') && frame.includes('personal_notifications#'));
    return asked >= 0 && frames.slice(asked).some((frame) => frame.startsWith('<') && frame.includes('"subscribe"'));
  }, { timeout: 30_000 }).toBe(true);
  await expect(page.getByTestId('notices-counter')).toHaveCount(0);
  // A new player's bookmarks: the running quest only (no wheel spin yet, no points; adventures are testers').
  await expect(bookmarks.getByRole('button', { name: /^Quest/ })).toBeVisible();
  await expect(bookmarks.getByRole('link')).toHaveCount(0);

  // The first deposit, in the casino's tab: the payment, the welcome free spins and the wheel spin.
  const paid = await api<{ state?: string }>(casino, 'POST', '/api/player/payments/deposit', { amount_cents: 5_000, currency: 'EUR', payment_method: 'visa_mastercard', card: CARD }, { 'Idempotency-Key': `partner-notify-${Date.now()}` });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  await expect(page.getByTestId('notices-counter')).toHaveText('3');
  const wheel = bookmarks.getByRole('link', { name: /Bonus wheel/ });
  await expect(wheel).toBeVisible();
  expect(new URL((await wheel.getAttribute('href'))!).searchParams.get('stag')).toBe(STAG);
  expect(new URL((await wheel.getAttribute('href'))!).pathname).toBe('/rocketplay-wheel');
  // By priority: the wheel goes before the quest.
  await expect(bookmarks.locator('.ck-bookmark__tab')).toHaveText([/Bonus wheel/, /^Quest/]);

  // The bar, by keyboard: its links carry the partner's stag; axe; screenshots.
  await bell.focus();
  await page.keyboard.press('Enter');
  const bar = page.getByRole('region', { name: 'Notifications' });
  await expect(bar.getByRole('listitem')).toHaveCount(3);
  await expect(bar).toContainText('You have a wheel spin');
  await expect(bar).toContainText('Deposit received');
  await expect(bar).toContainText('Free spins');
  const deposit = bar.getByRole('listitem').filter({ hasText: 'Deposit received' });
  const open = deposit.getByRole('link', { name: 'Open' });
  expect(new URL((await open.getAttribute('href'))!).searchParams.get('stag')).toBe(STAG);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/bar-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/bar-390.png` });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Dismissed: it leaves the bar and the platform's list.
  const listed = await api<{ id: number; kind: string }[]>(page, 'GET', '/api/player/notifications');
  const payment = listed.body.find((item) => item.kind === 'payment')!;
  const dismissed = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().endsWith(`/api/player/notifications/${payment.id}`));
  await deposit.getByRole('button', { name: 'Dismiss “Deposit received”' }).click();
  expect((await dismissed).status()).toBe(204);
  await expect(bar.getByRole('listitem')).toHaveCount(2);
  // Escape closes the bar and marks the rest read (no badge).
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);
  await expect(page.getByTestId('notices-counter')).toHaveCount(0);
  const after = await api<{ kind: string; read: boolean }[]>(page, 'GET', '/api/player/notifications');
  expect(after.body.map((item) => item.kind).sort()).toEqual(['freespins_issued', 'lootbox_issued']);
  expect(after.body.every((item) => item.read)).toBe(true);
  // Scrolled past 100 px the bookmarks fold to compact.
  await page.mouse.wheel(0, 400);
  await expect(page.locator('casino-bookmarks nav.ck-bookmarks--compact')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/bookmarks-scrolled-1366.png` });
  expect(loads).toBe(0);
  expect(errors).toEqual([]);

  // It stays dismissed: the partner's page opened again (in the casino's tab) lists the other two.
  await partnerPage(casino, origins.platform);
  await casino.getByRole('button', { name: /^Notifications/ }).click();
  const again = casino.getByRole('region', { name: 'Notifications' });
  await expect(again.getByRole('listitem')).toHaveCount(2);
  await expect(again).not.toContainText('Deposit received');
  await casino.setViewportSize({ width: 390, height: 844 });
  await casino.screenshot({ path: `${SHOTS}/again-390.png` });
});
