/**
 * What the platform's nodes share when `REDIS_URL` is set (docs/operations.md "Several nodes"):
 * one Redis, reached through two ioredis connections — `redis` for commands (the realtime hub's
 * scripts, the rate limits' counters, the session-ended bus's PUBLISH) and `subscriber`, in
 * subscriber mode, for what other nodes publish (docs/api/realtime.md "Engines"). Without
 * `REDIS_URL` there is no cluster object and every node-shared piece keeps to its process.
 *
 * A Redis outage never blocks a caller: commands fail at once while the connection is down (no
 * offline queue) and each user of the cluster decides what a failure means (the hub logs a
 * publication and drops it, a subscribe answers a temporary error the client retries, the rate
 * limits let the request through). ioredis reconnects by itself.
 */
import { Redis } from 'ioredis';

export interface Cluster {
  /** This node's name (`NODE_ID`). */
  nodeId: string;
  /** Commands. */
  redis: Redis;
  /** Subscriber mode only (SUBSCRIBE / UNSUBSCRIBE and their messages). */
  subscriber: Redis;
  /** Closes both connections; nothing of the cluster keeps the process alive afterwards. */
  close(): Promise<void>;
}

/** Connects to `url` (the start fails when Redis does not answer within `timeoutMs`). */
export async function connectCluster(url: string, nodeId: string, options: { timeoutMs?: number; log?: (message: string) => void } = {}): Promise<Cluster> {
  const log = options.log ?? ((message: string) => console.warn(`[cluster] ${message}`));
  const open = (role: string, autoPipelining: boolean) => {
    const connection = new Redis(url, {
      // Commands of one tick go out as one pipeline, in call order: a publish costs its caller about
      // half (7–10 µs against 14–25 µs, docs/api/realtime.md "Engines").
      enableAutoPipelining: autoPipelining,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // A command in flight when the connection broke is not sent twice (a publication would be).
      autoResendUnfulfilledCommands: false,
      connectTimeout: options.timeoutMs ?? 5_000,
      connectionName: `casino:${nodeId}:${role}`.replace(/\s/g, '_'),
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    let reported = false;
    connection.on('error', (error: Error) => {
      if (!reported) log(`${role} connection: ${error.message} (reconnecting)`);
      reported = true;
    });
    connection.on('ready', () => (reported = false));
    return connection;
  };
  const redis = open('commands', true);
  const subscriber = open('subscriber', false);
  try {
    await Promise.all([redis.connect(), subscriber.connect()]);
  } catch (error) {
    redis.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL: cannot reach Redis (${String(error)})`, { cause: error });
  }
  let closed: Promise<void> | undefined;
  return {
    nodeId,
    redis,
    subscriber,
    close: () =>
      (closed ??= Promise.all(
        [redis, subscriber].map(async (connection) => {
          try {
            if (connection.status === 'ready') await connection.quit();
          } catch {
            // already gone
          } finally {
            connection.disconnect();
          }
        }),
      ).then(() => undefined)),
  };
}
