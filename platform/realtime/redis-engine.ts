/**
 * The hub's Redis engine (docs/api/realtime.md "Engines"), after Centrifugo's own: with
 * `REDIS_URL` set, every channel's stream (epoch, top offset, bounded history) lives in Redis, so
 * that every node appends to the same stream and a client may recover on any node.
 *
 * - Publishing is one Lua script, atomic in Redis: it increments the channel's offset in its meta
 *   hash, appends the publication to the channel's capped stream, refreshes both TTLs and PUBLISHes
 *   `<offset>:<epoch>:<data>` on the channel's topic. A channel nobody holds a position in (no meta
 *   hash: nobody subscribed within the recovery window) gets nothing, as with the memory engine.
 *   Scripts go down one connection in call order, so a channel's publications keep their order.
 * - A node SUBSCRIBEs to a channel's topic while it has local subscribers and delivers what
 *   arrives; a subscribe subscribes to the topic FIRST, then reads the stream's position (and
 *   history, to recover), and the hub merges what arrived meanwhile by offset (hub.ts).
 * - The meta hash holds the epoch (created by the first subscribe, kept across node restarts) and
 *   lives for the recovery window after the last publication or the last node's touch; a node
 *   touches the channels it has subscribers on from its housekeeping round.
 */
import type { Redis } from 'ioredis';
import type { Cluster } from '../cluster.ts';
import type { StoredPublication } from './history.ts';
import type { PublishOptions } from './publisher.ts';

/** Key prefix of everything the hub keeps in Redis (docs/api/realtime.md "Engines"). */
const PREFIX = 'casino:rt:';
/** The `{…}` hash tag keeps a channel's keys in one slot should Redis Cluster ever hold them. */
const metaKey = (channel: string) => `${PREFIX}{${channel}}:meta`;
const streamKey = (channel: string) => `${PREFIX}{${channel}}:stream`;
const topicOf = (channel: string) => `${PREFIX}${channel}`;

/**
 * KEYS: meta, stream. ARGV: topic, data JSON, published at (ms), history size, TTL (ms), version and key
 * ('' for none). Returns the offset, 0 when kept nowhere, -1 when a newer state of the key was published.
 */
const PUBLISH_LUA = `
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then return 0 end
if ARGV[6] ~= '' then
  local field = 'v:' .. ARGV[7]
  local last = redis.call('hget', KEYS[1], field)
  if last and tonumber(last) > tonumber(ARGV[6]) then return -1 end
  redis.call('hset', KEYS[1], field, ARGV[6])
end
local offset = redis.call('hincrby', KEYS[1], 's', 1)
redis.call('pexpire', KEYS[1], ARGV[5])
redis.call('xadd', KEYS[2], 'MAXLEN', ARGV[4], offset .. '-0', 'd', ARGV[2], 't', ARGV[3])
redis.call('pexpire', KEYS[2], ARGV[5])
redis.call('publish', ARGV[1], offset .. ':' .. epoch .. ':' .. ARGV[2])
return offset
`;

/**
 * KEYS: meta, stream. ARGV: a new epoch (used when the channel has none), TTL (ms), since ('' =
 * position only), history size. Returns { epoch, top, entries? } — entries after `since`, oldest first.
 */
const READ_LUA = `
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[1]
  redis.call('hset', KEYS[1], 'e', epoch, 's', 0)
end
redis.call('pexpire', KEYS[1], ARGV[2])
local top = tonumber(redis.call('hget', KEYS[1], 's'))
if ARGV[3] == '' or tonumber(ARGV[3]) >= top then return { epoch, top } end
return { epoch, top, redis.call('xrange', KEYS[2], (tonumber(ARGV[3]) + 1) .. '-0', '+', 'COUNT', ARGV[4]) }
`;

export interface EngineOptions {
  historySize: number;
  historyTtlMs: number;
  log: (message: string) => void;
}

/** A publication as a node receives it from Redis. */
export interface SharedPublication {
  offset: number;
  epoch: string;
  dataJson: string;
}

/** A channel's stream as read at subscribe time: `missed` null = not all still held (or not asked: undefined). */
export interface StreamRead {
  epoch: string;
  top: number;
  missed?: StoredPublication[] | null;
}

type ScriptClient = Redis & {
  casinoRtPublish(meta: string, stream: string, topic: string, data: string, at: number, size: number, ttl: number, version: string, key: string): Promise<number>;
  casinoRtRead(meta: string, stream: string, epoch: string, ttl: number, since: string, size: number): Promise<[string, number, [string, string[]][]?]>;
};

export class RedisEngine {
  private readonly redis: ScriptClient;
  private readonly subscriber: Redis;
  private readonly onMessage: (topic: string, message: string) => void;
  private readonly onClose: () => void;
  private dropped = 0;
  private droppedLoggedAt = 0;

