import type { PlatformContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import type { EngineName } from './games.ts';
import type { SessionRow } from './sessions.ts';

/**
 * Round pacing (docs/api/provider.md "Pacing"): a round reserves its engine's minimum duration, and
 * the player's next round, in any tab, game session or engine, may start only after it. Signed-in
 * players are paced per player (`player_pacing`); a guest's demo session, which has no player, per
 * session. The claim is one conditional write, so concurrent requests cannot both pass.
 */

/** UKGC RTS 14: a slot spin lasts at least 2.5 s. The rocket's shortest flight on the page is ~0.75 s; a round is 1 s at least. */
export const MIN_ROUND_MS: Record<EngineName, number> = { slot: 2_500, rocket: 1_000 };
export const SLOT_MIN_SPIN_MS = MIN_ROUND_MS.slot;

/** Claims the next round for the session's player, or throws 429 `too_fast`. */
export function pace(ctx: PlatformContext, session: SessionRow): void {
  const now = ctx.clock.now();
  const length = MIN_ROUND_MS[session.engine];
  const claimed =
    session.user_id !== null
      ? ctx.db
          .prepare(
            `INSERT INTO player_pacing (user_id, next_round_at_ms) VALUES (?, ?)
             ON CONFLICT (user_id) DO UPDATE SET next_round_at_ms = excluded.next_round_at_ms WHERE player_pacing.next_round_at_ms <= ?`,
          )
          .run(session.user_id, now + length, now).changes
      : ctx.db
          .prepare('UPDATE provider_sessions SET last_round_at_ms = ? WHERE id = ? AND (last_round_at_ms IS NULL OR last_round_at_ms <= ?)')
          .run(now, session.id, now - length).changes;
  if (claimed === 0) throw new HttpError(429, { base: [`A round lasts at least ${length / 1000} seconds`] }, 'too_fast');
}
