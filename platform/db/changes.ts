import pg from 'pg';
import type { Db } from './types.ts';
import { PostgresDb } from './postgres/database.ts';

/**
 * Change feeds (docs/architecture.md "Decisions", docs/operations.md "PostgreSQL"): tells this process
 * "rows of table T changed (id …)", for the process-local state that follows a table (the sockets of
 * ended login sessions, platform/realtime/revocation.ts; the player-groups cache,
 * platform/competitions/groups-cache.ts).
 *
 * - SQLite: a TEMP trigger calls a function registered on this connection, inside the writer's
 *   transaction (which may still roll back: callers check the table again later). It sees this
 *   connection's writes only; the Redis session bus carries what matters to the other nodes.
 * - PostgreSQL: a trigger calls `pg_notify`, which PostgreSQL delivers on COMMIT only, to every node;
 *   each node holds one LISTEN connection (async, on the main thread, reconnecting; on a reconnect
 *   every feed hears `null`: something may have changed unseen). The triggers are created here, on
 *   first use, under an advisory lock (no migration file: the schema stays the twin of SQLite's).
 *   This node's own writes to the table are also reported at once, with no id, when the statement
 *   runs (as SQLite's trigger does), so a cache never serves its own stale rows until the notification.
 *
 * Install outside a transaction (a rolled-back transaction would take the triggers along).
 */
export interface FeedTrigger {
  event: 'INSERT' | 'UPDATE' | 'DELETE';
  /** UPDATE OF these columns only. */
  of?: string;
  /** A condition on OLD/NEW, the same text on both engines. */
  when?: string;
  /** The id reported: `NEW.id` / `OLD.id`, or nothing. */
  id?: 'NEW.id' | 'OLD.id';
}

export interface FeedSpec {
  /** Names the triggers, function and channel: `[a-z_]+`, unique per feed. */
  name: string;
  table: string;
  triggers: FeedTrigger[];
}

/** Starts the feed; returns its stop (drops the SQLite triggers; on PostgreSQL stops listening). */
export function watchChanges(db: Db, spec: FeedSpec, onChange: (id: number | null) => void): () => void {
  if (!/^[a-z_]+$/.test(spec.name) || !/^[a-z_]+$/.test(spec.table)) throw new Error(`not a feed name: ${spec.name} on ${spec.table}`);
  return db instanceof PostgresDb ? watchPostgres(db, spec, onChange) : watchSqlite(db, spec, onChange);
}

function watchSqlite(db: Db, spec: FeedSpec, onChange: (id: number | null) => void): () => void {
  const fn = `ck_${spec.name}_changed`;
  db.function(fn, { deterministic: false }, (id: unknown) => {
    onChange(typeof id === 'number' || typeof id === 'bigint' ? Number(id) : null);
    return null;
  });
  const names = spec.triggers.map((_, index) => `ck_${spec.name}_${index}`);
  db.exec(
    spec.triggers
      .map(
        (trigger, index) =>
          `CREATE TEMP TRIGGER IF NOT EXISTS ${names[index]} AFTER ${trigger.event}${trigger.of ? ` OF ${trigger.of}` : ''} ON main.${spec.table}${trigger.when ? ` WHEN ${trigger.when}` : ''} BEGIN SELECT ${fn}(${trigger.id ?? 'NULL'}); END;`,
      )
      .join('\n'),
  );
  return () => {
    if (db.open) db.exec(names.map((name) => `DROP TRIGGER IF EXISTS temp.${name};`).join('\n'));
  };
}

/** The advisory lock key under which nodes create feed triggers (any constant all nodes share). */
const FEED_LOCK = 0x636b6664;

