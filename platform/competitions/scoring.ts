import type { PlatformContext } from '../context.ts';
import { iso } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { CatalogueGame } from '../games/catalogue.ts';
import { convertCents } from '../info/exchange-rates.ts';
import { isQuest } from '../../sdk/rules/tournaments.ts';
import type { After } from '../bonuses/publish.ts';
import type { PointsRule, Strategy } from './definition.ts';
import { questLevelReached, type QuestTournament } from './quests.ts';
import { cachedGroupsOfUser } from './groups-cache.ts';
import { definitionOf, onTournamentsChanged, RATE_SCALE, type EntryRow, type TournamentRow } from './store.ts';

/**
 * The scoring rules (docs/api/competitions.md "Scoring"), applied by the scorer (outbox.ts) to the
 * wallet's logged calls in their order, each at its own time, on entries held in memory for one batch
 * (`Entries`): what a bet, a win or a rollback adds to or takes from an entry. The bet's transaction
 * writes nothing for tournaments (docs/api/competitions.md "Hot path cost").
 *
 * The active tournaments are held in an in-memory index per database, rebuilt when the operator
 * defines or changes one (store.ts `onTournamentsChanged`) or when a logged call's time lies outside
 * the window edges it was built for: scoring reads no tournament row.
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
  /** The time it was built for, and the next window edge: the index is rebuilt for a time outside them. */
  builtAt: number;
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
  return { scorers, byId: new Map(scorers.map((scorer) => [scorer.id, scorer])), byGame: new Map(), builtAt: now, validUntil };
}

/** Drops the index: another node may have defined or changed a tournament (outbox.ts, docs/operations.md "Process-local state"). */
export function forgetActiveIndex(db: Db): void {
  indexes.delete(db);
}

