import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';

export const TELEMETRY_KINDS = ['validation', 'utm_set', 'utm_send', 'game_start', 'transaction', 'log', 'performance', 'network_performance', 'pwa'] as const;
export type TelemetryKind = (typeof TELEMETRY_KINDS)[number];

/**
 * Deletes telemetry rows older than the retention window (`TELEMETRY_RETENTION_DAYS`,
 * docs/operations.md), by platform time; one kind at a time so each delete walks the
 * `(kind, created_at)` index. Run hourly by platform/telemetry/routes.ts. Returns rows deleted.
 */
export function pruneTelemetry(ctx: Pick<PlatformContext, 'db' | 'clock' | 'config'>): number {
  const cutoff = iso(ctx.clock.now() - ctx.config.telemetryRetentionMs);
  const remove = ctx.db.prepare('DELETE FROM telemetry_events WHERE kind = ? AND created_at < ?');
  let deleted = 0;
  for (const kind of TELEMETRY_KINDS) deleted += remove.run(kind, cutoff).changes;
  return deleted;
}

/** Append-only writes of the telemetry area; payloads arrive already validated and bounded. */
export function telemetryStore(ctx: PlatformContext) {
  const insertEvent = ctx.db.prepare('INSERT INTO telemetry_events (kind, user_id, ip, payload, created_at) VALUES (?, ?, ?, ?, ?)');
  const insertContact = ctx.db.prepare('INSERT INTO contact_messages (user_id, email, content, ip, created_at) VALUES (?, ?, ?, ?, ?)');
  const restoreId = ctx.db.prepare<[string, string], string>('SELECT restore_id FROM chat_restore_ids WHERE internal_id = ? AND project = ?').pluck();
  const upsertRestoreId = ctx.db.prepare(
    'INSERT INTO chat_restore_ids (internal_id, project, restore_id, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(internal_id, project) DO UPDATE SET restore_id = excluded.restore_id, updated_at = excluded.updated_at',
  );
  const now = () => iso(ctx.clock.now());

  return {
    record(kind: TelemetryKind, userId: number | null, ip: string, payload: unknown): void {
      insertEvent.run(kind, userId, ip, JSON.stringify(payload), now());
    },
    contact(userId: number | null, email: string, content: string, ip: string): void {
      insertContact.run(userId, email, content, ip, now());
    },
    restoreId(internalId: string, project: string): string | null {
      return restoreId.get(internalId, project) ?? null;
    },
    setRestoreId(internalId: string, project: string, value: string): void {
      upsertRestoreId.run(internalId, project, value, now());
    },
  };
}
