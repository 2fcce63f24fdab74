import { findByRole, fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCore } from '../../../sdk/core.ts';
import { getNotifications } from '../../../sdk/state/notifications.ts';
import { Bookmarks } from '../../../widgets/bookmarks/Bookmarks.tsx';
import { Notifications } from '../../../widgets/notifications/Notifications.tsx';
import { installAccountPlatform, PLAYER } from './cashbox-fixtures.ts';
import { FakeSocket } from './fake-platform.ts';
import { render } from './render.tsx';

/**
 * The `<casino-notifications>` and `<casino-bookmarks>` widgets (docs/widgets.md "notifications", "bookmarks";
 * docs/product/notifications-and-banners.md#notifications, docs/product/loyalty-lootboxes-wheel.md#bookmarks) against
 * the wire shapes of docs/api/notifications.md from a scripted platform; the real platform and socket are in
 * tests/e2e/notifications-widgets.spec.ts and tests/e2e/notifications.spec.ts.
 */
const HOUR = 3_600_000;
const item = (id: number, fields: Record<string, unknown> = {}) => ({ id, kind: 'bonus_issued', title: `Title ${id}`, text: `Text ${id}`, link: '/profile/gifts', created_at: '2026-11-25T12:00:00.000Z', read: false, ...fields });

/** A platform whose notification list is `list` (mutable: the platform's state), dismissals and reads applied. */
function platform(list: ReturnType<typeof item>[], routes: Record<string, (body: unknown, url: URL) => unknown> = {}) {
  return installAccountPlatform({
    'GET /api/player/notifications': () => list.filter((entry) => entry !== undefined),
    'POST /api/player/notifications/read': () => {
      for (const entry of list) entry.read = true;
      return new Response(null, { status: 204 });
    },
    ...Object.fromEntries(list.map((entry) => [`DELETE /api/player/notifications/${entry.id}`, () => {
      list.splice(list.indexOf(entry), 1);
      return new Response(null, { status: 204 });
    }])),
    ...routes,
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('<casino-notifications>', () => {
  it('a guest sees nothing and no list is asked for', async () => {
    const installed = installAccountPlatform({}, { player: null });
    const container = render(<Notifications locale="en" />);
    await waitFor(() => expect(installed.calls('GET /api/player')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('button')).toBeNull();
    expect(installed.calls('GET /api/player/notifications')).toHaveLength(0);
  });

  it('a guest who signed in elsewhere and comes back is signed in, with one profile request for both widgets', async () => {
    let signedIn = false;
    const installed = installAccountPlatform({ 'GET /api/player': () => (signedIn ? PLAYER : {}), 'GET /api/player/notifications': () => [item(1)], 'GET /api/tournaments': () => [] }, { player: null });
    const container = render(
      <>
        <Notifications locale="en" />
        <Bookmarks locale="en" />
      </>,
    );
    await waitFor(() => expect(installed.calls('GET /api/player')).toHaveLength(1));
    signedIn = true;
    window.dispatchEvent(new Event('focus'));
    await findByRole(container, 'button', { name: /Notifications/ });
    expect(installed.calls('GET /api/player')).toHaveLength(2);
    await waitFor(() => expect(container.querySelector('[data-testid="notices-counter"]')?.textContent).toBe('1'));
    // The player's channels are subscribed (two loads at once would race in the session and subscribe none).
    await waitFor(() => expect(FakeSocket.instances[0]?.subscribedChannels()).toContain('personal_notifications#7'));
    // Signed in: a return asks for nothing.
    window.dispatchEvent(new Event('focus'));
    expect(installed.calls('GET /api/player')).toHaveLength(2);
  });

  it('the counter reads the unread ones up to 8, then 9+; the bar lists them with links through the casino-URL builder', async () => {
    platform(Array.from({ length: 9 }, (_, index) => item(index + 1)));
    const container = render(<Notifications locale="en" affiliate="partner_7" />);
    const bell = await findByRole(container, 'button', { name: /Notifications/ });
    await waitFor(() => expect(container.querySelector('[data-testid="notices-counter"]')?.textContent).toBe('9+'));
    expect(bell.textContent).toContain('9 unread');
    fireEvent.click(bell);
    const bar = await findByRole(container, 'region', { name: 'Notifications' });
    expect(bar.querySelectorAll('li')).toHaveLength(9);
    const open = bar.querySelector('a')!;
    expect(open.getAttribute('href')).toBe('https://casino.test/profile/gifts?stag=partner_7');
  });

  it('closing marks them read on the platform; a dismissal reaches the platform and stays; an empty bar says so', async () => {
    const list = [item(2), item(1, { read: true })];
    const installed = platform(list);
    const container = render(<Notifications locale="en" />);
    const bell = await findByRole(container, 'button', { name: /Notifications/ });
    await waitFor(() => expect(container.querySelector('[data-testid="notices-counter"]')?.textContent).toBe('1'));
    fireEvent.click(bell);
    const bar = await findByRole(container, 'region', { name: 'Notifications' });
    fireEvent.click(await findByRole(bar, 'button', { name: 'Dismiss “Title 2”' }));
    await waitFor(() => expect(installed.calls('DELETE /api/player/notifications/2')).toHaveLength(1));
    await waitFor(() => expect(bar.querySelectorAll('li')).toHaveLength(1));
    // Escape closes the bar and marks what it showed read.
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(bell.getAttribute('aria-expanded')).toBe('false'));
    expect(installed.calls('POST /api/player/notifications/read')).toHaveLength(0); // nothing unread was left
    expect(container.querySelector('[data-testid="notices-counter"]')).toBeNull();
    // The list is read again (a push): the dismissed one does not come back.
    await getCore().bus.emit('error', { name: 'REALTIME_UNRECOVERED', message: 'missed publications on personal_notifications#7' });
    await waitFor(() => expect(installed.calls('GET /api/player/notifications').length).toBeGreaterThanOrEqual(2));
    fireEvent.click(bell);
    const again = await findByRole(container, 'region', { name: 'Notifications' });
    expect([...again.querySelectorAll('strong')].map((node) => node.textContent)).toEqual(['Title 1']);
    fireEvent.click(await findByRole(again, 'button', { name: 'Clear all' }));
    await waitFor(() => expect(again.textContent).toContain('No notifications right now.'));
    expect(installed.calls('DELETE /api/player/notifications/1')).toHaveLength(1);
  });

  it('keyboard: a dismissal moves the focus to the next dismiss button, the last one to the bell; Escape in the bar closes it and focuses the bell', async () => {
    platform([item(2), item(1)]);
    const container = render(<Notifications locale="en" />);
    const bell = await findByRole(container, 'button', { name: /Notifications/ });
    await waitFor(() => expect(container.querySelector('[data-testid="notices-counter"]')?.textContent).toBe('2'));
    fireEvent.click(bell);
    const bar = await findByRole(container, 'region', { name: 'Notifications' });
    const first = await findByRole(bar, 'button', { name: 'Dismiss “Title 2”' });
    first.focus();
    fireEvent.click(first);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Dismiss “Title 1”'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(bell.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(bell);
    fireEvent.click(bell);
    const last = await findByRole(container, 'button', { name: 'Dismiss “Title 1”' });
    fireEvent.click(last);
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });

  it('a push shows at once (the list is read again), and closing marks the new one read on the platform', async () => {
    const list = [item(1, { read: true })];
    const installed = platform(list);
    const container = render(<Notifications locale="de" />);
    const bell = await findByRole(container, 'button', { name: /Benachrichtigungen/ });
    await waitFor(() => expect(installed.calls('GET /api/player/notifications')).toHaveLength(1));
    await waitFor(() => expect(FakeSocket.instances[0]?.subscribedChannels()).toContain('personal_notifications#7'));
    expect(container.querySelector('[data-testid="notices-counter"]')).toBeNull();
    list.unshift(item(3, { title: 'Neuer Bonus' }));
    installed.push('personal_notifications', { id: 3, title: 'Neuer Bonus', text: 'x' });
    await waitFor(() => expect(container.querySelector('[data-testid="notices-counter"]')?.textContent).toBe('1'));
    expect(bell.textContent).toContain('1 ungelesen');
    fireEvent.click(bell);
    fireEvent.click(bell);
    await waitFor(() => expect(installed.calls('POST /api/player/notifications/read')).toHaveLength(1));
    expect(container.querySelector('[data-testid="notices-counter"]')).toBeNull();
  });

  it('kept 2 hours from when this browser first saw it; the page’s own notices too', async () => {
    let now = Date.parse('2026-11-25T12:00:00.000Z');
    localStorage.setItem('ck_notifications_seen', JSON.stringify({ 1: now - 2 * HOUR, 2: now - 2 * HOUR + 1 }));
    platform([item(2), item(1)]);
    const store = getNotifications(getCore(), () => now);
    const container = render(<Notifications locale="en" />);
    await waitFor(() => expect(store.items.value.map((entry) => entry.id)).toEqual(['2']));
    store.add({ id: 'tournament-5-started', title: 'Tournament', text: 'Started' });
    expect(store.items.value.map((entry) => entry.id)).toEqual(['tournament-5-started', '2']);
    await waitFor(() => expect(container.querySelector('[data-testid="notices-counter"]')?.textContent).toBe('2'));
    await store.dismiss('tournament-5-started');
    expect(JSON.parse(localStorage.getItem('ck_notifications') ?? '[]')).toEqual([]);
    store.add({ id: 'tournament-6-started', title: 'Tournament', text: 'Started' });
    now += 2 * HOUR;
    await getCore().bus.emit('error', { name: 'REALTIME_UNRECOVERED', message: 'missed publications on personal_notifications#7' });
    await waitFor(() => expect(store.items.value).toEqual([]));
  });
});

describe('<casino-bookmarks>', () => {
  const wheelSpin = (id: number) => ({ id, title: 'Wheel spin', stage: 'issued', group_key: 'wheel_deposit', strategy: 'weighted', display: 1, created_at: '2026-11-25T11:00:00.000Z', valid_until: null, currency: 'EUR', items: [] });
  const base = {
    'GET /api/comp_points/rates/money': () => [{ group: 'm', title: '€5', rates: [{ points: 500, currency: 'EUR', amount_cents: 500 }] }],
    'GET /api/comp_points/rates/freespins': () => [{ group: 'f', title: '10 FS', rate: { points: 300, freespins_count: 10 } }],
    'GET /jam/adventure': () => ({ calendar: 'c', currency: 'EUR', startDay: '2026-11-20', finished: false, days: [{ title: 'Day 1', day: 1, step: 1, stepTotal: 7, date: '2026-11-20', state: 'active', isCompleted: false, prize: { freespin: 10 }, condition: { minDep: '20', wager: '0', periodActivationDays: '1' }, progress: null }] }),
    'GET /api/tournaments': () => [],
  };

  it('a guest sees nothing', async () => {
    const installed = installAccountPlatform(base, { player: null });
    const container = render(<Bookmarks locale="en" />);
    await waitFor(() => expect(installed.calls('GET /api/player')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('nav')).toBeNull();
    expect(installed.calls('GET /api/player/lootboxes')).toHaveLength(0);
  });

  const TESTER = { ...PLAYER, statuses: [...PLAYER.statuses, { id: '21', name: 'Tester' }] };

  it('at most 2 in priority order: the shop the points afford, the wheel with its spins, then adventures (testers); links carry the attribution', async () => {
    const installed = installAccountPlatform({ ...base, 'GET /api/player/comp_points': () => ({ chargeable: { points: 300 }, persistent: { points: 300 } }), 'GET /api/player/lootboxes': () => [wheelSpin(1), wheelSpin(2)] }, { player: TESTER });
    const container = render(<Bookmarks locale="en" affiliate="partner_7" />);
    const nav = await findByRole(container, 'navigation', { name: 'Your rewards' });
    await waitFor(() => expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Loyalty shop', 'Bonus wheel2']));
    expect(nav.querySelector('a')!.getAttribute('href')).toBe('https://casino.test/rocket-mart?stag=partner_7');
    expect(nav.querySelector('[aria-label="2 spins"]')).not.toBeNull();
    // The wheel spun and points spent: the adventures take their places.
    await waitFor(() => expect(FakeSocket.instances[0]?.subscribedChannels()).toContain('comps_award#7'));
    installed.push('comps_award', { chargeable: { points: 10 }, persistent: { points: 300 } });
    await waitFor(() => expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Bonus wheel2', 'Adventures']));
  });

  it('no adventures bookmark for a player outside the testers; the running quest takes the place', async () => {
    const start = new Date(Date.now() - 3_600_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    // The wire shape of docs/api/competitions.md "Quests" (as tests/unit/components/quest.test.tsx).
    const quest = {
      ...{ id: 7, title: 'Starter quest', frontend_identifier: 'quest--xs--starter', strategy: 'bet', game_category_identity: '', in_progress: true, user_confirmation_required: false, start_at: start, end_at: end, finished_at: null, currency: 'EUR', currencies: ['EUR'], group_ids: [], group_tournament: false, games_taken_limit: null },
      ...{ money_budget: '0.0', money_budget_cents: 0, money_prize_pool: '0.0', money_prize_pool_cents: 0, chargeable_comp_points_budget: '0', persistent_comp_points_budget: '0', chargeable_comp_points_prize_pool: '0', persistent_comp_points_prize_pool: '0', winner_team_id: null, prizes: [], top_players: [] },
      quest_size: 'xs',
      level_points: [0, 5_000].map((bets, index) => ({ level: index + 1, bets_cents: { EUR: bets }, reward: null })),
    };
    const installed = installAccountPlatform({ ...base, 'GET /api/player/lootboxes': () => [wheelSpin(1)], 'GET /api/tournaments': () => [quest], 'GET /api/tournaments/7/status': () => ({ tournament_id: 7, nickname: 'Ada', award_place: 1, bets: '0.00', bet_cents: 0, wins: '0.00', win_cents: 0, games_taken: 0, rate: 0, points: 0, user_confirmed: true }) });
    const container = render(<Bookmarks locale="en" />);
    const nav = await findByRole(container, 'navigation', { name: 'Your rewards' });
    await findByRole(nav, 'button', { name: /^Quest/ });
    await waitFor(() => expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('data-bookmark'))).toEqual(['spin_wheel']));
    expect(installed.calls('GET /jam/adventure')).toHaveLength(0);
  });

  it('`hide` leaves out the page’s own bookmark; past 100 px of scroll they fold to compact', async () => {
    installAccountPlatform({ ...base, 'GET /api/player/lootboxes': () => [wheelSpin(1)] }, { player: TESTER });
    const navigate: unknown[] = [];
    const container = render(<Bookmarks locale="en" hide="adventures" basePath="/de" onNavigate={(detail) => navigate.push(detail)} />);
    const nav = await findByRole(container, 'navigation', { name: 'Your rewards' });
    await waitFor(() => expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('data-bookmark'))).toEqual(['spin_wheel']));
    const wheel = nav.querySelector('a')!;
    expect(wheel.getAttribute('href')).toBe('https://casino.test/de/rocketplay-wheel');
    fireEvent.click(wheel);
    expect(navigate).toEqual([{ path: '/rocketplay-wheel', href: 'https://casino.test/de/rocketplay-wheel' }]);
    expect(nav.className).not.toContain('compact');
    Object.defineProperty(window, 'scrollY', { value: 101, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(nav.className).toContain('ck-bookmarks--compact'));
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(nav.className).not.toContain('compact'));
  });
});
