/**
 * The SDK's own Centrifugo client (sdk/realtime/client.ts) against the platform's socket: the
 * browser-side half of realtime, in node with `ws`. A dropped connection recovers every missed
 * publication, in order, exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RealtimeClient } from '../../sdk/realtime/client.ts';
import { startPlatform, type TestPlatform } from './harness.ts';
import { hubOf, killSocketsOf, socketUrl, tokenFor, until } from './realtime-helpers.ts';

describe('SDK realtime client against the platform hub', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('receives public publications as a guest and per-user ones as that user only', async () => {
    const userId = platform.createUser();
    const received: unknown[] = [];
    const client = new RealtimeClient({
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      credentials: async () => ({ url: socketUrl(platform), token: await tokenFor(platform, userId) }),
      minReconnectDelayMs: 20,
    });
    const offWins = client.subscribe('public:wins', (data) => received.push(['wins', data]));
    const offBalance = client.subscribe(`balance#${userId}`, (data) => received.push(['balance', data]));
    await until(() => client.connected && hubOf(platform).sessionsOf(String(userId)).length === 1, 3_000, 'connect');
    await new Promise((resolve) => setTimeout(resolve, 50));
    platform.ctx.publisher.publish('public:wins', { n: 1 });
    platform.ctx.publisher.publish(`balance#${userId}`, { amount_cents: 5 });
    platform.ctx.publisher.publish(`balance#${userId + 1}`, { amount_cents: 999 });
    await until(() => received.length === 2, 3_000, 'publications');
    expect(received).toEqual([['wins', { n: 1 }], ['balance', { amount_cents: 5 }]]);
    offWins();
    offBalance();
    expect(client.channelCount).toBe(0);
    expect(client.connected).toBe(false);
  });

  it('recovers every publication missed while the connection was down, in order, once', async () => {
    const userId = platform.createUser();
    const seen: number[] = [];
    const client = new RealtimeClient({
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      credentials: async () => ({ url: socketUrl(platform), token: await tokenFor(platform, userId) }),
      minReconnectDelayMs: 20,
      maxReconnectDelayMs: 50,
    });
    client.subscribe('public:jackpots_changes', (data) => seen.push((data as { n: number }).n));
    await until(() => hubOf(platform).sessionsOf(String(userId)).length === 1, 3_000, 'connect');
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let n = 1; n <= 3; n++) platform.ctx.publisher.publish('public:jackpots_changes', { n });
    await until(() => seen.length === 3, 3_000, 'first publications');

    killSocketsOf(hubOf(platform), userId);
    for (let n = 4; n <= 8; n++) platform.ctx.publisher.publish('public:jackpots_changes', { n });
    await until(() => seen.length >= 8, 5_000, 'recovered publications');
    platform.ctx.publisher.publish('public:jackpots_changes', { n: 9 });
    await until(() => seen.length >= 9, 3_000, 'live again');
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    client.disconnect();
  });
});
