import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { homeBanners } from '../../../widgets/lobby/banners.ts';
import { Lobby } from '../../../widgets/lobby/Lobby.tsx';
import { fakeGame, guest, installPlatform, pagedGames, signedIn, type Route } from './game-grid-fakes.ts';
import { render } from './render.tsx';

const many = (count: number) => Array.from({ length: count }, (_, index) => fakeGame(index + 1));
const banner = (id: number, extra: Record<string, unknown> = {}) => ({ id, categories: ['slider-index-top'], title: { text: `Banner ${id}` }, button: { name: 'Go', url: `/promo/${id}` }, order: { main: id }, ...extra });

function lobbyRoutes(extra: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /api/fe/config/menu-categories-games': () => ({ MAIN_PAGE_CATEGORIES: ['top', 'new', 'live'] }),
    'GET /api/games/collections': () => [
      { id: 'top', title: 'Top games' },
      { id: 'new', title: 'New games' },
      { id: 'live', title: 'Live casino' },
    ],
    'GET /api/games/providers': () => [
      { id: 'nebula', title: 'Nebula Studios' },
      { id: 'kestrel', title: 'Kestrel' },
    ],
    'GET /api/fe/config/banners-config': () => ({ banners: [banner(1), banner(2), banner(3), banner(4), banner(5, { logged: true })] }),
    'POST /api/games_filter': pagedGames(many(40)),
    ...extra,
  };
}

