import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/database.ts';

/**
 * The demo provider's round journal (`provider_rounds`, issue 11 M7, docs/api/provider.md "Round
 * journal and recovery"). A real round is written here with its outcome **before** the bet is
 * sent, and closed once the wallet has settled it (win), refused the bet, or rolled it back. A
 * round left open (process killed, wallet unreachable) is finished by `recovery.ts` with the same
 * transaction ids, so a replay is a duplicate, never a second payment. The provider keeps the game
 * session token of an open round (it needs it for the wallet calls, as any provider does) and
 * forgets it when the round closes.
 */
export type RoundState = 'open' | 'settled' | 'rolled_back' | 'refused';

export interface JournalRound {
  round_id: string;
  session_id: number;
  token: string;
  game_identifier: string;
  currency: string;
  stake_cents: number;
  win_cents: number;
  outcome: string;
  created_at_ms: number;
  /** The free-spin pack a free round is played with (its bet and rollback carry 0), else null (docs/api/provider.md "Free rounds"). */
  freespins_id: number | null;
}

function prepare(db: Db) {
  return {
    open: db.prepare(
      `INSERT INTO provider_rounds (round_id, session_id, token, game_identifier, currency, stake_cents, win_cents, outcome, state, created_at_ms, freespins_id)
       VALUES (@round_id, @session_id, @token, @game_identifier, @currency, @stake_cents, @win_cents, @outcome, 'open', @created_at_ms, @freespins_id)`,
    ),
    close: db.prepare<[string, string, string]>("UPDATE provider_rounds SET state = ?, token = NULL, closed_at = ? WHERE round_id = ? AND state = 'open'"),
    due: db.prepare<[number, number], JournalRound>(
      "SELECT round_id, session_id, token, game_identifier, currency, stake_cents, win_cents, outcome, created_at_ms, freespins_id FROM provider_rounds WHERE state = 'open' AND created_at_ms <= ? ORDER BY created_at_ms, id LIMIT ?",
    ),
  };
}

const cache = new WeakMap<Db, ReturnType<typeof prepare>>();
function statements(db: Db): ReturnType<typeof prepare> {
  let prepared = cache.get(db);
  if (!prepared) cache.set(db, (prepared = prepare(db)));
  return prepared;
}

/** Stores the round and its outcome, before any wallet call. */
export function openRound(ctx: PlatformContext, round: JournalRound): void {
  statements(ctx.db).open.run(round);
}

/** Closes an open round (no-op when it is already closed). */
export function closeRound(ctx: PlatformContext, roundId: string, state: Exclude<RoundState, 'open'>): void {
  statements(ctx.db).close.run(state, iso(ctx.clock.now()), roundId);
}

/** Open rounds started at or before `startedBy` (ms), oldest first. */
export function dueRounds(ctx: PlatformContext, startedBy: number, limit: number): JournalRound[] {
  return statements(ctx.db).due.all(startedBy, limit);
}

/** The wallet-call fields every call of a round shares; the recovery pass rebuilds them identically. */
export const roundCall = (round: Pick<JournalRound, 'token' | 'round_id' | 'currency' | 'game_identifier'>) => ({
  token: round.token,
  round_id: round.round_id,
  currency: round.currency,
  game: round.game_identifier,
});

export const betId = (roundId: string) => `${roundId}:bet`;
/** What the round's bet took from the wallet: its stake, or 0 for a free round (the stake is the pack's bet level). */
export const betAmount = (round: Pick<JournalRound, 'stake_cents' | 'freespins_id'>) => (round.freespins_id === null ? round.stake_cents : 0);
export const winId = (roundId: string) => `${roundId}:win`;
export const rollbackId = (roundId: string) => `${roundId}:rollback`;
