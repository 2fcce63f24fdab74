import { z } from 'zod';
import { parseQuestIdentifier, QUEST_THRESHOLDS, questLevel, type QuestSize } from '../../sdk/rules/quests.ts';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate, type Db } from '../db/database.ts';
import { campaignByKey } from '../bonuses/campaigns.ts';
import { LocalisedTitle } from '../bonuses/campaigns.ts';
import { issueBonus, issueFreespins, issueFromCampaign } from '../bonuses/issue.ts';
import { balancePush, type After } from '../bonuses/publish.ts';
import { titleIn } from '../bonuses/serialize.ts';
import { convertCents } from '../info/exchange-rates.ts';
import { CURRENCIES, currency as currencyOf, isCurrencyCode } from '../money/currencies.ts';
import { postTransfer } from '../wallet/ledger.ts';

/**
 * Quest levels and their rewards (docs/api/competitions.md "Quests", docs/product/tournaments-lotteries-quests.md#quest-levels).
 * A quest is a tournament whose `frontend_identifier` reads `quest--<size>--<slug>`; the tournaments engine
 * scores it like any `bet` tournament (the player's qualifying bets in `tournament_entries.bet_cents`). Here:
 * - the thresholds of its size (sdk/rules/quests.ts, EUR) in every currency (`questThresholdsCents`);
 * - what reaching a level gives (`quest_rewards`, a `QuestReward` per level ≥ 2), issued exactly once per
 *   (quest, player, level) through the bonus engine (platform/bonuses/issue.ts) or, for money, one ledger
 *   transfer from `house:bonuses`, inside the transaction of the bet that crossed the threshold
 *   (`questLevelReached`, called by the scoring);
 * - the extra wire fields of a quest's `Tournament` (`questFields`): `quest_size` and `level_points`.
 * Rollback rule: a rolled-back bet lowers the player's bets, and so maybe their level, but an issued
 * reward stays (docs/api/competitions.md "Quests"); reaching the level again issues nothing.
 */

const cents = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const perCurrency = z.record(z.string().refine(isCurrencyCode, 'is not a supported currency'), cents);

/**
 * What one level gives: any of a bonus, a free-spin pack, money and a campaign's gifts (the parts of a
 * tournament prize, platform/competitions/definition.ts `PrizeDefinition`, same field names), named in the nine locales.
 */
export const QuestReward = z
  .object({
    title: LocalisedTitle,
    bonus: z.object({ amount_cents: perCurrency, wager_multiplier: z.number().int().min(0).max(100) }).optional(),
    freespins: z
      .object({
        count: z.number().int().positive().max(1000),
        games: z.array(z.string().min(1)).min(1),
        bet_level_cents: perCurrency,
        wager_multiplier: z.number().int().min(0).max(100),
      })
      .optional(),
    money_cents: perCurrency.optional(),
    /** A bonus campaign's key (platform/bonuses/campaigns.ts): what it gives, as `issueFromCampaign` issues it. */
    campaign_key: z.string().min(1).max(100).optional(),
  })
  .refine((reward) => reward.bonus || reward.freespins || reward.money_cents || reward.campaign_key, 'a reward gives something');
export type QuestReward = z.infer<typeof QuestReward>;

/** What the quest code reads of a tournament row (platform/competitions/store.ts). */
export interface QuestTournament {
  id: number;
  frontend_identifier: string;
  currency: string;
}

/** `value` rounded to three significant digits (at least 1): thresholds read well in every currency. */
function significant(value: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 2);
  return Math.max(1, Math.round(value / magnitude) * magnitude);
}

const thresholdCache = new Map<string, readonly number[]>();

/**
 * The cumulative thresholds of a quest size in `currency`'s subunits: the EUR table of sdk/rules/quests.ts,
 * converted at the platform's rates (platform/info/exchange-rates.ts `convertCents`), three significant
 * digits. The wire carries this very table (`level_points[].bets_cents`), so the widget computes the same level.
 */
export function questThresholdsCents(size: QuestSize, currency: string): readonly number[] {
  const key = `${size}:${currency}`;
  let table = thresholdCache.get(key);
  if (!table) {
    const eur = QUEST_THRESHOLDS[size].map((major) => major * 100);
    table = currency === 'EUR' ? eur : eur.map((value) => significant(convertCents(value, 'EUR', currency)));
    thresholdCache.set(key, table);
  }
  return table;
}

