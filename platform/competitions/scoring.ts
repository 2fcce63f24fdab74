import type { PlatformContext } from '../context.ts';
import { iso } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { CatalogueGame } from '../games/catalogue.ts';
import { convertCents } from '../info/exchange-rates.ts';
import { isQuest } from '../../sdk/rules/tournaments.ts';
import { runAfter } from '../bonuses/publish.ts';
import type { PointsRule, Strategy } from './definition.ts';
import { scoredPush } from './publish.ts';
import { questLevelReached, type QuestTournament } from './quests.ts';
import { cachedGroupsOfUser } from './groups-cache.ts';
import { definitionOf, onTournamentsChanged, RATE_SCALE, type TournamentRow } from './store.ts';

/**
 * Scoring from the wallet (docs/api/competitions.md "Scoring"), inside the bet's / win's transaction
 * (platform/provider/wallet.ts), so a score is never lost nor doubled: the wallet call is idempotent
 * by its transaction id, and a rollback takes the bet's score back exactly (`reverseScores`, one of
 * the bet's reversers: platform/provider/bet-effects.ts).
 *
 * The active tournaments are held in an in-memory index per database, rebuilt when the operator
 * defines or changes one (store.ts `onTournamentsChanged`) or when the clock passes the next window
 * edge (a start or an end): a bet reads no tournament row. Per matching tournament a bet costs one
 * statement (an UPSERT, or an UPDATE of a confirmed entry for opt-in ones, with the rounds limit in
 * its WHERE and RETURNING what the rollback needs, and the bets a quest's level reads) and a win one UPDATE.
 * A bet or win that leaves the score as it is takes a statement without the ranking index's columns in
 * its SET, so SQLite does not rewrite the index entry (docs/api/competitions.md "Hot path cost").
 */

interface Scorer {
  id: number;
  strategy: Strategy;
  currency: string;
  currencies: ReadonlySet<string>;
  games: ReadonlySet<string>;
  providers: ReadonlySet<string>;
  category: string | null;
  minBet: Readonly<Record<string, number>>;
  optIn: boolean;
  groups: readonly number[];
  limit: number;
  pointsRule: PointsRule | null;
  /** A quest: its levels' rewards are checked when a bet raises its bets (platform/competitions/quests.ts). */
  quest: QuestTournament | null;
}

interface Index {
  scorers: Scorer[];
  byId: Map<number, Scorer>;
  /** The scorers whose currencies and games admit a (game, currency) pair, filled as bets arrive. */
  byGame: Map<string, Scorer[]>;
  /** The next window edge: the index is rebuilt once the clock reaches it. */
  validUntil: number;
}

const indexes = new WeakMap<Db, Index>();
/** Databases whose index is dropped when a tournament is defined or changed. */
const watched = new WeakSet<Db>();

function build(db: Db, now: number): Index {
  const rows = db.prepare<[string], TournamentRow>('SELECT * FROM tournaments WHERE end_at > ? ORDER BY id').all(iso(now));
  let validUntil = Number.POSITIVE_INFINITY;
  const scorers: Scorer[] = [];
  for (const row of rows) {
    const start = Date.parse(row.start_at);
    const end = Date.parse(row.end_at);
    if (start > now) {
      validUntil = Math.min(validUntil, start);
      continue;
    }
    validUntil = Math.min(validUntil, end);
    const definition = definitionOf(db, row);
    scorers.push({
      id: row.id,
      strategy: definition.strategy,
      currency: definition.currency,
      currencies: new Set(definition.currencies),
      games: new Set(definition.games),
      providers: new Set(definition.providers),
      category: definition.game_category,
      minBet: definition.min_bet_cents,
      optIn: definition.user_confirmation_required,
      groups: definition.group_ids,
      limit: definition.games_taken_limit ?? Number.MAX_SAFE_INTEGER,
      pointsRule: definition.points_rule,
      quest: isQuest(row) ? { id: row.id, frontend_identifier: row.frontend_identifier, currency: definition.currency } : null,
    });
  }
  return { scorers, byId: new Map(scorers.map((scorer) => [scorer.id, scorer])), byGame: new Map(), validUntil };
}

