import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitCheck, limitsReached } from '../../platform/limits/check.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

describe('session time limit', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('stops play once the session has lasted the limit, but not deposits', async () => {
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    const created = await client.post('/api/user_limits', { type: 'session', minutes: 30 });
    expect(created.status).toBe(201);
    const bet = { kind: 'bet' as const, currency: 'EUR', amount_cents: 100 };
    expect(limitCheck(platform.ctx, userId, bet)).toEqual({ ok: true });

    platform.clock.advance(29 * 60_000);
    expect((await client.get('/api/player')).status).toBe(200); // keeps the session alive (idle timeout)
    expect(limitCheck(platform.ctx, userId, bet).ok).toBe(true);

    platform.clock.advance(60_000);
    expect(limitCheck(platform.ctx, userId, bet)).toMatchObject({ ok: false, reason: 'limit_reached' });
    expect(limitCheck(platform.ctx, userId, { ...bet, kind: 'deposit' }).ok).toBe(true);
    expect(limitsReached(platform.ctx, userId).map((limit) => limit.type)).toEqual(['session']);
  });
});
