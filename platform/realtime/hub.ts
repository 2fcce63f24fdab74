/**
 * The built-in realtime hub: a single-node analogue of Centrifugo's memory engine. It is the
 * default `Publisher` (services publish into it) and serves the client sessions of the socket
 * route. A publication is serialised once per channel and the same bytes are written to every
 * subscriber; each channel keeps a bounded history (size + TTL) with epoch and offsets for recovery.
 *
 * Memory is bounded (docs/api/realtime.md#limits): a channel exists only while it has subscribers
 * and, after its last subscriber left, for the recovery window (`historyTtlMs`), at most
 * `maxIdleChannels` such idle channels (the oldest go first). A publication to a channel that does
 * not exist is delivered to nobody and kept nowhere: no client holds a position in it.
 *
 * Two engines hold the channels' streams (docs/api/realtime.md "Engines"): the memory engine (this
 * file's `channels`, one node) and, with `REDIS_URL`, the Redis engine (redis-engine.ts), where
 * every node appends to the same streams and delivers what Redis relays to its own subscribers;
 * then this node keeps only the channels it has subscribers on (`shared`).
 */
import type { Clock } from '../clock.ts';
import type { Cluster } from '../cluster.ts';
import { canSubscribe, isSubscribable } from './channels.ts';
import { ChannelStream, newEpoch, type StoredPublication } from './history.ts';
import { DISCONNECTS, ERRORS, FLAG_REJECT_UNRECOVERED, PING_FRAME, publicationFrame, textFrame, type DisconnectCode, type ProtocolError, type SubscribeRequest } from './protocol.ts';
import type { PublishOptions, Publisher } from './publisher.ts';
import { RedisEngine, type SharedPublication } from './redis-engine.ts';
import { ClientSession, type PreparedFrame, type SessionHost, type SubscribeOutcome, type TokenCheck, type Transport } from './session.ts';
import { verifySocketToken } from './token.ts';

export interface HubOptions {
  clock: Clock;
  /** Server ping period; 0 disables pings (default 25 s, Centrifugo's `client.ping_interval`). */
  pingIntervalMs?: number;
  /** How long a pinged client has to answer (default 8 s, Centrifugo's `client.pong_timeout`). */
  pongTimeoutMs?: number;
  /** Run the ping/housekeeping timers by themselves (default true); tests may drive them instead. */
  autoTimers?: boolean;
  historySize?: number;
  /** History TTL, and the recovery window an idle channel (no subscribers) is kept for. */
  historyTtlMs?: number;
  /** Channels without subscribers kept for recovery at most; beyond, the longest idle go first. */
  maxIdleChannels?: number;
  /** Subscriptions per connection (then error 106). */
  maxChannelsPerClient?: number;
  /** Commands one connection may send at once, then `commandsPerSecond`; over it: close 3013. 0 = no cap. */
  commandBurst?: number;
  commandsPerSecond?: number;
  /** Open sockets per client address (socket.ts refuses more with HTTP 429). 0 = no cap. */
  maxConnectionsPerAddress?: number;
  /** A subscriber with more unsent bytes than this is disconnected as slow (3008). */
  slowClientBytes?: number;
  log?: (message: string) => void;
  /** The Redis engine's connections (`REDIS_URL`); unset: the memory engine. */
  cluster?: Cluster;
}

export const HUB_DEFAULTS = {
  pingIntervalMs: 25_000,
  pongTimeoutMs: 8_000,
  historySize: 100,
  historyTtlMs: 10 * 60_000,
  maxIdleChannels: 10_000,
  maxChannelsPerClient: 32,
  commandBurst: 100,
  commandsPerSecond: 20,
  maxConnectionsPerAddress: 100,
  slowClientBytes: 4 * 1024 * 1024,
} as const;

interface ChannelState {
  stream: ChannelStream;
  subscribers: Set<ClientSession>;
}

