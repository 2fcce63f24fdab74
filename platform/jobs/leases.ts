import type { Db } from '../db/database.ts';

/**
 * A clock job's lease (`job_leases`, migration 074; docs/operations.md "Several nodes"): one row per
 * job, taken or renewed by one atomic UPDATE when it is free, expired or already this node's. SQLite
 * serialises writers across processes, so of two nodes asking at once exactly one gets it.
 */

function statements(db: Db) {
  return {
    create: db.prepare<[string]>('INSERT INTO job_leases (name) VALUES (?) ON CONFLICT DO NOTHING'),
    take: db.prepare<{ name: string; node: string; now: number; until: number }>(
      `UPDATE job_leases SET holder = @node, lease_until_ms = @until, taken_at_ms = CASE WHEN holder = @node AND lease_until_ms >= @now THEN taken_at_ms ELSE @now END
       WHERE name = @name AND (lease_until_ms < @now OR holder = @node)`,
    ),
    release: db.prepare<[string, string]>('UPDATE job_leases SET lease_until_ms = 0 WHERE name = ? AND holder = ?'),
    holder: db.prepare<[string], string>('SELECT holder FROM job_leases WHERE name = ?').pluck(),
    takeFrom: db.prepare<{ name: string; node: string; dead: string; now: number; until: number }>(
      'UPDATE job_leases SET holder = @node, lease_until_ms = @until, taken_at_ms = @now WHERE name = @name AND holder = @dead',
    ),
  };
}

/** The job's row exists (once per job and process; the lease stays free until taken). */
export function registerLease(db: Db, name: string): void {
  statements(db).create.run(name);
}

/** Takes or renews the lease until `now + leaseMs`; false when another node holds it. */
export function takeLease(db: Db, name: string, node: string, now: number, leaseMs: number): boolean {
  return statements(db).take.run({ name, node, now, until: now + leaseMs }).changes === 1;
}

/**
 * Takes the lease from a holder known to be dead (`isDead`, e.g. a process of this machine that is gone)
 * without waiting for its expiry; false when the holder is alive or changed meanwhile.
 */
export function takeLeaseFromDead(db: Db, name: string, node: string, now: number, leaseMs: number, isDead: (holder: string) => boolean): boolean {
  const sql = statements(db);
  const holder = sql.holder.get(name);
  if (!holder || holder === node || !isDead(holder)) return false;
  return sql.takeFrom.run({ name, node, dead: holder, now, until: now + leaseMs }).changes === 1;
}

/** Gives the lease up (a clean stop): another node may take it on its next tick, without waiting for the expiry. */
export function releaseLease(db: Db, name: string, node: string): void {
  statements(db).release.run(name, node);
}
