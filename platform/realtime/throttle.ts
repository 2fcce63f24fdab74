/**
 * A per-key push throttle (docs/api/realtime.md "Throttled pushes"): the first touch of a key runs at
 * once, touches during the pause that follows run once when it ends. The task reads its data when it
 * runs, so the last state is always the one sent and a final state is never dropped. Timers are
 * unref'd (they never keep a process alive) and `stop()` clears them when the server closes.
 */
type Timer = ReturnType<typeof setTimeout>;

export class Throttle {
  private readonly pausing = new Map<number, { timer: Timer; pending: boolean }>();

  constructor(
    private readonly everyMs: number,
    private readonly run: (key: number) => void,
  ) {}

  touch(key: number): void {
    const pause = this.pausing.get(key);
    if (pause) {
      pause.pending = true;
      return;
    }
    this.fire(key);
  }

  private fire(key: number): void {
    try {
      this.run(key);
    } catch {
      // realtime never breaks a committed change
    }
    const timer = setTimeout(() => {
      const pause = this.pausing.get(key);
      this.pausing.delete(key);
      if (pause?.pending) this.fire(key);
    }, this.everyMs);
    timer.unref?.();
    this.pausing.set(key, { timer, pending: false });
  }

  stop(): void {
    for (const { timer } of this.pausing.values()) clearTimeout(timer);
    this.pausing.clear();
  }
}