/** A channel of the Redis engine on this node: its subscribers, and those still subscribing. */
interface SharedChannel {
  /**
   * Each subscriber's position in the stream: a publication at or before it is not sent again (it
   * may arrive on the subscriber connection after the position was read on the other), one that
   * skips an offset or comes with another epoch means publications were lost (3010, recover).
   */
  subscribers: Map<ClientSession, { epoch: string; offset: number }>;
  /** Subscribes between the topic's SUBSCRIBE and their reply: what arrives meanwhile waits here. */
  pending: Map<ClientSession, SharedPublication[]>;
  /** The topic's SUBSCRIBE. */
  listening: Promise<void>;
  /** When this node last kept the channel's epoch alive (housekeeping, engine.touch). */
  touchedAt: number;
}

export class Hub implements Publisher, SessionHost {
  private readonly clock: Clock;
  private readonly settings: Required<Omit<HubOptions, 'clock' | 'log' | 'cluster'>>;
  private readonly log: (message: string) => void;
  private readonly channels = new Map<string, ChannelState>();
  /** Channels without subscribers, longest idle first (a Set keeps insertion order). */
  private readonly idle = new Set<string>();
  private readonly sessions = new Set<ClientSession>();
  /** Channel names published on although no client may subscribe to them (warned once each). */
  private readonly warned = new Set<string>();
  private secret: string | undefined;
  private sessionLive: ((sid: string, userId: string) => boolean) | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private pongTimer: NodeJS.Timeout | undefined;
  /** The Redis engine's touches when there is no ping round to run them (pings disabled). */
  private touchTimer: NodeJS.Timeout | undefined;
  /** The Redis engine, when the hub runs on one (then `channels` stays empty and `shared` is used). */
  private readonly engine: RedisEngine | undefined;
  private readonly shared = new Map<string, SharedChannel>();

  constructor(options: HubOptions) {
    this.clock = options.clock;
    this.log = options.log ?? ((message) => console.warn(`[realtime] ${message}`));
    this.settings = {
      pingIntervalMs: options.pingIntervalMs ?? HUB_DEFAULTS.pingIntervalMs,
      pongTimeoutMs: options.pongTimeoutMs ?? HUB_DEFAULTS.pongTimeoutMs,
      autoTimers: options.autoTimers ?? true,
      historySize: options.historySize ?? HUB_DEFAULTS.historySize,
      historyTtlMs: options.historyTtlMs ?? HUB_DEFAULTS.historyTtlMs,
      maxIdleChannels: options.maxIdleChannels ?? HUB_DEFAULTS.maxIdleChannels,
      maxChannelsPerClient: options.maxChannelsPerClient ?? HUB_DEFAULTS.maxChannelsPerClient,
      commandBurst: options.commandBurst ?? HUB_DEFAULTS.commandBurst,
      commandsPerSecond: options.commandsPerSecond ?? HUB_DEFAULTS.commandsPerSecond,
      maxConnectionsPerAddress: options.maxConnectionsPerAddress ?? HUB_DEFAULTS.maxConnectionsPerAddress,
      slowClientBytes: options.slowClientBytes ?? HUB_DEFAULTS.slowClientBytes,
    };
    if (options.cluster) {
      this.engine = new RedisEngine(
        options.cluster,
        { historySize: this.settings.historySize, historyTtlMs: this.settings.historyTtlMs, log: this.log },
        { publication: (channel, publication) => this.deliverShared(channel, publication), lost: () => this.sharedStateLost() },
      );
    }
  }

  /** Which engine holds the channels' streams (docs/api/realtime.md "Engines"). */
  get engineName(): 'memory' | 'redis' {
    return this.engine ? 'redis' : 'memory';
  }

  /** The HS256 secret connection tokens are verified with (set by the socket route). */
  setSecret(secret: string): void {
    this.secret = secret;
  }

  /**
   * How a player's token is tied to its login session (set by the socket route from the session
   * store, platform/realtime/revocation.ts): a token whose session is not live is refused.
   */
  setSessionCheck(live: (sid: string, userId: string) => boolean): void {
    this.sessionLive = live;
  }

  /** Open sockets allowed per client address (0 = no cap); socket.ts enforces it at the handshake. */
  get maxConnectionsPerAddress(): number {
    return this.settings.maxConnectionsPerAddress;
  }

  get commandLimit(): { burst: number; perSecond: number } {
    return { burst: this.settings.commandBurst, perSecond: this.settings.commandsPerSecond };
  }

