import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../platform/config.ts';
import { startupProblems } from '../../platform/mode.ts';
import { MAX_ATTEMPTS, postbackOutbox, retryDelayMs } from '../../platform/affiliates/postbacks.ts';
import { affiliateWorld, deposited, postbackReceiver, type AffiliateWorld, type Received } from './affiliates-helpers.ts';

/**
 * The affiliate postback hook (platform/affiliates/postbacks.ts, docs/api/affiliates.md "Postbacks") against a
 * real local HTTP receiver: signed with HMAC-SHA256 over "<timestamp>.<body>", sent after the commit
 * from the outbox, retried with backoff by the platform clock, one delivery id per event, never twice.
 */
const SECRET = 'postback-secret-for-tests-0123456789abcdef';

/** What a receiver does (docs/api/affiliates.md "Verifying a postback"). */
function verify(received: Received, secret: string, nowSeconds: number): boolean {
  const header = String(received.headers['x-casino-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${received.body}`).digest();
  const sent = Buffer.from(parts.v1, 'hex');
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

describe('affiliate postbacks', () => {
  let aw: AffiliateWorld;
  let receiver: Awaited<ReturnType<typeof postbackReceiver>>;
  const rows = () => aw.world.platform.ctx.db.prepare('SELECT id, event, user_id, attempts, delivered_at, gave_up_at, next_attempt_at, last_error FROM affiliate_postbacks ORDER BY created_at, id').all() as Record<string, any>[];
  const nowSeconds = () => Math.floor(aw.world.platform.clock.now() / 1000);

  beforeAll(async () => {
    receiver = await postbackReceiver();
    aw = await affiliateWorld({ affiliatePostback: { url: receiver.url, secret: SECRET } });
  });
  afterAll(async () => {
    await aw.close();
    await receiver.close();
  });

  it('a stag registration is posted after the commit, signed; a registration without a stag is not', async () => {
    const { userId } = await aw.register({ stag: 'partner_a', affb_id: '555' });
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 5_000 });
    await aw.register({ affb_id: '122' });
    await postbackOutbox(aw.world.platform.ctx).deliverDue();
    expect(receiver.received).toHaveLength(1);

    const [sent] = receiver.received;
    const body = JSON.parse(sent!.body);
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(sent!.headers['x-casino-event']).toBe('registration');
    expect(sent!.headers['x-casino-delivery']).toBe(body.id);
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), event: 'registration', player_id: userId, stag: 'partner_a', affb_id: '555', utm: null, occurred_at: '2026-11-21T12:00:00.000Z' });
    expect(verify(sent!, SECRET, nowSeconds())).toBe(true);
    // Tampered body or another secret: the receiver refuses it.
    expect(verify({ ...sent!, body: sent!.body.replace('partner_a', 'partner_b') }, SECRET, nowSeconds())).toBe(false);
    expect(verify(sent!, `${SECRET}x`, nowSeconds())).toBe(false);
    expect(rows()).toEqual([expect.objectContaining({ id: body.id, event: 'registration', user_id: userId, attempts: 1, delivered_at: '2026-11-21T12:00:00.000Z', last_error: null })]);
  });

  it('the first deposit is posted once with its amount; later deposits are not', async () => {
    receiver.received.length = 0;
    const { client, userId } = await aw.register({ stag: 'partner-b' });
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 5_000 });
    const paymentId = await deposited(client, 2_500);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(2), { timeout: 5_000 });
    await deposited(client, 1_000);
    await postbackOutbox(aw.world.platform.ctx).deliverDue();
    expect(receiver.received).toHaveLength(2);
    const firstDeposit = receiver.received[1]!;
    expect(firstDeposit.headers['x-casino-event']).toBe('first_deposit');
    expect(JSON.parse(firstDeposit.body)).toEqual(
      expect.objectContaining({ event: 'first_deposit', player_id: userId, stag: 'partner-b', amount_cents: 2_500, currency: 'EUR', payment_id: paymentId }),
    );
    expect(verify(firstDeposit, SECRET, nowSeconds())).toBe(true);
  });

  it('a failed delivery is retried with backoff by the clock, with the same delivery id, and never duplicated', async () => {
    receiver.received.length = 0;
    receiver.answer(503);
    const { userId } = await aw.register({ stag: 'partner_c' });
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 5_000 });
    const outbox = postbackOutbox(aw.world.platform.ctx);
    await vi.waitFor(() => expect(rows().find((row) => row.user_id === userId)?.attempts).toBe(1));
    const failed = rows().find((row) => row.user_id === userId)!;
    expect(failed).toEqual(expect.objectContaining({ delivered_at: null, last_error: 'HTTP 503', next_attempt_at: new Date(aw.world.platform.clock.now() + retryDelayMs(1)).toISOString() }));

    // Not due yet: nothing is sent.
    expect(await outbox.deliverDue()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    // Due, still failing: the wait doubles.
    aw.world.platform.clock.advance(retryDelayMs(1));
    expect(await outbox.deliverDue()).toBe(0);
    expect(receiver.received).toHaveLength(2);
    expect(rows().find((row) => row.user_id === userId)!.next_attempt_at).toBe(new Date(aw.world.platform.clock.now() + retryDelayMs(2)).toISOString());
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    // The receiver is back: delivered once, then never again, concurrent passes included.
    receiver.answer(200);
    aw.world.platform.clock.advance(retryDelayMs(2));
    const passes = await Promise.all([outbox.deliverDue(), outbox.deliverDue(), outbox.deliverDue()]);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    aw.world.platform.clock.advance(60 * 60_000);
    expect(await outbox.deliverDue()).toBe(0);
    expect(receiver.received).toHaveLength(3);
    const ids = new Set(receiver.received.map((r) => r.headers['x-casino-delivery']));
    expect(ids.size).toBe(1);
    // Each attempt is signed afresh at its own time.
    const signedAt = (r: Received) => Number(/^t=(\d+),/.exec(String(r.headers['x-casino-signature']))?.[1]);
    const times = receiver.received.map(signedAt);
    expect([times[1]! - times[0]!, times[2]! - times[1]!]).toEqual([retryDelayMs(1) / 1000, retryDelayMs(2) / 1000]);
    expect(receiver.received.every((r) => verify(r, SECRET, signedAt(r)))).toBe(true);
    expect(rows().find((row) => row.user_id === userId)).toEqual(expect.objectContaining({ attempts: 3, delivered_at: expect.any(String), last_error: null }));
  });

  it('an unreachable receiver never fails the player: registration answers, the row waits; it gives up after the last attempt', async () => {
    const db = aw.world.platform.ctx.db;
    await receiver.close();
    const { userId } = await aw.register({ stag: 'partner_d' });
    await vi.waitFor(() => expect(rows().find((row) => row.user_id === userId)?.attempts).toBe(1), { timeout: 10_000 });
    expect(rows().find((row) => row.user_id === userId)!.last_error).toMatch(/fetch failed|ECONNREFUSED/);
    const outbox = postbackOutbox(aw.world.platform.ctx);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      aw.world.platform.clock.advance(retryDelayMs(attempt));
      await outbox.deliverDue();
    }
    const row = db.prepare('SELECT attempts, gave_up_at, delivered_at FROM affiliate_postbacks WHERE user_id = ?').get(userId) as Record<string, unknown>;
    expect(row).toEqual({ attempts: MAX_ATTEMPTS, gave_up_at: expect.any(String), delivered_at: null });
    receiver = await postbackReceiver();
  });

  it('production refuses a non-https postback URL and a weak secret', () => {
    const problems = startupProblems(testConfig({ mode: 'production', affiliatePostback: { url: 'http://partners.example/postback', secret: 'short' } }));
    expect(problems).toContain('AFFILIATE_POSTBACK_URL must be an https URL in production, not http://partners.example/postback');
    expect(problems.some((problem) => problem.startsWith('AFFILIATE_POSTBACK_SECRET'))).toBe(true);
    const fine = startupProblems(testConfig({ mode: 'production', affiliatePostback: { url: 'https://partners.example/postback', secret: SECRET } }));
    expect(fine.some((problem) => problem.includes('AFFILIATE_POSTBACK'))).toBe(false);
  });
});