/** The tournaments active at `now` (a logged call's time: outbox.ts scores in the log's order), rebuilt when stale. */
function activeIndex(db: Db, now: number): Index {
  let index = indexes.get(db);
  if (!index || now >= index.validUntil || now < index.builtAt) {
    if (!watched.has(db)) {
      watched.add(db);
      onTournamentsChanged(db, () => indexes.delete(db));
    }
    index = build(db, now);
    indexes.set(db, index);
  }
  return index;
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

/** What a bet counted in, for its wins and its rollback (outbox.ts keeps it per bet: `tournament_score_batches`). */
export interface BetScores {
  user_id: number;
  scores: TournamentScore[];
  /** The bet's stake, or a free round's bet level: its wins' multiples are taken against it. */
  stake_cents?: number;
}

type EntryState = Omit<EntryRow, 'final_place'> & { final_place: number | null };

/**
 * One batch's entries: a player's are read with one statement when the batch first touches them (by the
 * `tournament_entries_user` index), and each changed one is written once at the end (`flush`).
 */
export class Entries {
  private readonly held = new Map<string, EntryState>();
  private readonly players = new Set<number>();
  private readonly dirty = new Set<string>();
  constructor(private readonly db: Db) {}

  get(tournamentId: number, userId: number): EntryState | null {
    if (!this.players.has(userId)) {
      this.players.add(userId);
      for (const entry of entryStatements(this.db).ofUser.all(userId)) this.held.set(`${entry.tournament_id}:${userId}`, entry);
    }
    return this.held.get(`${tournamentId}:${userId}`) ?? null;
  }

  create(entry: EntryState): void {
    const key = `${entry.tournament_id}:${entry.user_id}`;
    this.players.add(entry.user_id);
    this.held.set(key, entry);
    this.dirty.add(key);
  }

  touch(entry: EntryState): void {
    this.dirty.add(`${entry.tournament_id}:${entry.user_id}`);
  }

  /** One UPSERT per changed entry (confirmation and final place are other modules' and stay as stored). */
  flush(): void {
    const write = entryStatements(this.db).write;
    for (const key of this.dirty) {
      const e = this.held.get(key);
      if (!e) continue;
      write.run(e.tournament_id, e.user_id, e.confirmed, e.bet_cents, e.win_cents, e.games_taken, e.best_rate, e.points, e.score, e.reached_at_ms, e.previous_reached_at_ms, e.currency, e.created_at, e.updated_at);
    }
    this.dirty.clear();
  }
}

const entryCache = new WeakMap<Db, ReturnType<typeof prepareEntries>>();
function prepareEntries(db: Db) {
  return {
    ofUser: db.prepare<[number], EntryState>('SELECT * FROM tournament_entries WHERE user_id = ? ORDER BY tournament_id'),
    write: db.prepare(
      `INSERT INTO tournament_entries (tournament_id, user_id, confirmed, bet_cents, win_cents, games_taken, best_rate, points, score, reached_at_ms, previous_reached_at_ms, currency, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (tournament_id, user_id) DO UPDATE SET bet_cents = excluded.bet_cents, win_cents = excluded.win_cents, games_taken = excluded.games_taken,
         best_rate = excluded.best_rate, points = excluded.points, score = excluded.score, reached_at_ms = excluded.reached_at_ms,
         previous_reached_at_ms = excluded.previous_reached_at_ms, currency = excluded.currency, updated_at = excluded.updated_at`,
    ),
    endOf: db.prepare<[number], string>('SELECT end_at FROM tournaments WHERE id = ?').pluck(),
  };
}
function entryStatements(db: Db): ReturnType<typeof prepareEntries> {
  let cached = entryCache.get(db);
  if (!cached) entryCache.set(db, (cached = prepareEntries(db)));
  return cached;
}

/** Rules that score wins: a free round (no stake) counts only in these (docs/api/competitions.md "Scoring"). */
const scoresWins = (scorer: Scorer): boolean =>
  scorer.strategy === 'win' || scorer.strategy === 'rate' || (scorer.strategy === 'points' && scorer.pointsRule !== null && scorer.pointsRule.per !== 'stake');

/**
 * Scores a logged bet, at its time `now`, in every tournament active then that it qualifies for: its
 * currency is allowed, its game eligible, at least the minimum bet, the player in the audience, confirmed
 * when opt-in, under the rounds limit. A real-money bet (stake > 0) adds bet_cents and a round; it scores
 * `bet`, `spin` and points per stake, and moves the tie-break time when it moves the score (or is the
 * entry's first round). A free round (`freeRoundCents`: its bet level, no stake) counts as a round only in
 * tournaments whose rule scores wins, so that its win scores there; it adds no stake and no score. A quest
 * whose bets cross a level threshold issues the level's reward here (quests.ts). Returns what the bet
 * counted in (null: nowhere), for its wins and its rollback; after-commit work goes to `after`.
 */
export function applyBet(
  ctx: PlatformContext,
  entries: Entries,
  bet: { userId: number; game: string; catalogueGame: CatalogueGame | undefined; currency: string; amountCents: number; freeRoundCents?: number; now: number },
  after: After,
): BetScores | null {
  const free = bet.freeRoundCents !== undefined;
  const level = free ? (bet.freeRoundCents as number) : bet.amountCents;
  if (level <= 0) return null;
  const { now } = bet;
  const index = activeIndex(ctx.db, now);
  if (index.scorers.length === 0) return null;
  const scores: TournamentScore[] = [];
  const stamp = iso(now);
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
    const entry = entries.get(scorer.id, bet.userId);
    let previous: number | null = null;
    let gamesTaken: number;
    if (entry) {
      if (entry.confirmed < (scorer.optIn ? 1 : 0) || entry.games_taken >= scorer.limit) continue;
      previous = entry.reached_at_ms;
      const first = entry.games_taken === 0;
      entry.bet_cents += stake;
      entry.games_taken += 1;
      entry.points += points;
      entry.score += score;
      entry.previous_reached_at_ms = entry.reached_at_ms;
      if (score > 0 || first) entry.reached_at_ms = now;
      entry.currency = bet.currency;
      entry.updated_at = stamp;
      entries.touch(entry);
      gamesTaken = entry.games_taken;
    } else {
      if (scorer.optIn) continue;
      entries.create({
        tournament_id: scorer.id, user_id: bet.userId, confirmed: 0, bet_cents: stake, win_cents: 0, games_taken: 1, best_rate: 0, points, score,
        reached_at_ms: now, previous_reached_at_ms: null, final_place: null, currency: bet.currency, created_at: stamp, updated_at: stamp,
      } as EntryState);
      gamesTaken = 1;
    }
    const bets = entries.get(scorer.id, bet.userId)?.bet_cents ?? stake;
    // A quest level crossed by this bet issues its reward in the scorer's transaction (docs/api/competitions.md "Quests").
    if (scorer.quest) after.push(...questLevelReached(ctx, scorer.quest, bet.userId, bets - stake, bets, bet.currency));
    const recorded: TournamentScore = { t: scorer.id, bet: stake };
    if (points > 0) recorded.points = points;
    if (score > 0) recorded.score = score;
    if (score > 0 || gamesTaken === 1) Object.assign(recorded, { at: now, previous: previous ?? now });
    scores.push(recorded);
  }
  return scores.length === 0 ? null : { user_id: bet.userId, scores, stake_cents: level };
}

