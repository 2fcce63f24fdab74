/**
 * A channel's publication stream: a bounded ring of the latest publications (size and TTL, as
 * Centrifugo's `history_size` / `history_ttl`), the top offset and the stream's epoch. History is a
 * cache for recovery after short disconnects, never the source of truth.
 */
import { randomBytes } from 'node:crypto';

export interface HistoryOptions {
  size: number;
  ttlMs: number;
}

export interface StoredPublication {
  offset: number;
  /** `data` as JSON text, serialised once at publish time. */
  dataJson: string;
  publishedAt: number;
}

/** A new random epoch per stream incarnation: a client holding another epoch cannot recover. */
export const newEpoch = () => randomBytes(6).toString('base64url');

export class ChannelStream {
  readonly epoch = newEpoch();
  /** Offset of the latest publication (0 before the first). */
  top = 0;
  lastActivityAt: number;
  private readonly ring: StoredPublication[] = [];

  constructor(
    private readonly options: HistoryOptions,
    now: number,
  ) {
    this.lastActivityAt = now;
  }

  append(dataJson: string, now: number): number {
    this.top += 1;
    this.lastActivityAt = now;
    this.ring.push({ offset: this.top, dataJson, publishedAt: now });
    if (this.ring.length > this.options.size) this.ring.shift();
    this.prune(now);
    return this.top;
  }

  /**
   * Every publication after `offset`, in order; `null` when they are not all still held (the
   * offset is ahead of the stream, or part of the gap left the ring or expired): never partial.
   */
  since(offset: number, now: number): StoredPublication[] | null {
    this.prune(now);
    if (offset === this.top) return [];
    if (offset > this.top) return null;
    const first = this.ring[0];
    if (!first || first.offset > offset + 1) return null;
    return this.ring.slice(offset + 1 - first.offset);
  }

  get size(): number {
    return this.ring.length;
  }

  /** Drops publications older than the TTL. */
  prune(now: number): void {
    while (this.ring.length > 0 && this.ring[0]!.publishedAt + this.options.ttlMs <= now) this.ring.shift();
  }
}