function watchPostgres(db: PostgresDb, spec: FeedSpec, onChange: (id: number | null) => void): () => void {
  const channel = `ck_${spec.name}`;
  db.underLock(FEED_LOCK, () => {
    db.exec(
      spec.triggers
        .map((trigger, index) => {
          const name = `ck_${spec.name}_${index}`;
          const payload = trigger.id ? `CAST(${trigger.id} AS TEXT)` : "''";
          return `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('${channel}', ${payload}); RETURN NULL; END $$;
            CREATE OR REPLACE TRIGGER ${name} AFTER ${trigger.event}${trigger.of ? ` OF ${trigger.of}` : ''} ON ${spec.table} FOR EACH ROW${trigger.when ? ` WHEN (${trigger.when})` : ''} EXECUTE FUNCTION ${name}();`;
        })
        .join('\n'),
    );
  });
  const local = () => onChange(null);
  db.onWrite(spec.table, local);
  const listener = listenerOf(db);
  listener.add(channel, onChange);
  return () => {
    db.offWrite(spec.table, local);
    listener.remove(channel, onChange);
  };
}

interface Listener {
  /** Settles once every feed added so far is listened to (or the attempt failed). */
  ready: Promise<unknown>;
  add(channel: string, onChange: (id: number | null) => void): void;
  remove(channel: string, onChange: (id: number | null) => void): void;
}

const listeners = new WeakMap<PostgresDb, Listener>();

/** The node's one LISTEN connection to its database, ended with the database. */
function listenerOf(db: PostgresDb): Listener {
  const known = listeners.get(db);
  if (known) return known;
  const feeds = new Map<string, Set<(id: number | null) => void>>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** The connection's commands, one after another (pg wants no overlapping queries). */
  let queue: Promise<unknown> = Promise.resolve();
  const command = (target: pg.Client, sql: string) => (queue = queue.then(() => target.query(sql)).catch(() => undefined));
  const tell = (channel: string, id: number | null) => {
    for (const onChange of feeds.get(channel) ?? []) {
      try {
        onChange(id);
      } catch (error) {
        console.warn(`[db] change feed ${channel} failed: ${String(error)}`);
      }
    }
  };
  const connect = (reconnecting: boolean) => {
    if (closed) return;
    const next = new pg.Client({ connectionString: db.url, application_name: 'casino-kit-listen' });
    client = next;
    const fail = (error: unknown) => {
      if (client !== next || closed) return;
      client = null;
      next.end().catch(() => undefined);
      console.warn(`[db] change feed connection: ${String(error)} (reconnecting)`);
      retry = setTimeout(() => connect(true), 500);
      retry.unref();
    };
    next.on('error', fail);
    next.on('end', () => fail(new Error('connection ended')));
    next.on('notification', (message) => {
      const id = message.payload ? Number(message.payload) : null;
      tell(message.channel, id !== null && Number.isSafeInteger(id) ? id : null);
    });
    listener.ready = next
      .connect()
      .then(async () => {
        // Never keeps the process alive (as the worker of the Db, connection.ts).
        (next as unknown as { connection: { stream: { unref?: () => void } } }).connection.stream.unref?.();
        for (const channel of feeds.keys()) await command(next, `LISTEN ${channel}`);
        if (reconnecting) for (const channel of feeds.keys()) tell(channel, null);
      })
      .catch(fail);
  };
  const listener: Listener = {
    ready: Promise.resolve(),
    add(channel, onChange) {
      let set = feeds.get(channel);
      if (!set) {
        feeds.set(channel, (set = new Set()));
        if (client) listener.ready = command(client, `LISTEN ${channel}`);
      }
      set.add(onChange);
      if (!client && !retry) connect(false);
    },
    remove(channel, onChange) {
      const set = feeds.get(channel);
      set?.delete(onChange);
      if (set && set.size === 0) {
        feeds.delete(channel);
        if (client) void command(client, `UNLISTEN ${channel}`);
      }
    },
  };
  db.onClose(() => {
    closed = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    current?.end().catch(() => undefined);
  });
  listeners.set(db, listener);
  return listener;
}

/** Resolves once this node listens to every feed started on `db` so far (a test's first write must not come earlier). */
export async function feedsListening(db: Db): Promise<void> {
  if (db instanceof PostgresDb) await listeners.get(db)?.ready;
}
