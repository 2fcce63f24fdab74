/**
 * One client connection's protocol state: reads newline-batched commands in order, answers each
 * command that has an id (the replies of one frame go back in one frame), and keeps the connection's
 * user and subscriptions. Channel state and fan-out live in the hub.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { CommandBucket } from './limits.ts';
import type { SocketClaims } from './token.ts';
import {
  connectRequest,
  DISCONNECTS,
  ERRORS,
  refreshRequest,
  SERVER_VERSION,
  subscribeRequest,
  unsubscribeRequest,
  UNSERVED_METHODS,
  type DisconnectCode,
  type ProtocolError,
} from './protocol.ts';

/** What the session needs from a socket (a `ws` WebSocket satisfies it). */
export interface Transport {
  send(data: string | Buffer, options?: { binary?: boolean }): void;
  close(code?: number, reason?: string): void;
  readonly bufferedAmount: number;
  /** Writes an already framed WebSocket text message as it is (fan-out fast path), if supported. */
  sendWire?(wire: Buffer): void;
}

/** A publication serialised once for all subscribers: the JSON text and the same text framed. */
export interface PreparedFrame {
  text: Buffer;
  wire: Buffer;
}

/** `ended`: a player's token whose login session is over (signed out, revoked, reset). */
export type TokenCheck = { ok: true; claims: SocketClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'ended' | 'no-secret' };

/**
 * A subscribe's answer. The Redis engine answers asynchronously, and its `afterReply` runs right
 * after the reply frame was sent: the publications that arrived while it subscribed follow the
 * reply, never precede it (platform/realtime/hub.ts, docs/api/realtime.md "Engines").
 */
export type SubscribeOutcome = { ok: true; result: object; afterReply?: () => void } | { ok: false; error: ProtocolError };

/** The hub's side of a session (kept narrow so the session stays testable on its own). */
export interface SessionHost {
  readonly pingIntervalSeconds: number;
  /** Commands per connection: `burst` at once, then `perSecond` (docs/api/realtime.md#limits); burst 0 = no cap. */
  readonly commandLimit: { burst: number; perSecond: number };
  now(): number;
  /** Asynchronous (jose); the session checks a frame's tokens before it handles the frame. */
  verifyToken(token: string): Promise<TokenCheck>;
  subscribe(session: ClientSession, request: z.infer<typeof subscribeRequest>): SubscribeOutcome | Promise<SubscribeOutcome>;
  unsubscribe(session: ClientSession, channel: string): void;
  closed(session: ClientSession): void;
}

type Reply = Record<string, unknown>;
type CommandOutcome = 'pong' | { reply: Reply } | { disconnect: DisconnectCode; reply?: Reply };

export class ClientSession {
  readonly id = randomUUID();
  /** The token's `sub` once connected ('' for a guest); null before connect. */
  userId: string | null = null;
  /** The login session of a player's token (`sid`); undefined for guests. */
  loginSessionId: string | undefined;
  expiresAtMs = 0;
  readonly channels = new Set<string>();
  /** Set by a server ping, cleared by any frame from the client. */
  awaitingPong = false;
  /** Set when a housekeeping round saw this session not connected yet. */
  seenUnconnected = false;
  private closing = false;
  /** The frames received so far, handled in order (see handleFrame). */
  private queue: Promise<void> = Promise.resolve();
  private framesInFlight = 0;
  private readonly commands: CommandBucket | undefined;

  constructor(
    private readonly host: SessionHost,
    readonly transport: Transport,
  ) {
    const { burst, perSecond } = host.commandLimit;
    if (burst > 0) this.commands = new CommandBucket(burst, perSecond, host.now());
  }

  get connected(): boolean {
    return this.userId !== null && !this.closing;
  }

  get isClosing(): boolean {
    return this.closing;
  }

