/**
 * Quest levels and their rewards over real HTTP (docs/api/competitions.md "Quests"): the provider's signed
 * wallet calls score the seeded quests (platform/competitions/scoring.ts), a bet that crosses a threshold
 * issues the level's reward through the bonus engine in the scorer's transaction after the bet's commit (platform/competitions/outbox.ts), exactly once per (quest,
 * player, level) whatever retries, concurrent bets or rollbacks do; thresholds per currency; the quest
 * fields of GET /api/tournaments in the SDK's shapes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QuestFields } from '../../sdk/api/schemas/quests.ts';
import { Tournament } from '../../sdk/api/schemas/tournaments.ts';
import { questThresholdsCents } from '../../platform/competitions/quests.ts';
import { drainScores } from '../../platform/competitions/outbox.ts';
import { defineTournament } from '../../platform/competitions/store.ts';
import { defineQuestRewards } from '../../platform/competitions/quests.ts';
import { defaultQuestRewards } from '../../platform/competitions/quest-rewards-seed.ts';
import { perCurrency } from '../../platform/bonuses/seed.ts';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { CURRENCY_CODES } from '../../platform/money/currencies.ts';
import { MAX_BET_OVERRIDES } from '../../platform/provider/bet-caps.ts';
import { transfer } from '../../platform/wallet/service.ts';
import { openReal, providerWorld, type ProviderWorld } from './provider-setup.ts';

const QUEST = 'quest--xs--starter';

describe('quest levels and rewards', () => {
  let world: ProviderWorld;
  let slot: string;
  let questId: number;
  beforeAll(async () => {
    world = await providerWorld();
    world.platform.ctx.db.prepare("UPDATE jackpots SET state = 'inactive'").run();
    const games = catalogueOf(world.platform.ctx.db).games;
    const found = games.find((g) => g.categories.has('slots') && g.raw.has_demo_mode && g.currencies.has('EUR') && g.currencies.has('USD') && !['driftwood', 'kestrel', 'velvet-crown', 'umbra'].includes(g.provider));
    if (!found) throw new Error('no EUR + USD slot');
    slot = found.identifier;
    questId = world.platform.ctx.db.prepare<[string], number>('SELECT id FROM tournaments WHERE frontend_identifier = ?').pluck().get(QUEST)!;
  });
  afterAll(() => world.close());
  afterEach(() => {
    delete MAX_BET_OVERRIDES.slot;
  });

  /** A player with `cents` of real money in `currency` (a seed transfer: the money is not what is tested). */
  function player(currency = 'EUR', cents = 500_000, language = 'en') {
    const userId = world.platform.createUser({ currency, language });
    if (cents > 0) transfer(world.platform.ctx, { debit: { system: 'house:seed' }, credit: { userId, kind: 'real' }, amount_cents: cents, currency, kind: 'seed', idempotencyKey: `quest-seed-${randomUUID()}` });
    return userId;
  }

  async function table(userId: number, currency = 'EUR') {
    const token = await openReal(world, userId, slot);
    const body = (roundId: string, extra: Record<string, unknown>) => ({ token, game: slot, currency, round_id: roundId, ...extra });
    return {
      bet: (amount_cents: number, roundId = randomUUID()) => world.wallet('bet', body(roundId, { transaction_id: `${roundId}:bet`, amount_cents })).then((answer) => ({ ...answer, roundId, amount_cents })),
      rollback: (bet: { roundId: string; amount_cents: number }) =>
        world.wallet('rollback', body(bet.roundId, { transaction_id: `${bet.roundId}:rollback`, reference_transaction_id: `${bet.roundId}:bet`, amount_cents: bet.amount_cents })),
      win: (bet: { roundId: string }, amount_cents: number) => world.wallet('win', body(bet.roundId, { transaction_id: `${bet.roundId}:win`, reference_transaction_id: `${bet.roundId}:bet`, amount_cents })),
    };
  }

  // Quest levels are reached by the scorer after the bet's commit: read them as every read does, the logged calls scored first (platform/competitions/outbox.ts).
  const reached = (userId: number) => {
    drainScores(world.platform.ctx.db);
    return world.platform.ctx.db
      .prepare<[number, number], { level: number; bonus_id: number | null; freespins_id: number | null }>('SELECT level, bonus_id, freespins_id FROM quest_levels_reached WHERE tournament_id = ? AND user_id = ? ORDER BY level')
      .all(questId, userId);
  };
  const questGifts = async (userId: number, title = 'Starter quest') => {
    const client = world.platform.clientAs(userId);
    const bonuses = ((await client.get('/api/player/bonuses')).body as { title: string; amount_cents: number; currency: string; group_key: string }[]).filter((b) => b.group_key === 'quest' && b.title.startsWith(title));
    const freespins = ((await client.get('/api/player/freespins')).body as { title: string; freespins_total: number; currency: string }[]).filter((f) => f.title.startsWith(title));
    return { bonuses, freespins };
  };
  const status = async (userId: number) => (await world.platform.clientAs(userId).get(`/api/tournaments/${questId}/status`)).body as { bet_cents: number };

  it('serves the quest fields in the SDK shapes: the ladder per currency and each level’s reward in the reader’s locale', async () => {
    const answer = await world.platform.clientAs(player('EUR', 0, 'de')).get(`/api/tournaments/${questId}`);
    expect(answer.status).toBe(200);
    expect(Tournament.safeParse(answer.body).success).toBe(true);
    const fields = QuestFields.parse(answer.body);
    expect(fields.quest_size).toBe('xs');
    expect(fields.level_points.map((point) => point.bets_cents.EUR)).toEqual([0, 5_000, 25_000, 100_000, 500_000, 1_500_000]);
    // Other currencies: converted at the platform's rates (platform/info/exchange-rates.ts), three significant digits.
    expect(fields.level_points.map((point) => point.bets_cents.USD)).toEqual([0, 5_400, 27_000, 108_000, 540_000, 1_620_000]);
    // Every currency's ladder starts at 0 and rises strictly (no two levels merged by the rounding).
    for (const code of Object.keys(fields.level_points[0]!.bets_cents)) {
      const ladder = fields.level_points.map((point) => point.bets_cents[code]!);
      expect(ladder[0], code).toBe(0);
      for (let i = 1; i < ladder.length; i++) expect(ladder[i]!, `${code} level ${i + 1}`).toBeGreaterThan(ladder[i - 1]!);
    }
    expect(Object.keys(fields.level_points[0]!.bets_cents)).toHaveLength(CURRENCY_CODES.length);
    expect(fields.level_points[0]!.reward).toBeNull();
    expect(fields.level_points[1]!.reward).toEqual({ title: 'Einsteiger-Quest: Belohnung für Stufe 2', bonus_cents: expect.objectContaining({ EUR: 100 }), freespins_count: 10, money_cents: null, campaign: null });
    expect(fields.level_points[2]!.reward).toMatchObject({ bonus_cents: expect.objectContaining({ EUR: 500 }), freespins_count: 0 });
    // The list serves them too; normal tournaments have none.
    const list = (await world.platform.client().get('/api/tournaments')).body as Record<string, unknown>[];
    expect(list.find((t) => t.frontend_identifier === QUEST)).toHaveProperty('level_points');
    expect(list.find((t) => t.frontend_identifier === 'slots-sprint')).not.toHaveProperty('level_points');
  });

  it('a bet that crosses a threshold issues that level’s reward once, in the scorer’s transaction, and pushes it', async () => {
    const userId = player();
    const game = await table(userId);
    for (const stake of [2_000, 2_000]) expect((await game.bet(stake)).status).toBe(200);
    expect(reached(userId)).toEqual([]);
    expect((await questGifts(userId)).bonuses).toEqual([]);

    const crossing = await game.bet(1_000); // €50.00 in all: level 2
    expect(crossing.status).toBe(200);
    expect(reached(userId)).toMatchObject([{ level: 2, bonus_id: expect.any(Number), freespins_id: expect.any(Number) }]);
    const gifts = await questGifts(userId);
    expect(gifts.bonuses).toMatchObject([{ title: 'Starter quest: level 2 reward', amount_cents: 100, currency: 'EUR' }]);
    expect(gifts.freespins).toMatchObject([{ title: 'Starter quest: level 2 reward', freespins_total: 10, currency: 'EUR' }]);
    const pushed = world.publisher.published.filter((message) => message.channel === `bonuses_changes#${userId}`);
    expect(pushed).toHaveLength(1);
    expect(world.publisher.published.some((message) => message.channel === `freespins_changes#${userId}`)).toBe(true);
    expect((await status(userId)).bet_cents).toBe(5_000);

    // A repeat of the crossing bet (the provider's retry, same transaction id) changes nothing.
    const retry = await game.bet(1_000, crossing.roundId);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(crossing.body);
    expect((await status(userId)).bet_cents).toBe(5_000);
    expect(reached(userId)).toHaveLength(1);
    expect((await questGifts(userId)).bonuses).toHaveLength(1);

    // Further bets below the next threshold (€250) issue nothing more.
    expect((await game.bet(10_000)).status).toBe(200);
    expect(reached(userId)).toHaveLength(1);
  });

  it('one bet that crosses several thresholds issues every level’s reward', async () => {
    MAX_BET_OVERRIDES.slot = { EUR: 200_000 }; // an operator's higher cap (platform/provider/bet-caps.ts)
    const userId = player();
    const game = await table(userId);
    expect((await game.bet(100_000)).status).toBe(200); // €1,000: levels 2, 3 and 4 at once
    expect(reached(userId).map((row) => row.level)).toEqual([2, 3, 4]);
    const gifts = await questGifts(userId);
    expect(gifts.bonuses.map((b) => [b.title, b.amount_cents]).sort()).toEqual([
      ['Starter quest: level 2 reward', 100],
      ['Starter quest: level 3 reward', 500],
      ['Starter quest: level 4 reward', 2_000],
    ]);
    expect(gifts.freespins.map((f) => [f.title, f.freespins_total]).sort()).toEqual([
      ['Starter quest: level 2 reward', 10],
      ['Starter quest: level 4 reward', 20],
    ]);
  });

  it('concurrent bets crossing the same threshold issue its reward exactly once', async () => {
    const userId = player();
    const game = await table(userId);
    expect((await game.bet(4_000)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 8 }, () => game.bet(2_000)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect((await status(userId)).bet_cents).toBe(20_000);
    expect(reached(userId).map((row) => row.level)).toEqual([2]);
    expect((await questGifts(userId)).bonuses).toHaveLength(1);
    expect((await questGifts(userId)).freespins).toHaveLength(1);
  });

  it('a rollback below a level keeps the issued reward, and reaching the level again issues nothing', async () => {
    const userId = player();
    const game = await table(userId);
    expect((await game.bet(4_000)).status).toBe(200);
    const crossing = await game.bet(2_000);
    expect(reached(userId).map((row) => row.level)).toEqual([2]);
    expect((await game.rollback(crossing)).status).toBe(200);
    expect((await status(userId)).bet_cents).toBe(4_000); // back below €50
    const kept = await questGifts(userId);
    expect(kept.bonuses).toMatchObject([{ title: 'Starter quest: level 2 reward' }]);
    expect(kept.freespins).toHaveLength(1);

    expect((await game.bet(3_000)).status).toBe(200); // over €50 again
    expect(reached(userId)).toHaveLength(1);
    expect((await questGifts(userId)).bonuses).toHaveLength(1);
  });

  it('per currency: a USD player’s bets count converted into the quest’s currency, the reward comes in USD', async () => {
    const userId = player('USD');
    const game = await table(userId, 'USD');
    // $50 ≈ €46.30 (platform/info/exchange-rates.ts): not yet level 2 of a EUR quest.
    expect((await game.bet(5_000)).status).toBe(200);
    expect((await status(userId)).bet_cents).toBe(4_630);
    expect(reached(userId)).toEqual([]);
    expect((await game.bet(500)).status).toBe(200); // $55 ≈ €50.93
    expect(reached(userId).map((row) => row.level)).toEqual([2]);
    const gifts = await questGifts(userId);
    expect(gifts.bonuses).toMatchObject([{ currency: 'USD', amount_cents: perCurrency(1).USD }]);
    expect(gifts.freespins).toMatchObject([{ currency: 'USD', freespins_total: 10 }]);
  });

  it('per currency: a quest in USD levels on its own USD thresholds', async () => {
    const { id } = defineTournament(world.platform.ctx, 'quest-xs-dollars', {
      frontend_identifier: 'quest--xs--dollars',
      title: localised('Dollar quest'),
      rules: localised('Every bet counts.'),
      strategy: 'bet',
      currency: 'USD',
      currencies: ['EUR', 'USD'],
      start_at: new Date(world.platform.clock.now() - 60_000).toISOString(),
      end_at: new Date(world.platform.clock.now() + 86_400_000).toISOString(),
      user_confirmation_required: false,
      prizes: [],
    });
    defineQuestRewards(world.platform.ctx, id, defaultQuestRewards('xs', localised('Dollar quest')));
    expect(questThresholdsCents('xs', 'USD')[1]).toBe(5_400);
    const userId = player('EUR');
    const game = await table(userId);
    expect((await game.bet(5_000)).status).toBe(200); // €50 = $54.00: level 2 of the dollar quest
    drainScores(world.platform.ctx.db);
    const levels = world.platform.ctx.db.prepare<[number, number], number>('SELECT level FROM quest_levels_reached WHERE tournament_id = ? AND user_id = ?').pluck().all(id, userId);
    expect(levels).toEqual([2]);
    // Both quests rewarded their level 2, each once, in the player's currency.
    expect((await questGifts(userId)).bonuses).toMatchObject([{ title: 'Starter quest: level 2 reward', currency: 'EUR' }]);
    expect((await questGifts(userId, 'Dollar quest')).bonuses).toMatchObject([{ title: 'Dollar quest: level 2 reward', currency: 'EUR', amount_cents: 100 }]);
  });
});

function localised(text: string): Record<string, string> {
  return Object.fromEntries(['en', 'de', 'en-AU', 'en-CA', 'en-NZ', 'fr-CA', 'no', 'it', 'et'].map((locale) => [locale, text]));
}
