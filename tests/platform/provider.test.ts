/**
 * The seamless-wallet API and game launch over real HTTP: 200 rounds with injected retries and
 * duplicates reconciled against the ledger, balance pushes, played games and jackpot pools;
 * rollback rules and tombstones; limits mid-session; wins after expiry; launch guards.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../platform/wallet/service.ts';
import { IDLE_MS, OPEN_WITHIN_MS } from '../../platform/provider/sessions.ts';
import { assertLedgerConsistent } from './wallet-ledger-checks.ts';
import { openReal, pickGames, providerWorld, type ProviderWorld } from './provider-setup.ts';

let world: ProviderWorld;
let games: ReturnType<typeof pickGames>;

beforeAll(async () => {
  world = await providerWorld();
  games = pickGames(world.platform);
});
afterAll(async () => world?.close());

const db = () => world.platform.ctx.db;

function moneyCall(token: string, game: string, extra: Record<string, unknown>) {
  return { token, game, currency: 'EUR', round_id: randomUUID(), transaction_id: randomUUID(), ...extra };
}

function levelSnapshot() {
  return db()
    .prepare('SELECT l.id, l.jackpot_id, l.contribution_bp, l.amount_cents, l.remainder_units, l.paid_out_cents, l.seed_cents FROM jackpot_levels l')
    .all() as { id: number; jackpot_id: number; contribution_bp: number; amount_cents: number; remainder_units: number; paid_out_cents: number; seed_cents: number }[];
}

function reserves() {
  const rows = db().prepare('SELECT id, reserve_cents * 10000 + reserve_units AS units, house_seeded_cents AS seeded FROM jackpots').all() as { id: number; units: number; seeded: number }[];
  return new Map(rows.map((row) => [row.id, row]));
}

function qualifyingJackpots(identifier: string, categories: Set<string>): number[] {
  const rows = db().prepare("SELECT * FROM jackpots WHERE state = 'active' AND currency = 'EUR'").all() as any[];
  return rows
    .filter((j) => (JSON.parse(j.allowed_currencies) as string[]).includes('EUR'))
    .filter((j) => {
      const list = JSON.parse(j.games) as string[];
      return list.includes(identifier) || (j.game_category !== null && categories.has(j.game_category)) || (list.length === 0 && j.game_category === null);
    })
    .map((j) => j.id as number);
}

describe('seamless wallet: 200 rounds with retries and duplicates', () => {
  it('keeps the ledger, balance, pushes, played games and jackpot pools in agreement', async () => {
    const userId = world.platform.createUser({ nickname: 'roller' });
    world.fund(userId, 1_000_000);
    const token = await openReal(world, userId, games.slot.identifier);
    const before = levelSnapshot();
    const reservesBefore = reserves();
    world.publisher.published.length = 0;

    let expectedBalance = 1_000_000;
    let bets = 0;
    let wins = 0;
    const betAmounts: number[] = [];
    let lastBalance = 0;
    for (let round = 0; round < 200; round++) {
      const roundId = `r-${round}-${randomUUID()}`;
      const stake = 100 + (round % 7) * 10;
      const bet = { token, game: games.slot.identifier, currency: 'EUR', round_id: roundId, transaction_id: `${roundId}:bet`, amount_cents: stake };
      const first = await world.wallet('bet', bet);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expectedBalance -= stake;
      bets += stake;
      betAmounts.push(stake);
      for (const award of first.body.jackpot_awards as { amount_cents: number }[]) expectedBalance += award.amount_cents;
      expect(first.body.balance_cents).toBe(expectedBalance);
      if (round % 5 === 0) {
        // A retry after a lost answer: same id, same parameters → the same answer, no money moves.
        const retry = await world.wallet('bet', bet);
        expect(retry).toEqual(first);
      }
      if (round % 9 === 0) {
        // A duplicate: same id, other amount → refused, nothing moves.
        const duplicate = await world.wallet('bet', { ...bet, amount_cents: stake + 10 });
        expect(duplicate.status).toBe(409);
        expect(duplicate.body.code).toBe('duplicate_transaction');
      }
      const winAmount = round % 3 === 0 ? stake * (1 + (round % 4)) : 0;
      const win = { ...bet, transaction_id: `${roundId}:win`, reference_transaction_id: bet.transaction_id, amount_cents: winAmount };
      const settled = await world.wallet('win', win);
      expect(settled.status, JSON.stringify(settled.body)).toBe(200);
      expectedBalance += winAmount;
      wins += winAmount;
      expect(settled.body.balance_cents).toBe(expectedBalance);
      if (round % 4 === 0) expect(await world.wallet('win', win)).toEqual(settled);
      if (round % 11 === 0) {
        const duplicate = await world.wallet('win', { ...win, amount_cents: winAmount + 1 });
        expect(duplicate.body.code).toBe('duplicate_transaction');
      }
      lastBalance = settled.body.balance_cents;
    }

    // Ledger: bet and win transfers of this player add up to what was played; the balance agrees.
    const sums = db()
      .prepare(
        `SELECT t.kind, SUM(t.amount_cents) AS total, COUNT(*) AS n FROM ledger_transfers t
           JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
          WHERE d.user_id = ? OR c.user_id = ? GROUP BY t.kind`,
      )
      .all(userId, userId) as { kind: string; total: number; n: number }[];
    const of = (kind: string) => sums.find((s) => s.kind === kind) ?? { total: 0, n: 0 };
    expect(of('bet')).toEqual({ kind: 'bet', total: bets, n: 200 });
    expect(of('win').total).toBe(wins);
    const jackpotCredits = of('jackpot_win').total;
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(1_000_000 - bets + wins + jackpotCredits);
    expect(lastBalance).toBe(expectedBalance);
    expect(expectedBalance).toBe(1_000_000 - bets + wins + jackpotCredits);
    assertLedgerConsistent(world.platform);

    // Provider records: one per accepted call, retries did not add any.
    const records = db().prepare("SELECT kind, outcome, COUNT(*) AS n FROM provider_transactions WHERE user_id = ? GROUP BY kind, outcome ORDER BY kind").all(userId);
    expect(records).toEqual([
      { kind: 'bet', outcome: 'ok', n: 200 },
      { kind: 'win', outcome: 'ok', n: 200 },
    ]);

    // Pushes: one balance push per money move (bets always; wins only when > 0; jackpot credits ride on their bet), the last one is the balance.
    const pushes = world.publisher.published.filter((p) => p.channel === `balance#${userId}`);
    const nonZeroWins = Array.from({ length: 200 }, (_, round) => round).filter((round) => round % 3 === 0).length;
    expect(pushes.length).toBe(200 + nonZeroWins);
    expect((pushes.at(-1)?.data as { amount_cents: number }).amount_cents).toBe(expectedBalance);

    // Played games.
    const played = await world.platform.clientAs(userId).get('/api/player/played_games');
    expect(played.body.map((g: { identifier: string }) => g.identifier)).toEqual([games.slot.identifier]);

    // Jackpots: every qualifying level grew by exactly Σ bet × share (drops accounted for).
    const qualifying = qualifyingJackpots(games.slot.identifier, games.slot.categories as Set<string>);
    expect(qualifying.length).toBeGreaterThan(0);
    const after = levelSnapshot();
    // Per jackpot: the pots' growth + what they paid + the reserve − seed money the house put in (docs/api/jackpots.md).
    const reserveAfter = reserves();
    for (const jackpotId of qualifying) {
      let units = (reserveAfter.get(jackpotId)!.units - reservesBefore.get(jackpotId)!.units) - (reserveAfter.get(jackpotId)!.seeded - reservesBefore.get(jackpotId)!.seeded) * 10_000;
      let bp = 0;
      for (const level of after.filter((l) => l.jackpot_id === jackpotId)) {
        const old = before.find((l) => l.id === level.id)!;
        units += (level.amount_cents - old.amount_cents + (level.paid_out_cents - old.paid_out_cents)) * 10_000 + (level.remainder_units - old.remainder_units);
        bp += level.contribution_bp;
      }
      const minBet = db().prepare('SELECT min_bet_cents FROM jackpots WHERE id = ?').pluck().get(jackpotId) as number;
      expect(units).toBe(betAmounts.filter((b) => b >= minBet).reduce((sum, b) => sum + b * bp, 0));
    }
    // Jackpot drops credited to this player equal the wins recorded for them.
    const awarded = db().prepare("SELECT COALESCE(SUM(amount_cents), 0) FROM jackpot_wins WHERE user_id = ? AND currency = 'EUR'").pluck().get(userId);
    expect(awarded).toBe(jackpotCredits);

    // Session net position (wins − bets) as the page shows it.
    const state = await world.client().post('/provider/state', { token });
    expect(state.body.net_position_cents).toBe(wins - bets);
  });
});

describe('rollback rules', () => {
  let userId: number;
  let token: string;
  beforeAll(async () => {
    userId = world.platform.createUser();
    world.fund(userId, 10_000);
    token = await openReal(world, userId, games.slot.identifier);
  });

  it('gives a bet back once; repeats and second rollbacks move nothing', async () => {
    const bet = moneyCall(token, games.slot.identifier, { amount_cents: 500 });
    expect((await world.wallet('bet', bet)).body.balance_cents).toBe(9_500);
    const rollback = { ...bet, transaction_id: randomUUID(), reference_transaction_id: bet.transaction_id };
    const first = await world.wallet('rollback', rollback);
    expect(first.status).toBe(200);
    expect(first.body.balance_cents).toBe(10_000);
    expect(await world.wallet('rollback', rollback)).toEqual(first);
    const second = await world.wallet('rollback', { ...rollback, transaction_id: randomUUID() });
    expect(second.status).toBe(200);
    expect(second.body.balance_cents).toBe(10_000);
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(10_000);
    // A win for a rolled-back bet is refused.
    const win = await world.wallet('win', { ...bet, transaction_id: randomUUID(), reference_transaction_id: bet.transaction_id, amount_cents: 100 });
    expect(win.status).toBe(409);
    expect(win.body.code).toBe('bet_rolled_back');
    assertLedgerConsistent(world.platform);
  });

  it('refuses a rollback after a win on the bet', async () => {
    const bet = moneyCall(token, games.slot.identifier, { amount_cents: 300 });
    await world.wallet('bet', bet);
    await world.wallet('win', { ...bet, transaction_id: randomUUID(), reference_transaction_id: bet.transaction_id, amount_cents: 600 });
    const rollback = { ...bet, transaction_id: randomUUID(), reference_transaction_id: bet.transaction_id };
    const refused = await world.wallet('rollback', rollback);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('bet_already_settled');
    expect(refused.body.balance_cents).toBe(10_300);
    expect(await world.wallet('rollback', rollback)).toEqual(refused);
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(10_300);
  });

  it('leaves a tombstone for an unknown bet, so the late bet is refused', async () => {
    const late = moneyCall(token, games.slot.identifier, { amount_cents: 200 });
    const rollback = await world.wallet('rollback', { ...late, transaction_id: randomUUID(), reference_transaction_id: late.transaction_id });
    expect(rollback.status).toBe(200);
    expect(rollback.body.tombstone).toBe(true);
    const bet = await world.wallet('bet', late);
    expect(bet.status).toBe(409);
    expect(bet.body.code).toBe('transaction_rolled_back');
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(10_300);
    // A win for a bet never seen is refused and leaves nothing behind.
    const orphan = await world.wallet('win', { ...moneyCall(token, games.slot.identifier, { amount_cents: 50 }), reference_transaction_id: randomUUID() });
    expect(orphan.status).toBe(404);
    expect(orphan.body.code).toBe('bet_not_found');
  });

  it('checks a rollback against its bet (amount, round)', async () => {
    const bet = moneyCall(token, games.slot.identifier, { amount_cents: 100 });
    await world.wallet('bet', bet);
    const wrong = await world.wallet('rollback', { ...bet, transaction_id: randomUUID(), reference_transaction_id: bet.transaction_id, amount_cents: 90 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('reference_mismatch');
    const otherRound = await world.wallet('rollback', { ...bet, round_id: randomUUID(), transaction_id: randomUUID(), reference_transaction_id: bet.transaction_id });
    expect(otherRound.body.code).toBe('reference_mismatch');
  });
});

describe('refusals that carry the balance', () => {
  it('insufficient funds', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 250);
    const token = await openReal(world, userId, games.slot.identifier);
    const bet = moneyCall(token, games.slot.identifier, { amount_cents: 300 });
    const refused = await world.wallet('bet', bet);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ status: 'error', code: 'insufficient_funds', balance_cents: 250, currency: 'EUR' });
    // The provider may roll the refused bet back: success, nothing moves.
    const rollback = await world.wallet('rollback', { ...bet, transaction_id: randomUUID(), reference_transaction_id: bet.transaction_id });
    expect(rollback.status).toBe(200);
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(250);
  });

  it('a loss limit reached mid-session stops the next bet with limit_reached and the balance', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 10_000);
    const player = world.platform.clientAs(userId);
    const limit = await player.post('/api/user_limits', { type: 'loss', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1_000 }] });
    expect(limit.status).toBeLessThan(300);
    const token = await openReal(world, userId, games.slot.identifier);
    for (let round = 0; round < 2; round++) {
      const bet = moneyCall(token, games.slot.identifier, { amount_cents: 500 });
      expect((await world.wallet('bet', bet)).status).toBe(200);
      await world.wallet('win', { ...bet, transaction_id: randomUUID(), reference_transaction_id: bet.transaction_id, amount_cents: 0 });
    }
    const next = await world.wallet('bet', moneyCall(token, games.slot.identifier, { amount_cents: 100 }));
    expect(next.status).toBe(403);
    expect(next.body).toMatchObject({ code: 'limit_reached', balance_cents: 9_000, currency: 'EUR' });
    // And a new launch is refused too.
    const launch = await world.clientAs(userId).post('/api/games/launch', { identifier: games.slot.identifier, mode: 'real' });
    expect(launch.status).toBe(403);
    expect(launch.body.code).toBe('limit_reached');
  });
});

describe('session expiry', () => {
  it('refuses bets after the session expired but accepts wins and rollbacks', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 5_000);
    const token = await openReal(world, userId, games.slot.identifier);
    const bet = moneyCall(token, games.slot.identifier, { amount_cents: 1_000 });
    const other = moneyCall(token, games.slot.identifier, { amount_cents: 1_000 });
    expect((await world.wallet('bet', bet)).status).toBe(200);
    expect((await world.wallet('bet', other)).status).toBe(200);
    world.platform.clock.advance(IDLE_MS + 1_000);
    const late = await world.wallet('bet', moneyCall(token, games.slot.identifier, { amount_cents: 100 }));
    expect(late.status).toBe(403);
    expect(late.body.code).toBe('session_expired');
    const win = await world.wallet('win', { ...bet, transaction_id: randomUUID(), reference_transaction_id: bet.transaction_id, amount_cents: 2_500 });
    expect(win.status).toBe(200);
    expect(win.body.balance_cents).toBe(5_500);
    const rollback = await world.wallet('rollback', { ...other, transaction_id: randomUUID(), reference_transaction_id: other.transaction_id });
    expect(rollback.status).toBe(200);
    expect(rollback.body.balance_cents).toBe(6_500);
    const page = await world.client().post('/provider/round', { token, stake_cents: 100 });
    expect(page.status).toBe(403);
    expect(page.body.code).toBe('session_expired');
  });

  it('a launch link opens once, within two minutes', async () => {
    const userId = world.platform.createUser();
    const player = world.clientAs(userId);
    const first = await player.post('/api/games/launch', { identifier: games.slot.identifier, mode: 'real' });
    expect(first.status).toBe(200);
    expect(first.body.url).toBe(`/provider/play/${first.body.token}`);
    expect(Date.parse(first.body.expires_at)).toBe(world.platform.clock.now() + OPEN_WITHIN_MS);
    world.platform.clock.advance(OPEN_WITHIN_MS + 1);
    expect((await world.client().get(first.body.url)).status).toBe(410);
    const second = await player.post('/api/games/launch', { identifier: games.slot.identifier, mode: 'real' });
    expect((await world.client().get(second.body.url)).status).toBe(200);
    expect((await world.client().get(second.body.url)).status).toBe(410);
    // Only the hash is stored.
    expect(db().prepare('SELECT COUNT(*) FROM provider_sessions WHERE token_hash = ?').pluck().get(second.body.token)).toBe(0);
  });
});

describe('wallet API authentication and identity', () => {
  it('refuses a bad signature with 401 and changes nothing', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 1_000);
    const token = await openReal(world, userId, games.slot.identifier);
    const bet = moneyCall(token, games.slot.identifier, { amount_cents: 100 });
    const forged = await world.wallet('bet', bet, { signature: 'ab'.repeat(32) });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('invalid_signature');
    const missing = await fetch(`${world.url}/provider/wallet/bet`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(bet) });
    expect(missing.status).toBe(401);
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(1_000);
    const balance = await world.wallet('balance', { token });
    expect(balance.body).toEqual({ status: 'ok', balance_cents: 1_000, currency: 'EUR' });
  });

  it('refuses calls for another game or currency, and demo sessions', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 1_000);
    const token = await openReal(world, userId, games.slot.identifier);
    expect((await world.wallet('bet', moneyCall(token, games.instant.identifier, { amount_cents: 100 }))).body.code).toBe('game_mismatch');
    expect((await world.wallet('bet', { ...moneyCall(token, games.slot.identifier, { amount_cents: 100 }), currency: 'USD' })).body.code).toBe('currency_mismatch');
    const demo = await world.client().post('/api/games/launch', { identifier: games.slot.identifier, mode: 'demo' });
    expect((await world.wallet('bet', moneyCall(demo.body.token, games.slot.identifier, { amount_cents: 100 }))).body.code).toBe('demo_session');
    expect((await world.wallet('bet', moneyCall('x'.repeat(43), games.slot.identifier, { amount_cents: 100 }))).status).toBe(404);
  });
});

describe('launch guards', () => {
  const launch = (client: ReturnType<ProviderWorld['client']>, body: Record<string, unknown>, headers?: Record<string, string>) => client.post('/api/games/launch', body, headers);

  it('real play needs a signed-in player', async () => {
    const response = await launch(world.client(), { identifier: games.slot.identifier, mode: 'real' });
    expect(response.status).toBe(401);
  });

  it('refuses a currency the game does not support', async () => {
    const game = games.withoutCurrency('JPY');
    const userId = world.platform.createUser({ currency: 'JPY' });
    const response = await launch(world.clientAs(userId), { identifier: game.identifier, mode: 'real' });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('game_not_support_currency');
  });

  it('refuses self-excluded and cooling-off players', async () => {
    for (const [type, period, code] of [['selfexclusion', 'six_months', 'self_excluded'], ['coolingoff', 'day', 'cooling_off']] as const) {
      const userId = world.platform.createUser();
      expect((await world.platform.clientAs(userId).post('/api/user_limits', { type, period })).status).toBeLessThan(300);
      const response = await launch(world.clientAs(userId), { identifier: games.slot.identifier, mode: 'real' });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe(code);
    }
  });

  it('refuses restricted regions, for demo too', async () => {
    const userId = world.platform.createUser();
    for (const client of [world.clientAs(userId), world.client()]) {
      const response = await launch(client, { identifier: games.slot.identifier, mode: client.cookies.size ? 'real' : 'demo' }, { 'X-Debug-Country': 'AU' });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('restricted_region');
    }
  });

  it('refuses when the provider context needs profile fields the player left empty', async () => {
    // A game of a studio whose `player_fields` context lists fields (`pragmatic`: first_name, last_name, date_of_birth).
    const { ctx } = world.platform;
    ctx.db.prepare("INSERT INTO game_providers (id, title, position) VALUES ('pragmatic', 'Pragmatic', 999) ON CONFLICT DO NOTHING").run();
    ctx.db
      .prepare(
        `INSERT INTO games (identifier, provider, seo_title, title, popularity_rank, released_at, volatility_rating, lines, ways, hit_rate, payout, devices, categories, currencies)
         VALUES ('pragmatic/field-test', 'pragmatic', 'field-test', 'Field Test', 99999, '2026-01-01T00:00:00.000Z', 'medium', 10, NULL, '30.0', '96.0', '["desktop","mobile"]', '["all","slots"]', '{"EUR":{"id":9999001,"jackpot":null},"FUN":{"id":9999031,"jackpot":null}}')
         ON CONFLICT DO NOTHING`,
      )
      .run();
    ctx.db.prepare("UPDATE settings SET value = value || 'x' WHERE key = 'games:catalogue_version'").run();
    const userId = world.platform.createUser({ first_name: 'Ada', last_name: '' });
    world.fund(userId, 1_000);
    const refused = await launch(world.clientAs(userId), { identifier: 'pragmatic/field-test', mode: 'real' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('profile_fields_required');
    expect(Object.keys(refused.body.errors).sort()).toEqual(['date_of_birth', 'last_name']);
    ctx.db.prepare("UPDATE users SET last_name = 'Lovelace', date_of_birth = '1990-12-10' WHERE id = ?").run(userId);
    expect((await launch(world.clientAs(userId), { identifier: 'pragmatic/field-test', mode: 'real' })).status).toBe(200);
  });

  it('refuses demo for live games and unknown games', async () => {
    const live = await launch(world.client(), { identifier: games.live.identifier, mode: 'demo' });
    expect(live.status).toBe(422);
    expect(live.body.code).toBe('demo_not_available');
    const unknown = await launch(world.client(), { identifier: 'nobody/nothing', mode: 'demo' });
    expect(unknown.status).toBe(404);
  });
});

describe('malformed input', () => {
  it('never answers 5xx and changes nothing', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 1_000);
    const token = await openReal(world, userId, games.slot.identifier);
    const transfersBefore = db().prepare('SELECT COUNT(*) FROM ledger_transfers').pluck().get();
    const bodies: unknown[] = [
      {}, [], null, 'text', 42, { token }, { token: 5 }, { token, amount_cents: -1 }, { token, amount_cents: 1e30 }, { token, amount_cents: '100' },
      { token, transaction_id: 'a b', round_id: 'r', amount_cents: 1, currency: 'EUR', game: games.slot.identifier },
      { token, transaction_id: 't', round_id: 'r', amount_cents: 1.5, currency: 'EUR', game: games.slot.identifier },
      { token, transaction_id: 't', round_id: 'r', amount_cents: 1, currency: 'XXX', game: games.slot.identifier },
      { token, transaction_id: 'x'.repeat(500), round_id: 'r', amount_cents: 1, currency: 'EUR', game: games.slot.identifier },
      { token, transaction_id: 't', round_id: 'r', amount_cents: 1, currency: 'EUR', game: '../../etc' },
      { identifier: games.slot.identifier, mode: 'free' }, { identifier: 7, mode: 'demo' }, { identifier: games.slot.identifier, mode: 'real', currency: 'EURO' },
      { token, stake_cents: -10 }, { token, stake_cents: 1e20 }, { token, stake_cents: 100, target_hundredths: 5 }, { token, stake_cents: 7 },
      { token: '../../', stake_cents: 100 }, { __proto__: { admin: true }, token },
    ];
    const raws = ['{', '{"token":', 'null', '[]', '"x"', '{"amount_cents": 1e400}', ''];
    const player = world.clientAs(userId);
    const paths = ['/api/games/launch', '/provider/round', '/provider/state'];
    const ops = ['balance', 'bet', 'win', 'rollback'];
    for (const body of bodies) {
      for (const path of paths) {
        const response = await player.post(path, body);
        expect(response.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        // Only the state query with a bare valid token is a proper request.
        if (!(path === '/provider/state' && (body as { token?: unknown })?.token === token)) expect(response.status).toBeGreaterThanOrEqual(400);
      }
      for (const op of ops) {
        const response = await world.wallet(op, body);
        expect(response.status, `${op} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
    for (const raw of raws) {
      for (const path of paths) expect((await player.post(path, raw)).status, `${path} ${raw}`).toBeLessThan(500);
      for (const op of ops) {
        const response = await world.wallet(op, null, { raw });
        expect(response.status, `${op} ${raw}`).toBeLessThan(500);
        expect(response.status).toBeGreaterThanOrEqual(400);
      }
    }
    for (const path of ['/provider/play/%00', '/provider/play/short', `/provider/play/${'x'.repeat(300)}`, '/provider/assets/..%2F..%2Fpackage.json', '/provider/assets/nope.js']) {
      const response = await world.client().get(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    expect(db().prepare('SELECT COUNT(*) FROM ledger_transfers').pluck().get()).toBe(transfersBefore);
  });
});
