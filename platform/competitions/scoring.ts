import type { PlatformContext } from '../context.ts';
import { iso } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { CatalogueGame } from '../games/catalogue.ts';
import { convertCents } from '../info/exchange-rates.ts';
import type { PointsRule, Strategy } from './definition.ts';
import { scoredPush } from './publish.ts';
import { definitionOf, groupsOfUser, onTournamentsChanged, RATE_SCALE, type EntryRow, type TournamentRow } from './store.ts';

/**
 * Scoring from the wallet (docs/api/competitions.md "Scoring"), inside the bet's / win's transaction
 * (platform/provider/wallet.ts), so a score is never lost nor doubled: the wallet call is idempotent
 * by its transaction id, and a rollback takes the bet's score back exactly (`reverseScores`, one of
 * the bet's reversers: platform/provider/bet-effects.ts).
 *
 * The active tournaments are held in an in-memory index per database, rebuilt when the operator
 * defines or changes one (store.ts `onTournamentsChanged`) or when the clock passes the next window
 * edge (a start or an end): a bet reads no tournament row. Per matching tournament a bet costs one
 * read of its entry (by primary key) and one write.
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
}

interface Index {
  scorers: Scorer[];
  byId: Map<number, Scorer>;
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
    });
  }
  return { scorers, byId: new Map(scorers.map((scorer) => [scorer.id, scorer])), validUntil };
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

function prepare(db: Db) {
  return {
    entry: db.prepare<[number, number], EntryRow>('SELECT * FROM tournament_entries WHERE tournament_id = ? AND user_id = ?'),
    bet: db.prepare(
      `INSERT INTO tournament_entries (tournament_id, user_id, confirmed, bet_cents, games_taken, points, score, reached_at_ms, currency, created_at, updated_at)
       VALUES (@t, @u, 0, @bet, 1, @points, @score, @at, @currency, @now, @now)
       ON CONFLICT (tournament_id, user_id) DO UPDATE SET
         bet_cents = bet_cents + excluded.bet_cents, games_taken = games_taken + 1, points = points + excluded.points, score = score + excluded.score,
         reached_at_ms = CASE WHEN excluded.score > 0 OR games_taken = 0 THEN excluded.reached_at_ms ELSE reached_at_ms END,
         currency = excluded.currency, updated_at = excluded.updated_at`,
    ),
    win: db.prepare(
      `UPDATE tournament_entries SET win_cents = win_cents + @win, points = points + @points, best_rate = MAX(best_rate, @rate),
         score = CASE WHEN @by_rate = 1 THEN MAX(score, @rate) ELSE score + @score END,
         reached_at_ms = CASE WHEN (@by_rate = 1 AND @rate > score) OR (@by_rate = 0 AND @score > 0) THEN @at ELSE reached_at_ms END,
         updated_at = @now
       WHERE tournament_id = @t AND user_id = @u`,
    ),
    unbet: db.prepare(
      `UPDATE tournament_entries SET bet_cents = MAX(0, bet_cents - @bet), games_taken = MAX(0, games_taken - 1), points = MAX(0, points - @points),
         score = MAX(0, score - @score), reached_at_ms = CASE WHEN reached_at_ms = @at THEN @previous ELSE reached_at_ms END, updated_at = @now
       WHERE tournament_id = @t AND user_id = @u`,
    ),
    endOf: db.prepare<[number], string>('SELECT end_at FROM tournaments WHERE id = ?').pluck(),
  };
}

const cache = new WeakMap<Db, ReturnType<typeof prepare>>();
function statements(db: Db): ReturnType<typeof prepare> {
  let cached = cache.get(db);
  if (!cached) cache.set(db, (cached = prepare(db)));
  return cached;
}

/** What a bet added to one tournament's entry, for its rollback (stored in the bet's effects). */
export interface TournamentScore {
  /** tournament id */
  t: number;
  /** stake in the tournament's currency */
  bet: number;
  points: number;
  score: number;
  /** reached_at_ms this bet set, and the value before (the rollback restores it when nothing moved it since) */
  at: number;
  previous: number;
}

