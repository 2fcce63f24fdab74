import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfer } from '../../platform/wallet/service.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

describe('comp points (contract §2.2, §3.6)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  const move = (userId: number, kind: 'seed' | 'bet' | 'rollback', amount: number, key: string) => {
    const player = { userId, kind: 'real' as const };
    const house = { system: kind === 'seed' ? ('house:seed' as const) : ('house:games' as const) };
    const [debit, credit] = kind === 'bet' ? [player, house] : [house, player];
    transfer(platform.ctx, { debit, credit, amount_cents: amount, currency: 'EUR', kind, idempotencyKey: key });
  };

  it('earns a point per €10 of net real-money wagers, and sets the level', async () => {
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    expect((await client.get('/api/player/comp_points')).body).toEqual({ chargeable: { points: 0 }, persistent: { points: 0 } });

    move(userId, 'seed', 100_000, `cp-seed-${userId}`);
    move(userId, 'bet', 5_000, `cp-bet1-${userId}`);
    move(userId, 'bet', 3_500, `cp-bet2-${userId}`);
    move(userId, 'rollback', 500, `cp-rb-${userId}`);
    // Net wagers €80.00 → 8 points.
    expect((await client.get('/api/player/comp_points')).body).toEqual({ chargeable: { points: 8 }, persistent: { points: 8 } });
    const statuses = (await client.get('/api/player')).body.statuses as { id: string }[];
    expect(statuses.some((status) => status.id.startsWith('level_'))).toBe(true);
  });

  it('is for signed-in players only', async () => {
    expect((await platform.client().get('/api/player/comp_points')).status).toBe(401);
  });
});
