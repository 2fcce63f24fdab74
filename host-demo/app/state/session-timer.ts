/**
 * Session timer (docs/product/account-and-auth.md#session, spec 000 §4, §9; EE licence only): hh:mm:ss since sign-in, ticking each second,
 * kept across reloads in session storage and reset on logout.
 */
import { signal } from '@preact/signals-core';
import { formatSessionTimer, SESSION_TIMER_TICK_MS } from '../../../sdk/rules/constants.ts';
import { KEYS, readJson, remove, writeJson } from '../lib/storage.ts';

export class SessionTimer {
  readonly text = signal<string | null>(null);
  #timer: ReturnType<typeof setInterval> | undefined;
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Starts (or resumes after a reload) the count for a signed-in player. */
  start(): void {
    let startedAt = readJson<number | null>('session', KEYS.sessionTimer, null);
    if (typeof startedAt !== 'number' || startedAt > this.#now()) {
      startedAt = this.#now();
      writeJson('session', KEYS.sessionTimer, startedAt);
    }
    const tick = () => {
      this.text.value = formatSessionTimer(this.#now() - (startedAt as number));
    };
    tick();
    clearInterval(this.#timer);
    this.#timer = setInterval(tick, SESSION_TIMER_TICK_MS);
  }

  reset(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    remove('session', KEYS.sessionTimer);
    this.text.value = null;
  }
}
