/**
 * A Centrifugo client for the modern JSON protocol (the one centrifuge-js 5 speaks): connect with
 * a JWT, subscribe, publications, server pings, reconnect with backoff, and recovery by epoch +
 * offset so a reconnecting page misses nothing.
 *
 * Hand-written because of size: centrifuge-js 5.8 is 20.4 KB brotli and does not tree-shake
 * (measured with esbuild, minified), twice the whole first-render budget of an affiliate widget;
 * this file is about 1.6 KB brotli. It implements only what our widgets need (no presence, RPC,
 * client publish, protobuf or emulation transports).
 */

export type PublicationHandler = (data: unknown, channel: string) => void;

export interface RealtimeOptions {
  /** Socket URL and token, fetched again before every (re)connect. */
  credentials: () => Promise<{ url: string; token: string }>;
  WebSocket?: typeof WebSocket;
  /** Called when a resubscription could not recover every missed publication (reload over HTTP). */
  onUnrecovered?: (channel: string) => void;
  minReconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
  /** Grace on top of the server's ping interval before the connection counts as dead. */
  maxServerPingDelayMs?: number;
}

interface ChannelState {
  handlers: Set<PublicationHandler>;
  epoch?: string;
  offset?: number;
  subscribed: boolean;
}

interface Reply {
  id?: number;
  error?: { code: number; message: string; temporary?: boolean };
  connect?: { client: string; ping?: number; pong?: boolean };
  subscribe?: { epoch?: string; offset?: number; recoverable?: boolean; recovered?: boolean; was_recovering?: boolean; publications?: { data: unknown; offset?: number }[] };
  push?: { channel?: string; pub?: { data: unknown; offset?: number }; disconnect?: { code: number; reason: string } };
}

const TOKEN_EXPIRED = 109;
const TERMINAL = (code: number) => (code >= 3500 && code < 4000) || (code >= 4500 && code < 5000);

export class RealtimeClient {
  readonly #options: RealtimeOptions;
  readonly #channels = new Map<string, ChannelState>();
  readonly #pending = new Map<number, (reply: Reply) => void>();
  #socket: WebSocket | null = null;
  #nextId = 1;
  #connected = false;
  #attempt = 0;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  #pingTimer: ReturnType<typeof setTimeout> | undefined;
  #pingIntervalMs = 25_000;
  #answerPings = false;
  #stopped = true;

  constructor(options: RealtimeOptions) {
    this.#options = options;
  }

  get connected(): boolean {
    return this.#connected;
  }

  /** Channels with at least one handler (what unmount must bring back to zero). */
  get channelCount(): number {
    return this.#channels.size;
  }

