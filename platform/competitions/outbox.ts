import { runAfter, type After } from '../bonuses/publish.ts';
import type { PlatformContext } from '../context.ts';
import { immediate, type Db } from '../db/database.ts';
import { externalCommits } from '../db/data-version.ts';
import { forgetUserGroups } from './groups-cache.ts';
import { catalogueOf } from '../games/catalogue.ts';
import { scoredPush } from './publish.ts';
import { applyBet, applyRollback, applyWin, Entries, forgetActiveIndex, type BetScores } from './scoring.ts';

/**
 * Tournaments and quests score after commit, from the wallet's own ordered log (docs/api/competitions.md
 * "Scoring"): the bet's transaction writes nothing for them; its `provider_transactions` row is the outbox.
 * The scorer drains the log since a persisted cursor (`tournament_scoring_cursor`, migration 073) in
 * batches, in id order (the order they were committed: SQLite has one writer at a time, across processes too), bets, wins and rollbacks alike,
 * each scored at its own logged time. One transaction per batch holds the entries' changes, quest rewards,
 * what the batch's bets counted in (`tournament_score_batches`, for their later wins and rollbacks) and the
 * cursor: a crash before its COMMIT leaves all of it undone and the next drain scores the same calls again,
 * once. Each entry a batch touches is read once and written once: the cost per round is amortised over the
 * batch ("Hot path cost").
 *
 * When: every read of a leaderboard, a place, a status, a quest's progress and the finalisation drains first
 * (`drainScores`: synchronous, so what it reads is exact); after its commit the wallet drains at once when
 * `DRAIN_EVERY` calls wait or the last drain is `DRAIN_AFTER_MS` old, and otherwise when that time is up:
 * a call after a quiet spell is pushed at once, calls in a busy spell share a batch.
 */

/** Calls per batch transaction. */
const BATCH_ROWS = 2048;
/** Logged calls after which the wallet drains at once (after its commit). */
const DRAIN_EVERY = 512;
/** Otherwise the drain runs this long after a call. */
const DRAIN_AFTER_MS = 250;

interface ScorerState {
  ctx: PlatformContext;
  /** Calls logged since the last drain (a hint: a rolled-back call counts too, which only costs one empty read). */
  pending: number;
  timer: NodeJS.Timeout | null;
  draining: boolean;
  /** When the last drain started (performance.now()). */
  lastDrainAt: number;
  /** The last batch record read back, by its first id. */
  batch: { first: number; last: number; bets: Record<string, BetScores> } | null;
  /**
   * Another connection committed since the last look (`PRAGMA data_version`, platform/db/data-version.ts):
   * another node sharing the file may have logged calls (`pending` counts this node's only), or changed
   * tournaments or groups behind this node's caches (docs/operations.md "Several nodes").
   */
  othersLogged: () => boolean;
  othersChanged: () => boolean;
}

interface LogRow {
  id: number;
  transaction_id: string;
  kind: string;
  outcome: string;
  user_id: number | null;
  game_identifier: string | null;
  currency: string | null;
  amount_cents: number;
  reference_transaction_id: string | null;
  effects: string | null;
  created_at: string;
}

const states = new WeakMap<Db, ScorerState>();

function stateOf(ctx: PlatformContext): ScorerState {
  let state = states.get(ctx.db);
  // Unknown at first: calls may have been logged before a restart, so the first drain looks.
  if (!state) {
    const db = ctx.db;
    states.set(db, (state = { ctx, pending: 1, timer: null, draining: false, lastDrainAt: Number.NEGATIVE_INFINITY, batch: null, othersLogged: externalCommits(db), othersChanged: externalCommits(db) }));
  }
  return state;
}

function prepare(db: Db) {
  return {
    cursor: db.prepare<[], number>('SELECT last_transaction_id FROM tournament_scoring_cursor WHERE id = 1').pluck(),
    log: db.prepare<[number, number], LogRow>(
      `SELECT id, transaction_id, kind, outcome, user_id, game_identifier, currency, amount_cents, reference_transaction_id, effects, created_at
       FROM provider_transactions WHERE id > ? ORDER BY id LIMIT ?`,
    ),
    advance: db.prepare<[number]>('UPDATE tournament_scoring_cursor SET last_transaction_id = ? WHERE id = 1'),
    record: db.prepare<[number, number, string]>('INSERT INTO tournament_score_batches (first_id, last_id, bets) VALUES (?, ?, ?)'),
    batchOf: db.prepare<[number], { first_id: number; last_id: number; bets: string }>('SELECT first_id, last_id, bets FROM tournament_score_batches WHERE first_id <= ? ORDER BY first_id DESC LIMIT 1'),
    betId: db.prepare<[string], number>("SELECT id FROM provider_transactions WHERE transaction_id = ? AND kind = 'bet' AND outcome = 'ok'").pluck(),
    bet: db.prepare<[number], { id: number; amount_cents: number; effects: string | null }>('SELECT id, amount_cents, effects FROM provider_transactions WHERE id = ?'),
  };
}
const cache = new WeakMap<Db, ReturnType<typeof prepare>>();
function statements(db: Db): ReturnType<typeof prepare> {
  let cached = cache.get(db);
  if (!cached) cache.set(db, (cached = prepare(db)));
  return cached;
}

