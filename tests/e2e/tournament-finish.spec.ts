import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { api } from './cashbox-helpers.ts';
import { E2E_OPERATOR_KEY, expect, seriousA11yViolations, test } from './fixtures.ts';
import { appReady, fillFirstDepositDetails, goInApp, shootWidths, signUpInPopup, payByTestCard } from './host-helpers.ts';

/**
 * Issue 15, a tournament's end in the browser (docs/api/competitions.md "Lifecycle", "Finalisation",
 * "Realtime"; docs/product/tournaments-lotteries-quests.md#tournaments): two fresh players, each in their
 * own browser context, sign up and make their first deposit in the UI, join the same opt-in tournament and
 * play real rounds of the demo provider in the page — the second overtakes the first, and both boards
 * reorder by the socket. Then the operator ends the tournament (a shortened `end_at`, the operator API's own
 * move: docs/api/competitions.md "Operator API") and the engine's sweep finalises it; without a reload each
 * player sees the tournament finished with its final places and winners, their result in the notifications
 * bar, the prize — money in the balance for place 1, a bonus among the gifts for place 2 — and the
 * tournament in the list's archive. A second finalisation pass pays nothing again (checked through the
 * player API). Screenshots at 1366 and 390 px in test-results/tournament-finish/.
 */
const SHOTS = 'test-results/tournament-finish';
const GAME = 'copperleaf/rhino-multiplier';
const operator = { Authorization: `Bearer ${E2E_OPERATOR_KEY}` };
const text = (value: string) => ({ en: value, 'en-AU': value, 'en-CA': value, 'en-NZ': value, de: value, 'fr-CA': value, no: value, it: value, et: value });
const euro = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The tournament's definition (docs/api/competitions.md "Definition"): opt-in, scored by stake, €10 cash for place 1, a €5 bonus for place 2. */
function definition(key: string, title: string, endAt: number) {
  return {
    frontend_identifier: key,
    title: text(title),
    rules: text('Every real-money stake on Rhino Multiplier scores.'),
    strategy: 'bet',
    currency: 'EUR',
    currencies: ['EUR'],
    start_at: new Date(Date.now() - 60_000).toISOString(),
    end_at: new Date(endAt).toISOString(),
    games: [GAME],
    user_confirmation_required: true,
    prizes: [
      { place: 1, title: text('€10 cash'), money_cents: { EUR: 1_000 } },
      { place: 2, title: text('€5 bonus'), bonus: { amount_cents: { EUR: 500 }, wager_multiplier: 1 } },
    ],
  };
}

interface OperatorView {
  id: number;
  status: string;
  finished_at: string | null;
  start_at: string;
  definition: ReturnType<typeof definition>;
  leaderboard: { place: number; user_id: number; score: number }[];
  awards: { place: number; user_id: number; kind: string; amount_cents: number | null }[];
}

/** The operator's view of the tournament; reading it runs the engine's sweep first (docs/api/competitions.md "Lifecycle"). */
async function operatorView(request: APIRequestContext, platform: string, key: string): Promise<OperatorView> {
  const response = await request.get(`${platform}/operator/api/tournaments/${key}`, { headers: operator });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OperatorView;
}

