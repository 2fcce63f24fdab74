// The PostgreSQL `Db`'s worker thread (platform/db/postgres/connection.ts; docs/architecture.md
// "Decisions", the synchronous bridge): one `pg.Client`, one request at a time, answered through
// synckit (the caller waits with Atomics.wait). Plain JavaScript so that the thread needs no loader.
import { setImmediate } from 'node:timers';
import pg from 'pg';
import { runAsWorker } from 'synckit';

/** Set by a parser when a value does not fit a JS number; the request then fails (refused, never rounded). */
let unsafe = null;
const integer = (text) => {
  const number = Number(text);
  if (!Number.isSafeInteger(number)) unsafe ??= text;
  return number;
};
const numeric = (text) => {
  const number = Number(text);
  if (Number.isInteger(number) && !Number.isSafeInteger(number)) unsafe ??= text;
  return number;
};
const boolean = (text) => (text === 't' ? 1 : 0);
const types = {
  getTypeParser(oid, format) {
    if (oid === 20) return integer;
    if (oid === 1700) return numeric;
    if (oid === 16) return boolean;
    return pg.types.getTypeParser(oid, format);
  },
};

let client = null;
/** The connection failed (an `error` event): every later request says so. */
let broken = null;

function checked(result) {
  if (unsafe !== null) {
    const text = unsafe;
    unsafe = null;
    throw Object.assign(new Error(`integer ${text} is beyond Number.MAX_SAFE_INTEGER`), { code: 'CK_UNSAFE_INTEGER' });
  }
  return result;
}

runAsWorker(async (request) => {
  if (broken) throw broken;
  switch (request.op) {
    case 'open': {
      client = new pg.Client({ connectionString: request.url, types, application_name: request.application });
      client.on('error', (error) => {
        broken = Object.assign(new Error(`PostgreSQL connection lost: ${error.message}`), { code: error.code ?? 'CK_CONNECTION_LOST' });
      });
      await client.connect();
      return null;
    }
    case 'query': {
      unsafe = null;
      const result = await client.query({ name: request.name, text: request.text, values: request.values, rowMode: request.array ? 'array' : undefined });
      checked(null);
      return { rows: result.rows, rowCount: result.rowCount ?? 0, tables: request.tables ? result.fields.map((field) => field.tableID) : undefined, columns: request.tables ? result.fields.map((field) => field.name) : undefined };
    }
    case 'exec': {
      unsafe = null;
      await client.query(request.sql);
      return checked(null);
    }
    case 'simple': {
      // Statements by the simple protocol (no parameters): transaction control, settings. An array is
      // sent one statement after the other (the write turn's lock, then BEGIN), stopping at a failure.
      unsafe = null;
      let result = null;
      for (const sql of Array.isArray(request.sql) ? request.sql : [request.sql]) result = await client.query(sql);
      return checked(result?.rows ?? []);
    }
    case 'close': {
      const current = client;
      client = null;
      if (current) await current.end().catch(() => undefined);
      // Ends this thread once the answer is posted.
      setImmediate(() => process.exit(0));
      return null;
    }
    default:
      throw new Error(`unknown request ${String(request.op)}`);
  }
});
