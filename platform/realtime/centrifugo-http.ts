/**
 * Publishes through a real Centrifugo's server HTTP API (scale-out path): `POST <apiUrl>/publish`
 * with `X-API-Key` and `{channel, data}`. Centrifugo reports API errors with HTTP 200 and an
 * `error` object, so the body is always checked. Publishing is fire-and-forget for the caller:
 * failures are retried a bounded number of times, then logged, never thrown. Publications of one
 * channel are sent one after another so a later balance never overtakes an earlier one.
 */
import type { Publisher } from './publisher.ts';

export interface CentrifugoHttpOptions {
  apiUrl: string;
  apiKey: string;
  /** Attempts per publication, the first included (default 3). */
  attempts?: number;
  /** Per-attempt timeout (default 2 s). */
  timeoutMs?: number;
  /** Wait before the n-th retry: backoffMs · 2^(n-1) (default 100 ms). */
  backoffMs?: number;
  /** Publications waiting or in flight beyond this are dropped and logged (default 10,000). */
  maxPending?: number;
  log?: (message: string) => void;
}

export type PublishOutcome = { ok: true; offset?: number; epoch?: string } | { ok: false; reason: string };

class RetryableError extends Error {}

export class CentrifugoHttpPublisher implements Publisher {
  private readonly endpoint: string;
  private readonly attempts: number;
  private readonly timeoutMs: number;
  private readonly backoffMs: number;
  private readonly maxPending: number;
  private readonly log: (message: string) => void;
  /** Tail of each channel's send chain. */
  private readonly tails = new Map<string, Promise<PublishOutcome>>();
  private pending = 0;

  constructor(private readonly options: CentrifugoHttpOptions) {
    this.endpoint = `${options.apiUrl.replace(/\/+$/, '')}/publish`;
    this.attempts = Math.max(1, options.attempts ?? 3);
    this.timeoutMs = options.timeoutMs ?? 2_000;
    this.backoffMs = options.backoffMs ?? 100;
    this.maxPending = options.maxPending ?? 10_000;
    this.log = options.log ?? ((message) => console.warn(`[realtime] ${message}`));
  }

  publish(channel: string, data: unknown): void {
    void this.send(channel, data);
  }

  /** The same as `publish`, with the outcome (tests, diagnostics). Never rejects. */
  send(channel: string, data: unknown): Promise<PublishOutcome> {
    if (this.pending >= this.maxPending) {
      this.log(`publish to ${channel} dropped: ${this.pending} publications pending`);
      return Promise.resolve({ ok: false, reason: 'queue full' });
    }
    let body: string;
    try {
      body = JSON.stringify({ channel, data: data ?? null });
    } catch (error) {
      this.log(`publish to ${channel} failed: ${String(error)}`);
      return Promise.resolve({ ok: false, reason: 'unserialisable data' });
    }
    this.pending += 1;
    const previous = this.tails.get(channel) ?? Promise.resolve<PublishOutcome>({ ok: true });
    const next = previous.then(() => this.deliver(channel, body));
    this.tails.set(channel, next);
    return next.finally(() => {
      this.pending -= 1;
      if (this.tails.get(channel) === next) this.tails.delete(channel);
    });
  }

  /** Resolves once every publication sent so far has been delivered or given up. */
  async flush(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }

  private async deliver(channel: string, body: string): Promise<PublishOutcome> {
    let reason = '';
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, this.backoffMs * 2 ** (attempt - 2)));
      try {
        return await this.attempt(body);
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
        if (!(error instanceof RetryableError)) break;
      }
    }
    this.log(`publish to ${channel} failed: ${reason}`);
    return { ok: false, reason };
  }

  private async attempt(body: string): Promise<PublishOutcome> {
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-API-Key': this.options.apiKey },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new RetryableError(`network: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500 || response.status === 429) throw new RetryableError(`HTTP ${response.status}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    let reply: { result?: { offset?: number; epoch?: string }; error?: { code?: number; message?: string; temporary?: boolean } };
    try {
      reply = JSON.parse(text) as typeof reply;
    } catch {
      throw new Error('answer is not JSON');
    }
    if (reply.error) {
      const message = `error ${reply.error.code ?? '?'}: ${reply.error.message ?? ''}`;
      // Centrifugo marks transient API errors (e.g. 100 internal) as temporary.
      if (reply.error.temporary || reply.error.code === 100) throw new RetryableError(message);
      throw new Error(message);
    }
    return { ok: true, offset: reply.result?.offset, epoch: reply.result?.epoch };
  }
}
