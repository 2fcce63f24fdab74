import { createHash, randomBytes } from 'node:crypto';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { serializeLimit, type Limit } from './check.ts';
import { COOLING_OFF_PERIODS, LOOSENING_DELAY_MS, SELF_EXCLUSION_PERIODS, splitChange, type AmountsByCurrency } from './rules.ts';
import type { LimitRequest } from './schemas.ts';
import { clearPending, isExclusion, limitAmounts, liveLimits, parsePending, replaceAmounts, settleLimits, type LimitRow, type PendingChange } from './store.ts';

/**
 * Setting, loosening and removing limits. Tightening applies at once; loosening (a higher amount,
 * more minutes, a removal) waits for 24 h of platform time AND a confirmation by the mailed token.
 * Time-outs and self-exclusions start at once and cannot be shortened or removed.
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface Outcome {
  limit: Limit;
  /** Set when a loosening is pending: the raw token to mail (only its hash is stored). */
  token: string | null;
}

function rowById(ctx: PlatformContext, id: number): LimitRow {
  return ctx.db.prepare<[number], LimitRow>('SELECT * FROM user_limits WHERE id = ?').get(id) as LimitRow;
}

function startPending(ctx: PlatformContext, limitId: number, change: PendingChange): string {
  const token = randomBytes(24).toString('base64url');
  ctx.db
    .prepare('UPDATE user_limits SET pending_change = ?, pending_since = ?, confirm_token_hash = ?, confirmed_at = NULL WHERE id = ?')
    .run(JSON.stringify(change), iso(ctx.clock.now()), hashToken(token), limitId);
  return token;
}

