/**
 * Ties a player's socket to the login session its token was issued for (docs/api/realtime.md#token,
 * issue 11): a token whose session ended is refused, and the live sockets of a session are closed
 * the moment it ends — whichever code path ends it (sign-out, revoking a session from the account
 * page, a password reset revoking them all, a row deleted).
 *
 * Every such path writes `sessions.revoked_at` (or deletes the row), so the session store itself
 * reports it through a change feed (platform/db/changes.ts): on SQLite a TEMP trigger on this
 * process's connection, inside the writer's transaction, which may still roll back, so the feed only
 * notes the session id; after the current task the session is looked up again and its sockets are
 * closed only if it really ended. On PostgreSQL the feed hears every node's commits.
 *
 * On SQLite the trigger sees only this process's writes. With `REDIS_URL` (several nodes), the node that saw a
 * session end also PUBLISHes its id on the session-ended bus (`casino:sessions:ended`), and every
 * other node closes that session's sockets on it, after the same check in the database
 * (docs/api/realtime.md "Engines").
 */
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { watchChanges } from '../db/changes.ts';
import type { Hub } from './hub.ts';

/** The session-ended bus: `<node id> <session id>` (docs/api/realtime.md "Engines"). */
export const SESSION_ENDED_TOPIC = 'casino:sessions:ended';

/** Whether login session `sid` is live for `userId`: exists, theirs, not revoked, not past its absolute expiry. */
export function sessionLiveCheck(ctx: Pick<PlatformContext, 'db' | 'clock'>): (sid: string, userId: string) => boolean {
  return (sid, userId) => {
    if (!/^[1-9]\d{0,15}$/.test(sid) || !/^[1-9]\d{0,15}$/.test(userId)) return false;
    // Idle expiry (30 min) cannot end a session before its token (15 min) does: fetching a fresh
    // token is an HTTP request on that session, which keeps it alive.
    const live = ctx.db
      .prepare<[number, number, string], number>('SELECT 1 FROM sessions WHERE id = ? AND user_id = ? AND revoked_at IS NULL AND expires_at > ?')
      .pluck()
      .get(Number(sid), Number(userId), iso(ctx.clock.now()));
    return live === 1;
  };
}

/**
 * Closes a login session's sockets when the session store says it ended, on this node and, through
 * the cluster's bus, on every other. Resolves to the detach function once the bus is listened to.
 */
export async function watchSessionEnds(ctx: Pick<PlatformContext, 'db' | 'clock' | 'cluster'>, hub: Hub): Promise<() => void> {
  const pending = new Set<number>();
  let scheduled: NodeJS.Immediate | undefined;
  const stillOpen = (id: number) => ctx.db.prepare<[number], number>('SELECT 1 FROM sessions WHERE id = ? AND revoked_at IS NULL').pluck().get(id) === 1;
  let attached = true;
  const { cluster } = ctx;
  const closeIfEnded = (id: number) => {
    try {
      // Still there and not revoked: the transaction that touched it rolled back.
      if (stillOpen(id)) return false;
      hub.disconnectLoginSession(String(id));
      return true;
    } catch (error) {
      // A background task must never crash the process; the token check still refuses it.
      console.warn(`[realtime] closing the sockets of session ${id} failed: ${String(error)}`);
      return false;
    }
  };
  // Every node acts on every message, its own included (a second close finds no socket): nothing
  // depends on NODE_ID being unique, which only names the sender for diagnostics.
  const onBus = (topic: string, message: string) => {
    if (topic !== SESSION_ENDED_TOPIC || !attached || !ctx.db.open) return;
    const id = message.slice(message.lastIndexOf(' ') + 1);
    if (/^[1-9]\d{0,15}$/.test(id)) closeIfEnded(Number(id));
  };
  if (cluster) {
    cluster.subscriber.on('message', onBus);
    await cluster.subscriber.subscribe(SESSION_ENDED_TOPIC);
  }

  const flush = () => {
    scheduled = undefined;
    if (!attached) return;
    const ids = [...pending];
    pending.clear();
    for (const id of ids) {
      if (closeIfEnded(id) && cluster) {
        cluster.redis.publish(SESSION_ENDED_TOPIC, `${cluster.nodeId} ${id}`).catch((error: unknown) => {
          // The other nodes' sockets of it still fail their next token check (sessionLiveCheck).
          console.warn(`[realtime] telling the other nodes that session ${id} ended failed: ${String(error)}`);
        });
      }
    }
  };

  const stopFeed = watchChanges(
    ctx.db,
    {
      name: 'socket_session',
      table: 'sessions',
      triggers: [
        { event: 'UPDATE', of: 'revoked_at', when: 'OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL', id: 'NEW.id' },
        { event: 'DELETE', id: 'OLD.id' },
      ],
    },
    (id) => {
      if (id === null) return;
      pending.add(id);
      scheduled ??= setImmediate(flush);
    },
  );

  return () => {
    attached = false;
    if (scheduled) clearImmediate(scheduled);
    cluster?.subscriber.off('message', onBus);
    stopFeed();
  };
}