/** A bet's effects as the wallet stores them (platform/provider/bet-effects.ts): its free round, and what it counted in before migration 073. */
interface StoredEffects {
  freespin?: { bet_level_cents: number };
  tournament_scores?: BetScores;
}
const effectsOf = (effects: string | null): StoredEffects => (effects ? (JSON.parse(effects) as StoredEffects) : {});
const freeRoundOf = (row: { amount_cents: number; effects: string | null }): number | undefined =>
  row.amount_cents === 0 && row.effects?.includes('"freespin"') ? effectsOf(row.effects).freespin?.bet_level_cents : undefined;

/** What a bet of an earlier batch (by its log id) counted in: its batch's record, else (logged before migration 073) its effects. */
function recordOf(state: ScorerState, betId: number | undefined): BetScores | null {
  if (betId === undefined) return null;
  const sql = statements(state.ctx.db);
  const bet = sql.bet.get(betId);
  if (!bet) return null;
  let batch = state.batch;
  if (!batch || bet.id < batch.first || bet.id > batch.last) {
    const row = sql.batchOf.get(bet.id);
    batch = row && row.last_id >= bet.id ? { first: row.first_id, last: row.last_id, bets: JSON.parse(row.bets) as Record<string, BetScores> } : null;
    if (batch) state.batch = batch;
  }
  const recorded = batch?.bets[String(bet.id)] ?? (bet.effects?.includes('"tournament_scores"') ? effectsOf(bet.effects).tournament_scores : undefined);
  if (!recorded) return null;
  // Before migration 073 the record had no stake: the bet's own, or its free round's level.
  return recorded.stake_cents === undefined ? { ...recorded, stake_cents: freeRoundOf(bet) ?? bet.amount_cents } : recorded;
}

/** One batch in one transaction; true when it was full (more may follow). */
function drainBatch(state: ScorerState): boolean {
  const { ctx } = state;
  const sql = statements(ctx.db);
  const after: After = [];
  const touched = new Map<number, Set<number>>();
  const mark = (userId: number, tournaments: readonly number[]) => {
    if (tournaments.length === 0) return;
    let set = touched.get(userId);
    if (!set) touched.set(userId, (set = new Set()));
    for (const t of tournaments) set.add(t);
  };
  const full = immediate(ctx.db, () => {
    if (state.othersChanged()) {
      // Another node committed: its tournament or group changes are not in this node's caches.
      forgetActiveIndex(ctx.db);
      forgetUserGroups(ctx.db);
      state.batch = null;
    }
    const rows = sql.log.all(sql.cursor.get() ?? 0, BATCH_ROWS);
    if (rows.length === 0) return false;
    const entries = new Entries(ctx.db);
    const catalogue = catalogueOf(ctx.db);
    const bets: Record<string, BetScores> = {};
    /** This batch's bets by transaction id, with what they counted in (null: nowhere; their wins look nothing up). */
    const inBatch = new Map<string, BetScores | null>();
    for (const row of rows) {
      if (row.outcome !== 'ok' || row.user_id === null || row.currency === null) continue;
      const now = Date.parse(row.created_at);
      if (row.kind === 'bet') {
        const game = row.game_identifier ?? '';
        const recorded = applyBet(
          ctx,
          entries,
          { userId: row.user_id, game, catalogueGame: catalogue.byIdentifier.get(game), currency: row.currency, amountCents: row.amount_cents, freeRoundCents: freeRoundOf(row), now },
          after,
        );
        inBatch.set(row.transaction_id, recorded);
        if (recorded) {
          bets[String(row.id)] = recorded;
          mark(row.user_id, recorded.scores.map((score) => score.t));
        }
      } else if (row.kind === 'win' && row.amount_cents > 0 && row.reference_transaction_id !== null) {
        const known = inBatch.get(row.reference_transaction_id);
        const recorded = known !== undefined ? known : recordOf(state, sql.betId.get(row.reference_transaction_id));
        if (recorded) mark(row.user_id, applyWin(ctx, entries, { userId: row.user_id, currency: row.currency, amountCents: row.amount_cents, betCents: recorded.stake_cents ?? 0, scored: recorded.scores, now }));
      } else if (row.kind === 'rollback' && row.effects?.includes('"reversed_bet"') && row.reference_transaction_id !== null) {
        // Only the rollback that gave the stake back names its bet (a repeat, a tombstone or a refused bet's does not).
        const known = inBatch.get(row.reference_transaction_id);
        const recorded = known !== undefined ? known : recordOf(state, (JSON.parse(row.effects) as { reversed_bet: number }).reversed_bet);
        if (recorded) mark(row.user_id, applyRollback(ctx, entries, recorded, now));
      }
    }
    entries.flush();
    const last = rows[rows.length - 1]!.id;
    if (Object.keys(bets).length > 0) sql.record.run(rows[0]!.id, last, JSON.stringify(bets));
    sql.advance.run(last);
    return rows.length === BATCH_ROWS;
  });
  for (const [userId, tournaments] of touched) after.push(scoredPush(ctx, userId, [...tournaments]));
  runAfter(after);
  return full;
}

