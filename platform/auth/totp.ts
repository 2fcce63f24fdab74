import { authenticator } from 'otplib';
import type { PlatformContext } from '../context.ts';

/** TOTP per RFC 6238: 30 s step, 6 digits, SHA-1, at most one step of clock skew either way. */
export const TOTP_STEP_SECONDS = 30;
const CODE = /^\d{6}$/;

export const newTotpSecret = () => authenticator.generateSecret(20);

/** The authenticator app shows `issuer`: the mirror's brand (docs/host.md "Brand and legal entity"). */
export const totpUri = (email: string, secret: string, issuer: string) => authenticator.keyuri(email, issuer, secret);

export const totpCodeAt = (secret: string, nowMs: number) => authenticator.clone({ epoch: nowMs, window: 0 }).generate(secret);

/** The time step a code belongs to (within ±1 step of now), or null if it matches none. */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  if (!CODE.test(code)) return null;
  let delta: number | null;
  try {
    delta = authenticator.clone({ epoch: nowMs, window: 1 }).checkDelta(code, secret);
  } catch {
    return null;
  }
  return delta === null ? null : Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS) + delta;
}

export interface TwoFactorRow {
  user_id: number;
  secret: string | null;
  pending_secret: string | null;
  enabled_at: string | null;
  last_used_step: number | null;
}

export function twoFactorOf(ctx: PlatformContext, userId: number): TwoFactorRow | undefined {
  return ctx.db.prepare<[number], TwoFactorRow>('SELECT * FROM user_two_factor WHERE user_id = ?').get(userId);
}

export const isTwoFactorEnabled = (row: TwoFactorRow | undefined): row is TwoFactorRow & { secret: string } => Boolean(row?.enabled_at && row.secret);

/**
 * Checks a code against the user's active secret and consumes its time step: a code (or an older
 * one) can never be used twice. The conditional update makes two racing requests safe.
 */
export function consumeTotp(ctx: PlatformContext, userId: number, secret: string, code: string): 'ok' | 'invalid' | 'replayed' {
  const step = totpStep(secret, code, ctx.clock.now());
  if (step === null) return 'invalid';
  const { changes } = ctx.db
    .prepare('UPDATE user_two_factor SET last_used_step = ? WHERE user_id = ? AND (last_used_step IS NULL OR last_used_step < ?)')
    .run(step, userId, step);
  return changes === 1 ? 'ok' : 'replayed';
}