  // ── Publisher ──────────────────────────────────────────────────────────────────────────────

  publish(channel: string, data: unknown, options?: PublishOptions): void {
    try {
      if (this.engine) {
        if (!isSubscribable(channel)) return this.warnIfUnsubscribable(channel);
        this.engine.publish(channel, JSON.stringify(data) ?? 'null', this.clock.now(), options);
        return;
      }
      const state = this.channels.get(channel);
      if (!state) {
        this.warnIfUnsubscribable(channel);
        return;
      }
      const dataJson = JSON.stringify(data) ?? 'null';
      const now = this.clock.now();
      const offset = state.stream.append(dataJson, now);
      if (state.subscribers.size === 0) return;
      // One serialisation and one framed buffer for every subscriber.
      const text = Buffer.from(publicationFrame(channel, dataJson, offset));
      const frame: PreparedFrame = { text, wire: textFrame(text) };
      for (const session of state.subscribers) this.deliver(session, frame);
    } catch (error) {
      // Publishing follows a committed money transaction: it must never throw into it.
      this.log(`publish to ${channel} failed: ${String(error)}`);
    }
  }

  /** A publication no client could ever receive is a bug in the publishing service: say so once. */
  private warnIfUnsubscribable(channel: string): void {
    const name = channel.replace(/#.*$/, '#');
    if (this.warned.has(name) || isSubscribable(channel)) return;
    this.warned.add(name);
    this.log(`publish to ${channel}: no client may subscribe to it (add it to platform/realtime/channels.ts)`);
  }

  private deliver(session: ClientSession, frame: PreparedFrame): void {
    try {
      if (session.transport.bufferedAmount > this.settings.slowClientBytes) session.disconnect(DISCONNECTS.slow);
      else session.sendPrepared(frame);
    } catch (error) {
      // One broken socket must not cost the other subscribers their copy.
      this.log(`delivery to ${session.id} failed: ${String(error)}`);
      session.disconnect(DISCONNECTS.writeError);
    }
  }

  // ── Sessions ───────────────────────────────────────────────────────────────────────────────

  /** A new socket: the returned session gets every text frame and the close. */
  attach(transport: Transport): ClientSession {
    const session = new ClientSession(this, transport);
    this.sessions.add(session);
    return session;
  }

  get pingIntervalSeconds(): number {
    return this.settings.pingIntervalMs / 1000;
  }

  now(): number {
    return this.clock.now();
  }

  async verifyToken(token: string): Promise<TokenCheck> {
    if (this.secret === undefined) return { ok: false, reason: 'no-secret' };
    const check = await verifySocketToken(this.secret, token, this.clock.now());
    if (!check.ok || check.claims.sub === '' || !this.sessionLive) return check;
    // A player's token must name its login session, and that session must still be live.
    const { sid, sub } = check.claims;
    if (sid === undefined) return { ok: false, reason: 'malformed' };
    return this.sessionLive(sid, sub) ? check : { ok: false, reason: 'ended' };
  }

  subscribe(session: ClientSession, request: SubscribeRequest): SubscribeOutcome | Promise<SubscribeOutcome> {
    const { channel } = request;
    if (session.channels.has(channel)) return { ok: false as const, error: ERRORS.alreadySubscribed };
    const verdict = canSubscribe(channel, session.userId ?? '');
    if (!verdict.ok) return verdict;
    if (session.channels.size >= this.settings.maxChannelsPerClient) return { ok: false as const, error: ERRORS.limitExceeded };
    if (this.engine) return this.subscribeShared(this.engine, session, request);

    const now = this.clock.now();
    const state = this.channelState(channel, now);
    const { stream } = state;
    const refuse = (error: ProtocolError) => {
      if (state.subscribers.size === 0) this.markIdle(channel, state, now);
      return { ok: false as const, error };
    };
    const position = { recoverable: true, epoch: stream.epoch, offset: stream.top };
    let result: object = position;
    if (request.recover) {
      // An empty epoch means "any epoch" (centrifuge-js sends none before it knows one).
      const sameStream = !request.epoch || request.epoch === stream.epoch;
      const missed = sameStream ? stream.since(request.offset ?? 0, now) : null;
      if (missed === null && (request.flag ?? 0) & FLAG_REJECT_UNRECOVERED) return refuse(ERRORS.unrecoverablePosition);
      result =
        missed === null
          ? { ...position, was_recovering: true, recovered: false }
          : {
              ...position,
              was_recovering: true,
              recovered: true,
              ...(missed.length > 0 ? { publications: missed.map((pub) => ({ data: JSON.parse(pub.dataJson) as unknown, offset: pub.offset })) } : {}),
            };
    }
    session.channels.add(channel);
    state.subscribers.add(session);
    this.idle.delete(channel);
    return { ok: true as const, result };
  }

  unsubscribe(session: ClientSession, channel: string): void {
    if (!session.channels.delete(channel)) return;
    if (this.engine) return this.leaveShared(this.engine, session, channel);
    const state = this.channels.get(channel);
    if (!state) return;
    state.subscribers.delete(session);
    if (state.subscribers.size === 0) this.markIdle(channel, state, this.clock.now());
  }

  /** The channel's last subscriber left: keep it for the recovery window, within the idle cap. */
  private markIdle(channel: string, state: ChannelState, now: number): void {
    state.stream.lastActivityAt = now;
    this.idle.delete(channel);
    this.idle.add(channel);
    for (const oldest of this.idle) {
      if (this.idle.size <= this.settings.maxIdleChannels) break;
      this.idle.delete(oldest);
      this.channels.delete(oldest);
    }
  }

  closed(session: ClientSession): void {
    for (const channel of [...session.channels]) this.unsubscribe(session, channel);
    this.sessions.delete(session);
  }

  /** The connected sessions of one user ('' = guests). */
  sessionsOf(userId: string): ClientSession[] {
    return [...this.sessions].filter((session) => session.connected && session.userId === userId);
  }

  /**
   * Closes (3011, the client reconnects with a fresh token) every connection authorised by the
   * login session `sid`, which has just ended. Returns how many.
   */
  disconnectLoginSession(sid: string): number {
    let count = 0;
    for (const session of [...this.sessions]) {
      if (session.loginSessionId !== sid) continue;
      session.disconnect(DISCONNECTS.sessionEnded);
      count += 1;
    }
    return count;
  }

  /** Disconnects every client (server shutdown: they reconnect elsewhere or later). */
  disconnectAll(code: DisconnectCode = DISCONNECTS.shutdown): void {
    for (const session of [...this.sessions]) session.disconnect(code);
  }

  // ── Ping, pong and housekeeping ────────────────────────────────────────────────────────────

  /** Starts the ping timers (no-op when disabled or already running). */
  start(): void {
    if (this.engine && this.settings.autoTimers && this.settings.pingIntervalMs <= 0 && !this.touchTimer) {
      this.touchTimer = setInterval(() => this.touchShared(this.clock.now()), this.settings.historyTtlMs / 8);
      this.touchTimer.unref();
    }
    if (!this.settings.autoTimers || this.settings.pingIntervalMs <= 0 || this.pingTimer) return;
    this.pingTimer = setInterval(() => {
      this.sendPings();
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => this.checkPongs(), this.settings.pongTimeoutMs);
      this.pongTimer.unref();
    }, this.settings.pingIntervalMs);
    this.pingTimer.unref();
  }