  constructor(
    cluster: Cluster,
    private readonly options: EngineOptions,
    handlers: { publication: (channel: string, publication: SharedPublication) => void; lost: () => void },
  ) {
    this.redis = cluster.redis as ScriptClient;
    this.subscriber = cluster.subscriber;
    if (!this.redis.casinoRtPublish) this.redis.defineCommand('casinoRtPublish', { numberOfKeys: 2, lua: PUBLISH_LUA });
    if (!this.redis.casinoRtRead) this.redis.defineCommand('casinoRtRead', { numberOfKeys: 2, lua: READ_LUA });
    this.onMessage = (topic, message) => {
      if (!topic.startsWith(PREFIX)) return;
      const first = message.indexOf(':');
      const second = message.indexOf(':', first + 1);
      const offset = Number(message.slice(0, first));
      if (first < 1 || second < 0 || !Number.isSafeInteger(offset)) return;
      handlers.publication(topic.slice(PREFIX.length), { offset, epoch: message.slice(first + 1, second), dataJson: message.slice(second + 1) });
    };
    // Publications may have been lost while the subscriber connection was down.
    this.onClose = () => handlers.lost();
    this.subscriber.on('message', this.onMessage);
    this.subscriber.on('close', this.onClose);
  }

  /**
   * Fire and forget; a failure is logged and the publication dropped (it follows a committed
   * transaction). With `order`, a publication older than one of the same key already in the stream is
   * dropped by the script (two nodes' reads of a balance may reach Redis in the other order). During an outage one line per 10 s says how many were dropped, not one per publication.
   */
  publish(channel: string, dataJson: string, now: number, order?: PublishOptions): void {
    const { historySize, historyTtlMs } = this.options;
    const version = order ? String(order.version) : '';
    this.redis.casinoRtPublish(metaKey(channel), streamKey(channel), topicOf(channel), dataJson, now, historySize, historyTtlMs, version, order?.key ?? '').catch((error: unknown) => {
      this.dropped += 1;
      const wall = Date.now();
      if (wall - this.droppedLoggedAt < 10_000) return;
      this.options.log(`publish to ${channel} dropped: ${String(error)} (${this.dropped} dropped since the last such line)`);
      this.dropped = 0;
      this.droppedLoggedAt = wall;
    });
  }

  /** This node wants the channel's publications (resolves once Redis confirmed the SUBSCRIBE). */
  async listen(channel: string): Promise<void> {
    await this.subscriber.subscribe(topicOf(channel));
  }

  unlisten(channel: string): void {
    this.subscriber.unsubscribe(topicOf(channel)).catch(() => undefined);
  }

  /**
   * The channel's epoch and top offset (creating its epoch when it has none) and, when `since` is
   * given, the publications after it — `null` when they are not all still held (trimmed, expired,
   * or `since` ahead of the stream), never partial: the same rule as ChannelStream.since.
   */
  async read(channel: string, since: number | undefined, now: number, newEpoch: string): Promise<StreamRead> {
    const { historySize, historyTtlMs } = this.options;
    const [epoch, top, entries] = await this.redis.casinoRtRead(metaKey(channel), streamKey(channel), newEpoch, historyTtlMs, since === undefined ? '' : String(since), historySize);
    if (since === undefined) return { epoch, top };
    if (since === top) return { epoch, top, missed: [] };
    if (since > top || !entries) return { epoch, top, missed: null };
    const missed: StoredPublication[] = [];
    for (const [id, fields] of entries) {
      const field = (name: string) => fields[fields.indexOf(name) + 1] ?? '';
      missed.push({ offset: Number(id.slice(0, id.indexOf('-'))), dataJson: field('d'), publishedAt: Number(field('t')) });
    }
    const first = missed[0];
    // The gap must start right after `since`, end at the top and not have expired (history.ts prunes by age).
    if (!first || first.offset !== since + 1 || missed.length !== top - since || first.publishedAt + historyTtlMs <= now) return { epoch, top, missed: null };
    return { epoch, top, missed };
  }

  /** Keeps the channels' epochs for another recovery window (channels with subscribers on this node). */
  touch(channels: string[]): void {
    if (channels.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const channel of channels) pipeline.pexpire(metaKey(channel), this.options.historyTtlMs);
    pipeline.exec().catch((error: unknown) => this.options.log(`keeping ${channels.length} channels failed: ${String(error)}`));
  }

  /** Detaches from the connections (the cluster closes them). */
  stop(): void {
    this.subscriber.off('message', this.onMessage);
    this.subscriber.off('close', this.onClose);
  }
}
