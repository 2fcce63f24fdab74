/**
 * Whether the platform answers (docs/integration.md "When the platform is unreachable"). The HTTP
 * client reports every attempt: an answer with any status means reachable; a network error, or no
 * answer within the slow window (8 s), means unreachable after the first such attempt, while the
 * client's own retries go on in the background. While unreachable, a probe runs with backoff so a
 * page whose loads have all given up still notices the platform coming back. Framework-free and
 * tiny: it sits in every widget's core.
 */
export type ReachabilityListener = (reachable: boolean) => void;

export interface ReachabilityOptions {
  /** A cheap request whose answer (any status) proves the platform is back. */
  probe?: () => Promise<unknown>;
  /** Probe delays: min · 2^n ms, capped at max (defaults 2 s, 30 s). */
  probeMinMs?: number;
  probeMaxMs?: number;
  /** Told of every change (the core reports the loss on its bus); not a subscriber. */
  onChange?: ReachabilityListener;
}

export class Reachability {
  #reachable = true;
  /** When the last answer arrived (ms since epoch), null before the first one. */
  #lastAnswerAt: number | null = null;
  readonly #listeners = new Set<ReachabilityListener>();
  #probe: (() => Promise<unknown>) | undefined;
  readonly #probeMinMs: number;
  readonly #probeMaxMs: number;
  #probeTimer: ReturnType<typeof setTimeout> | undefined;
  #probeAttempt = 0;
  readonly #onChange: ReachabilityListener | undefined;

  constructor(options: ReachabilityOptions = {}) {
    this.#probe = options.probe;
    this.#probeMinMs = options.probeMinMs ?? 2_000;
    this.#probeMaxMs = options.probeMaxMs ?? 30_000;
    this.#onChange = options.onChange;
  }

  get reachable(): boolean {
    return this.#reachable;
  }

  get lastAnswerAt(): number | null {
    return this.#lastAnswerAt;
  }

  setProbe(probe: () => Promise<unknown>): void {
    this.#probe = probe;
  }

  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe(listener: ReachabilityListener): () => void {
    this.#listeners.add(listener);
    if (!this.#reachable) this.#scheduleProbe();
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#stopProbe();
    };
  }

  /** The platform answered (any HTTP status). */
  answered(): void {
    this.#lastAnswerAt = Date.now();
    this.#stopProbe();
    this.#probeAttempt = 0;
    if (!this.#reachable) this.#set(true);
  }

  /** An attempt failed without an answer, or is taking longer than the slow window. */
  failed(): void {
    if (this.#reachable) this.#set(false);
    this.#scheduleProbe();
  }

  /** Probe at once (a "Try again" button); the client also wakes its sleeping retries. */
  probeNow(): void {
    if (this.#reachable) return;
    this.#stopProbe();
    this.#runProbe();
  }

  #set(reachable: boolean): void {
    this.#reachable = reachable;
    this.#onChange?.(reachable);
    for (const listener of [...this.#listeners]) listener(reachable);
  }

  #scheduleProbe(): void {
    // Only while someone shows the state: an unmounted page holds no timer.
    if (this.#probeTimer !== undefined || !this.#probe || this.#listeners.size === 0) return;
    const delay = Math.min(this.#probeMaxMs, this.#probeMinMs * 2 ** this.#probeAttempt);
    this.#probeAttempt++;
    this.#probeTimer = setTimeout(() => {
      this.#probeTimer = undefined;
      this.#runProbe();
    }, delay);
  }

  #runProbe(): void {
    // The probe goes through the client, which reports its outcome here (answered/failed).
    this.#probe?.().catch(() => undefined);
  }

  #stopProbe(): void {
    clearTimeout(this.#probeTimer);
    this.#probeTimer = undefined;
  }
}
