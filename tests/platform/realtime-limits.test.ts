/**
 * Socket hardening (issue 11, docs/api/realtime.md#limits), over real sockets with tokens from
 * GET /api/player/settings: only channels the platform publishes on can be subscribed, channel
 * state stays bounded under subscribe/unsubscribe churn, idle channels are freed after the recovery
 * window and capped in number, commands per connection and sockets per address are capped.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HUB_DEFAULTS, Hub } from '../../platform/realtime/hub.ts';
import { startPlatform, type ApiClient, type TestPlatform } from './harness.ts';
import { hubOf, RawClient, socketUrl, until } from './realtime-helpers.ts';

/** The socket URL and token a browser gets from the platform (guest, or signed in as `client`'s user). */
async function settingsOf(client: ApiClient): Promise<{ url: string; token: string; user: string }> {
  const { status, body } = await client.get('/api/player/settings');
  expect(status).toBe(200);
  return body.cent;
}

const open: RawClient[] = [];
async function connected(client: ApiClient): Promise<RawClient> {
  const cent = await settingsOf(client);
  const raw = await RawClient.open(cent.url);
  open.push(raw);
  expect((await raw.connect(cent.token)).connect).toBeTruthy();
  return raw;
}
afterEach(() => {
  for (const raw of open.splice(0)) raw.close();
});

const codeOf = async (raw: RawClient, channel: string) => {
  const reply = await raw.call({ subscribe: { channel } });
  return reply.error?.code ?? 'ok';
};

describe('which channels can be subscribed', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('a guest: the public channels the platform publishes on, nothing invented', async () => {
    const guest = await connected(platform.client());
    const before = hubOf(platform).stats().channels;
    expect(await codeOf(guest, 'public:1')).toBe(102);
    expect(await codeOf(guest, 'public:wins2')).toBe(102);
    expect(await codeOf(guest, 'public:wins#1')).toBe(102);
    expect(await codeOf(guest, 'balance#1')).toBe(103);
    expect(hubOf(platform).stats().channels).toBe(before); // a refused subscribe leaves nothing behind
    expect(await codeOf(guest, 'public:wins')).toBe('ok');
    expect(await codeOf(guest, 'public:jackpots_changes')).toBe('ok');
    expect(await codeOf(guest, 'public:tournaments_changes')).toBe('ok');
  });

  it('a player: only their own channel of each name the platform publishes on', async () => {
    const me = platform.createUser();
    const other = platform.createUser();
    const player = await connected(platform.clientAs(me));
    for (const name of ['balance', 'payments_changes', 'jackpot_win_award', 'bonuses_changes', 'freespins_changes', 'tournaments_statuses', 'tournament_notifications', 'lootboxes_changes']) expect(await codeOf(player, `${name}#${me}`)).toBe('ok');
    expect(await codeOf(player, `dialog#${me}`)).toBe(102); // not a channel the platform publishes on
    expect(await codeOf(player, `x${Date.now()}#${me}`)).toBe(102);
    expect(await codeOf(player, `balance#${me},${other}`)).toBe(102); // no multi-user channels
    expect(await codeOf(player, `balance#${other}`)).toBe(103);
  });
});