/** A quest's thresholds, kept on the scoring's own quest object (the active index's): a bet parses nothing. */
const questTables = new WeakMap<QuestTournament, readonly number[]>();
function thresholdsOf(tournament: QuestTournament): readonly number[] {
  let table = questTables.get(tournament);
  if (!table) questTables.set(tournament, (table = questThresholdsCents(parseQuestIdentifier(tournament.frontend_identifier).size, tournament.currency)));
  return table;
}

const statements = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(db: Db) {
  return {
    reward: db.prepare<[number, number], { reward: string }>('SELECT reward FROM quest_rewards WHERE tournament_id = ? AND level = ?'),
    rewards: db.prepare<[number], { level: number; reward: string }>('SELECT level, reward FROM quest_rewards WHERE tournament_id = ? ORDER BY level'),
    currency: db.prepare<[number], string>('SELECT currency FROM users WHERE id = ?').pluck(),
    reach: db.prepare<[number, number, number, string]>('INSERT INTO quest_levels_reached (tournament_id, user_id, level, reached_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING'),
    issued: db.prepare<[number | null, number | null, number | null, number, number, number]>(
      'UPDATE quest_levels_reached SET bonus_id = ?, freespins_id = ?, transfer_id = ? WHERE tournament_id = ? AND user_id = ? AND level = ?',
    ),
  };
}
const sql = (db: Db) => {
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = prepare(db)));
  return prepared;
};

const currencyOfPlayer = (db: Db, userId: number): string => sql(db).currency.get(userId) ?? 'EUR';

/** Sets a quest's rewards (level → reward), replacing the previous ones; validated like the operator's input. */
export function defineQuestRewards(ctx: PlatformContext, tournamentId: number, rewards: Record<number, QuestReward>): void {
  const parsed = Object.entries(rewards).map(([level, reward]) => [Number(level), QuestReward.parse(reward)] as const);
  immediate(ctx.db, () => {
    ctx.db.prepare('DELETE FROM quest_rewards WHERE tournament_id = ?').run(tournamentId);
    const insert = ctx.db.prepare('INSERT INTO quest_rewards (tournament_id, level, reward) VALUES (?, ?, ?)');
    for (const [level, reward] of parsed) insert.run(tournamentId, level, JSON.stringify(reward));
  });
}

/** A quest's stored rewards, level first to last (the operator's view: quest-rewards-operator.ts). */
export function questRewardsOf(db: Db, tournamentId: number): { level: number; reward: QuestReward }[] {
  return sql(db).rewards.all(tournamentId).map((row) => ({ level: row.level, reward: JSON.parse(row.reward) as QuestReward }));
}

/**
 * The scoring's hook (platform/competitions/scoring.ts): the player's qualifying bets in a quest
 * (`tournament_entries.bet_cents`, in the quest's currency) went from `before` to `after` inside the
 * bet's transaction. Nothing happens unless a threshold was crossed upwards (two array walks, no
 * statement); then each level newly reached is recorded once (`quest_levels_reached`) and its reward
 * issued in `playerCurrency` (the bet's) with keys derived from (quest, player, level). Returns the
 * after-commit pushes.
 */
export function questLevelReached(ctx: PlatformContext, tournament: QuestTournament, userId: number, before: number, after: number, playerCurrency?: string): After {
  if (after <= before) return [];
  const thresholds = thresholdsOf(tournament);
  const from = questLevel(before, thresholds).level;
  const to = questLevel(after, thresholds).level;
  if (to <= from) return [];
  const pushes: After = [];
  const now = iso(ctx.clock.now());
  const statements = sql(ctx.db);
  for (let level = from + 1; level <= to; level++) {
    if (statements.reach.run(tournament.id, userId, level, now).changes === 0) continue; // reached before (then dropped by a rollback): issued already
    const stored = statements.reward.get(tournament.id, level);
    if (!stored) continue;
    const currency = playerCurrency ?? currencyOfPlayer(ctx.db, userId);
    const issued = issueReward(ctx, QuestReward.parse(JSON.parse(stored.reward)), { tournamentId: tournament.id, userId, level, currency });
    statements.issued.run(issued.bonusId, issued.freespinsId, issued.transferId, tournament.id, userId, level);
    pushes.push(...issued.after);
  }
  return pushes;
}

interface RewardTarget {
  tournamentId: number;
  userId: number;
  level: number;
  currency: string;
}