  stop(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    clearInterval(this.touchTimer);
    this.touchTimer = undefined;
    this.pingTimer = undefined;
    this.pongTimer = undefined;
  }

  /**
   * One ping round: pings connected clients (they must answer before `checkPongs`), closes
   * sessions that never connected (3007) or whose token ran out unrefreshed (3005), and forgets
   * idle channels.
   */
  sendPings(): void {
    const now = this.clock.now();
    for (const session of [...this.sessions]) {
      // A session whose frame (a connect, a refresh) is still being checked is judged next round.
      if (!session.connected) {
        if (session.handlingFrame) continue;
        if (session.seenUnconnected) session.disconnect(DISCONNECTS.stale);
        else session.seenUnconnected = true;
        continue;
      }
      if (session.awaitingPong) session.disconnect(DISCONNECTS.noPong);
      else if (session.expiresAtMs <= now && !session.handlingFrame) session.disconnect(DISCONNECTS.expired);
      else {
        session.awaitingPong = true;
        session.send(PING_FRAME);
      }
    }
    for (const [channel, state] of this.channels) {
      state.stream.prune(now);
      if (state.subscribers.size === 0 && state.stream.lastActivityAt + this.settings.historyTtlMs <= now) {
        this.channels.delete(channel);
        this.idle.delete(channel);
      }
    }
    this.touchShared(now);
  }

