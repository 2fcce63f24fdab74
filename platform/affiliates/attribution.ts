/**
 * Affiliate attribution (docs/api/affiliates.md, docs/product/embedding-and-mirrors.md#cookies-and-tracking,
 * spec 000 §1, §9): clicks, the player's first-touch attribution, and their deposits.
 *
 * - A click is a landing that carried a `stag`: the host's `POST /log_utm_set` with `stag`.
 * - The attribution is written once, at registration, from the `stag` / `affb_id` cookies the casino
 *   set on its own origin, else the sign-up's `X-Casino-Affiliate` header (the contract's registration
 *   body has no field for them). It is never
 *   overwritten: a later landing with another stag does not move the player (first touch). Only its
 *   `utm`, empty at registration, is filled once by the player's first `POST /log_utm_send`.
 * - Every succeeded deposit of an attributed player is recorded with that stag; the player's first
 *   succeeded deposit is marked `first` (one per player, enforced by a unique index).
 *
 * Every write runs inside the caller's transaction; postbacks go to the outbox in the same one
 * (platform/affiliates/postbacks.ts) and leave after the commit.
 */
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { AFFB_ID_PATTERN, STAG_PATTERN, UTM_PARAMS } from '../../sdk/rules/constants.ts';
import { enqueuePostback } from './postbacks.ts';

export type Utm = Partial<Record<(typeof UTM_PARAMS)[number], string>>;

export interface Landing {
  stag: string | null;
  affbId: string | null;
  utm: Utm | null;
}

const validStag = (value: unknown): string | null => (typeof value === 'string' && STAG_PATTERN.test(value) ? value : null);
const validAffb = (value: unknown): string | null => (typeof value === 'string' && AFFB_ID_PATTERN.test(value) ? value : null);

/** The UTM parameters that have a value, or null when none has. */
export function cleanUtm(metrics: Partial<Record<string, string | null | undefined>> | null | undefined): Utm | null {
  const utm: Utm = {};
  for (const name of UTM_PARAMS) {
    const value = metrics?.[name];
    if (typeof value === 'string' && value !== '') utm[name] = value;
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

/**
 * The attribution a registering browser carries: the casino's `stag` / `affb_id` cookies (30 days: an
 * earlier visit's landing, the first touch), else the sign-up's `X-Casino-Affiliate` header (`stag=…&affb_id=…`,
 * this visit's landing, sent whether or not the visitor allowed cookies). Malformed values are ignored.
 */
export function landingOf(cookies: Record<string, string | undefined>, header: string | string[] | undefined): Landing {
  const sent = new URLSearchParams(typeof header === 'string' ? header.slice(0, 200) : '');
  const fromCookies = { stag: validStag(cookies.stag), affbId: validAffb(cookies.affb_id) };
  if (fromCookies.stag || fromCookies.affbId) return { ...fromCookies, utm: null };
  return { stag: validStag(sent.get('stag')), affbId: validAffb(sent.get('affb_id')), utm: null };
}

/** POST /log_utm_set with a stag: one click. */
export function recordClick(ctx: PlatformContext, landing: { stag: string; affbId: string | null; utm: Utm | null }): void {
  ctx.db
    .prepare('INSERT INTO affiliate_clicks (stag, affb_id, utm, created_at) VALUES (?, ?, ?, ?)')
    .run(landing.stag, landing.affbId, landing.utm ? JSON.stringify(landing.utm) : null, iso(ctx.clock.now()));
}

interface AttributionRow {
  user_id: number;
  stag: string | null;
  affb_id: string | null;
  utm: string | null;
  registered_at: string;
}

const attributionOf = (ctx: PlatformContext, userId: number) =>
  ctx.db.prepare<[number], AttributionRow>('SELECT * FROM affiliate_attributions WHERE user_id = ?').get(userId);

/**
 * At registration, in the caller's transaction: the player's attribution, when the browser carried a
 * stag or an affb_id; a stag's registration goes to the postback outbox. False when nothing to record.
 */
export function recordRegistration(ctx: PlatformContext, userId: number, landing: Landing): boolean {
  if (!landing.stag && !landing.affbId) return false;
  const now = iso(ctx.clock.now());
  const { changes } = ctx.db
    .prepare('INSERT INTO affiliate_attributions (user_id, stag, affb_id, utm, registered_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING')
    .run(userId, landing.stag, landing.affbId, landing.utm ? JSON.stringify(landing.utm) : null, now);
  if (changes === 1 && landing.stag) {
    enqueuePostback(ctx, 'registration', userId, { player_id: userId, stag: landing.stag, affb_id: landing.affbId, utm: landing.utm, occurred_at: now });
  }
  return changes === 1;
}

/** POST /log_utm_send by a signed-in player: fills the attribution's UTM once, never replaces it. */
export function recordUtmSend(ctx: PlatformContext, userId: number, utm: Utm | null): void {
  if (!utm) return;
  ctx.db.prepare('UPDATE affiliate_attributions SET utm = ? WHERE user_id = ? AND utm IS NULL').run(JSON.stringify(utm), userId);
}

/**
 * A succeeded deposit, in the payment's transaction (platform/payments/service.ts `creditDeposit`):
 * recorded when the player is attributed; the player's first succeeded deposit is marked and, for
 * a stag, goes to the postback outbox.
 */
export function recordDeposit(ctx: PlatformContext, payment: { id: number; user_id: number; amount_cents: number; currency: string }): void {
  const attribution = attributionOf(ctx, payment.user_id);
  if (!attribution) return;
  const earlier = ctx.db
    .prepare<[number, number], number>("SELECT COUNT(*) FROM payments WHERE user_id = ? AND action = 'deposit' AND state = 'succeeded' AND id <> ?")
    .pluck()
    .get(payment.user_id, payment.id) as number;
  const first = earlier === 0 ? 1 : 0;
  const now = iso(ctx.clock.now());
  const { changes } = ctx.db
    .prepare('INSERT INTO affiliate_deposits (payment_id, user_id, stag, amount_cents, currency, first, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (payment_id) DO NOTHING')
    .run(payment.id, payment.user_id, attribution.stag, payment.amount_cents, payment.currency, first, now);
  if (changes === 1 && first === 1 && attribution.stag) {
    enqueuePostback(ctx, 'first_deposit', payment.user_id, {
      player_id: payment.user_id,
      stag: attribution.stag,
      affb_id: attribution.affb_id,
      utm: attribution.utm ? (JSON.parse(attribution.utm) as Utm) : null,
      amount_cents: payment.amount_cents,
      currency: payment.currency,
      payment_id: payment.id,
      occurred_at: now,
    });
  }
}
