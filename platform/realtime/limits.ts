/**
 * Per-connection and per-address caps of the socket (docs/api/realtime.md#limits): a token bucket
 * for the commands one connection sends, and a count of open sockets per client address.
 */

/** Token bucket: `burst` commands at once, refilled at `perSecond`; time from the hub's clock. */
export class CommandBucket {
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = burst;
    this.refilledAt = now;
  }

  /** Takes one token; false when the connection has used up its allowance. */
  take(now: number): boolean {
    if (now > this.refilledAt) {
      this.tokens = Math.min(this.burst, this.tokens + ((now - this.refilledAt) / 1000) * this.perSecond);
      this.refilledAt = now;
    }
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Open sockets per client address; `max` 0 means no cap. */
export class AddressCounter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts one more socket from `address`, or refuses it (false) when the address is at the cap. */
  acquire(address: string): boolean {
    const count = this.counts.get(address) ?? 0;
    if (this.max > 0 && count >= this.max) return false;
    this.counts.set(address, count + 1);
    return true;
  }

  /** One socket from `address` closed (an address with none left is forgotten). */
  release(address: string): void {
    const count = this.counts.get(address) ?? 0;
    if (count <= 1) this.counts.delete(address);
    else this.counts.set(address, count - 1);
  }
}