/**
 * Scores a logged win, at its time, in the tournaments its bet counted in that are still active then:
 * win_cents, `win`, `rate` (the win ÷ its bet, the best one counts; the tie-break time moves when it
 * beats the score), points per multiplier or per amount won. Wins are final (a won bet cannot be rolled
 * back), so nothing is recorded. Returns the tournaments it changed.
 */
export function applyWin(ctx: PlatformContext, entries: Entries, win: { userId: number; currency: string; amountCents: number; betCents: number; scored: readonly TournamentScore[]; now: number }): number[] {
  if (win.amountCents <= 0 || win.scored.length === 0 || win.betCents <= 0) return [];
  const { now } = win;
  const { byId } = activeIndex(ctx.db, now);
  const stamp = iso(now);
  const touched: number[] = [];
  for (const { t } of win.scored) {
    const scorer = byId.get(t);
    if (!scorer) continue;
    const entry = entries.get(t, win.userId);
    if (!entry) continue;
    const amount = convertCents(win.amountCents, win.currency, scorer.currency);
    const rate = Math.floor((win.amountCents * RATE_SCALE) / win.betCents);
    const rule = scorer.pointsRule;
    const points =
      rule?.per === 'multiplier' ? Math.floor((win.amountCents * rule.points) / win.betCents) : rule?.per === 'win_amount' ? perUnit(amount, rule.unit_cents, rule.points) : 0;
    const score = scorer.strategy === 'win' ? amount : scorer.strategy === 'points' ? points : 0;
    entry.win_cents += amount;
    entry.points += points;
    entry.best_rate = Math.max(entry.best_rate, rate);
    if (scorer.strategy === 'rate') {
      if (rate > entry.score) entry.reached_at_ms = now;
      entry.score = Math.max(entry.score, rate);
    } else if (score > 0) {
      entry.score += score;
      entry.reached_at_ms = now;
    }
    entry.updated_at = stamp;
    entries.touch(entry);
    touched.push(t);
  }
  return touched;
}

/**
 * Takes a rolled-back bet's scores back exactly, at the rollback's time; the tie-break time goes back
 * unless a later bet moved it since. Tournaments already over keep their frozen results
 * (docs/api/competitions.md "Finalisation"). Returns the tournaments it changed.
 */
export function applyRollback(ctx: PlatformContext, entries: Entries, { user_id: userId, scores }: BetScores, now: number): number[] {
  const { endOf } = entryStatements(ctx.db);
  const stamp = iso(now);
  const touched: number[] = [];
  for (const score of scores) {
    const end = endOf.get(score.t);
    if (end === undefined || Date.parse(end) <= now) continue;
    const entry = entries.get(score.t, userId);
    if (!entry) continue;
    entry.bet_cents = Math.max(0, entry.bet_cents - score.bet);
    entry.games_taken = Math.max(0, entry.games_taken - 1);
    entry.points = Math.max(0, entry.points - (score.points ?? 0));
    entry.score = Math.max(0, entry.score - (score.score ?? 0));
    if (entry.reached_at_ms === (score.at ?? -1)) entry.reached_at_ms = (score.previous ?? null) as number;
    entry.updated_at = stamp;
    entries.touch(entry);
    touched.push(score.t);
  }
  return touched;
}