/** The players' own browser contexts, closed after the test whatever its outcome (their sockets would otherwise live on in the worker). */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** A fresh player in a browser context of their own: cookies accepted, signed up and €100 deposited in the UI, no page load after the first. */
async function freshPlayer(browser: Browser, platform: string, prefix: string): Promise<{ page: Page; loads: () => number; errors: string[] }> {
  // axe-core is injected as an inline script, which the host's strict CSP (rightly) refuses.
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1366, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${platform}/`);
  await appReady(page);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(banner).toHaveCount(0);
  let loads = 0;
  page.on('load', () => loads++);

  await signUpInPopup(page, prefix);
  await page.getByRole('link', { name: 'Deposit', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'A few details first' });
  await fillFirstDepositDetails(details);
  await details.getByRole('button', { name: 'Continue' }).click();
  const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
  await payByTestCard(cashbox, 100);
  await cashbox.getByRole('button', { name: 'Close cashbox' }).click();
  await expect(cashbox).toHaveCount(0);
  return { page, loads: () => loads, errors };
}

/** From the menu to the tournament's page, and join it. */
async function join(page: Page, title: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Tournaments/ }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await page.locator('.ck-tournaments').getByRole('link', { name: title }).click();
  const one = page.locator('.ck-tournament');
  const confirmed = page.waitForResponse((response) => /\/api\/tournaments\/\d+\/confirm$/.test(response.url()));
  await one.getByRole('button', { name: 'Join the tournament' }).click();
  expect((await confirmed).status()).toBe(200);
  await expect(one.getByText('You are taking part.')).toBeVisible();
}

/** `rounds` real rounds of the game's own client, opened in this very page beside the tournament; each round's answer awaited. */
async function play(page: Page, rounds: number): Promise<void> {
  const launch = await api<{ url: string }>(page, 'POST', '/api/games/launch', { identifier: GAME, mode: 'real' });
  expect(launch.status, JSON.stringify(launch.body)).toBe(200);
  await page.evaluate((url) => {
    const frame = Object.assign(document.createElement('iframe'), { src: url, title: 'Rhino Multiplier' });
    frame.style.cssText = 'position:fixed;right:8px;bottom:8px;width:360px;height:320px;z-index:5;border:0';
    document.body.append(frame);
  }, launch.body.url);
  const game = page.frameLocator('iframe[title="Rhino Multiplier"]');
  for (let round = 0; round < rounds; round++) {
    await expect(game.locator('#play')).toBeEnabled({ timeout: 30_000 });
    const answered = page.waitForResponse((response) => response.url().endsWith('/provider/round') && response.request().method() === 'POST', { timeout: 30_000 });
    await game.locator('#play').click();
    expect((await answered).status()).toBe(200);
  }
  await expect(game.locator('#play')).toBeEnabled({ timeout: 30_000 });
  await page.evaluate(() => document.querySelector('iframe[title="Rhino Multiplier"]')?.remove());
}

/** The board's rows as "place nickname…" texts. */
const boardRows = (page: Page) => page.locator('.ck-tournament .ck-board tbody tr');

test('two players race to a tournament’s end: the boards reorder live, the end freezes the places, each sees the result, the prize and the archive without a reload; prizes are issued once', async ({ browser, origins, request }) => {
  test.setTimeout(480_000);
  const stamp = Date.now();
  const key = `photo-finish-${stamp}`;
  const title = `Photo Finish ${String(stamp).slice(-5)}`;
  const defined = await request.put(`${origins.platform}/operator/api/tournaments/${key}`, { headers: operator, data: definition(key, title, stamp + 2 * 3_600_000) });
  expect(defined.status(), await defined.text()).toBe(200);

  const anna = await freshPlayer(browser, origins.platform, 'finish-anna');
  const bruno = await freshPlayer(browser, origins.platform, 'finish-bruno');
  await join(anna.page, title);
  await join(bruno.page, title);

  // Fresh players have no nickname: both are Player*** on the boards (docs/api/competitions.md "Ranking"),
  // their own row marked "(You)"; the score is the stake (€1.00 a round, the game's default stake).
  // Anna plays one round: first on both boards, by the socket.
  await play(anna.page, 1);
  await expect(boardRows(anna.page)).toHaveText(['1Player*** (You)€1.00'], { timeout: 30_000 });
  await expect(boardRows(bruno.page)).toHaveText(['1Player***€1.00'], { timeout: 30_000 });
  await expect(anna.page.locator('.ck-tournament__place')).toHaveText('Your place: 1', { timeout: 30_000 });
  // Bruno plays three at the same stake and overtakes her: both boards reorder without a reload.
  await play(bruno.page, 3);
  await expect(boardRows(bruno.page)).toHaveText(['1Player*** (You)€3.00', '2Player***€1.00'], { timeout: 30_000 });
  await expect(boardRows(anna.page)).toHaveText(['1Player***€3.00', '2Player*** (You)€1.00'], { timeout: 30_000 });
  await expect(anna.page.locator('.ck-tournament__place')).toHaveText('Your place: 2', { timeout: 30_000 });
  await expect(bruno.page.locator('.ck-tournament__place')).toHaveText('Your place: 1', { timeout: 30_000 });

  const balanceBefore = async (page: Page) => (await api<{ currency: string; amount_cents: number }[]>(page, 'GET', '/api/player/accounts')).body.find((account) => account.currency === 'EUR')!.amount_cents;
  const brunoBefore = await balanceBefore(bruno.page);
  const annaBefore = await balanceBefore(anna.page);
  await expect(bruno.page.getByTestId('balance')).toHaveText(euro(brunoBefore));
  // A fresh player may already have gifts waiting (the header counts the ones to activate).
  const counter = anna.page.getByTestId('gifts-counter');
  const giftsBefore = (await counter.count()) > 0 ? Number(await counter.textContent()) : 0;

  // The operator ends it two seconds from now (a change of the window only: the scores stand) …
  const current = await operatorView(request, origins.platform, key);
  const endAt = Date.now() + 2_000;
  const shortened = await request.put(`${origins.platform}/operator/api/tournaments/${key}`, { headers: operator, data: { ...current.definition, end_at: new Date(endAt).toISOString() } });
  expect(shortened.status(), await shortened.text()).toBe(200);
  // … and once the end has passed, the operator's read runs the sweep that finalises it (the 10 s timer may come first).
  await expect.poll(() => Date.now() > endAt, { timeout: 10_000 }).toBe(true);
  await expect.poll(async () => (await operatorView(request, origins.platform, key)).finished_at, { timeout: 60_000 }).not.toBeNull();
  const finished = await operatorView(request, origins.platform, key);
  expect(finished.status).toBe('archive');
  expect(finished.awards.map((award) => [award.place, award.kind, award.amount_cents])).toEqual([[1, 'money', 1_000], [2, 'bonus', 500]]);

  // Each page, without a reload: the tournament finished, places frozen, the winners in the prize table.
  for (const [{ page }, place] of [[bruno, 1], [anna, 2]] as const) {
    const one = page.locator('.ck-tournament');
    await expect(one.locator('.ck-tournament__timer time')).toHaveText('Finished', { timeout: 60_000 });
    await expect(one.locator('.ck-tcard__status')).toHaveText('Finished');
    await expect(one.getByRole('button', { name: 'Join the tournament' })).toHaveCount(0);
    await expect(boardRows(page)).toHaveText(place === 1 ? ['1Player*** (You)€3.00', '2Player***€1.00'] : ['1Player***€3.00', '2Player*** (You)€1.00']);
    await expect(one.locator('.ck-tournament__place')).toHaveText(`Your place: ${place}`);
    const prizes = one.getByRole('table', { name: 'Prizes' });
    await expect(prizes.getByRole('columnheader', { name: 'Winner' })).toBeVisible();
    await expect(prizes.locator('tbody tr')).toHaveText(['1€10 cashPlayer***', '2€5 bonusPlayer***']);
  }

  // Their result in the notifications bar.
  for (const [{ page }, result] of [
    [bruno, `You took place 1 in ${title}. Your prize: €10 cash.`],
    [anna, `You took place 2 in ${title}. Your prize: €5 bonus.`],
  ] as const) {
    await page.getByRole('button', { name: 'Notifications' }).click();
    const bar = page.getByRole('region', { name: 'Notifications' });
    await expect(bar).toContainText(result, { timeout: 30_000 });
  }
  // … and the tournament_notifications result, as a notice in the bar.
  for (const [{ page }, place] of [[bruno, 1], [anna, 2]] as const) {
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`${title} is over: you finished in place ${place}.`);
  }
  // The prizes: Bruno's €10 in his balance, Anna's €5 bonus among her gifts.
  await expect(bruno.page.getByTestId('balance')).toHaveText(euro(brunoBefore + 1_000), { timeout: 30_000 });
  await expect(counter).toHaveText(String(giftsBefore + 1), { timeout: 30_000 });
  await shootWidths(bruno.page, SHOTS, 'winner-result');
  await shootWidths(anna.page, SHOTS, 'second-result');
  for (const { page } of [anna, bruno]) expect(await seriousA11yViolations(page)).toEqual([]);

  // Anna's gift, in her gifts.
  await anna.page.keyboard.press('Escape');
  await goInApp(anna.page, '/profile/gifts');
  const gift = anna.page.locator('.ck-gift', { hasText: '€5 bonus' });
  await expect(gift).toContainText('€5.00');
  await expect(gift).toContainText('Ready to activate');
  await shootWidths(anna.page, SHOTS, 'second-gift');

  // The list: gone from the running ones, in the archive with its end.
  await bruno.page.keyboard.press('Escape');
  await bruno.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Tournaments/ }).click();
  const list = bruno.page.locator('.ck-tournaments');
  await expect(list.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(list.locator('.ck-tcard', { hasText: 'Copperleaf Multiplier Race' })).toBeVisible();
  await expect(list.locator('.ck-tcard', { hasText: title })).toHaveCount(0);
  await list.getByRole('tab', { name: 'Archive' }).click();
  const card = list.locator('.ck-tcard', { hasText: title });
  await expect(card.locator('time')).toHaveText('Finished');
  await shootWidths(bruno.page, SHOTS, 'archive');
  // Opened from the archive: the frozen board, read afresh.
  await card.getByRole('link', { name: title }).click();
  await expect(bruno.page).toHaveURL(new RegExp(`/tournaments/${key}$`));
  await expect(bruno.page.locator('.ck-tournament__timer time')).toHaveText('Finished');
  await expect(boardRows(bruno.page)).toHaveText(['1Player*** (You)€3.00', '2Player***€1.00']);
  const status = await api<{ award_place: number; bet_cents: number }>(bruno.page, 'GET', `/api/tournaments/${finished.id}/status`);
  expect(status.body).toMatchObject({ award_place: 1 });

  // A second finalisation pass (the operator's read sweeps again) pays nothing twice: the same two awards,
  // Bruno's balance up by €10 once, one result notification each, Anna's one tournament bonus.
  const again = await operatorView(request, origins.platform, key);
  expect(again.awards).toEqual(finished.awards);
  expect(again.leaderboard.map((row) => row.place)).toEqual([1, 2]);
  expect(await balanceBefore(bruno.page)).toBe(brunoBefore + 1_000);
  expect(await balanceBefore(anna.page)).toBe(annaBefore);
  for (const { page } of [anna, bruno]) {
    const results = (await api<{ kind: string; text: string }[]>(page, 'GET', '/api/player/notifications')).body.filter((item) => item.kind === 'tournament_result');
    expect(results).toHaveLength(1);
    expect(results[0]!.text).toContain(title);
  }
  const bonuses = (await api<{ title: string; amount_cents: number }[]>(anna.page, 'GET', '/api/player/bonuses')).body.filter((bonus) => bonus.title === '€5 bonus');
  expect(bonuses.map((bonus) => bonus.amount_cents)).toEqual([500]);
  expect((await api<{ title: string }[]>(bruno.page, 'GET', '/api/player/bonuses')).body.filter((bonus) => bonus.title === '€5 bonus')).toEqual([]);
  // A finished tournament is closed to the operator too.
  const closed = await request.put(`${origins.platform}/operator/api/tournaments/${key}`, { headers: operator, data: { ...current.definition, end_at: new Date(endAt).toISOString() } });
  expect(closed.status()).toBe(422);

  for (const player of [anna, bruno]) {
    expect(player.loads(), 'no page load after the first').toBe(0);
    expect(player.errors).toEqual([]);
  }
});
