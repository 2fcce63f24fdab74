/**
 * The game page and its rounds over real HTTP: the iframe page (CSP, no inline script, config,
 * postMessage target), real rounds through the signed wallet API with injected duplicate sends,
 * slot pacing, the rocket game, demo play that touches no wallet, jackpot drops and big wins.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_ROUND_MS, SLOT_MIN_SPIN_MS } from '../../platform/provider/pacing.ts';
import { DEMO_START_CENTS, stakeLadder } from '../../platform/provider/games.ts';
import { balanceOf } from '../../platform/wallet/service.ts';
import { assertLedgerConsistent } from './wallet-ledger-checks.ts';
import { openReal, pickGames, providerWorld, type ProviderWorld } from './provider-setup.ts';

let world: ProviderWorld;
let games: ReturnType<typeof pickGames>;

beforeAll(async () => {
  // Every third wallet call is sent twice, as if its first answer was lost.
  world = await providerWorld({ wallet: { repeatEvery: 3 } });
  games = pickGames(world.platform);
});
afterAll(async () => world?.close());

const db = () => world.platform.ctx.db;

describe('game page', () => {
  it('serves a CSP-strict page without inline script, framed only by the launching origin', async () => {
    const userId = world.platform.createUser();
    const origin = 'http://localhost:5173';
    const launch = await world.clientAs(userId).post('/api/games/launch', { identifier: games.slot.identifier, mode: 'real' }, { Origin: origin });
    expect(launch.status).toBe(200);
    const page = await world.client().get(launch.body.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`frame-ancestors 'self' ${origin}`);
    expect(csp).not.toContain('unsafe-inline');
    const html = page.body as string;
    // Scripts: only the external module and the non-executable JSON block.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([' type="application/json" id="game-config"', ' type="module" src="/provider/assets/game.js"']);
    expect(html).not.toMatch(/ on[a-z]+=/i);
    expect(html).not.toMatch(/style=/);
    const config = JSON.parse(/<script type="application\/json" id="game-config">(.*?)<\/script>/s.exec(html)![1]!);
    expect(config.parent_origin).toBe(origin);
    expect(config.engine).toBe('slot');
    expect(config.stakes).toEqual(stakeLadder('EUR'));
    for (const label of ['Balance', 'Session time', 'Net position', 'Stake']) expect(html).toContain(label);
    expect(html).toContain('aria-keyshortcuts="Space Enter"');
    // An untrusted launching origin falls back to the platform's own.
    const other = await world.clientAs(userId).post('/api/games/launch', { identifier: games.slot.identifier, mode: 'real' }, { Origin: 'https://evil.example' });
    expect(other.status).toBe(403); // the CSRF guard already refuses the cross-site launch
  });

  it('serves its JS and CSS; the JS posts balances only to an explicit origin', async () => {
    const js = await world.client().get('/provider/assets/game.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.body).toContain("type: 'casino-kit:balance'");
    expect(js.body).toMatch(/postMessage\([^)]*config\.parent_origin\)/);
    expect(js.body).not.toMatch(/postMessage\([^)]*'\*'\)/);
    expect(js.body).not.toMatch(/autoplay/i);
    const css = await world.client().get('/provider/assets/game.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
    expect(readFileSync(new URL('../../platform/provider/assets/game.css', import.meta.url), 'utf8')).toContain(':focus-visible');
  });
});

describe('real rounds from the page', () => {
  it('plays slot spins through the signed wallet API (with duplicate sends) and paces them at 2.5 s', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 100_000);
    const token = await openReal(world, userId, games.slot.identifier);
    world.publisher.published.length = 0;
    let bets = 0;
    let wins = 0;
    let state: any = null;
    for (let round = 0; round < 30; round++) {
      const response = await world.client().post('/provider/round', { token, stake_cents: 100 });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.engine).toBe('slot');
      expect(response.body.slot.grid).toHaveLength(5);
      expect(response.body.slot.grid.every((column: string[]) => column.length === 3)).toBe(true);
      expect(response.body.win_cents).toBe(response.body.slot.win_cents);
      bets += 100;
      wins += response.body.win_cents;
      state = response.body.state;
      // No faster next spin.
      const early = await world.client().post('/provider/round', { token, stake_cents: 100 });
      expect(early.status).toBe(429);
      expect(early.body.code).toBe('too_fast');
      world.platform.clock.advance(SLOT_MIN_SPIN_MS);
    }
    const jackpotCredits = db().prepare("SELECT COALESCE(SUM(amount_cents), 0) FROM jackpot_wins WHERE user_id = ?").pluck().get(userId) as number;
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(100_000 - bets + wins + jackpotCredits);
    expect(state.balance_cents).toBe(100_000 - bets + wins + jackpotCredits);
    expect(state.net_position_cents).toBe(wins - bets);
    expect(state.rounds).toBe(30);
    // Exactly one bet and one win record per round despite the duplicate sends.
    const records = db().prepare('SELECT kind, COUNT(*) AS n FROM provider_transactions WHERE user_id = ? GROUP BY kind ORDER BY kind').all(userId);
    expect(records).toEqual([{ kind: 'bet', n: 30 }, { kind: 'win', n: 30 }]);
    const transfers = db()
      .prepare("SELECT COUNT(*) FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id WHERE a.user_id = ? AND t.kind = 'bet'")
      .pluck()
      .get(userId);
    expect(transfers).toBe(30);
    assertLedgerConsistent(world.platform);
    expect(world.publisher.published.some((p) => p.channel === `balance#${userId}`)).toBe(true);
  });

  it('plays the rocket game at a chosen cash-out and refuses stakes off the ladder and unaffordable ones', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 1_000);
    const token = await openReal(world, userId, games.instant.identifier);
    const response = await world.client().post('/provider/round', { token, stake_cents: 100, target_hundredths: 150 });
    expect(response.status).toBe(200);
    expect(response.body.engine).toBe('rocket');
    const rocket = response.body.rocket;
    expect(rocket.target_hundredths).toBe(150);
    expect(rocket.won).toBe(rocket.crash_hundredths >= 150);
    expect(rocket.win_cents).toBe(rocket.won ? 150 : 0);
    // The instant game is paced too: a round lasts at least MIN_ROUND_MS.rocket (docs/api/provider.md "Pacing").
    const early = await world.client().post('/provider/round', { token, stake_cents: 100 });
    expect(early.status).toBe(429);
    expect(early.body.code).toBe('too_fast');
    world.platform.clock.advance(MIN_ROUND_MS.rocket);
    expect((await world.client().post('/provider/round', { token, stake_cents: 100 })).status).toBe(200);
    world.platform.clock.advance(MIN_ROUND_MS.rocket);
    const offLadder = await world.client().post('/provider/round', { token, stake_cents: 123 });
    expect(offLadder.status).toBe(422);
    expect(offLadder.body.code).toBe('invalid_stake');
    const balance = balanceOf(world.platform.ctx, userId, 'EUR').total_cents;
    const tooMuch = await world.client().post('/provider/round', { token, stake_cents: 10_000 });
    expect(tooMuch.status).toBe(402);
    expect(tooMuch.body).toMatchObject({ code: 'insufficient_funds', balance_cents: balance });
  });
});

describe('demo play', () => {
  it('lets a guest play with play money and touches no wallet', async () => {
    const transfersBefore = db().prepare('SELECT COUNT(*) FROM ledger_transfers').pluck().get();
    const pushesBefore = world.publisher.published.filter((p) => p.channel.startsWith('balance#')).length;
    const launch = await world.client().post('/api/games/launch', { identifier: games.slot.identifier, mode: 'demo' });
    expect(launch.status).toBe(200);
    expect(launch.body.currency).toBe('FUN');
    expect((await world.client().get(launch.body.url)).status).toBe(200);
    let balance = DEMO_START_CENTS;
    for (let round = 0; round < 10; round++) {
      const response = await world.client().post('/provider/round', { token: launch.body.token, stake_cents: 1_000 });
      expect(response.status).toBe(200);
      balance += response.body.win_cents - 1_000;
      expect(response.body.state.balance_cents).toBe(balance);
      expect(response.body.state.currency).toBe('FUN');
      world.platform.clock.advance(SLOT_MIN_SPIN_MS);
    }
    expect(db().prepare('SELECT COUNT(*) FROM ledger_transfers').pluck().get()).toBe(transfersBefore);
    expect(db().prepare("SELECT COUNT(*) FROM provider_transactions WHERE session_id = (SELECT id FROM provider_sessions WHERE mode = 'demo' ORDER BY id DESC LIMIT 1)").pluck().get()).toBe(0);
    expect(world.publisher.published.filter((p) => p.channel.startsWith('balance#')).length).toBe(pushesBefore);
    const state = await world.client().post('/provider/state', { token: launch.body.token });
    expect(state.body).toMatchObject({ mode: 'demo', balance_cents: balance, net_position_cents: balance - DEMO_START_CENTS, rounds: 10 });
  });

  it('a signed-in player demo-plays a game in a currency it does not support', async () => {
    const userId = world.platform.createUser({ currency: 'JPY' });
    const game = games.withoutCurrency('JPY');
    const launch = await world.clientAs(userId).post('/api/games/launch', { identifier: game.identifier, mode: 'demo' });
    expect(launch.status).toBe(200);
    expect(launch.body.currency).toBe('FUN');
  });
});

describe('jackpots and the winners feed', () => {
  it('credits a jackpot drop to the bettor in the same flow', async () => {
    const userId = world.platform.createUser({ nickname: 'lucky' });
    world.fund(userId, 10_000);
    const token = await openReal(world, userId, games.slot.identifier);
    // Make the Daily Drop's first level due on the next qualifying bet.
    const level = db()
      .prepare("SELECT l.* FROM jackpot_levels l JOIN jackpots j ON j.id = l.jackpot_id WHERE j.identifier = 'daily-drop' AND l.level_index = 1")
      .get() as { id: number; drop_min_cents: number; seed_cents: number };
    db().prepare('UPDATE jackpot_levels SET amount_cents = ?, drop_at_cents = ? WHERE id = ?').run(level.drop_min_cents - 1, level.drop_min_cents, level.id);
    const bet = { token, game: games.slot.identifier, currency: 'EUR', round_id: 'jp-round', transaction_id: 'jp-round:bet', amount_cents: 1_000 };
    const answer = await world.wallet('bet', bet);
    expect(answer.status).toBe(200);
    expect(answer.body.jackpot_awards.length).toBeGreaterThanOrEqual(1);
    const award = answer.body.jackpot_awards[0].amount_cents as number;
    expect(award).toBeGreaterThanOrEqual(level.drop_min_cents);
    const credited = db().prepare("SELECT SUM(amount_cents) FROM ledger_transfers WHERE kind = 'jackpot_win' AND credit_account_id = (SELECT id FROM ledger_accounts WHERE user_id = ? AND kind = 'real')").pluck().get(userId);
    expect(credited).toBe(answer.body.jackpot_awards.reduce((sum: number, a: { amount_cents: number }) => sum + a.amount_cents, 0));
    expect(answer.body.balance_cents).toBe(10_000 - 1_000 + (credited as number));
    expect(world.publisher.published.some((p) => p.channel === `jackpot_win_award#${userId}`)).toBe(true);
    // A retry of the bet does not pay the drop twice.
    expect(await world.wallet('bet', bet)).toEqual(answer);
    assertLedgerConsistent(world.platform);
  });

  it('offers a big win to the winners feed', async () => {
    const userId = world.platform.createUser({ nickname: 'bigwin' });
    world.fund(userId, 1_000);
    const token = await openReal(world, userId, games.slot.identifier);
    const bet = { token, game: games.slot.identifier, currency: 'EUR', round_id: 'big-round', transaction_id: 'big-round:bet', amount_cents: 100 };
    await world.wallet('bet', bet);
    world.publisher.published.length = 0;
    await world.wallet('win', { ...bet, transaction_id: 'big-round:win', reference_transaction_id: bet.transaction_id, amount_cents: 1_500 });
    const feed = world.publisher.published.filter((p) => p.channel === 'public:wins');
    expect(feed).toHaveLength(1);
    expect(feed[0]!.data).toMatchObject({ nickname: 'bigwin***', game_identifier: games.slot.identifier, game_title: games.slot.title, bet_amount_cents: 100, win_amount_cents: 1_500 });
    const latest = await world.platform.client().get('/api/stats/winners/latest');
    expect(latest.body[0]).toMatchObject({ nickname: 'bigwin***', win_amount_cents: 1_500 });
  });
});
