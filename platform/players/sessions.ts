import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';

export interface SessionView {
  id: number;
  ip: string | null;
  country: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

/** The player's live sessions (not revoked, not expired), newest first. */
export function activeSessions(ctx: PlatformContext, userId: number, currentSessionId: number | undefined): SessionView[] {
  const now = ctx.clock.now();
  const idleCutoff = iso(now - ctx.config.sessionIdleMs);
  const rows = ctx.db
    .prepare<[number, string, string], Omit<SessionView, 'current'>>(
      `SELECT id, ip, country, user_agent, created_at, last_seen_at FROM sessions
        WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? AND last_seen_at > ? ORDER BY id DESC`,
    )
    .all(userId, iso(now), idleCutoff);
  return rows.map((row) => ({ ...row, current: row.id === currentSessionId }));
}

/** Revokes one of the player's own sessions; false when it is not theirs or already gone. */
export function revokeOwnSession(ctx: PlatformContext, userId: number, sessionId: number): boolean {
  const { changes } = ctx.db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL')
    .run(iso(ctx.clock.now()), sessionId, userId);
  return changes === 1;
}

/** Revokes every session of the player, except `keepSessionId` when given (password change). */
export function revokeAllSessions(ctx: PlatformContext, userId: number, keepSessionId?: number): number {
  const { changes } = ctx.db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND id != ?')
    .run(iso(ctx.clock.now()), userId, keepSessionId ?? -1);
  return changes;
}
