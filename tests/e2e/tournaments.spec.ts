import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { api, signIn } from './cashbox-helpers.ts';
import { expect, seriousA11yViolations, test } from './fixtures.ts';
import { appReady, fillFirstDepositDetails, signUpInPopup, payByTestCard } from './host-helpers.ts';

/**
 * Issue 15, tournament widgets and host pages, in chromium against the real platform and its seeded
 * tournaments (docs/widgets.md "Tournaments", docs/product/tournaments-lotteries-quests.md#pages,
 * docs/api/competitions.md "Seed"): a guest's list with its tabs and countdowns and one tournament;
 * a fresh player who signs up and deposits in the UI, joins the opt-in race and plays real rounds of
 * an eligible game in the same page, whose place shows up on the leaderboard by the socket; the
 * affiliate leaderboard on a partner's page. Screenshots at 1366 and 390 px in
 * test-results/tournament-screens/.
 */
// axe-core is injected as an inline script, which the host's strict CSP (rightly) refuses.
test.use({ bypassCSP: true });

const SHOTS = 'test-results/tournament-screens';
async function shoot(page: Page, name: string, focus?: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(200);
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function acceptCookies(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(banner).toHaveCount(0);
}

test('a guest: the list with its tabs and countdowns, the archive, one tournament with its prizes and leaderboard', async ({ page, origins }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origins.platform}/`);
  await appReady(page);
  await acceptCookies(page);
  // The menu counter: the running tournaments a first visit has not seen (docs/product/tournaments-lotteries-quests.md#counter) …
  const running = (await api<{ frontend_identifier: string; start_at: string; end_at: string }[]>(page, 'GET', '/api/tournaments')).body.filter(
    (item) => !/nonvisible|quest|achievement/.test(item.frontend_identifier) && Date.parse(item.start_at) <= Date.now() && Date.parse(item.end_at) > Date.now(),
  );
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByTestId('tournaments-counter')).toHaveText(`${running.length}${running.length} new tournament${running.length === 1 ? '' : 's'}`);
  await menu.getByRole('link', { name: /^Tournaments/ }).click();
  // … gone once the list was shown.
  await expect(menu.getByTestId('tournaments-counter')).toHaveCount(0);

  const widget = page.locator('.ck-tournaments');
  const tabs = widget.getByRole('tab');
  await expect(tabs).toHaveText(['All', 'Providers', 'Lotteries', 'Quests', 'Achievements', 'Archive']);
  await expect(widget.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  // Seeded (docs/api/competitions.md "Seed"): running ones show the time left, the coming one a start countdown.
  const sprint = widget.locator('.ck-tcard', { hasText: 'Slots Sprint' });
  await expect(sprint.locator('time')).toHaveText(/^Ends in \d+ (days?|hours?)/);
  await expect(sprint).toContainText('Live');
  await expect(sprint).toContainText(/Prize pool €[\d,.]+/);
  const weekend = widget.locator('.ck-tcard', { hasText: 'Weekend Spin Fest' });
  await expect(weekend.locator('time')).toHaveText(/^Starts in (1 day|2 days)/);
  // Nonvisible, quests and achievements are not in the normal list.
  await expect(widget).not.toContainText('VIP turnover tracker');
  await expect(widget).not.toContainText('Starter quest');
  await expect(widget).not.toContainText('Achievement: 100 spins');
  // (The seconds of a countdown, under an hour, are the unit test's: tests/unit/components/countdown.test.tsx.)
  await shoot(page, 'list');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The tabs are routes; the arrow keys move between them.
  await widget.getByRole('tab', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/tournaments\/producers$/);
  await expect(widget.locator('.ck-tcard__title')).toHaveText(['Copperleaf Multiplier Race']);
  await widget.getByRole('tab', { name: 'Quests' }).click();
  await expect(page).toHaveURL(/\/tournaments\/actions$/);
  await expect(widget.locator('.ck-tcard', { hasText: 'Starter quest' }).getByRole('link')).toHaveAttribute('href', /\/action\/starter$/);
  await widget.getByRole('tab', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/\/tournaments\/archive$/);
  const autumn = widget.locator('.ck-tcard', { hasText: 'Autumn Bet Cup' });
  await expect(autumn.locator('time')).toHaveText('Finished');
  await expect(autumn).not.toContainText('Ends in');

  // One tournament, by its slug.
  await widget.getByRole('tab', { name: 'All' }).click();
  await widget.getByRole('link', { name: 'Copperleaf Multiplier Race' }).click();
  await expect(page).toHaveURL(/\/tournaments\/copperleaf-multiplier-race$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Copperleaf Multiplier Race' })).toBeVisible();
  const one = page.locator('.ck-tournament');
  await expect(one.locator('.ck-tournament__timer time')).toHaveText(/^Ends in /);
  await expect(one.getByRole('table', { name: 'Prizes' }).locator('tbody tr').first()).toContainText(/^1/);
  await expect(one.getByRole('heading', { name: 'Rules' })).toBeVisible();
  await expect(one).toContainText('every win earns 10 points per multiple of your bet');
  await expect(one.getByRole('link', { name: 'copperleaf' })).toHaveAttribute('href', /\/producers\/copperleaf$/);
  await expect(one.getByRole('link', { name: 'Sign in to join' })).toBeVisible();
  await shoot(page, 'tournament-guest');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The older path by id, and an archived one with its winners.
  const archived = (await api<{ id: number; frontend_identifier: string }[]>(page, 'GET', '/api/tournaments/recent')).body.find((item) => item.frontend_identifier.includes('autumn'));
  expect(archived).toBeDefined();
  await page.goto(`${origins.platform}/tournaments/${archived!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Autumn Bet Cup' })).toBeVisible();
  await expect(page.locator('.ck-tournament__timer time')).toHaveText('Finished');
  await expect(page.getByRole('table', { name: 'Prizes' }).getByRole('columnheader', { name: 'Winner' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a fresh player signs up and deposits in the UI, joins the opt-in race, plays real rounds in the same page and sees their place arrive by the socket', async ({ page, origins }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const pushes: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => {
    const text = String(payload);
    if (text.includes('tournaments_statuses#')) pushes.push(text);
  }));
  await page.goto(`${origins.platform}/`);
  await appReady(page);
  await acceptCookies(page);
  let loads = 0;
  page.on('load', () => loads++);

  await signUpInPopup(page, 'tournament');
  await page.getByRole('link', { name: 'Deposit', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'A few details first' });
  await fillFirstDepositDetails(details);
  await details.getByRole('button', { name: 'Continue' }).click();
  const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
  await payByTestCard(cashbox, 100);
  await cashbox.getByRole('button', { name: 'Close cashbox' }).click();
  await expect(cashbox).toHaveCount(0);

  // The menu's tournaments link, then the race.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Tournaments/ }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await page.locator('.ck-tournaments').getByRole('link', { name: 'Copperleaf Multiplier Race' }).click();
  const one = page.locator('.ck-tournament');
  const join = one.getByRole('button', { name: 'Join the tournament' });
  const confirmed = page.waitForResponse((response) => /\/api\/tournaments\/\d+\/confirm$/.test(response.url()));
  await join.click();
  expect((await confirmed).status()).toBe(200);
  await expect(one.getByText('You are taking part.')).toBeVisible();
  await expect(one.getByText('You are not on the leaderboard yet: play an eligible game to score.')).toBeVisible();

  // Real rounds of an eligible Copperleaf game, its real client in this very page, until a win scores.
  const launch = await api<{ url: string }>(page, 'POST', '/api/games/launch', { identifier: 'copperleaf/rhino-multiplier', mode: 'real' });
  expect(launch.status).toBe(200);
  await page.evaluate((url) => {
    const frame = Object.assign(document.createElement('iframe'), { src: url, title: 'Rhino Multiplier' });
    frame.style.cssText = 'position:fixed;right:8px;bottom:8px;width:360px;height:320px;z-index:5;border:0';
    document.body.append(frame);
  }, launch.body.url);
  const game = page.frameLocator('iframe[title="Rhino Multiplier"]');
  const place = one.locator('.ck-tournament__place');
  const mine = one.locator('.ck-board tr[aria-current="true"]');
  // A bet places the player; a win scores points (10 per multiple of the bet).
  const scored = async () => (await mine.count()) > 0 && /\b[1-9]\d* points?/.test((await mine.first().textContent({ timeout: 1_000 }).catch(() => null)) ?? '');
  for (let round = 0; round < 80 && !(await scored()); round++) {
    await expect(game.locator('#play')).toBeEnabled({ timeout: 20_000 });
    await game.locator('#play').click();
    await page.waitForTimeout(400);
  }
  // The place and the score came without a reload: the player's row is marked on the board.
  await expect(place).toHaveText(/^Your place: \d+$/, { timeout: 15_000 });
  await expect(mine).toContainText('(You)');
  await expect(mine).toContainText(/\b[1-9]\d* points?/);
  expect(pushes.length, 'tournaments_statuses pushes received').toBeGreaterThan(0);
  const status = await api<{ award_place: number; points: number }>(page, 'GET', `/api/tournaments/${await tournamentId(page, 'copperleaf-multiplier-race')}/status`);
  await expect(place).toHaveText(`Your place: ${status.body.award_place}`);
  await page.evaluate(() => document.querySelector('iframe[title="Rhino Multiplier"]')?.remove());
  await shoot(page, 'tournament-player', one.locator('.ck-board'));
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(loads, 'no page load after the first').toBe(0);
  expect(errors).toEqual([]);
});

test('the affiliate leaderboard on a partner page: a server-rendered first frame, links into the casino, axe clean', async ({ page, origins }) => {
  test.setTimeout(90_000);
  origins.servePartnerPage(
    '/leaderboard',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Slot races tonight</title>
<script async src="${origins.platform}/casino-kit.js" data-api="${origins.platform}" data-locale="en"></script>
<style>:root { color-scheme: dark; } body { margin: 0; font-family: Georgia, serif; background: #0f172a; color: #e2e8f0; } main { max-width: 720px; margin: 0 auto; padding: 20px; }</style></head>
<body><main><h1>Slot races tonight</h1><p>Who leads our partner casino’s race right now.</p>
<casino-leaderboard tournament="slots-sprint" limit="5"><p>Loading the leaderboard…</p></casino-leaderboard></main></body></html>`,
  );
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${origins.partner}/leaderboard`);
  const board = page.locator('casino-leaderboard');
  const title = board.getByRole('link', { name: 'Slots Sprint' });
  await expect(title).toHaveAttribute('href', `${origins.platform}/tournaments/slots-sprint`);
  await expect(board.locator('time')).toHaveText(/^Ends in /);
  await expect(board.getByRole('link', { name: 'All tournaments' })).toHaveAttribute('href', `${origins.platform}/tournaments`);
  // The first frame and its live module, no widget code yet.
  expect(requests.some((path) => /\/widgets\/leaderboard\/frame$/.test(path))).toBe(true);
  expect(requests.some((path) => /\/widgets\/leaderboard\.live-[\w-]+\.js$/.test(path))).toBe(true);
  expect(requests.some((path) => /\/widgets\/leaderboard-[\w-]+\.js$/.test(path))).toBe(false);
  await shoot(page, 'leaderboard-partner', board);
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Using it brings the widget, which shows the same board.
  await board.hover();
  await expect.poll(() => requests.some((path) => /\/widgets\/leaderboard-[\w-]+\.js$/.test(path))).toBe(true);
  await expect(board.getByRole('link', { name: 'Slots Sprint' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

async function tournamentId(page: Page, identifier: string): Promise<number> {
  const list = await api<{ id: number; frontend_identifier: string }[]>(page, 'GET', '/api/tournaments');
  return list.body.find((item) => item.frontend_identifier === identifier)!.id;
}

test('a VIP sees the seeded team tournament: the team standings with their team marked and the prizes by team place', async ({ page, origins }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origins.platform}/`);
  await appReady(page);
  await acceptCookies(page);
  // A team tournament for the VIP groups (docs/api/competitions.md "Seed", "Team tournaments"): a guest does not get it.
  expect((await api(page, 'GET', '/api/tournaments/vip-team-clash')).status).toBe(404);
  expect(await signIn(page, 'vip@casino.localhost', 'Vip-Gold-2026!')).toBe(201);
  await page.goto(`${origins.platform}/tournaments/vip-team-clash`);
  await expect(page.getByRole('heading', { level: 1, name: 'VIP Team Clash' })).toBeVisible();
  const one = page.locator('.ck-tournament');
  await expect(one.locator('.ck-tournament__timer time')).toHaveText(/^Starts in /);
  await expect(one.getByRole('heading', { name: 'Teams' })).toBeVisible();
  const standings = one.getByRole('table', { name: 'Team standings: VIP Team Clash' });
  await expect(standings.locator('tbody tr')).toHaveCount(2);
  // The VIP is in group 259, VIP Gold: team 1, marked as theirs.
  await expect(standings.locator('tr[aria-current="true"]')).toContainText('Gold (your team)');
  await expect(standings.locator('tbody tr').nth(1)).toContainText('Platinum & Diamond');
  await expect(one.getByRole('table', { name: 'Prizes' }).locator('tbody tr')).toHaveText([/^Team 1, place 1€200 cash/, /^Team 1, place 2500 loyalty points/, /^Team 1, place 3250 loyalty points/, /^Team 2, place 1100 loyalty points/]);
  await shoot(page, 'team-tournament', standings);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

