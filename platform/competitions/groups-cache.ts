import { watchChanges } from '../db/changes.ts';
import type { Db } from '../db/database.ts';
import { groupsOfUser } from './store.ts';

/**
 * A player's groups for the bet path's audience check (docs/api/competitions.md "Hot path cost"): read
 * once per player instead of once per bet while a tournament with `group_ids` is active.
 *
 * As platform/realtime/revocation.ts does for sessions, the table reports its own changes (a change
 * feed, platform/db/changes.ts): any write to `user_groups` on this connection, whoever makes it
 * (platform/players/users.ts, the VIP status, an operator, a test's SQL), drops the whole cache; on
 * PostgreSQL so does every other node's, once committed. That change may still roll back, so until its transaction has ended (checked on the
 * next turns of the event loop) reads go to the table and fill nothing: the cache only ever holds
 * committed memberships. The platform holds one connection per database file (platform/server.ts), so
 * no other connection writes groups behind it. The trigger is created outside any transaction (a
 * transaction that rolled back would take it along): at the server's start (lifecycle.ts
 * `startLifecycle`), else on the first turn of the event loop outside a transaction after a read;
 * until then every read goes to the table.
 */
interface GroupsCache {
  byUser: Map<number, readonly number[]>;
  /** A change was seen and its transaction may not have ended yet: read through, fill nothing. */
  unsettled: boolean;
}

/** Bound of the cache: it starts over past this many players. */
const MAX_PLAYERS = 50_000;

const caches = new WeakMap<Db, GroupsCache>();
/** Databases with an install scheduled for when no transaction is open. */
const scheduled = new WeakSet<Db>();

/** Installs the cache of a database and its triggers (a no-op when installed, or inside a transaction: false). */
export function watchUserGroups(db: Db): boolean {
  if (caches.has(db)) return true;
  if (!db.open || db.inTransaction) return false;
  const cache: GroupsCache = { byUser: new Map(), unsettled: false };
  const settle = () => {
    if (db.open && db.inTransaction) setImmediate(settle);
    else cache.unsettled = false;
  };
  watchChanges(db, { name: 'user_groups', table: 'user_groups', triggers: [{ event: 'INSERT' }, { event: 'UPDATE' }, { event: 'DELETE' }] }, () => {
    cache.byUser.clear();
    if (!cache.unsettled) {
      cache.unsettled = true;
      setImmediate(settle);
    }
  });
  caches.set(db, cache);
  return true;
}

/** Installs the cache on a later turn of the event loop, once no transaction is open. */
function installSoon(db: Db): void {
  if (scheduled.has(db)) return;
  scheduled.add(db);
  const attempt = () => {
    if (!db.open) return;
    if (!watchUserGroups(db)) setImmediate(attempt);
  };
  setImmediate(attempt);
}

/** The player's groups (as `groupsOfUser`, store.ts), from the cache once it is installed and settled. */
export function cachedGroupsOfUser(db: Db, userId: number): readonly number[] {
  const cache = caches.get(db);
  if (!cache) {
    if (!watchUserGroups(db)) installSoon(db);
    return groupsOfUser(db, userId);
  }
  if (cache.unsettled) return groupsOfUser(db, userId);
  let groups = cache.byUser.get(userId);
  if (!groups) {
    if (cache.byUser.size >= MAX_PLAYERS) cache.byUser.clear();
    groups = groupsOfUser(db, userId);
    cache.byUser.set(userId, groups);
  }
  return groups;
}

/**
 * Drops the cached groups: another node may have changed `user_groups` (its writes fire no trigger of
 * this connection). The scorer calls it at the start of a batch when another connection committed
 * (outbox.ts, docs/operations.md "Process-local state").
 */
export function forgetUserGroups(db: Db): void {
  caches.get(db)?.byUser.clear();
}
