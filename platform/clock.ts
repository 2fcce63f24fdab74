/** Time is injected everywhere on the platform, so tests move it instead of sleeping. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to (tests). */
export class ManualClock implements Clock {
  constructor(private current = Date.parse('2026-11-21T12:00:00.000Z')) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(iso: string): void {
    this.current = Date.parse(iso);
  }
}

export const iso = (ms: number): string => new Date(ms).toISOString();

/** One day in milliseconds (validity and activation periods in days). */
export const DAY_MS = 86_400_000;