  /** Subscribes `handler` to `channel`; the returned function unsubscribes it. Connects lazily. */
  subscribe(channel: string, handler: PublicationHandler): () => void {
    let state = this.#channels.get(channel);
    if (!state) {
      state = { handlers: new Set(), subscribed: false };
      this.#channels.set(channel, state);
    }
    state.handlers.add(handler);
    if (this.#connected && !state.subscribed) this.#sendSubscribe(channel, state);
    else if (this.#stopped) this.#start();
    return () => this.#unsubscribe(channel, handler);
  }

  /** Reconnects with fresh credentials (after login or logout the token's user changes). */
  reconnect(): void {
    this.#close();
    if (this.#channels.size > 0) this.#start();
  }

  /** Closes the socket and forgets every subscription. */
  disconnect(): void {
    this.#channels.clear();
    this.#close();
  }

  #unsubscribe(channel: string, handler: PublicationHandler): void {
    const state = this.#channels.get(channel);
    if (!state) return;
    state.handlers.delete(handler);
    if (state.handlers.size > 0) return;
    this.#channels.delete(channel);
    if (state.subscribed && this.#connected) this.#send({ id: this.#nextId++, unsubscribe: { channel } });
    if (this.#channels.size === 0) this.#close();
  }

  #start(): void {
    this.#stopped = false;
    void this.#open();
  }

  async #open(): Promise<void> {
    let credentials: { url: string; token: string };
    try {
      credentials = await this.#options.credentials();
    } catch {
      this.#scheduleReconnect();
      return;
    }
    if (this.#stopped || this.#socket) return;
    const Socket = this.#options.WebSocket ?? WebSocket;
    const socket = new Socket(credentials.url);
    this.#socket = socket;
    socket.onopen = () => {
      // connect and every subscription in one frame (protocol batching), as centrifuge-js does.
      const connectId = this.#nextId++;
      this.#pending.set(connectId, (reply) => this.#onConnect(reply));
      const frames = [JSON.stringify({ id: connectId, connect: { token: credentials.token, name: 'casino-kit' } })];
      for (const [channel, state] of this.#channels) frames.push(this.#subscribeFrame(channel, state));
      socket.send(frames.join('\n'));
    };
    socket.onmessage = (event) => {
      this.#armPingTimer();
      for (const line of String(event.data).split('\n')) if (line.trim()) this.#onReply(JSON.parse(line) as Reply);
    };
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#connected = false;
      for (const state of this.#channels.values()) state.subscribed = false;
      this.#pending.clear();
      clearTimeout(this.#pingTimer);
      if (!TERMINAL(event.code)) this.#scheduleReconnect();
    };
  }

  #onConnect(reply: Reply): void {
    if (reply.error) {
      // An expired token is fetched again on the next attempt; other errors back off too.
      if (reply.error.code !== TOKEN_EXPIRED) this.#attempt++;
      this.#socket?.close();
      return;
    }
    this.#connected = true;
    this.#attempt = 0;
    this.#pingIntervalMs = (reply.connect?.ping ?? 25) * 1000;
    this.#answerPings = reply.connect?.pong === true;
    this.#armPingTimer();
  }

  #subscribeFrame(channel: string, state: ChannelState): string {
    const id = this.#nextId++;
    this.#pending.set(id, (reply) => this.#onSubscribed(channel, state, reply));
    const recover = state.epoch !== undefined && state.offset !== undefined;
    return JSON.stringify({ id, subscribe: { channel, ...(recover ? { recover: true, epoch: state.epoch, offset: state.offset } : {}) } });
  }

  #sendSubscribe(channel: string, state: ChannelState): void {
    this.#socket?.send(this.#subscribeFrame(channel, state));
  }

  #onSubscribed(channel: string, state: ChannelState, reply: Reply): void {
    if (reply.error || !reply.subscribe) return;
    if (this.#channels.get(channel) !== state) return;
    const result = reply.subscribe;
    state.subscribed = true;
    if (result.was_recovering && !result.recovered) this.#options.onUnrecovered?.(channel);
    for (const publication of result.publications ?? []) this.#deliver(channel, state, publication);
    if (result.epoch !== undefined) state.epoch = result.epoch;
    if (result.offset !== undefined && (state.offset === undefined || result.offset > state.offset)) state.offset = result.offset;
  }

  #onReply(reply: Reply): void {
    if (reply.id !== undefined) {
      const resolve = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      resolve?.(reply);
      return;
    }
    const push = reply.push;
    if (!push) {
      if (this.#answerPings) this.#send({});
      return;
    }
    if (push.disconnect) {
      if (TERMINAL(push.disconnect.code)) this.#stopped = true;
      this.#socket?.close();
      return;
    }
    const state = push.channel ? this.#channels.get(push.channel) : undefined;
    if (state && push.pub && push.channel) this.#deliver(push.channel, state, push.pub);
  }

  #deliver(channel: string, state: ChannelState, publication: { data: unknown; offset?: number }): void {
    if (publication.offset !== undefined) {
      if (state.offset !== undefined && publication.offset <= state.offset) return;
      state.offset = publication.offset;
    }
    for (const handler of state.handlers) handler(publication.data, channel);
  }

  #send(command: object): void {
    if (this.#socket?.readyState === 1) this.#socket.send(JSON.stringify(command));
  }

  #armPingTimer(): void {
    clearTimeout(this.#pingTimer);
    if (!this.#connected) return;
    this.#pingTimer = setTimeout(() => this.#socket?.close(), this.#pingIntervalMs + (this.#options.maxServerPingDelayMs ?? 10_000));
  }

  #scheduleReconnect(): void {
    if (this.#stopped || this.#channels.size === 0) return;
    const min = this.#options.minReconnectDelayMs ?? 500;
    const max = this.#options.maxReconnectDelayMs ?? 20_000;
    const delay = Math.min(max, min * 2 ** this.#attempt) * (0.5 + Math.random() / 2);
    this.#attempt++;
    clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = setTimeout(() => void this.#open(), delay);
  }

  #close(): void {
    this.#stopped = true;
    clearTimeout(this.#reconnectTimer);
    clearTimeout(this.#pingTimer);
    const socket = this.#socket;
    this.#socket = null;
    this.#connected = false;
    this.#pending.clear();
    for (const state of this.#channels.values()) state.subscribed = false;
    socket?.close();
  }
}
