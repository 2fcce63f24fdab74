/**
 * The affiliate postback hook (docs/api/affiliates.md "Postbacks", docs/operations.md "Affiliate postbacks"):
 * on a stag's registration and first deposit the platform POSTs a signed JSON body to the operator's
 * `AFFILIATE_POSTBACK_URL`.
 *
 * - Outbox: the event is a row of `affiliate_postbacks`, written in the transaction that made it
 *   (registration, deposit); nothing is sent before that commits, and the player's request never
 *   waits for the receiver. `kick()` after the commit, and a timer, deliver what is due.
 * - At most one row per (event, player); its `id` is the delivery id (`X-Casino-Delivery`), the same
 *   on every retry, so a receiver that saw it already answers 2xx and ignores it.
 * - Signature: `X-Casino-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * - A 2xx answer delivers; anything else (or no answer in 10 s) retries after 30 s, 1, 2, 4 … minutes
 *   (doubling, at most 1 hour), and gives up after `MAX_ATTEMPTS`.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';

export type PostbackEvent = 'registration' | 'first_deposit';

export const MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
const SEND_TIMEOUT_MS = 10_000;
/** How long a row being sent stays claimed by its node: past the send's timeout (a node that died mid-send releases it so). */
const CLAIM_MS = 3 * SEND_TIMEOUT_MS;
/** How often a running server looks for due deliveries (retries; a kick delivers new ones at once). */
export const POSTBACK_POLL_MS = 15_000;

/** Delay before attempt `attempts + 1`, after `attempts` failed ones. */
export const retryDelayMs = (attempts: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/** The signature header's value for `body` sent at `unixSeconds`. */
export function signPostback(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** In the caller's transaction: one outbox row, unless postbacks are off or this event was queued for the player already. */
export function enqueuePostback(ctx: PlatformContext, event: PostbackEvent, userId: number, data: Record<string, unknown>): void {
  if (!ctx.config.affiliatePostback) return;
  const id = randomUUID();
  const now = iso(ctx.clock.now());
  const body = JSON.stringify({ id, event, ...data });
  ctx.db
    .prepare('INSERT INTO affiliate_postbacks (id, event, user_id, body, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (event, user_id) DO NOTHING')
    .run(id, event, userId, body, now, now);
}

interface OutboxRow {
  id: string;
  event: PostbackEvent;
  body: string;
  attempts: number;
}

export interface PostbackOutbox {
  /** Delivers every due row once (rows already being sent are skipped); resolves when done. */
  deliverDue(): Promise<number>;
  /** After a commit: deliver soon, off the request's path. */
  kick(): void;
}

const outboxes = new WeakMap<PlatformContext, PostbackOutbox>();

/** The platform's one outbox sender. */
export function postbackOutbox(ctx: PlatformContext): PostbackOutbox {
  let outbox = outboxes.get(ctx);
  if (!outbox) {
    outbox = createOutbox(ctx);
    outboxes.set(ctx, outbox);
  }
  return outbox;
}

function createOutbox(ctx: PlatformContext): PostbackOutbox {
  const sending = new Set<string>();
  let running: Promise<number> | null = null;

  const attempt = async (row: OutboxRow): Promise<boolean> => {
    const hook = ctx.config.affiliatePostback!;
    const seconds = Math.floor(ctx.clock.now() / 1000);
    let problem: string | null = null;
    try {
      const response = await fetch(hook.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Casino-Event': row.event,
          'X-Casino-Delivery': row.id,
          'X-Casino-Signature': signPostback(hook.secret, seconds, row.body),
        },
        body: row.body,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) problem = `HTTP ${response.status}`;
    } catch (error) {
      problem = (error as Error).message.slice(0, 200);
    }
    const now = ctx.clock.now();
    if (!problem) {
      ctx.db.prepare('UPDATE affiliate_postbacks SET attempts = attempts + 1, delivered_at = ?, last_error = NULL WHERE id = ?').run(iso(now), row.id);
      return true;
    }
    const attempts = row.attempts + 1;
    if (attempts >= MAX_ATTEMPTS) ctx.db.prepare('UPDATE affiliate_postbacks SET attempts = ?, gave_up_at = ?, last_error = ? WHERE id = ?').run(attempts, iso(now), problem, row.id);
    else ctx.db.prepare('UPDATE affiliate_postbacks SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?').run(attempts, iso(now + retryDelayMs(attempts)), problem, row.id);
    return false;
  };

  const pass = async (): Promise<number> => {
    if (!ctx.config.affiliatePostback) return 0;
    const due = ctx.db
      .prepare<[string], OutboxRow>('SELECT id, event, body, attempts FROM affiliate_postbacks WHERE delivered_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= ? ORDER BY created_at, id LIMIT 100')
      .all(iso(ctx.clock.now()))
      .filter((row) => !sending.has(row.id));
    let delivered = 0;
    // Claimed before sending (one atomic UPDATE): a row due on several nodes at once is sent by one of them;
    // a node that dies mid-send leaves it due again once the claim lapses (docs/operations.md "Several nodes").
    const claim = ctx.db.prepare<[string, string, string]>(
      'UPDATE affiliate_postbacks SET next_attempt_at = ? WHERE id = ? AND delivered_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= ?',
    );
    for (const row of due) {
      const now = ctx.clock.now();
      if (claim.run(iso(now + CLAIM_MS), row.id, iso(now)).changes === 0) continue;
      sending.add(row.id);
      try {
        if (await attempt(row)) delivered++;
      } finally {
        sending.delete(row.id);
      }
    }
    return delivered;
  };

  const deliverDue = (): Promise<number> => {
    // One pass at a time: a row is never sent twice at once.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(pass);
    running = next;
    void next.finally(() => {
      if (running === next) running = null;
    }).catch(() => undefined);
    return next;
  };

  return {
    deliverDue,
    kick: () => {
      if (!ctx.config.affiliatePostback) return;
      setImmediate(() => void deliverDue().catch(() => undefined));
    },
  };
}