/** Issues every part of a reward the player's currency has; keys `quest:<tournament>:<player>:<level>:<part>`. */
function issueReward(ctx: PlatformContext, reward: QuestReward, target: RewardTarget) {
  const { userId, currency } = target;
  const key = `quest:${target.tournamentId}:${userId}:${target.level}`;
  const common = { userId, currency, source: 'tournament', title: reward.title, groupKey: 'quest' };
  const result = { bonusId: null as number | null, freespinsId: null as number | null, transferId: null as number | null, after: [] as After };
  const amount = reward.bonus?.amount_cents[currency];
  if (reward.bonus && amount) {
    const { bonus, after } = issueBonus(ctx, { ...common, idempotencyKey: `${key}:bonus`, amountCents: amount, wagerRequirementCents: amount * reward.bonus.wager_multiplier });
    result.bonusId = bonus.id;
    result.after.push(...after);
  }
  const betLevel = reward.freespins?.bet_level_cents[currency];
  if (reward.freespins && betLevel) {
    const { freespins, after } = issueFreespins(ctx, {
      ...common,
      idempotencyKey: `${key}:freespins`,
      games: reward.freespins.games,
      betLevelCents: betLevel,
      count: reward.freespins.count,
      wagerMultiplier: reward.freespins.wager_multiplier,
    });
    result.freespinsId = freespins.id;
    result.after.push(...after);
  }
  const money = reward.money_cents?.[currency];
  if (money) {
    const moved = postTransfer(ctx.db, ctx.clock.now(), {
      debit: { system: 'house:bonuses' },
      credit: { userId, kind: 'real' },
      amount_cents: money,
      currency,
      kind: 'quest_reward',
      reference: key,
      idempotencyKey: `${key}:money`,
    });
    result.transferId = moved.transfer.id;
    result.after.push(balancePush(ctx, moved.touched));
  }
  const campaign = reward.campaign_key ? campaignByKey(ctx.db, reward.campaign_key) : undefined;
  if (campaign) {
    const issued = issueFromCampaign(ctx, userId, campaign.id, { idempotencyKey: `${key}:campaign`, source: 'tournament', currency });
    result.bonusId ??= issued.bonus?.id ?? null;
    result.freespinsId ??= issued.freespins?.id ?? null;
    result.after.push(...issued.after);
  }
  return result;
}

/** One level point on the wire: its cumulative bets per currency and its reward, if any. */
export interface LevelPoint {
  level: number;
  bets_cents: Record<string, number>;
  reward: WireQuestReward | null;
}

/** A level's reward as the widget shows it: the title in the reader's locale and the amounts per currency. */
export interface WireQuestReward {
  title: string;
  bonus_cents: Record<string, number> | null;
  freespins_count: number;
  money_cents: Record<string, number> | null;
  campaign: string | null;
}

const wireReward = (reward: QuestReward, locale: string): WireQuestReward => ({
  title: titleIn(reward.title, locale),
  bonus_cents: reward.bonus?.amount_cents ?? null,
  freespins_count: reward.freespins?.count ?? 0,
  money_cents: reward.money_cents ?? null,
  campaign: reward.campaign_key ?? null,
});

/** The currencies a quest's level points list: its own and its players' (every supported one when it names none). */
function pointCurrencies(tournament: QuestTournament & { currencies?: readonly string[] }): string[] {
  const listed = tournament.currencies && tournament.currencies.length > 0 ? tournament.currencies : CURRENCIES.map((c) => c.code);
  return [...new Set([tournament.currency, ...listed])].filter((code) => currencyOf(code) !== undefined);
}

/**
 * The extra fields of a quest's `Tournament` (docs/api/competitions.md "Quests"; loose fields beside
 * sdk/api/schemas/tournaments.ts's): `quest_size` and `level_points`, level 1 first (at 0).
 */
export function questFields(db: Db, tournament: QuestTournament & { currencies?: readonly string[] }, locale: string): { quest_size: QuestSize; level_points: LevelPoint[] } {
  const size = parseQuestIdentifier(tournament.frontend_identifier).size;
  const rewards = new Map(sql(db).rewards.all(tournament.id).map((row) => [row.level, JSON.parse(row.reward) as QuestReward]));
  const currencies = pointCurrencies(tournament);
  const tables = currencies.map((code) => [code, questThresholdsCents(size, code)] as const);
  const level_points = QUEST_THRESHOLDS[size].map((_, index) => {
    const level = index + 1;
    const reward = rewards.get(level);
    return { level, bets_cents: Object.fromEntries(tables.map(([code, table]) => [code, table[index] ?? 0])), reward: reward ? wireReward(reward, locale) : null };
  });
  return { quest_size: size, level_points };
}