describe('Lobby', () => {
  afterEach(() => {
    resetCore();
    vi.restoreAllMocks();
  });

  it('shows one row of 15 games per MAIN_PAGE_CATEGORIES entry, with a 5-item skeleton while a row loads', async () => {
    let releaseNew: () => void = () => undefined;
    const rowsAsked: unknown[] = [];
    installPlatform({
      ...guest,
      ...lobbyRoutes({
        'POST /api/games_filter': (body, url) => {
          rowsAsked.push(body);
          const slug = (body as { filter: { categories: { identifiers: string[] } } }).filter.categories.identifiers[0];
          const answer = pagedGames(many(40))(body, url);
          return slug === 'new' ? new Promise((resolve) => (releaseNew = () => resolve(answer))) : answer;
        },
      }),
    });
    const container = render(<Lobby locale="en" />);
    await waitFor(() => expect(container.querySelectorAll('[data-row="top"] .ck-tile')).toHaveLength(15));
    expect(container.querySelectorAll('[data-row="new"] .ck-skeleton')).toHaveLength(5);
    expect(rowsAsked).toContainEqual(expect.objectContaining({ page: 1, page_size: 15 }));
    releaseNew();
    await waitFor(() => expect(container.querySelectorAll('[data-row="new"] .ck-tile')).toHaveLength(15));
    expect(container.querySelector('[data-row="top"] h2')!.textContent).toBe('Top games');
    const all = container.querySelector<HTMLAnchorElement>('[data-row="live"] .ck-lrow__all')!;
    expect(all.getAttribute('href')).toBe('https://casino.test/live/all');
    expect(all.getAttribute('aria-label')).toBe('Show all: Live casino');
    // Guests: no recently played row, no hearts.
    expect(container.querySelector('[data-row="recently-played"]')).toBeNull();
    expect(container.querySelector('.ck-tile__fav')).toBeNull();
  });

  it('shows the rows of a second visit at once from the page’s queries, without asking for them again', async () => {
    let rowRequests = 0;
    installPlatform({ ...guest, ...lobbyRoutes({ 'POST /api/games_filter': (body, url) => { rowRequests += 1; return pagedGames(many(40))(body, url); } }) });
    const first = render(<Lobby locale="en" />);
    await waitFor(() => expect(first.querySelectorAll('[data-row="live"] .ck-tile')).toHaveLength(15));
    expect(rowRequests).toBe(3);
    const second = render(<Lobby locale="en" />);
    await waitFor(() => expect(second.querySelectorAll('[data-row="top"] .ck-tile')).toHaveLength(15));
    expect(second.querySelectorAll('[data-row] .ck-skeleton')).toHaveLength(0);
    expect(rowRequests).toBe(3);
  });

  it('shows 3 banner skeletons on desktop while banners load, then the guest banners in order', async () => {
    let release: () => void = () => undefined;
    const routes = lobbyRoutes();
    const { calls } = installPlatform({ ...guest, ...routes, 'GET /api/fe/config/banners-config': (body, url) => new Promise((resolve) => (release = () => resolve(routes['GET /api/fe/config/banners-config']!(body, url)))) });
    const container = render(<Lobby locale="en" />);
    await waitFor(() => expect(container.querySelectorAll('.ck-banners--loading .ck-skeleton')).toHaveLength(3));
    await waitFor(() => expect(calls).toContain('GET /api/fe/config/banners-config'));
    release();
    await waitFor(() => expect(container.querySelectorAll('.ck-banners__slide')).toHaveLength(4));
    const carousel = container.querySelector('[aria-roledescription="carousel"]')!;
    expect(carousel.getAttribute('data-autoplay')).toBe('on');
    // React derives enter/leave from over/out; preact listens to enter/leave: send both.
    fireEvent.mouseOver(carousel);
    fireEvent.mouseEnter(carousel);
    await waitFor(() => expect(carousel.getAttribute('data-autoplay')).toBe('off'));
    fireEvent.mouseOut(carousel);
    fireEvent.mouseLeave(carousel);
    await waitFor(() => expect(carousel.getAttribute('data-autoplay')).toBe('on'));
    fireEvent.click(container.querySelector('[data-action="pause"]')!);
    await waitFor(() => expect(carousel.getAttribute('data-autoplay')).toBe('off'));
  });

  it('with the carousel’s chunk preloaded, the first render shows the carousel: no skeleton in between (the rows of a server-rendered lobby do not move, docs/host.md "Speed")', async () => {
    const { calls } = installPlatform({ ...guest, ...lobbyRoutes() });
    // A fresh copy of the widget's modules, as a page load has: its lazy carousel never rendered yet,
    // and the banners already in the page's queries (the host seeds them from the server's render).
    vi.resetModules();
    const fresh = await import('../../../widgets/lobby/Lobby.tsx');
    const { getCore } = await import('../../../sdk/core.ts');
    const { getQueries } = await import('../../../sdk/query/index.ts');
    const { bannersQuery } = await import('../../../sdk/query/catalogue.ts');
    const core = getCore({ locale: 'en' });
    await getQueries(core).fetchQuery(bannersQuery(core.http, 'en'));
    await fresh.preloadHomeBanners();
    let skeletons = 0;
    const watch = new MutationObserver((mutations) => {
      for (const { addedNodes } of mutations) for (const node of addedNodes) if (node instanceof Element && (node.matches('.ck-banners--loading') || node.querySelector('.ck-banners--loading'))) skeletons += 1;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const shown = render(<fresh.Lobby locale="en" />);
    await waitFor(() => expect(shown.querySelectorAll('.ck-banners__slide')).toHaveLength(4));
    watch.disconnect();
    expect(calls.filter((call) => call.includes('banners-config'))).toHaveLength(1);
    expect(skeletons).toBe(0);
  });

  it('filters banners by login, groups and time, and orders them', () => {
    const now = Date.parse('2026-11-20T00:00:00Z');
    const list = [
      banner(3),
      banner(1, { logged: true }),
      banner(2, { groupIds: [131811] }),
      banner(4, { timer: { start_at: '2026-12-01T00:00:00Z' } }),
      banner(5, { categories: ['jackpots'] }),
    ] as never[];
    expect(homeBanners(list, { loggedIn: false, groups: [], now }).map((b: { id: number }) => b.id)).toEqual([3]);
    expect(homeBanners(list, { loggedIn: true, groups: [], now }).map((b: { id: number }) => b.id)).toEqual([1, 3]);
    expect(homeBanners(list, { loggedIn: true, groups: ['131811'], now }).map((b: { id: number }) => b.id)).toEqual([1, 2, 3]);
  });

  it('counts a timed banner down to its end and opens its terms in the modal, with the EUR variables (docs/product/notifications-and-banners.md#banners)', async () => {
    const end = new Date(Date.now() + 2 * 86_400_000 + 3 * 3_600_000).toISOString();
    const terms = { name: 'Terms', popup: { title: 'Draw rules', secondTitle: 'Tickets', desc: 'One ticket per {amount} deposit.' } };
    installPlatform({
      ...guest,
      ...lobbyRoutes({ 'GET /api/fe/config/banners-config': () => ({ banners: [banner(1, { timer: { end_at: end }, secondButton: terms, variables: { EUR: { amount: '€20' } } })] }) }),
    });
    const container = render(<Lobby locale="en" />);
    const timer = await waitFor(() => {
      const element = container.querySelector('time.ck-banners__timer');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(timer.textContent).toBe('Ends in 2 days 3 hours');
    expect(timer.getAttribute('datetime')).toBe(end);
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === 'Terms')!);
    const dialog = await waitFor(() => {
      const element = container.querySelector('dialog[open]');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(dialog.querySelector('h2')?.textContent).toBe('Draw rules');
    expect(dialog.textContent).toContain('One ticket per €20 deposit.');
    fireEvent.click([...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Close')!);
    await waitFor(() => expect(container.querySelector('dialog')).toBeNull());
  });

  it('opens the providers popup on a provider page; picking one navigates', async () => {
    const { bodies, calls } = installPlatform({ ...guest, ...lobbyRoutes() });
    const onNavigate = vi.fn();
    const container = render(<Lobby locale="en" page="provider" provider="nebula" onNavigate={onNavigate} />);
    await waitFor(() => expect(container.textContent).toContain('Games by Nebula Studios'));
    expect(bodies[calls.indexOf('POST /api/games_filter')]).toMatchObject({ filter: { providers: ['nebula'] }, page_size: 40 });
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === 'Game providers')!);
    const dialog = await waitFor(() => {
      const element = container.querySelector('dialog[open]');
      expect(element).not.toBeNull();
      return element!;
    });
    const kestrel = [...dialog.querySelectorAll('a')].find((link) => link.textContent === 'Kestrel')!;
    expect(kestrel.getAttribute('href')).toBe('https://casino.test/producers/kestrel');
    fireEvent.click(kestrel);
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/producers/kestrel' }));
    await waitFor(() => expect(container.querySelector('dialog')).toBeNull());
  });

  it('shows a category page with its heading and the grid', async () => {
    const { bodies, calls } = installPlatform({ ...guest, ...lobbyRoutes() });
    const container = render(<Lobby locale="en" page="category" category="new" />);
    await waitFor(() => expect(container.querySelector('.ck-grid__heading')?.textContent).toBe('New games'));
    // 40 games and, for `new`, the random card at the end (outside the rendered window).
    await waitFor(() => expect(container.querySelector('.ck-grid__cell')?.getAttribute('aria-setsize')).toBe('41'));
    expect(bodies[calls.indexOf('POST /api/games_filter')]).toMatchObject({ filter: { categories: { identifiers: ['new'] } } });
    expect(container.querySelector('a[aria-current="page"]')!.getAttribute('href')).toBe('https://casino.test/pokies/new');
  });

  it('lists a player’s favourites newest first and asks guests to sign in', async () => {
    installPlatform({ ...guest, ...lobbyRoutes() });
    const visitor = render(<Lobby locale="en" page="favorites" />);
    await waitFor(() => expect(visitor.textContent).toContain('Sign in to keep your favourite games in one place.'));
    resetCore();
    const first = fakeGame(1);
    const second = fakeGame(2);
    // v1 (ids) and v2 (games) share the path: the ids are asked first (by the shared favourites store).
    let asked = 0;
    installPlatform({
      ...signedIn('EUR'),
      ...lobbyRoutes(),
      'GET /api/player/favorite_games': () => (asked++ === 0 ? [first.currencies.EUR!.id, second.currencies.EUR!.id] : [first, second]),
    });
    const player = render(<Lobby locale="en" page="favorites" />);
    await waitFor(() => expect(player.querySelectorAll('.ck-lobby__tiles .ck-tile')).toHaveLength(2));
    expect([...player.querySelectorAll('.ck-lobby__tiles .ck-tile')].map((tile) => tile.getAttribute('data-identifier'))).toEqual(['nebula/game-2', 'nebula/game-1']);
  });
});
