import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitCheck, limitsReached } from '../../platform/limits/check.ts';
import { startPlatform, type ApiClient, type TestPlatform } from './harness.ts';
import { pickGames, providerWorld, type ProviderWorld } from './provider-setup.ts';

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

/**
 * Issue 11 High 2: the session time limit is the player's, over every login
 * (docs/api/wallet-payments-limits.md "Session limits"), and signing out does not lift it.
 */
describe('session time limit across logins', () => {
  let world: ProviderWorld;
  let games: ReturnType<typeof pickGames>;
  beforeAll(async () => {
    world = await providerWorld();
    games = pickGames(world.platform);
  });
  afterAll(() => world.close());

  const MINUTE = 60_000;

  async function launched(login: { provider: ApiClient }) {
    const launch = await login.provider.post('/api/games/launch', { identifier: games.slot.identifier, mode: 'real' });
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    expect((await world.client().get(launch.body.url)).status).toBe(200);
    return launch.body.token as string;
  }
  const spin = (token: string) => world.client().post('/provider/round', { token, stake_cents: 100 });

  it('reached: signing out and playing on with the game token, or signing in again, plays no more', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 100_000);
    const login = world.login(userId);
    expect((await login.platform.post('/api/user_limits', { type: 'session', minutes: 5 })).status).toBe(201);
    const token = await launched(login);
    expect((await spin(token)).status).toBe(200);

    world.platform.clock.advance(5 * MINUTE);
    const reached = await spin(token);
    expect(reached.status).toBe(403);
    expect(reached.body.code).toBe('limit_reached');

    expect((await login.platform.delete('/api/users/sign_out')).status).toBe(204);
    for (let attempt = 0; attempt < 3; attempt++) {
      world.platform.clock.advance(3_000);
      const after = await spin(token);
      expect(after.status).toBe(403);
      expect(after.body.code).toBe('login_ended');
    }

    // A new login does not restart the count.
    const again = world.login(userId);
    const relaunch = await again.provider.post('/api/games/launch', { identifier: games.slot.identifier, mode: 'real' });
    expect(relaunch.status).toBe(403);
    expect(relaunch.body.code).toBe('limit_reached');
    const [limit] = (await again.platform.get('/api/user_limits')).body;
    expect(limit).toMatchObject({ type: 'session', minutes: 5, current_value_minutes: 5 });
    expect(limitCheck(world.platform.ctx, userId, { kind: 'bet', currency: 'EUR', amount_cents: 100 })).toMatchObject({ ok: false, reason: 'limit_reached' });
    const bets = world.platform.ctx.db.prepare("SELECT COUNT(*) FROM provider_transactions WHERE user_id = ? AND kind = 'bet' AND outcome = 'ok'").pluck().get(userId);
    expect(bets).toBe(1);
  });

  it('sums the signed-in time of successive logins, counts overlapping logins once, and restarts with the next 24-hour window', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 100_000);
    const first = world.login(userId);
    expect((await first.platform.post('/api/user_limits', { type: 'session', minutes: 10 })).status).toBe(201);
    world.platform.clock.advance(6 * MINUTE);
    expect((await first.platform.delete('/api/users/sign_out')).status).toBe(204);
    world.platform.clock.advance(60 * MINUTE); // time signed out does not count

    // Two devices at once for 3 minutes: 3 minutes, not 6.
    const phone = world.login(userId);
    const laptop = world.login(userId);
    const token = await launched(laptop);
    world.platform.clock.advance(3 * MINUTE);
    expect((await phone.platform.get('/api/user_limits')).body[0].current_value_minutes).toBe(9);
    expect((await spin(token)).status).toBe(200);

    world.platform.clock.advance(MINUTE);
    const reached = await spin(token);
    expect(reached.status).toBe(403);
    expect(reached.body.code).toBe('limit_reached');

    expect((await laptop.platform.delete('/api/users/sign_out')).status).toBe(204);
    expect((await phone.platform.delete('/api/users/sign_out')).status).toBe(204);

    // The next window (24 h after the limit was set) starts from zero.
    world.platform.clock.advance(24 * 60 * MINUTE);
    const tomorrow = world.login(userId);
    expect((await tomorrow.platform.get('/api/user_limits')).body[0].current_value_minutes).toBe(0);
    expect((await spin(await launched(tomorrow))).status).toBe(200);
  });

  it('an abandoned login counts until its last activity, not until it idled out', async () => {
    const userId = world.platform.createUser();
    const login = world.login(userId);
    expect((await login.platform.post('/api/user_limits', { type: 'session', minutes: 60 })).status).toBe(201);
    world.platform.clock.advance(2 * MINUTE);
    expect((await login.platform.get('/api/user_limits')).status).toBe(200); // last activity at 2 minutes
    world.platform.clock.advance(world.platform.ctx.config.sessionIdleMs + 5 * MINUTE); // the tab was closed
    const later = world.login(userId);
    expect((await later.platform.get('/api/user_limits')).body[0].current_value_minutes).toBe(2);
  });
});
