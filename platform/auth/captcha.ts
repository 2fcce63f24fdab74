import { randomBytes, randomInt } from 'node:crypto';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';

/**
 * Sandbox captcha. GET /api/captcha gives `{id, question}` ("What is 7 + 5?"); the client sends
 * `captcha: "<id>:<answer>"` with the next sign-in. Each captcha is single use (consumed by any
 * check, right or wrong) and lives 5 minutes. A script solves it, so it only runs in demo mode;
 * production verifies a real provider behind the same `captcha` field
 * (platform/auth/captcha-provider.ts, docs/operations.md).
 */
export const CAPTCHA_TTL_MS = 5 * 60_000;

export function issueCaptcha(ctx: PlatformContext): { id: string; question: string } {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const id = randomBytes(16).toString('hex');
  const now = ctx.clock.now();
  ctx.db.prepare('DELETE FROM captchas WHERE expires_at < ?').run(iso(now));
  ctx.db.prepare('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)').run(id, String(a + b), iso(now + CAPTCHA_TTL_MS));
  return { id, question: `What is ${a} + ${b}?` };
}

/** Consumes the captcha named in `value` and tells whether it was answered right. */
export function solveCaptcha(ctx: Pick<PlatformContext, 'db' | 'clock'>, value: string | undefined): boolean {
  const match = /^([0-9a-f]{32}):\s*(\d{1,3})\s*$/.exec(value ?? '');
  if (!match) return false;
  const now = iso(ctx.clock.now());
  const row = ctx.db
    .prepare<[string, string, string], { answer: string }>('UPDATE captchas SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ? RETURNING answer')
    .get(now, match[1]!, now);
  return row?.answer === match[2];
}

/** A solved captcha for tests and scripts that talk to the sandbox directly. */
export function captchaAnswer(question: string): number {
  const [, a, b] = /(\d+) \+ (\d+)/.exec(question) ?? [];
  return Number(a) + Number(b);
}