  /**
   * The Redis engine: keeps the epochs of the channels this node has subscribers on for another
   * recovery window (a channel's meta hash must not expire under its subscribers: a publication to
   * a channel without one is kept nowhere). Each at most every quarter of the window.
   */
  private touchShared(now: number): void {
    if (!this.engine) return;
    const due: string[] = [];
    for (const [channel, state] of this.shared) {
      if (state.touchedAt + this.settings.historyTtlMs / 4 > now) continue;
      state.touchedAt = now;
      due.push(channel);
    }
    this.engine.touch(due);
  }

  /** Disconnects (3012) every client that has not answered the last ping. */
  checkPongs(): void {
    for (const session of [...this.sessions]) if (session.connected && session.awaitingPong) session.disconnect(DISCONNECTS.noPong);
  }

  /** Counts for tests, the bench and operators. */
  stats(): { clients: number; channels: number; idleChannels: number; subscribers: Record<string, number> } {
    const subscribers: Record<string, number> = {};
    for (const [channel, state] of this.channels) if (state.subscribers.size > 0) subscribers[channel] = state.subscribers.size;
    for (const [channel, state] of this.shared) if (state.subscribers.size > 0) subscribers[channel] = state.subscribers.size;
    return { clients: this.sessions.size, channels: this.channels.size + this.shared.size, idleChannels: this.idle.size, subscribers };
  }

  /** Epoch and top offset of a channel (tests and diagnostics). */
  position(channel: string): { epoch: string; offset: number } | undefined {
    const state = this.channels.get(channel);
    return state && { epoch: state.stream.epoch, offset: state.stream.top };
  }

  /** Drops a channel's stream: its next publication starts a new epoch (as after a restart). */
  resetChannel(channel: string): void {
    const state = this.channels.get(channel);
    if (state) state.stream = new ChannelStream(this.historyOptions(), this.clock.now());
  }

  private channelState(channel: string, now: number): ChannelState {
    let state = this.channels.get(channel);
    if (!state) {
      state = { stream: new ChannelStream(this.historyOptions(), now), subscribers: new Set() };
      this.channels.set(channel, state);
    }
    return state;
  }

  private historyOptions() {
    return { size: this.settings.historySize, ttlMs: this.settings.historyTtlMs };
  }

  // ── The Redis engine (docs/api/realtime.md "Engines") ──────────────────────────────────────

  /**
   * Subscribes to the channel's topic FIRST, then reads the stream's position (and what the client
   * missed): a publication made in between arrives on the topic and waits in `pending`, so nothing
   * falls in the gap. The reply carries the position (and the recovered publications up to it);
   * once it is sent, the waiting publications past that position follow in order and the session
   * gets the channel's publications directly (Centrifugo's PubSubSync).
   */
  private async subscribeShared(engine: RedisEngine, session: ClientSession, request: SubscribeRequest): Promise<SubscribeOutcome> {
    const { channel } = request;
    let state = this.shared.get(channel);
    if (!state) {
      const listening = engine.listen(channel);
      listening.catch(() => undefined);
      state = { subscribers: new Map(), pending: new Map(), listening, touchedAt: this.clock.now() };
      this.shared.set(channel, state);
    }
    const waiting: SharedPublication[] = [];
    state.pending.set(session, waiting);
    session.channels.add(channel);
    const stillWanted = () => this.shared.get(channel) === state && state.pending.get(session) === waiting;
    let read;
    try {
      await state.listening;
      read = await engine.read(channel, request.recover ? (request.offset ?? 0) : undefined, this.clock.now(), newEpoch());
    } catch (error) {
      this.log(`subscribe to ${channel} failed: ${String(error)}`);
      if (stillWanted()) this.unsubscribe(session, channel);
      // Temporary: centrifuge-js subscribes again after a backoff.
      return { ok: false, error: ERRORS.internal };
    }
    // The session unsubscribed or closed meanwhile: its reply is not sent, or comes after the close.
    if (!stillWanted()) return { ok: false, error: ERRORS.internal };
    const { epoch, top } = read;
    const position = { recoverable: true, epoch, offset: top };
    let result: object = position;
    if (request.recover) {
      // An empty epoch means "any epoch" (centrifuge-js sends none before it knows one).
      const missed = !request.epoch || request.epoch === epoch ? read.missed : null;
      if (!missed && (request.flag ?? 0) & FLAG_REJECT_UNRECOVERED) {
        this.unsubscribe(session, channel);
        return { ok: false, error: ERRORS.unrecoverablePosition };
      }
      result = !missed ? { ...position, was_recovering: true, recovered: false } : { ...position, was_recovering: true, recovered: true, ...recoveredPublications(missed) };
    }
    const afterReply = () => {
      if (!stillWanted()) return;
      state.pending.delete(session);
      const at = { epoch, offset: top };
      state.subscribers.set(session, at);
      for (const publication of waiting) this.deliverShared1(session, at, publication, () => this.sharedFrame(channel, publication));
    };
    return { ok: true, result, afterReply };
  }