function insertLimit(ctx: PlatformContext, userId: number, type: string, period: string, extra: { minutes?: number; active_until?: string | null } = {}): number {
  const { lastInsertRowid } = ctx.db
    .prepare('INSERT INTO user_limits (user_id, type, period, minutes, active_until, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(userId, type, period, extra.minutes ?? null, extra.active_until ?? null, iso(ctx.clock.now()));
  return Number(lastInsertRowid);
}

function setExclusion(ctx: PlatformContext, userId: number, request: Extract<LimitRequest, { type: 'coolingoff' | 'selfexclusion' }>): number {
  const now = ctx.clock.now();
  const length = request.type === 'coolingoff' ? COOLING_OFF_PERIODS[request.period] : SELF_EXCLUSION_PERIODS[request.period];
  const until = length === null ? null : now + length;
  const existing = liveLimits(ctx.db, userId).find((row) => row.type === request.type);
  if (!existing) return insertLimit(ctx, userId, request.type, request.period, { active_until: until === null ? null : iso(until) });
  // Only ever extended: the later end (or indefinite) wins; a shorter request changes nothing.
  const current = existing.active_until === null ? null : Date.parse(existing.active_until);
  if (current !== null && (until === null || until > current)) {
    ctx.db.prepare('UPDATE user_limits SET period = ?, active_until = ? WHERE id = ?').run(request.period, until === null ? null : iso(until), existing.id);
  }
  return existing.id;
}

function setMoneyOrSession(ctx: PlatformContext, userId: number, request: Exclude<LimitRequest, { type: 'coolingoff' | 'selfexclusion' }>): { id: number; token: string | null } {
  const existing = liveLimits(ctx.db, userId).find((row) => row.type === request.type && row.period === request.period);
  // Session limits and reality checks are both minutes: a shorter one applies at once, a longer one waits (a loosening).
  if (request.type === 'session' || request.type === 'reality_check') {
    if (!existing) return { id: insertLimit(ctx, userId, request.type, request.type, { minutes: request.minutes }), token: null };
    const before = existing.minutes ?? Infinity;
    if (request.minutes <= before) {
      ctx.db.prepare('UPDATE user_limits SET minutes = ? WHERE id = ?').run(request.minutes, existing.id);
      clearPending(ctx.db, existing.id);
      return { id: existing.id, token: null };
    }
    return { id: existing.id, token: startPending(ctx, existing.id, { action: 'update', minutes: request.minutes }) };
  }
  const requested: AmountsByCurrency = Object.fromEntries(request.accounts.map((a) => [a.currency, a.amount_cents]));
  if (!existing) {
    const id = insertLimit(ctx, userId, request.type, request.period);
    replaceAmounts(ctx.db, id, requested);
    return { id, token: null };
  }
  const split = splitChange(limitAmounts(ctx.db, existing.id), requested);
  replaceAmounts(ctx.db, existing.id, split.now);
  // The latest request wins: a pure tightening also cancels an earlier loosening still waiting.
  if (!split.pending) {
    clearPending(ctx.db, existing.id);
    return { id: existing.id, token: null };
  }
  return { id: existing.id, token: startPending(ctx, existing.id, { action: 'update', accounts: split.pending }) };
}

export function setLimit(ctx: PlatformContext, userId: number, request: LimitRequest): Outcome {
  const { id, token } = immediate(ctx.db, () => {
    settleLimits(ctx.db, ctx.clock.now(), userId);
    if (request.type === 'coolingoff' || request.type === 'selfexclusion') return { id: setExclusion(ctx, userId, request), token: null };
    return setMoneyOrSession(ctx, userId, request);
  });
  return { limit: serializeLimit(ctx, rowById(ctx, id), ctx.clock.now()), token };
}

/** DELETE: a removal waits like any loosening; time-outs and self-exclusions cannot be removed early. */
export function removeLimit(ctx: PlatformContext, userId: number, limitId: number): Outcome {
  const token = immediate(ctx.db, () => {
    settleLimits(ctx.db, ctx.clock.now(), userId);
    const row = liveLimits(ctx.db, userId).find((r) => r.id === limitId);
    if (!row) throw notFound('Limit not found');
    if (isExclusion(row.type)) throw unprocessable({ base: ['A time-out or self-exclusion cannot be removed before it ends'] }, 'limit_locked');
    const pending = parsePending(row);
    if (pending?.action === 'remove') return null; // already waiting; the first mail's token stays valid
    return startPending(ctx, row.id, { action: 'remove' });
  });
  return { limit: serializeLimit(ctx, rowById(ctx, limitId), ctx.clock.now()), token };
}

/** POST confirm {token}: confirms the signed-in player's pending loosening; it applies once its 24 h have passed. */
export function confirmLimit(ctx: PlatformContext, userId: number, token: string): Limit | null {
  const id = immediate(ctx.db, () => {
    const now = ctx.clock.now();
    settleLimits(ctx.db, now, userId);
    const row = ctx.db.prepare<[string, number], LimitRow>('SELECT * FROM user_limits WHERE confirm_token_hash = ? AND user_id = ? AND removed_at IS NULL').get(hashToken(token), userId);
    if (!row || !row.pending_since) throw unprocessable({ token: ['is invalid or expired'] }, 'invalid_token');
    ctx.db.prepare('UPDATE user_limits SET confirmed_at = COALESCE(confirmed_at, CAST(? AS TEXT)) WHERE id = ?').run(iso(now), row.id);
    settleLimits(ctx.db, now, userId);
    return row.id;
  });
  const row = rowById(ctx, id);
  return row.removed_at ? null : serializeLimit(ctx, row, ctx.clock.now());
}

/** The confirmation mail: a link to the app's confirm page, which posts the token back. */
export async function mailConfirmation(ctx: PlatformContext, userId: number, limit: Limit, token: string): Promise<void> {
  const email = ctx.db.prepare<[number], string>('SELECT email FROM users WHERE id = ?').pluck().get(userId);
  if (!email) return;
  const link = `${ctx.config.publicUrl}/profile/limits/confirm?token=${encodeURIComponent(token)}`;
  const hours = LOOSENING_DELAY_MS / 3_600_000;
  const what = limit.pending?.action === 'remove' ? `remove your ${limit.type} limit` : `raise your ${limit.type} limit`;
  await ctx.mailer.send({
    to: email,
    subject: 'Confirm your limit change',
    text: `You asked to ${what}. For your protection it takes effect ${hours} hours after the request, and only if you confirm it here:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail: your current limit stays.`,
  });
}