/** The active tournaments' index, rebuilt when stale. */
function activeIndex(db: Db, now: number): Index {
  let index = indexes.get(db);
  if (!index || now >= index.validUntil) {
    if (!watched.has(db)) {
      watched.add(db);
      onTournamentsChanged(db, () => indexes.delete(db));
    }
    index = build(db, now);
    indexes.set(db, index);
  }
  return index;
}

/**
 * The hot path's statements take positional parameters (the order in each comment) and answer raw
 * rows (arrays): cheaper than named parameters and row objects. A bet is one UPDATE of the entry
 * answering `[games_taken, previous_reached_at_ms]` (no row: no entry yet, or it does not count);
 * only an automatic tournament's first counted bet of a player INSERTs. One UPDATE for all the
 * tournaments (`UPDATE … FROM` a `VALUES` table or `json_each`) was measured slower than these
 * (docs/api/competitions.md "Hot path cost").
 */
function prepare(db: Db) {
  const winChanges = (score: string, reached: string) =>
    `UPDATE tournament_entries SET win_cents = win_cents + ?, points = points + ?, best_rate = MAX(best_rate, ?), score = ${score},
       reached_at_ms = CASE WHEN ${reached} THEN ? ELSE reached_at_ms END, updated_at = ?
     WHERE tournament_id = ? AND user_id = ?`;
  return {
    /**
     * A counted bet on an existing entry (opt-in ones only when confirmed: min_confirmed 1):
     * bet, points, score, score, at, currency, now, t, u, min_confirmed, limit.
     */
    bet: db
      .prepare<unknown[], [number, number | null, number]>(
        `UPDATE tournament_entries SET bet_cents = bet_cents + ?, games_taken = games_taken + 1, points = points + ?, score = score + ?,
           previous_reached_at_ms = reached_at_ms, reached_at_ms = CASE WHEN ? > 0 OR games_taken = 0 THEN ? ELSE reached_at_ms END,
           currency = ?, updated_at = ?
         WHERE tournament_id = ? AND user_id = ? AND confirmed >= ? AND games_taken < ?
         RETURNING games_taken, previous_reached_at_ms, bet_cents`,
      )
      .raw(true),
    /**
     * A counted bet that scores nothing (a win-based rule's stake, a free round) on an entry with rounds
     * already: the same changes as `bet` (score + 0, reached_at_ms kept), but with neither column in its
     * SET, SQLite leaves the ranking index alone (docs/api/competitions.md "Hot path cost"). No row: no
     * entry, not confirmed, at the limit, or no round yet (then `bet`, which sets reached_at_ms).
     * bet, points, currency, now, t, u, min_confirmed, limit.
     */
    betQuiet: db
      .prepare<unknown[], [number, number | null, number]>(
        `UPDATE tournament_entries SET bet_cents = bet_cents + ?, games_taken = games_taken + 1, points = points + ?,
           previous_reached_at_ms = reached_at_ms, currency = ?, updated_at = ?
         WHERE tournament_id = ? AND user_id = ? AND confirmed >= ? AND games_taken > 0 AND games_taken < ?
         RETURNING games_taken, previous_reached_at_ms, bet_cents`,
      )
      .raw(true),
    /** Automatic tournaments: the first counted bet makes the entry (ignored when it exists, i.e. at the rounds limit): t, u, bet, points, score, at, currency, now, now. */
    enter: db.prepare<unknown[]>(
      `INSERT OR IGNORE INTO tournament_entries (tournament_id, user_id, confirmed, bet_cents, games_taken, points, score, reached_at_ms, currency, created_at, updated_at)
       VALUES (?, ?, 0, ?, 1, ?, ?, ?, ?, ?, ?)`,
    ),
    /** Wins adding to the score: win, points, rate, score, score, at, now, t, u. */
    winAdd: db.prepare<unknown[]>(winChanges('score + ?', '? > 0')),
    /**
     * A win a stake-based rule does not score (`bet`, `spin`, points per stake): `winAdd` with a zero score,
     * without the ranking index's columns in its SET (docs/api/competitions.md "Hot path cost"): win, points, rate, now, t, u.
     */
    winQuiet: db.prepare<unknown[]>(
      `UPDATE tournament_entries SET win_cents = win_cents + ?, points = points + ?, best_rate = MAX(best_rate, ?), updated_at = ?
       WHERE tournament_id = ? AND user_id = ?`,
    ),
    /** Rate tournaments, the best multiple is the score: win, points, rate, rate, rate, at, now, t, u. */
    winRate: db.prepare<unknown[]>(winChanges('MAX(score, ?)', '? > score')),
    unbet: db.prepare(
      `UPDATE tournament_entries SET bet_cents = MAX(0, bet_cents - @bet), games_taken = MAX(0, games_taken - 1), points = MAX(0, points - @points),
         score = MAX(0, score - @score), reached_at_ms = CASE WHEN reached_at_ms = @at THEN @previous ELSE reached_at_ms END, updated_at = @now
       WHERE tournament_id = @t AND user_id = @u`,
    ),
    endOf: db.prepare<[number], string>('SELECT end_at FROM tournaments WHERE id = ?').pluck(),
  };
}