const eligible = (scorer: Scorer, game: CatalogueGame | undefined, identifier: string): boolean => {
  if (scorer.games.size === 0 && scorer.providers.size === 0 && scorer.category === null) return true;
  if (scorer.games.has(identifier)) return true;
  if (!game) return false;
  return scorer.providers.has(game.provider) || (scorer.category !== null && game.categories.has(scorer.category));
};

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
 * Scores a real-money bet (stake > 0) in every active tournament it qualifies for: its currency is
 * allowed, its game eligible, at least the minimum bet, the player in the audience, confirmed when
 * opt-in, under the rounds limit. Bets add bet_cents and a round; they score `bet`, `spin` and
 * points per stake. Call inside the bet's transaction.
 */
export function scoreBet(ctx: PlatformContext, bet: { userId: number; game: string; catalogueGame: CatalogueGame | undefined; currency: string; amountCents: number }): BetScoring {
  const none: BetScoring = { recorded: null, after: null };
  if (bet.amountCents <= 0) return none;
  const now = ctx.clock.now();
  const { scorers } = activeIndex(ctx.db, now);
  if (scorers.length === 0) return none;
  const sql = statements(ctx.db);
  const scores: TournamentScore[] = [];
  let groups: number[] | null = null;
  for (const scorer of scorers) {
    if (!scorer.currencies.has(bet.currency) || bet.amountCents < (scorer.minBet[bet.currency] ?? 0) || !eligible(scorer, bet.catalogueGame, bet.game)) continue;
    if (scorer.groups.length > 0) {
      groups ??= groupsOfUser(ctx.db, bet.userId);
      if (!scorer.groups.some((id) => groups?.includes(id))) continue;
    }
    const entry = sql.entry.get(scorer.id, bet.userId);
    if (scorer.optIn && entry?.confirmed !== 1) continue;
    if (entry && entry.games_taken >= scorer.limit) continue;
    const stake = convertCents(bet.amountCents, bet.currency, scorer.currency);
    const points = scorer.pointsRule?.per === 'stake' ? perUnit(stake, scorer.pointsRule.unit_cents, scorer.pointsRule.points) : 0;
    const score = scorer.strategy === 'bet' ? stake : scorer.strategy === 'spin' ? 1 : scorer.strategy === 'points' ? points : 0;
    sql.bet.run({ t: scorer.id, u: bet.userId, bet: stake, points, score, at: now, currency: bet.currency, now: iso(now) });
    const moved = score > 0 || !entry || entry.games_taken === 0;
    scores.push({ t: scorer.id, bet: stake, points, score, at: moved ? now : -1, previous: entry?.reached_at_ms ?? now });
  }
  if (scores.length === 0) return none;
  return { recorded: { user_id: bet.userId, scores }, after: scoredPush(ctx, bet.userId, scores.map((score) => score.t)) };
}

/**
 * Scores a win in the tournaments its bet counted in (the bet's `tournament_scores`) that are still
 * active: win_cents, `win`, `rate` (the win ÷ its bet, the best one counts), points per multiplier or
 * per amount won. Wins are final (a won bet cannot be rolled back), so nothing is recorded for reversal.
 */
export function scoreWin(ctx: PlatformContext, win: { userId: number; currency: string; amountCents: number; betCents: number; scored: readonly TournamentScore[] }): (() => void) | null {
  if (win.amountCents <= 0 || win.scored.length === 0 || win.betCents <= 0) return null;
  const now = ctx.clock.now();
  const { byId } = activeIndex(ctx.db, now);
  const sql = statements(ctx.db);
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
    sql.win.run({ t, u: win.userId, win: amount, points, rate, by_rate: scorer.strategy === 'rate' ? 1 : 0, score, at: now, now: iso(now) });
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
    sql.unbet.run({ t: score.t, u: userId, bet: score.bet, points: score.points, score: score.score, at: score.at, previous: score.previous, now: iso(now) });
    touched.push(score.t);
  }
  return touched.length > 0 ? scoredPush(ctx, userId, touched) : null;
}