/**
 * Scores every call logged so far (synchronously): call before reading entries, places, statuses or
 * quest progress, and before finalising. A no-op when nothing was logged since the last drain, inside a
 * transaction (the caller drains before opening it) and while a drain runs (its pushes read afterwards).
 */
export function drainScores(db: Db): void {
  const state = states.get(db);
  if (!state || state.draining || !db.open || db.inTransaction) return;
  // Calls another node logged count too: finalising here must not miss them (docs/operations.md "Several nodes").
  if (state.pending === 0 && state.othersLogged()) state.pending = 1;
  if (state.pending === 0) return;
  state.draining = true;
  state.lastDrainAt = performance.now();
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  try {
    state.pending = 0;
    while (drainBatch(state));
  } catch (error) {
    // Nothing of the failed batch is kept; the next drain scores it again.
    state.pending = 1;
    console.warn(`[competitions] scoring drain failed, retried at the next one: ${String(error)}`);
  } finally {
    state.draining = false;
  }
}

/** How often the batch records no call can use any more are deleted (`pruneScoreBatches`, a cluster job: lifecycle.ts). */
export const PRUNE_BATCHES_EVERY_MS = 60 * 60_000;
/** Batch records looked at (and deleted) per transaction. */
const PRUNE_CHUNK = 500;

/**
 * Deletes the batch records (`tournament_score_batches`) that no later call can use (docs/api/competitions.md
 * "Scoring", retention): a record serves its bets' later wins and rollbacks, a win counts only in a tournament
 * still active at its time and a rollback leaves an ended one frozen, so a batch whose calls were all logged
 * before the start of every tournament not yet finished (quests included) serves nothing. A started
 * tournament's start cannot move (operator.ts), so that stays true. Oldest first, a chunk per transaction;
 * returns the records deleted.
 */
export function pruneScoreBatches(ctx: PlatformContext): number {
  const { db } = ctx;
  const oldestOpen = db.prepare<[], string | null>('SELECT MIN(start_at) FROM tournaments WHERE finished_at IS NULL').pluck().get();
  const before = oldestOpen ? Date.parse(oldestOpen) : Number.POSITIVE_INFINITY;
  // Each record with the time of its last call (by the log's primary key).
  const oldest = db.prepare<[number], { first_id: number; logged_at: string }>(
    'SELECT b.first_id, p.created_at AS logged_at FROM tournament_score_batches b JOIN provider_transactions p ON p.id = b.last_id ORDER BY b.first_id LIMIT ?',
  );
  const remove = db.prepare<[number]>('DELETE FROM tournament_score_batches WHERE first_id <= ?');
  let deleted = 0;
  for (;;) {
    const done = immediate(db, () => {
      const rows = oldest.all(PRUNE_CHUNK);
      const dead = rows.findIndex((row) => Date.parse(row.logged_at) >= before);
      const last = dead < 0 ? rows.length - 1 : dead - 1;
      if (last >= 0) deleted += remove.run(rows[last]!.first_id).changes;
      return dead >= 0 || rows.length < PRUNE_CHUNK;
    });
    if (done) return deleted;
  }
}

/** Drains `DRAIN_AFTER_MS` after the last drain began (at once on the next turn when that has passed). */
function drainSoon(state: ScorerState): void {
  if (state.timer) return;
  state.timer = setTimeout(
    () => {
      state.timer = null;
      if (!state.ctx.db.open) return;
      if (state.ctx.db.inTransaction) return drainSoon(state);
      drainScores(state.ctx.db);
    },
    Math.max(0, DRAIN_AFTER_MS - (performance.now() - state.lastDrainAt)),
  );
  state.timer.unref();
}

/**
 * A wallet call that the scorer reads was logged (call inside its transaction: platform/provider/wallet.ts);
 * returns its after-commit task: it drains at once when `DRAIN_EVERY` calls wait or the last drain is
 * `DRAIN_AFTER_MS` old (so a call after a quiet spell is scored and pushed at once, as inside its
 * transaction before), and otherwise when that time is up (calls in a busy spell share a batch).
 */
export function scoringLogged(ctx: PlatformContext): () => void {
  const state = stateOf(ctx);
  state.pending++;
  return () => {
    if (state.pending >= DRAIN_EVERY || performance.now() - state.lastDrainAt >= DRAIN_AFTER_MS) drainScores(ctx.db);
    else drainSoon(state);
  };
}

/** At the server's start: calls logged before a restart are scored soon, without waiting for a new one. */
export function watchScoring(ctx: PlatformContext): void {
  drainSoon(stateOf(ctx));
}