  /**
   * Handles one WebSocket text frame; resolves once its replies are sent. Frames are handled one
   * after another (a promise chain per connection): the tokens a frame carries are checked first,
   * asynchronously (jose, docs/architecture.md "Decisions"), then its commands are handled in one
   * go as they always were, so a connect reply still precedes the subscribe replies batched behind
   * it, all in one reply frame, and a later frame waits for an earlier one (docs/api/realtime.md).
   */
  handleFrame(text: string): Promise<void> {
    if (this.closing) return this.queue;
    this.awaitingPong = false;
    this.framesInFlight += 1;
    const run = this.queue.then(() => this.processFrame(text)).finally(() => (this.framesInFlight -= 1));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * A frame was received and is not handled yet (its tokens are being checked). The ping round
   * then neither closes the session as stale nor as expired: the connect or refresh it carries
   * arrived in time, as it would have been handled at once before the checks were asynchronous.
   */
  get handlingFrame(): boolean {
    return this.framesInFlight > 0;
  }

  private async processFrame(text: string): Promise<void> {
    if (this.closing) return;
    const commands = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map(parseCommand);
    // The command bucket never admits more than `burst` commands of one frame
    // (docs/api/realtime.md#limits): only their tokens are checked, so a long frame costs no more
    // checks than before, and the command past them closes the connection as the bucket would.
    const { burst } = this.host.commandLimit;
    const admitted = burst > 0 ? Math.min(burst, commands.length) : commands.length;
    const checks = await this.checkTokens(commands.slice(0, admitted));
    // The socket may have closed while the tokens were checked: the hub has forgotten the session.
    if (this.closing) return;
    const replies: string[] = [];
    const afterReply: (() => void)[] = [];
    for (const [index, command] of commands.entries()) {
      if (index >= admitted || (this.commands && !this.commands.take(this.host.now()))) {
        this.flush(replies);
        this.disconnect(DISCONNECTS.tooManyRequests);
        return;
      }
      // After a failed connect (e.g. 109) the optimistic subscribes batched behind it are dropped,
      // not answered with a disconnect: the client retries them after its next connect.
      if (this.userId === null && replies.length > 0) break;
      let outcome = this.handleCommand(command, checks, afterReply);
      // Only the Redis engine's subscribe is asynchronous; the memory engine's frame is handled in one go.
      if (outcome instanceof Promise) {
        outcome = await outcome;
        if (this.closing) return;
      }
      if (outcome === 'pong') continue;
      if ('disconnect' in outcome) {
        if (outcome.reply) replies.push(JSON.stringify(outcome.reply));
        this.flush(replies);
        this.disconnect(outcome.disconnect);
        return;
      }
      replies.push(JSON.stringify(outcome.reply));
    }
    this.flush(replies);
    for (const callback of afterReply) callback();
  }

  /**
   * Checks, before the frame is handled, every token its commands will need: a connect's only when
   * it is the first command of a session not yet connected (any other connect is refused without
   * a check), and every refresh's. Keyed by the token as `connect`/`refresh` will read it.
   */
  private async checkTokens(commands: unknown[]): Promise<Map<string, TokenCheck>> {
    const tokens = new Set<string>();
    commands.forEach((command, index) => {
      const { method, body } = methodOf(command);
      if (method === 'connect' && index === 0 && this.userId === null) {
        const request = connectRequest.safeParse(body ?? {});
        if (request.success) tokens.add(request.data.token ?? '');
      } else if (method === 'refresh') {
        const request = refreshRequest.safeParse(body);
        if (request.success) tokens.add(request.data.token);
      }
    });
    const checked = await Promise.all([...tokens].map(async (token) => [token, await this.host.verifyToken(token)] as const));
    return new Map(checked);
  }

  /** Closes with a Centrifugo disconnect code; the hub forgets the session at once. */
  disconnect({ code, reason }: DisconnectCode): void {
    if (this.closing) return;
    this.closing = true;
    this.host.closed(this);
    try {
      this.transport.close(code, reason);
    } catch {
      // the socket may already be gone
    }
  }

  /** The socket closed from the other side. */
  transportClosed(): void {
    if (this.closing) return;
    this.closing = true;
    this.host.closed(this);
  }

  send(frame: string | Buffer): void {
    if (this.closing) return;
    this.transport.send(frame, { binary: false });
  }

  sendPrepared(frame: PreparedFrame): void {
    if (this.closing) return;
    if (this.transport.sendWire) this.transport.sendWire(frame.wire);
    else this.transport.send(frame.text, { binary: false });
  }

  private flush(replies: string[]): void {
    if (replies.length > 0) this.send(replies.join('\n'));
  }

  private handleCommand(
    command: unknown,
    checks: ReadonlyMap<string, TokenCheck>,
    afterReply: (() => void)[],
  ): CommandOutcome | Promise<CommandOutcome> {
    if (typeof command !== 'object' || command === null || Array.isArray(command)) return { disconnect: DISCONNECTS.badRequest };
    const fields = command as Record<string, unknown>;
    const keys = Object.keys(fields);
    if (keys.length === 0) return 'pong';
    const id = fields.id;
    if (!(typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 0xffffffff)) {
      // Only `send` may come without an id; it carries nothing this hub uses.
      return keys.length === 1 && keys[0] === 'send' && this.connected ? 'pong' : { disconnect: DISCONNECTS.badRequest };
    }
    const { method, body } = methodOf(fields);
    if (method === undefined) return { disconnect: DISCONNECTS.badRequest };

    if (method === 'connect') return this.connect(id, body, checks);
    // Centrifugo: nothing before a successful connect.
    if (!this.connected) return { disconnect: DISCONNECTS.badRequest };
    switch (method) {
      case 'subscribe': {
        const request = subscribeRequest.safeParse(body);
        if (!request.success) return error(id, ERRORS.badRequest);
        const answer = (outcome: SubscribeOutcome): CommandOutcome => {
          if (!outcome.ok) return error(id, outcome.error);
          if (outcome.afterReply) afterReply.push(outcome.afterReply);
          return { reply: { id, subscribe: outcome.result } };
        };
        const outcome = this.host.subscribe(this, request.data);
        return outcome instanceof Promise ? outcome.then(answer) : answer(outcome);
      }
      case 'unsubscribe': {
        const request = unsubscribeRequest.safeParse(body);
        if (!request.success) return error(id, ERRORS.badRequest);
        this.host.unsubscribe(this, request.data.channel);
        return { reply: { id, unsubscribe: {} } };
      }
      case 'refresh':
        return this.refresh(id, body, checks);
      default:
        return error(id, UNSERVED_METHODS[method] ?? ERRORS.methodNotFound);
    }
  }

  private connect(id: number, body: unknown, checks: ReadonlyMap<string, TokenCheck>): { reply: Reply } | { disconnect: DisconnectCode; reply?: Reply } {
    if (this.userId !== null) return { disconnect: DISCONNECTS.badRequest };
    const request = connectRequest.safeParse(body ?? {});
    if (!request.success) return { disconnect: DISCONNECTS.badRequest, reply: error(id, ERRORS.badRequest).reply };
    const check = checkOf(checks, request.data.token ?? '');
    // Expired, or its login session ended: the client asks its getToken for a new one (a guest
    // token once signed out) and reconnects (error 109 keeps the socket).
    if (!check.ok && (check.reason === 'expired' || check.reason === 'ended')) return error(id, ERRORS.tokenExpired);
    if (!check.ok) return { disconnect: DISCONNECTS.invalidToken, reply: error(id, ERRORS.unauthorized).reply };
    this.userId = check.claims.sub;
    this.loginSessionId = check.claims.sid;
    this.expiresAtMs = check.claims.exp * 1000;
    const result: Reply = { client: this.id, version: SERVER_VERSION, ...this.expiry() };
    if (this.host.pingIntervalSeconds > 0) Object.assign(result, { ping: this.host.pingIntervalSeconds, pong: true });
    return { reply: { id, connect: result } };
  }

  private refresh(id: number, body: unknown, checks: ReadonlyMap<string, TokenCheck>): { reply: Reply } | { disconnect: DisconnectCode; reply?: Reply } {
    const request = refreshRequest.safeParse(body);
    if (!request.success) return error(id, ERRORS.badRequest);
    const check = checkOf(checks, request.data.token);
    if (!check.ok && (check.reason === 'expired' || check.reason === 'ended')) return error(id, ERRORS.tokenExpired);
    // Another user's token on this connection is as bad as a forged one.
    if (!check.ok || check.claims.sub !== this.userId) return { disconnect: DISCONNECTS.invalidToken, reply: error(id, ERRORS.unauthorized).reply };
    this.expiresAtMs = check.claims.exp * 1000;
    this.loginSessionId = check.claims.sid;
    return { reply: { id, refresh: { client: this.id, version: SERVER_VERSION, ...this.expiry() } } };
  }

  /** `expires`/`ttl` make centrifuge-js refresh the token (via getToken) before it runs out. */
  private expiry(): { expires: true; ttl: number } {
    return { expires: true, ttl: Math.max(1, Math.floor((this.expiresAtMs - this.host.now()) / 1000)) };
  }
}

const error = (id: number, protocolError: ProtocolError) => ({ reply: { id, error: protocolError } as Reply });

function parseCommand(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** A command's method is its one key besides `id` (the first one, if a client sends more). */
function methodOf(command: unknown): { method?: string; body?: unknown } {
  if (typeof command !== 'object' || command === null || Array.isArray(command)) return {};
  const fields = command as Record<string, unknown>;
  const method = Object.keys(fields).find((key) => key !== 'id');
  return method === undefined ? {} : { method, body: fields[method] };
}

/** checkTokens checked every token connect/refresh reads; a miss would be a bug, refused as forged. */
const checkOf = (checks: ReadonlyMap<string, TokenCheck>, token: string): TokenCheck => checks.get(token) ?? { ok: false, reason: 'malformed' };
