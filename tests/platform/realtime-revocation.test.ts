/**
 * A player's socket ends with the login session it was opened for (issue 11, docs/api/realtime.md#token):
 * sign-out, revoking a session from the account page and a password reset close the session's live
 * sockets (3011, the client reconnects with a fresh token), and its token is refused from then on
 * (109 on connect and refresh). Real HTTP routes, real sockets.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { issueToken } from '../../platform/auth/tokens.ts';
import { RealtimeClient } from '../../sdk/realtime/client.ts';
import { startPlatform, type ApiClient, type TestPlatform } from './harness.ts';
import { signSocketToken, socketSecret } from '../../platform/realtime/token.ts';
import { hubOf, loginSessionFor, RawClient, socketUrl, tokenFor, until } from './realtime-helpers.ts';

describe('socket tokens end with their login session', () => {
  let platform: TestPlatform;
  const open: RawClient[] = [];

  /** A socket connected with the token GET /api/player/settings gives `client`, subscribed to its balance. */
  const socketOf = async (client: ApiClient) => {
    const { body } = await client.get('/api/player/settings');
    const raw = await RawClient.open(body.cent.url);
    open.push(raw);
    expect((await raw.connect(body.cent.token)).connect).toBeTruthy();
    expect((await raw.call({ subscribe: { channel: `balance#${body.cent.user}` } })).subscribe).toBeTruthy();
    return { raw, token: body.cent.token as string, user: body.cent.user as string };
  };
  /** Lets the deferred check after a session write run (it waits for the writer's task to finish). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterEach(() => {
    for (const raw of open.splice(0)) raw.close();
  });
  afterAll(() => platform.close());

  it('sign-out closes the session’s sockets (3011) and its token is refused afterwards (109)', async () => {
    const player = platform.clientAs(platform.createUser());
    const first = await socketOf(player);
    const second = await socketOf(player);

    expect((await player.delete('/api/users/sign_out')).status).toBe(204);
    expect(await first.raw.closed()).toBe(3011);
    expect(await second.raw.closed()).toBe(3011);

    const again = await RawClient.open(socketUrl(platform));
    open.push(again);
    expect((await again.connect(first.token)).error).toEqual({ code: 109, message: 'token expired' });
    expect(again.closeCode).toBeUndefined(); // 109 keeps the socket: the client fetches a fresh token
    // …which is a guest's now.
    const { body } = await player.get('/api/player/settings');
    expect(body.cent.user).toBe('');
    expect((await again.connect(body.cent.token)).connect).toBeTruthy();
  });

  it('the SDK client, closed at sign-out, reconnects as a guest and stays live on public channels', async () => {
    const me = platform.createUser();
    const browser = platform.clientAs(me);
    const jackpots: unknown[] = [];
    const balances: unknown[] = [];
    const client = new RealtimeClient({
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      credentials: async () => (await browser.get('/api/player/settings')).body.cent,
      minReconnectDelayMs: 20,
      maxReconnectDelayMs: 50,
    });
    try {
      client.subscribe('public:jackpots_changes', (data) => jackpots.push(data));
      client.subscribe(`balance#${me}`, (data) => balances.push(data));
      const hub = hubOf(platform);
      await until(() => (hub.stats().subscribers[`balance#${me}`] ?? 0) === 1, 3_000, 'player connected');

      expect((await browser.delete('/api/users/sign_out')).status).toBe(204);
      await until(() => hub.sessionsOf(String(me)).length === 0 && hub.sessionsOf('').length > 0 && client.connected, 5_000, 'guest again');
      await until(() => (hub.stats().subscribers['public:jackpots_changes'] ?? 0) > 0, 3_000, 'resubscribed');
      hub.publish('public:jackpots_changes', { id: 1 });
      hub.publish(`balance#${me}`, { amount_cents: 1 });
      await until(() => jackpots.length === 1, 3_000, 'public publication');
      expect(balances).toEqual([]);
    } finally {
      client.disconnect();
    }
  });

  it('revoking one session from the account page closes only that session’s sockets', async () => {
    const me = platform.createUser();
    const laptop = platform.clientAs(me);
    const phone = platform.clientAs(me);
    const onLaptop = await socketOf(laptop);
    const onPhone = await socketOf(phone);
    const sessions = (await laptop.get('/api/player/sessions')).body as { id: number; current: boolean }[];
    const phoneSession = sessions.find((session) => !session.current)!;

    expect((await laptop.delete(`/api/player/sessions/${phoneSession.id}`)).status).toBe(204);
    expect(await onPhone.raw.closed()).toBe(3011);
    await settle();
    expect(onLaptop.raw.closeCode).toBeUndefined();
    expect((await onLaptop.raw.call({ unsubscribe: { channel: `balance#${me}` } })).unsubscribe).toEqual({});
  });

  it('a password reset closes the sockets of every session of the account', async () => {
    const me = platform.createUser();
    const sockets = [await socketOf(platform.clientAs(me)), await socketOf(platform.clientAs(me))];
    const reset = await platform.client().put('/api/users/password', {
      user: { reset_password_token: issueToken(platform.ctx, me, 'reset_password'), password: 'Brand-new-2026!', password_confirmation: 'Brand-new-2026!' },
    });
    expect(reset.status).toBe(200);
    for (const { raw } of sockets) expect(await raw.closed()).toBe(3011);
  });

  it('refuses a refresh with a token whose session ended (109), and keeps the connection', async () => {
    const me = platform.createUser();
    const { raw } = await socketOf(platform.clientAs(me));
    const ended = loginSessionFor(platform, me);
    const token = await tokenFor(platform, me, { sid: ended });
    platform.ctx.db.prepare("UPDATE sessions SET revoked_at = '2026-11-21T12:00:00.000Z' WHERE id = ?").run(ended);
    expect((await raw.call({ refresh: { token } })).error).toEqual({ code: 109, message: 'token expired' });
    await settle();
    expect(raw.closeCode).toBeUndefined();
  });

  it('closes nothing when the revoking transaction rolls back', async () => {
    const me = platform.createUser();
    const { raw } = await socketOf(platform.clientAs(me));
    expect(() =>
      platform.ctx.db.transaction(() => {
        platform.ctx.db.prepare("UPDATE sessions SET revoked_at = '2026-11-21T12:00:00.000Z' WHERE user_id = ?").run(me);
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    await settle();
    expect(raw.closeCode).toBeUndefined();
    expect(hubOf(platform).sessionsOf(String(me))).toHaveLength(1);
  });

  it('refuses a player token without a session (101, 3500) or naming another player’s session (109)', async () => {
    const me = platform.createUser();
    const bare = await signSocketToken(socketSecret(platform.ctx), String(me), platform.clock.now());
    const noSid = await RawClient.open(socketUrl(platform));
    open.push(noSid);
    expect((await noSid.connect(bare)).error.code).toBe(101);
    expect(await noSid.closed()).toBe(3500);

    const someoneElses = await tokenFor(platform, me, { sid: loginSessionFor(platform, platform.createUser()) });
    const foreign = await RawClient.open(socketUrl(platform));
    open.push(foreign);
    expect((await foreign.connect(someoneElses)).error.code).toBe(109);
  });
});