const cache = new WeakMap<Db, ReturnType<typeof prepare>>();
/** The scoring statements of a database (exported for tests/bench/entry-updates.ts). */
export function statements(db: Db): ReturnType<typeof prepare> {
  let cached = cache.get(db);
  if (!cached) cache.set(db, (cached = prepare(db)));
  return cached;
}

/** What a bet added to one tournament's entry, for its rollback (stored in the bet's effects; zero fields left out). */
export interface TournamentScore {
  /** tournament id */
  t: number;
  /** stake in the tournament's currency */
  bet: number;
  points?: number;
  score?: number;
  /** When the bet moved reached_at_ms: the value it set and the one before (the rollback restores it when nothing moved it since). */
  at?: number;
  previous?: number;
}

const eligible = (scorer: Scorer, game: CatalogueGame | undefined, identifier: string): boolean => {
  if (scorer.games.size === 0 && scorer.providers.size === 0 && scorer.category === null) return true;
  if (scorer.games.has(identifier)) return true;
  if (!game) return false;
  return scorer.providers.has(game.provider) || (scorer.category !== null && game.categories.has(scorer.category));
};

/** Bound of the (game, currency) cache: it starts over past this many pairs. */
const MAX_CACHED_PAIRS = 20_000;

/** The active tournaments a bet on `game` in `currency` may count in (minimum bet and audience checked per bet). */
function candidates(index: Index, identifier: string, game: CatalogueGame | undefined, currency: string): Scorer[] {
  const key = `${identifier}|${currency}`;
  let list = index.byGame.get(key);
  if (!list) {
    if (index.byGame.size >= MAX_CACHED_PAIRS) index.byGame.clear();
    index.byGame.set(key, (list = index.scorers.filter((scorer) => scorer.currencies.has(currency) && eligible(scorer, game, identifier))));
  }
  return list;
}

/** Points for whole `unit`s of `amount`. */
const perUnit = (amount: number, unit: number, points: number) => Math.floor(amount / unit) * points;

/** The bet's record in its effects (platform/provider/bet-effects.ts `tournament_scores`). */
export interface BetScores {
  user_id: number;
  scores: TournamentScore[];
}

export interface BetScoring {
  /** null when the bet counted nowhere. */
  recorded: BetScores | null;
  after: (() => void) | null;
}