  private leaveShared(engine: RedisEngine, session: ClientSession, channel: string): void {
    const state = this.shared.get(channel);
    if (!state) return;
    state.subscribers.delete(session);
    state.pending.delete(session);
    if (state.subscribers.size > 0 || state.pending.size > 0) return;
    this.shared.delete(channel);
    engine.unlisten(channel);
    // The recovery window starts now, as an idle channel of the memory engine's.
    engine.touch([channel]);
  }

  /** A publication Redis relayed (this node's own included): to the channel's subscribers here. */
  private deliverShared(channel: string, publication: SharedPublication): void {
    const state = this.shared.get(channel);
    if (!state) return;
    for (const waiting of state.pending.values()) waiting.push(publication);
    if (state.subscribers.size === 0) return;
    // One serialisation and one framed buffer for every subscriber, as with the memory engine.
    let frame: PreparedFrame | undefined;
    const prepared = () => (frame ??= this.sharedFrame(channel, publication));
    for (const [session, at] of state.subscribers) this.deliverShared1(session, at, publication, prepared);
  }

  /** One subscriber's copy, in stream order: nothing twice, no gap (see SharedChannel.subscribers). */
  private deliverShared1(session: ClientSession, at: { epoch: string; offset: number }, publication: SharedPublication, frame: () => PreparedFrame): void {
    if (publication.epoch === at.epoch && publication.offset <= at.offset) return;
    if (publication.epoch !== at.epoch || publication.offset !== at.offset + 1) {
      this.log(`${session.id}: publication ${publication.offset} after ${at.offset} (epoch ${publication.epoch}, was ${at.epoch}): reconnecting it to recover`);
      session.disconnect(DISCONNECTS.insufficientState);
      return;
    }
    at.offset = publication.offset;
    this.deliver(session, frame());
  }

  private sharedFrame(channel: string, publication: SharedPublication): PreparedFrame {
    const text = Buffer.from(publicationFrame(channel, publication.dataJson, publication.offset));
    return { text, wire: textFrame(text) };
  }

  /**
   * The subscriber connection to Redis closed: publications may be lost from now on, so every
   * client subscribed through it reconnects (3010) and recovers from its position once Redis is back.
   */
  private sharedStateLost(): void {
    const affected = new Set<ClientSession>();
    for (const state of this.shared.values()) {
      for (const session of state.subscribers.keys()) affected.add(session);
      for (const session of state.pending.keys()) affected.add(session);
    }
    for (const session of affected) session.disconnect(DISCONNECTS.insufficientState);
  }

  /** Detaches the Redis engine from the cluster's connections (server close; the cluster closes them). */
  detach(): void {
    this.engine?.stop();
  }
}

const recoveredPublications = (missed: StoredPublication[]) =>
  missed.length > 0 ? { publications: missed.map((pub) => ({ data: JSON.parse(pub.dataJson) as unknown, offset: pub.offset })) } : {};
