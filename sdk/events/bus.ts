import EventEmitter from 'eventemitter3';

/**
 * Everything a host, a widget or a parent page may listen to, with its payload. One bus per page
 * (see sdk/core.ts); the embed bridge forwards a subset of it to the parent frame.
 */
export interface CasinoEvents {
  /** Any 401: the session is over (docs/product/errors-and-network.md#unauthorised, spec 000 §8). */
  'auth-error': { path: string };
  login: { userId: number };
  logout: Record<string, never>;
  registration: { userId: number };
  /** A wallet changed (HTTP load or `balance` push). */
  balance: { currency: string; amount_cents: number; available_to_cashout_cents: number };
  locale: { locale: string };
  'deposit-result': { id: number; state: string; amount_cents: number; currency: string };
  'game-opened': { identifier: string; mode: 'real' | 'demo' };
  route: { path: string };
  /** A realtime publication, as docs/api/realtime.md (contract §6.2) re-emits it (`websocket.<name>`). */
  websocket: { channel: string; name: string; data: unknown };
  /** A failed load, a response that did not match its schema, a widget that could not load. */
  error: { name: string; message: string; path?: string };
}

export type CasinoEventName = keyof CasinoEvents;

export class EventBus {
  readonly #emitter = new EventEmitter();

  on<E extends CasinoEventName>(event: E, listener: (payload: CasinoEvents[E]) => void): () => void {
    this.#emitter.on(event, listener);
    return () => this.#emitter.off(event, listener);
  }

  once<E extends CasinoEventName>(event: E, listener: (payload: CasinoEvents[E]) => void): () => void {
    this.#emitter.once(event, listener);
    return () => this.#emitter.off(event, listener);
  }

  emit<E extends CasinoEventName>(event: E, payload: CasinoEvents[E]): void {
    this.#emitter.emit(event, payload);
  }

  listenerCount(event: CasinoEventName): number {
    return this.#emitter.listenerCount(event);
  }
}
