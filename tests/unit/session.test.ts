import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCore, resetCore } from '../../sdk/core.ts';
import { getSession } from '../../sdk/session/index.ts';
import { FakeSocket, installFakePlatform } from './components/fake-platform.ts';

const profile = (overrides: Record<string, unknown> = {}) => ({ id: 42, email: 'mia@example.test', currency: 'EUR', language: 'en', statuses: [], auth_fields_missed: [], ...overrides });
const eur = (amount_cents: number) => ({ currency: 'EUR', amount_cents, available_to_cashout_cents: amount_cents, active: true });

function platformWith(routes: Parameters<typeof installFakePlatform>[0] = {}) {
  const patches: unknown[] = [];
  const groups: unknown[] = [];
  const installed = installFakePlatform({
    'GET /api/player': () => ({}),
    'POST /api/users/sign_in': () => profile(),
    'POST /api/users': () => profile({ id: 7 }),
    'DELETE /api/users/sign_out': () => new Response(null, { status: 204 }),
    'GET /api/player/accounts': () => [eur(10_000)],
    'GET /api/player/comp_points': () => ({ chargeable: { points: 120 }, persistent: { points: 300 } }),
    'GET /api/player/settings': () => ({ cent: { user: '42', token: 't', url: 'ws://fake/connection/websocket' } }),
    'PATCH /api/player/update_locale': (body) => {
      patches.push(body);
      return {};
    },
    'POST /api/player/groups': (body) => {
      groups.push(body);
      return {};
    },
    ...routes,
  });
  return { ...installed, patches, groups };
}

