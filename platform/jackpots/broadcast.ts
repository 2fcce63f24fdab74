import type { PlatformContext } from '../context.ts';
import { loadJackpotView } from './store.ts';

export const JACKPOTS_CHANNEL = 'public:jackpots_changes';
export const DEFAULT_THROTTLE_MS = 1000;

/** Schedules the trailing flush; returns a cancel function. Tests pass a manual one. */
export interface TimerScheduler {
  schedule(run: () => void, delayMs: number): () => void;
}

export const realTimers: TimerScheduler = {
  schedule(run, delayMs) {
    const timer = setTimeout(run, delayMs);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/**
 * Publishes `public:jackpots_changes` at most once per jackpot per window. The first change in a
 * window goes out at once (decided on `ctx.clock`); later ones only mark the jackpot dirty, and one
 * timer per jackpot flushes the latest state when the window ends. Every publication reads the
 * committed state, so it always carries the newest amounts.
 */
export class JackpotBroadcaster {
  private readonly lastPublishedAt = new Map<number, number>();
  private readonly pending = new Map<number, () => void>();

  constructor(
    private readonly ctx: PlatformContext,
    readonly windowMs = DEFAULT_THROTTLE_MS,
    private readonly timers: TimerScheduler = realTimers,
  ) {}

  changed(jackpotId: number): void {
    const now = this.ctx.clock.now();
    const last = this.lastPublishedAt.get(jackpotId);
    if (last === undefined || now - last >= this.windowMs) {
      this.publish(jackpotId);
      return;
    }
    if (this.pending.has(jackpotId)) return;
    const cancel = this.timers.schedule(() => {
      this.pending.delete(jackpotId);
      this.publish(jackpotId);
    }, last + this.windowMs - now);
    this.pending.set(jackpotId, cancel);
  }

  /** Publishes every pending trailing update now (tests, shutdown). */
  flush(): void {
    for (const jackpotId of [...this.pending.keys()]) {
      this.pending.get(jackpotId)?.();
      this.pending.delete(jackpotId);
      this.publish(jackpotId);
    }
  }

  /** Drops pending updates without publishing (server close). */
  stop(): void {
    for (const cancel of this.pending.values()) cancel();
    this.pending.clear();
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  private publish(jackpotId: number): void {
    const cancel = this.pending.get(jackpotId);
    if (cancel) {
      cancel();
      this.pending.delete(jackpotId);
    }
    this.lastPublishedAt.set(jackpotId, this.ctx.clock.now());
    if (!this.ctx.db.open) return; // a trailing timer outliving the server
    const view = loadJackpotView(this.ctx.db, jackpotId);
    if (view) this.ctx.publisher.publish(JACKPOTS_CHANNEL, view);
  }
}

const broadcasters = new WeakMap<PlatformContext, JackpotBroadcaster>();

/** The platform's one broadcaster (created on first use with the defaults). */
export function jackpotBroadcaster(ctx: PlatformContext): JackpotBroadcaster {
  let broadcaster = broadcasters.get(ctx);
  if (!broadcaster) broadcasters.set(ctx, (broadcaster = new JackpotBroadcaster(ctx)));
  return broadcaster;
}

/** Replaces the broadcaster (window length, timers); returns the new one. */
export function configureJackpotBroadcast(ctx: PlatformContext, options: { windowMs?: number; timers?: TimerScheduler } = {}): JackpotBroadcaster {
  broadcasters.get(ctx)?.stop();
  const broadcaster = new JackpotBroadcaster(ctx, options.windowMs, options.timers);
  broadcasters.set(ctx, broadcaster);
  return broadcaster;
}
