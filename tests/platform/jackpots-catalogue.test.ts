/**
 * Jackpots attach to games the catalogue has (issue 12; docs/api/jackpots.md "Seed"): a real spin of
 * a listed game, played through the demo provider's page endpoint and the signed wallet, moves the
 * jackpot's pools and publishes `public:jackpots_changes`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { JACKPOTS_CHANNEL } from '../../platform/jackpots/broadcast.ts';
import { reattachSeededJackpots } from '../../platform/jackpots/seed.ts';
import { SLOT_MIN_SPIN_MS } from '../../platform/provider/pacing.ts';
import { openReal, providerWorld, type ProviderWorld } from './provider-setup.ts';

let world: ProviderWorld;
beforeAll(async () => {
  world = await providerWorld();
});
afterAll(async () => world?.close());

interface WireJackpot {
  id: number;
  identifier: string;
  state: string;
  currency: string;
  games: string[];
  levels: { amount_cents: number; total_amount_cents: number }[];
}

const jackpots = async () => (await world.platform.client().get('/api/jackpots')).body as WireJackpot[];
const pooled = (jackpot: WireJackpot) => jackpot.levels.reduce((sum, level) => sum + level.total_amount_cents, 0);

describe('jackpots on catalogue games', () => {
  it('every active jackpot with a game list names only catalogue games playable in its currency', async () => {
    const catalogue = catalogueOf(world.platform.ctx.db);
    for (const jackpot of await jackpots()) {
      for (const identifier of jackpot.games) {
        const game = catalogue.byIdentifier.get(identifier);
        expect(game, `${jackpot.identifier} lists ${identifier}`).toBeDefined();
        expect(game!.currencies.has(jackpot.currency)).toBe(true);
      }
    }
    expect((await jackpots()).find((jackpot) => jackpot.identifier === 'rocket-jackpot')!.games.length).toBe(6);
  });

  it('real spins of a Rocket Jackpot game through the provider move its pools and push public:jackpots_changes', async () => {
    const rocket = (await jackpots()).find((jackpot) => jackpot.identifier === 'rocket-jackpot')!;
    const game = rocket.games[0]!;
    const userId = world.platform.createUser({ nickname: 'spinner' });
    world.fund(userId, 100_000);
    const token = await openReal(world, userId, game);
    world.publisher.published.length = 0;
    for (let round = 0; round < 5; round++) {
      const spin = await world.client().post('/provider/round', { token, stake_cents: 1_000 });
      expect(spin.status, JSON.stringify(spin.body)).toBe(200);
      world.platform.clock.advance(SLOT_MIN_SPIN_MS);
    }
    const after = (await jackpots()).find((jackpot) => jackpot.id === rocket.id)!;
    // Five €10.00 bets: Mini 0.20 % → 10 cents, Major 0.15 % → 7.5 (7, the half stays as remainder), Mega 0.10 % → 5.
    expect(pooled(after) - pooled(rocket)).toBe(22);
    const pushes = world.publisher.published.filter((message) => message.channel === JACKPOTS_CHANNEL).map((message) => message.data as WireJackpot);
    expect(pushes.some((push) => push.id === rocket.id)).toBe(true);
  });

  it('a reseeded catalogue gets the seeded jackpots re-attached to its games', async () => {
    world.platform.ctx.db.prepare("UPDATE jackpots SET games = '[\"gone/InventedGame\"]' WHERE identifier = 'rocket-jackpot'").run();
    expect(reattachSeededJackpots(world.platform.ctx)).toBe(4);
    const rocket = (await jackpots()).find((jackpot) => jackpot.identifier === 'rocket-jackpot')!;
    expect(rocket.games).not.toContain('gone/InventedGame');
    expect(rocket.games.every((identifier) => catalogueOf(world.platform.ctx.db).byIdentifier.has(identifier))).toBe(true);
  });

  it('a jackpot win of a player without a nickname publishes Player***, nothing from the e-mail (issue 11 M6)', async () => {
    const rocket = (await jackpots()).find((jackpot) => jackpot.identifier === 'rocket-jackpot')!;
    const userId = world.platform.createUser({ email: 'jane.secretname@example.test', nickname: null });
    world.fund(userId, 100_000);
    const token = await openReal(world, userId, rocket.games[0]!);
    // Make the Mini level due on the next qualifying bet.
    world.platform.ctx.db
      .prepare("UPDATE jackpot_levels SET amount_cents = drop_min_cents - 1, drop_at_cents = drop_min_cents WHERE jackpot_id = ? AND level_index = 1")
      .run(rocket.id);
    world.publisher.published.length = 0;
    world.platform.clock.advance(SLOT_MIN_SPIN_MS);
    expect((await world.client().post('/provider/round', { token, stake_cents: 1_000 })).status).toBe(200);
    const [latest] = (await world.platform.client().get('/api/jackpot_wins?limit=1')).body as { user_name: string; jackpot_name: string }[];
    expect(latest).toMatchObject({ user_name: 'Player***', jackpot_name: 'Rocket Jackpot' });
    const award = world.publisher.published.find((message) => message.channel === `jackpot_win_award#${userId}`);
    expect(award?.data).toMatchObject({ user_name: 'Player***' });
    expect(JSON.stringify(world.publisher.published)).not.toContain('secretname');
  });
});

describe('a database seeded with invented games', () => {
  it('is repaired: jackpots re-attached, invented feed rows replaced by catalogue games', async () => {
    const { repairSeededJackpots } = await import('../../platform/jackpots/seed.ts');
    const db = world.platform.ctx.db;
    db.prepare("UPDATE jackpots SET games = '[\"pragmatic/SweetBonanza\"]'").run();
    db.prepare("UPDATE big_wins SET game_identifier = 'pragmatic/SweetBonanza', game_title = 'Sweet Bonanza' WHERE user_id IS NULL").run();
    expect((await world.platform.client().get('/api/stats/winners/latest?limit=50')).body.filter((item: { game_identifier: string }) => item.game_identifier === 'pragmatic/SweetBonanza')).toEqual([]);
    repairSeededJackpots(world.platform.ctx);
    const catalogue = catalogueOf(db);
    for (const jackpot of await jackpots()) {
      if (jackpot.identifier === 'daily-drop') continue; // category rule only, lists no games
      expect(jackpot.games.length, jackpot.identifier).toBeGreaterThan(0);
      expect(jackpot.games.every((identifier) => catalogue.byIdentifier.has(identifier))).toBe(true);
    }
    const feed = (await world.platform.client().get('/api/stats/winners/latest?limit=50')).body as { game_identifier: string }[];
    expect(feed.length).toBeGreaterThanOrEqual(30);
    expect(feed.every((item) => catalogue.byIdentifier.has(item.game_identifier))).toBe(true);
    expect(db.prepare("SELECT COUNT(*) FROM big_wins WHERE game_identifier = 'pragmatic/SweetBonanza'").pluck().get()).toBe(0);
  });
});

describe('migration 059: names written before masking', () => {
  it('rewrites stored winner names to the masked nickname, or Player*** — never the e-mail', async () => {
    const { readFileSync } = await import('node:fs');
    const db = world.platform.ctx.db;
    const withNick = world.platform.createUser({ nickname: 'Alexander' });
    const withoutNick = world.platform.createUser({ email: 'john.private@example.test', nickname: null });
    const game = catalogueOf(db).games[0]!.identifier;
    const insert = db.prepare(
      "INSERT INTO big_wins (user_id, nickname, currency, game_identifier, game_title, game_table_image_path, game_table_url, bet_cents, win_cents, at_ms) VALUES (?, ?, 'EUR', ?, 'G', '/i', '/p', 1, 100, ?)",
    );
    const a = Number(insert.run(withNick, 'Alexander', game, 1).lastInsertRowid);
    const b = Number(insert.run(withoutNick, 'john.private', game, 2).lastInsertRowid);
    const c = Number(insert.run(null, 'LuckyLynx', game, 3).lastInsertRowid);
    db.exec(readFileSync(new URL('../../platform/db/migrations/059_masked_winner_names.sql', import.meta.url), 'utf8'));
    const name = (id: number) => db.prepare('SELECT nickname FROM big_wins WHERE id = ?').pluck().get(id);
    expect([name(a), name(b), name(c)]).toEqual(['Alexan***', 'Player***', 'LuckyL***']);
  });
});