describe('Session (spec 000 §4)', () => {
  afterEach(() => resetCore());

  it('a profile without an id means logged out', async () => {
    platformWith();
    const session = getSession(getCore());
    await session.load();
    expect(session.status.value).toBe('guest');
    expect(session.isLoggedIn.value).toBe(false);
  });

  it('login marks the player logged in, loads wallets and comp points, and tells the bus', async () => {
    platformWith();
    const core = getCore();
    const session = getSession(core);
    const logins: unknown[] = [];
    core.bus.on('login', (event) => logins.push(event));
    await session.login({ email: 'mia@example.test', password: 'x' });
    expect(session.status.value).toBe('player');
    expect(session.activeAccount.value?.amount_cents).toBe(10_000);
    expect(session.compPoints.value?.chargeable.points).toBe(120);
    expect(logins).toEqual([{ userId: 42 }]);
  });

  it('login and registration send this browser’s device id as dfpc, the same every time (sdk/session/device.ts)', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) });
    try {
      const bodies: { user: { dfpc?: string } }[] = [];
      platformWith({ 'POST /api/users/sign_in': (body) => (bodies.push(body as { user: { dfpc?: string } }), profile()) });
      const session = getSession(getCore());
      await session.login({ email: 'mia@example.test', password: 'x' });
      await session.login({ email: 'mia@example.test', password: 'x' });
      await session.login({ email: 'mia@example.test', password: 'x', dfpc: 'given' });
      const registered: { user: { dfpc?: string } }[] = [];
      platformWith({ 'POST /api/users': (body) => (registered.push(body as { user: { dfpc?: string } }), profile({ id: 7 })) });
      await getSession(getCore()).register({ email: 'new@example.test' });
      const [first, second, third] = bodies.map((body) => body.user.dfpc);
      expect(registered[0]!.user.dfpc).toBe(first);
      expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(second).toBe(first);
      expect(third).toBe('given');
      expect(stored.get('casino-kit.device-id')).toBe(first);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('subscribes to every per-user channel and applies balance pushes', async () => {
    platformWith();
    const core = getCore();
    const session = getSession(core);
    const balances: number[] = [];
    core.bus.on('balance', (event) => balances.push(event.amount_cents));
    await session.login({ email: 'mia@example.test', password: 'x' });
    await vi.waitFor(() => expect(FakeSocket.instances.at(-1)?.subscribedChannels()).toContain('balance#42'));
    const socket = FakeSocket.instances.at(-1)!;
    expect(socket.subscribedChannels()).toEqual(expect.arrayContaining(['comps_award#42', 'bonuses_changes#42', 'payments_changes#42']));
    socket.publish('balance#42', eur(12_500), 1);
    await vi.waitFor(() => expect(session.activeAccount.value?.amount_cents).toBe(12_500));
    expect(balances.at(-1)).toBe(12_500);
  });

  it('reads the profile’s groups again on a groups_updates push, without a reload (docs/product/notifications-and-banners.md#banner-visibility)', async () => {
    let statuses = [{ id: '1117', name: 'VIP Regular' }, { id: 'level_1', name: 'Level 1' }];
    platformWith({ 'POST /api/users/sign_in': () => profile({ statuses }), 'GET /api/player': () => profile({ statuses }) });
    const session = getSession(getCore());
    await session.login({ email: 'mia@example.test', password: 'x' });
    await vi.waitFor(() => expect(FakeSocket.instances.at(-1)?.subscribedChannels()).toContain('groups_updates#42'));
    statuses = [{ id: 'level_1', name: 'Level 1' }, { id: '257', name: 'VIP Bronze' }];
    FakeSocket.instances.at(-1)!.publish('groups_updates#42', { id: '257', name: 'VIP Bronze', status: 'bronze', previous_status: 'regular', removed: ['1117'] }, 1);
    await vi.waitFor(() => expect(session.user.value?.statuses).toEqual(statuses));
    expect(session.isLoggedIn.value).toBe(true);
  });

  it('shows the terms popup flag and syncs the UI locale to the profile', async () => {
    const { patches } = platformWith({ 'GET /api/player': () => profile({ language: 'de', auth_fields_missed: ['terms_acceptance'] }) });
    const session = getSession(getCore({ locale: 'en' }));
    await session.load();
    expect(session.termsRequired.value).toBe(true);
    expect(patches).toEqual([{ locale: 'en' }]);
  });

  it('derives the state from the postcode where the edition context wants one (spec 000 §4)', async () => {
    const updates: unknown[] = [];
    platformWith({
      'GET /api/player': () => profile({ country: 'AU', postal_code: '2600', state: null }),
      'GET /api/info/player_fields': () => ({ fields: [], contexts: { edition: ['state'] } }),
      'PATCH /api/player': (body) => {
        updates.push(body);
        return {};
      },
    });
    const session = getSession(getCore());
    await session.load();
    expect(updates).toEqual([{ context: 'edition', player: { state: 'ACT' } }]);
    expect(session.user.value?.state).toBe('ACT');
  });

  it('logout and any 401 clear every user store', async () => {
    platformWith({ 'GET /api/player/comp_points': () => new Response('{}', { status: 401 }) });
    const core = getCore();
    const session = getSession(core);
    await session.login({ email: 'mia@example.test', password: 'x' });
    // The 401 on comp points raised auth-error, which logged the session out.
    expect(session.status.value).toBe('guest');
    expect(session.accounts.value).toEqual([]);

    platformWith();
    const fresh = getSession(getCore());
    const logouts: unknown[] = [];
    getCore().bus.on('logout', () => logouts.push(true));
    await fresh.login({ email: 'mia@example.test', password: 'x' });
    await fresh.logout();
    expect(fresh.user.value).toBeNull();
    expect(fresh.compPoints.value).toBeNull();
    expect(logouts).toHaveLength(1);
  });

  it('registration with the A/B test adds the group chosen by id parity (543 even, 544 odd)', async () => {
    const { groups } = platformWith();
    const core = getCore();
    const registrations: unknown[] = [];
    core.bus.on('registration', (event) => registrations.push(event));
    await getSession(core).register({ email: 'new@example.test' }, { abTest: true });
    expect(groups).toEqual([{ groups: { add: [544] } }]);
    expect(registrations).toEqual([{ userId: 7 }]);
  });
});
