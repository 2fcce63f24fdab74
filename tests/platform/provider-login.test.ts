/**
 * Issue 11 M1: a game session ends with the login that opened it (docs/api/provider.md "Game
 * sessions and the login"). After sign-out, a password reset, a revocation from the sessions list,
 * or the login's expiry, the game token neither bets nor reads the balance; wins and rollbacks of
 * bets already placed still settle. Over real HTTP: the platform's auth routes, the game page's
 * routes and the signed seamless-wallet API.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/auth/tokens.ts';
import { balanceOf } from '../../platform/wallet/service.ts';
import { assertLedgerConsistent } from './wallet-ledger-checks.ts';
import { pickGames, providerWorld, type ProviderWorld } from './provider-setup.ts';

const IDLE_MS = 10 * 60_000; // the login's idle expiry here, shorter than the game session's 30 minutes
let world: ProviderWorld;
let games: ReturnType<typeof pickGames>;

beforeAll(async () => {
  world = await providerWorld({}, { sessionIdleMs: IDLE_MS });
  games = pickGames(world.platform);
});
afterAll(async () => world?.close());

/** A funded player signed in once, with an opened real slot session launched from that login. */
async function playing(funds = 10_000) {
  const userId = world.platform.createUser();
  world.fund(userId, funds);
  const login = world.login(userId);
  const launch = await login.provider.post('/api/games/launch', { identifier: games.slot.identifier, mode: 'real' });
  expect(launch.status).toBe(200);
  expect((await world.client().get(launch.body.url)).status).toBe(200);
  const token = launch.body.token as string;
  const call = (extra: Record<string, unknown> = {}) => ({ token, game: games.slot.identifier, currency: 'EUR', round_id: randomUUID(), transaction_id: randomUUID(), amount_cents: 100, ...extra });
  return { userId, login, token, call };
}

/** Everything a game token may no longer do once its login ended. */
async function expectRefused(token: string, call: () => Record<string, unknown>) {
  const bet = await world.wallet('bet', call());
  expect(bet.status, JSON.stringify(bet.body)).toBe(403);
  expect(bet.body).toMatchObject({ status: 'error', code: 'login_ended' });
  expect(bet.body.balance_cents).toBeUndefined();
  const balance = await world.wallet('balance', { token, currency: 'EUR' });
  expect(balance.status).toBe(403);
  expect(balance.body).toMatchObject({ status: 'error', code: 'login_ended' });
  expect(balance.body.balance_cents).toBeUndefined();
  const state = await world.client().post('/provider/state', { token });
  expect(state.status).toBe(403);
  expect(state.body.code).toBe('login_ended');
  expect(state.body.balance_cents).toBeUndefined();
  const round = await world.client().post('/provider/round', { token, stake_cents: 100 });
  expect(round.status).toBe(403);
  expect(round.body.code).toBe('login_ended');
}

describe('a game session ends with its login', () => {
  it('sign-out: no more bets or balance reads; the open round still settles and a rollback still refunds', async () => {
    const { userId, login, token, call } = await playing();
    const won = call({ amount_cents: 1_000 });
    const refunded = call({ amount_cents: 500 });
    expect((await world.wallet('bet', won)).status).toBe(200);
    expect((await world.wallet('bet', refunded)).status).toBe(200);
    expect((await world.wallet('balance', { token, currency: 'EUR' })).body.balance_cents).toBe(8_500);
    // A second launch link, not opened yet, dies with the login too.
    const pending = await login.provider.post('/api/games/launch', { identifier: games.slot.identifier, mode: 'real' });

    expect((await login.platform.delete('/api/users/sign_out')).status).toBe(204);

    await expectRefused(token, call);
    expect((await world.client().get(pending.body.url)).status).toBe(410);
    // Money never strands: the win of the placed bet and the rollback of the other still apply.
    const win = await world.wallet('win', { ...won, transaction_id: randomUUID(), reference_transaction_id: won.transaction_id, amount_cents: 2_000 });
    expect(win.status).toBe(200);
    const rollback = await world.wallet('rollback', { ...refunded, transaction_id: randomUUID(), reference_transaction_id: refunded.transaction_id });
    expect(rollback.status).toBe(200);
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(10_000 - 1_000 + 2_000);
    assertLedgerConsistent(world.platform);
  });

  it('a password reset ("revokes every session") ends the game session', async () => {
    const { userId, token, call } = await playing();
    expect((await world.wallet('bet', call())).status).toBe(200);
    const reset = await world.platform.client().put('/api/users/password', {
      user: { reset_password_token: issueToken(world.platform.ctx, userId, 'reset_password'), password: 'Brand-new-pass-77', password_confirmation: 'Brand-new-pass-77' },
    });
    expect(reset.status).toBeLessThan(300);
    await expectRefused(token, call);
  });

  it('revoking the login from the sessions list (on another device) ends the game session', async () => {
    const { userId, login, token, call } = await playing();
    const other = world.login(userId);
    const sessions = await other.platform.get('/api/player/sessions');
    const first = (sessions.body as { id: number; current: boolean }[]).find((s) => !s.current);
    expect(first).toBeDefined();
    expect((await other.platform.delete(`/api/player/sessions/${first!.id}`)).status).toBe(204);
    expect((await login.platform.get('/api/player/sessions')).status).toBe(401);
    await expectRefused(token, call);
    // The other device's login was not touched: it launches and plays.
    const launch = await other.provider.post('/api/games/launch', { identifier: games.slot.identifier, mode: 'real' });
    expect(launch.status).toBe(200);
  });

  it('play keeps the login alive; the login idling out or reaching its absolute expiry ends the game session', async () => {
    const { login, token, call } = await playing(1_000_000);
    // Bets are activity: 2 hours of play, no request with the cookie, the login stands.
    for (let step = 0; step < 12; step++) {
      world.platform.clock.advance(IDLE_MS - 60_000);
      expect((await world.wallet('bet', call())).status).toBe(200);
    }
    expect((await login.platform.get('/api/player/sessions')).status).toBe(200);
    // Until the absolute expiry (12 h after sign-in), which play cannot extend.
    const absolute = world.platform.ctx.config.sessionAbsoluteMs;
    let refusedAfter = 0;
    for (let elapsed = 12 * (IDLE_MS - 60_000); elapsed < absolute + IDLE_MS; elapsed += IDLE_MS - 60_000) {
      world.platform.clock.advance(IDLE_MS - 60_000);
      const bet = await world.wallet('bet', call());
      if (bet.status !== 200) {
        expect(bet.body.code).toBe('login_ended');
        refusedAfter = elapsed + IDLE_MS - 60_000;
        break;
      }
    }
    expect(refusedAfter).toBeGreaterThanOrEqual(absolute);
    await expectRefused(token, call);

    // Idle: a login nobody uses (no play, no requests) ends after the idle time, the game session with it.
    const idle = await playing();
    expect((await world.wallet('bet', idle.call())).status).toBe(200);
    world.platform.clock.advance(IDLE_MS);
    await expectRefused(idle.token, idle.call);
  });

  it('a real launch needs a login; a guest demo session is bound to none', async () => {
    const guest = await world.client().post('/api/games/launch', { identifier: games.slot.identifier, mode: 'real' });
    expect(guest.status).toBe(401);
    const demo = await world.client().post('/api/games/launch', { identifier: games.slot.identifier, mode: 'demo' });
    expect(demo.status).toBe(200);
    expect((await world.client().get(demo.body.url)).status).toBe(200);
    expect((await world.client().post('/provider/state', { token: demo.body.token })).status).toBe(200);
  });
});