describe('channel state stays bounded', () => {
  const churn = async (raw: RawClient, count: number, channelOf: (n: number) => string) => {
    const codes = new Map<string, number>();
    raw.messages.splice(0);
    const perFrame = 250;
    for (let first = 0; first < count; first += perFrame) {
      const commands: object[] = [];
      for (let n = first; n < Math.min(count, first + perFrame); n++) commands.push({ subscribe: { channel: channelOf(n) } }, { unsubscribe: { channel: channelOf(n) } });
      const ids = raw.send(...commands);
      await raw.reply(ids.at(-1)!);
      for (const message of raw.messages.splice(0)) {
        const code = message.subscribe ? 'subscribed' : message.error ? `error ${message.error.code}` : 'unsubscribed';
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    }
    return Object.fromEntries(codes);
  };
  const heapMb = () => {
    (globalThis as { gc?: () => void }).gc?.();
    return Math.round((process.memoryUsage().heapUsed / 1024 / 1024) * 10) / 10;
  };

  it('20,000 subscribe + unsubscribe of unique channels on one guest socket keep the channel map at most the allow-list', async () => {
    // The command rate cap is lifted here, so what is measured is the channel map, not the rate cap.
    let platform: TestPlatform | undefined;
    const hub = new Hub({ clock: { now: () => platform!.clock.now() }, autoTimers: false, commandBurst: 0, log: () => {} });
    platform = await startPlatform({}, { publisher: hub });
    try {
      const guest = await connected(platform.client());
      const before = { ...hub.stats(), heapMb: heapMb() };
      const started = performance.now();
      const unique = await churn(guest, 20_000, (n) => `public:${n}`);
      const afterUnique = { ...hub.stats(), heapMb: heapMb() };
      const published = await churn(guest, 20_000, (n) => (n % 2 === 0 ? 'public:wins' : 'public:jackpots_changes'));
      const afterPublished = { ...hub.stats(), heapMb: heapMb() };
      console.log(
        `[realtime-limits] one guest socket, 20,000 subscribe+unsubscribe of unique public:<n> ${JSON.stringify(unique)}: ` +
          `channels ${before.channels} → ${afterUnique.channels}, heap ${before.heapMb} → ${afterUnique.heapMb} MB; ` +
          `then 20,000 on the two public channels ${JSON.stringify(published)}: channels ${afterPublished.channels} ` +
          `(idle ${afterPublished.idleChannels}), heap ${afterPublished.heapMb} MB; ${Math.round(performance.now() - started)} ms`,
      );
      expect(unique).toEqual({ 'error 102': 20_000, unsubscribed: 20_000 });
      expect(afterUnique.channels).toBe(before.channels);
      expect(published).toEqual({ subscribed: 20_000, unsubscribed: 20_000 });
      expect(afterPublished.channels).toBeLessThanOrEqual(2);
    } finally {
      await platform.close();
    }
  });

  it('frees an idle channel after the recovery window, and keeps at most maxIdleChannels of them', async () => {
    let platform: TestPlatform | undefined;
    const hub = new Hub({ clock: { now: () => platform!.clock.now() }, autoTimers: false, maxIdleChannels: 3, log: () => {} });
    platform = await startPlatform({}, { publisher: hub });
    try {
      // Five players each subscribe to their balance and leave: five idle channels, three kept.
      for (let i = 0; i < 5; i++) {
        const me = platform.createUser();
        const player = await connected(platform.clientAs(me));
        expect(await codeOf(player, `balance#${me}`)).toBe('ok');
        player.close();
        await until(() => (hub.stats().subscribers[`balance#${me}`] ?? 0) === 0, 3_000, 'unsubscribed on close');
      }
      expect(hub.stats()).toMatchObject({ channels: 3, idleChannels: 3 });

      // Within the recovery window the idle channels stay (a reconnecting client recovers), then go.
      platform.clock.advance(HUB_DEFAULTS.historyTtlMs - 1_000);
      hub.sendPings();
      expect(hub.stats().channels).toBe(3);
      platform.clock.advance(1_000);
      hub.sendPings();
      expect(hub.stats()).toMatchObject({ channels: 0, idleChannels: 0 });
    } finally {
      await platform.close();
    }
  });

  it('does not keep a channel nobody subscribes to when the platform publishes on it', async () => {
    const platform = await startPlatform();
    try {
      const hub = hubOf(platform);
      const me = platform.createUser();
      hub.publish(`balance#${me}`, { amount_cents: 1 });
      hub.publish('public:wins', { amount_cents: 1 });
      expect(hub.stats().channels).toBe(0);
    } finally {
      await platform.close();
    }
  });
});

describe('per-connection and per-address caps', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ socketConnectionsPerAddress: 3 });
  });
  afterAll(() => platform.close());

  it('closes a connection that sends commands faster than the cap (3013), after answering what came before', async () => {
    const guest = await connected(platform.client()); // the connect took one command
    const burst = HUB_DEFAULTS.commandBurst;
    const commands = Array.from({ length: burst + 50 }, (_, n) => ({ [n % 2 === 0 ? 'subscribe' : 'unsubscribe']: { channel: 'public:wins' } }));
    guest.send(...commands);
    expect(await guest.closed()).toBe(3013);
    expect(guest.closeReason).toBe('too many requests');
    // Every command within the allowance was answered; none after it.
    expect(guest.messages.filter((message) => message.id !== undefined)).toHaveLength(burst);
  });

  it('refills the allowance over time (commandsPerSecond)', async () => {
    const guest = await connected(platform.client());
    const unsubscribe = { unsubscribe: { channel: 'public:wins' } };
    const spend = async (count: number) => {
      const ids = guest.send(...Array.from({ length: count }, () => unsubscribe));
      await guest.reply(ids.at(-1)!);
    };
    await spend(HUB_DEFAULTS.commandBurst - 1); // with the connect: the whole burst
    platform.clock.advance(1_000);
    await spend(HUB_DEFAULTS.commandsPerSecond);
    expect(guest.closeCode).toBeUndefined();
    guest.send(unsubscribe);
    expect(await guest.closed()).toBe(3013);
  });

  it('refuses a socket over the per-address cap with 429 before the upgrade, and admits one again once another closes', async () => {
    await until(() => hubOf(platform).stats().clients === 0, 3_000, 'earlier sockets closed');
    const url = socketUrl(platform);
    const sockets = [await RawClient.open(url), await RawClient.open(url), await RawClient.open(url)];
    open.push(...sockets);
    await expect(RawClient.open(url)).rejects.toThrow('HTTP 429');
    sockets[0]!.close();
    await sockets[0]!.closed();
    await until(() => hubOf(platform).stats().clients === 2, 3_000, 'one closed');
    // The address is released when the server's TCP socket closes, just after the hub forgot the session.
    let again: RawClient | undefined;
    for (let attempt = 0; attempt < 20 && !again; attempt++) {
      again = await RawClient.open(url).catch(() => undefined);
      if (!again) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(again).toBeDefined();
    open.push(again!);
  });
});