/**
 * An automatic tournament's bet that scores nothing (docs/api/competitions.md "Hot path cost"): `betQuiet`
 * on an entry with rounds; else the first counted bet's INSERT; else (an entry left with no round by a
 * rollback, or at the rounds limit) `bet`, as before. The same statements as `bet` then `enter` in the
 * usual cases (one UPDATE per bet, UPDATE + INSERT for a first one).
 */
function quietBet(
  sql: ReturnType<typeof prepare>,
  scorer: Scorer,
  bet: { userId: number; currency: string },
  stake: number,
  points: number,
  now: number,
  stamp: string,
): [number, number | null, number] | 'entered' | undefined {
  const changed = sql.betQuiet.get(stake, points, bet.currency, stamp, scorer.id, bet.userId, 0, scorer.limit);
  if (changed) return changed;
  if (sql.enter.run(scorer.id, bet.userId, stake, points, 0, now, bet.currency, stamp, stamp).changes === 1) return 'entered';
  return sql.bet.get(stake, points, 0, 0, now, bet.currency, stamp, scorer.id, bet.userId, 0, scorer.limit);
}

/** Rules that score wins: a free round (no stake) counts only in these (docs/api/competitions.md "Scoring"). */
const scoresWins = (scorer: Scorer): boolean =>
  scorer.strategy === 'win' || scorer.strategy === 'rate' || (scorer.strategy === 'points' && scorer.pointsRule !== null && scorer.pointsRule.per !== 'stake');

/**
 * Scores a round's bet in every active tournament it qualifies for: its currency is allowed, its game
 * eligible, at least the minimum bet, the player in the audience, confirmed when opt-in, under the
 * rounds limit. A real-money bet (stake > 0) adds bet_cents and a round; it scores `bet`, `spin` and
 * points per stake. A free round (`freeRoundCents`: its bet level, no stake) counts as a round only in
 * tournaments whose rule scores wins, so that its win scores there (`scoreWin`); it adds no stake and no
 * score, and its rollback takes the round back like any bet's. Call inside the bet's transaction.
 */
export function scoreBet(
  ctx: PlatformContext,
  bet: { userId: number; game: string; catalogueGame: CatalogueGame | undefined; currency: string; amountCents: number; freeRoundCents?: number },
): BetScoring {
  const none: BetScoring = { recorded: null, after: null };
  const free = bet.freeRoundCents !== undefined;
  const level = free ? (bet.freeRoundCents as number) : bet.amountCents;
  if (level <= 0) return none;
  const now = ctx.clock.now();
  const index = activeIndex(ctx.db, now);
  if (index.scorers.length === 0) return none;
  const sql = statements(ctx.db);
  const scores: TournamentScore[] = [];
  const stamp = iso(now);
  const rewards: (() => void)[] = [];
  let groups: readonly number[] | null = null;
  for (const scorer of candidates(index, bet.game, bet.catalogueGame, bet.currency)) {
    if (free && !scoresWins(scorer)) continue;
    if (level < (scorer.minBet[bet.currency] ?? 0)) continue;
    if (scorer.groups.length > 0) {
      groups ??= cachedGroupsOfUser(ctx.db, bet.userId);
      if (!scorer.groups.some((id) => groups?.includes(id))) continue;
    }
    const stake = free ? 0 : convertCents(bet.amountCents, bet.currency, scorer.currency);
    const points = !free && scorer.pointsRule?.per === 'stake' ? perUnit(stake, scorer.pointsRule.unit_cents, scorer.pointsRule.points) : 0;
    const score = free ? 0 : scorer.strategy === 'bet' ? stake : scorer.strategy === 'spin' ? 1 : scorer.strategy === 'points' ? points : 0;
    let gamesTaken: number;
    let previous: number | null = null;
    let bets = stake;
    const changed = score === 0 && !scorer.optIn ? quietBet(sql, scorer, bet, stake, points, now, stamp) : sql.bet.get(stake, points, score, score, now, bet.currency, stamp, scorer.id, bet.userId, scorer.optIn ? 1 : 0, scorer.limit);
    if (changed === 'entered') gamesTaken = 1;
    else if (changed) [gamesTaken, previous, bets] = changed;
    else if (!scorer.optIn && score !== 0 && sql.enter.run(scorer.id, bet.userId, stake, points, score, now, bet.currency, stamp, stamp).changes === 1) gamesTaken = 1;
    else continue;
    // A quest level crossed by this bet issues its reward here, in the bet's transaction (docs/api/competitions.md "Quests").
    if (scorer.quest) rewards.push(...questLevelReached(ctx, scorer.quest, bet.userId, bets - stake, bets, bet.currency));
    const recorded: TournamentScore = { t: scorer.id, bet: stake };
    if (points > 0) recorded.points = points;
    if (score > 0) recorded.score = score;
    if (score > 0 || gamesTaken === 1) Object.assign(recorded, { at: now, previous: previous ?? now });
    scores.push(recorded);
  }
  if (scores.length === 0) return none;
  const pushed = scoredPush(ctx, bet.userId, scores.map((score) => score.t));
  return { recorded: { user_id: bet.userId, scores }, after: rewards.length === 0 ? pushed : () => runAfter([pushed, ...rewards]) };
}

/**
 * Scores a win in the tournaments its bet counted in (the bet's `tournament_scores`) that are still
 * active: win_cents, `win`, `rate` (the win ÷ its bet, the best one counts), points per multiplier or
 * per amount won. A free round's win scores likewise, its bet being the round's bet level. Wins are
 * final (a won bet cannot be rolled back), so nothing is recorded for reversal.
 */
export function scoreWin(ctx: PlatformContext, win: { userId: number; currency: string; amountCents: number; betCents: number; scored: readonly TournamentScore[] }): (() => void) | null {
  if (win.amountCents <= 0 || win.scored.length === 0 || win.betCents <= 0) return null;
  const now = ctx.clock.now();
  const { byId } = activeIndex(ctx.db, now);
  const sql = statements(ctx.db);
  const stamp = iso(now);
  const touched: number[] = [];
  for (const { t } of win.scored) {
    const scorer = byId.get(t);
    if (!scorer) continue;
    const amount = convertCents(win.amountCents, win.currency, scorer.currency);
    const rate = Math.floor((win.amountCents * RATE_SCALE) / win.betCents);
    const rule = scorer.pointsRule;
    const points =
      rule?.per === 'multiplier' ? Math.floor((win.amountCents * rule.points) / win.betCents) : rule?.per === 'win_amount' ? perUnit(amount, rule.unit_cents, rule.points) : 0;
    const score = scorer.strategy === 'win' ? amount : scorer.strategy === 'points' ? points : 0;
    if (scorer.strategy === 'rate') sql.winRate.run(amount, points, rate, rate, rate, now, stamp, t, win.userId);
    else if (score === 0) sql.winQuiet.run(amount, points, rate, stamp, t, win.userId);
    else sql.winAdd.run(amount, points, rate, score, score, now, stamp, t, win.userId);
    touched.push(t);
  }
  return touched.length > 0 ? scoredPush(ctx, win.userId, touched) : null;
}

/**
 * Takes a rolled-back bet's scores back exactly (inside the rollback's transaction). Tournaments
 * already over keep their frozen results (docs/api/competitions.md "Finalisation").
 */
export function reverseScores(ctx: PlatformContext, { user_id: userId, scores }: BetScores): (() => void) | null {
  const now = ctx.clock.now();
  const sql = statements(ctx.db);
  const touched: number[] = [];
  for (const score of scores) {
    const end = sql.endOf.get(score.t);
    if (end === undefined || Date.parse(end) <= now) continue;
    sql.unbet.run({ t: score.t, u: userId, bet: score.bet, points: score.points ?? 0, score: score.score ?? 0, at: score.at ?? -1, previous: score.previous ?? null, now: iso(now) });
    touched.push(score.t);
  }
  return touched.length > 0 ? scoredPush(ctx, userId, touched) : null;
}
