import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { GameGrid } from '../../../widgets/game-grid/GameGrid.tsx';
import { gridLayout, MAX_DOM_TILES, visibleRows } from '../../../widgets/game-grid/virtual.ts';
import { fakeGame, guest, installPlatform, pagedGames, signedIn } from './game-grid-fakes.ts';
import { render } from './render.tsx';

const games = (count: number, overrides = {}) => Array.from({ length: count }, (_, index) => fakeGame(index + 1, overrides));
const cells = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.ck-grid__cell')];
const cardKinds = (container: HTMLElement) => cells(container).map((cell) => cell.querySelector('[data-card]')?.getAttribute('data-card') ?? 'game');

/** Moves the grid as if the window were scrolled so its top sits `top` px from the viewport's top. */
function scrollGridTo(container: HTMLElement, top: number) {
  const list = container.querySelector<HTMLElement>('.ck-grid__list')!;
  list.getBoundingClientRect = () => ({ top, bottom: top + 100, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
  fireEvent.scroll(document);
}

describe('GameGrid', () => {
  afterEach(() => {
    resetCore();
    vi.restoreAllMocks();
  });

  it('puts the random-game card after the 10th game', async () => {
    installPlatform({ ...guest, 'POST /api/games_filter': pagedGames(games(30)) });
    const container = render(<GameGrid locale="en" category="slots" />);
    await waitFor(() => expect(cells(container).length).toBeGreaterThan(12));
    const kinds = cardKinds(container);
    expect(kinds.slice(0, 10)).toEqual(Array(10).fill('game'));
    expect(kinds[10]).toBe('random');
    expect(kinds.filter((kind) => kind === 'random')).toHaveLength(1);
    expect(cells(container)[10]!.getAttribute('aria-posinset')).toBe('11');
  });

  it('puts it at the end for new (and special, top, recommended), and starts live with the cashback card', async () => {
    installPlatform({ ...guest, 'POST /api/games_filter': pagedGames(games(12)) });
    const newest = render(<GameGrid locale="en" category="new" />);
    await waitFor(() => expect(cells(newest)).toHaveLength(13));
    expect(cardKinds(newest).at(-1)).toBe('random');
    expect(cardKinds(newest).slice(0, 12)).toEqual(Array(12).fill('game'));

    const live = render(<GameGrid locale="en" category="live" />);
    await waitFor(() => expect(cells(live)).toHaveLength(14));
    const kinds = cardKinds(live);
    expect(kinds[0]).toBe('cashback');
    expect(kinds[11]).toBe('random');
  });

  it('starts a grid mounted again from the pages already loaded, without asking for them again', async () => {
    const { calls } = installPlatform({ ...guest, 'POST /api/games_filter': pagedGames(games(30)) });
    const first = render(<GameGrid locale="en" category="slots" />);
    await waitFor(() => expect(cells(first).length).toBeGreaterThan(12));
    const asked = calls.filter((call) => call === 'POST /api/games_filter').length;
    expect(asked).toBe(1);
    const again = render(<GameGrid locale="en" category="slots" />);
    await waitFor(() => expect(cells(again)).toHaveLength(cells(first).length));
    expect(again.querySelector('.ck-skeleton')).toBeNull();
    expect(calls.filter((call) => call === 'POST /api/games_filter')).toHaveLength(asked);
  });

  it('asks for 40 games a page, or the page size it is given', async () => {
    const { bodies, calls } = installPlatform({ ...guest, 'POST /api/games_filter': pagedGames(games(5)) });
    render(<GameGrid locale="en" category="slots" />);
    await waitFor(() => expect(calls).toContain('POST /api/games_filter'));
    expect(bodies[calls.indexOf('POST /api/games_filter')]).toMatchObject({ page: 1, page_size: 40, filter: { categories: { identifiers: ['slots'], strategy: 'OR' } } });
    resetCore();
    const second = installPlatform({ ...guest, 'POST /api/games_filter': pagedGames(games(5)) });
    render(<GameGrid locale="en" provider="nebula" pageSize="24" />);
    await waitFor(() => expect(second.calls).toContain('POST /api/games_filter'));
    expect(second.bodies[second.calls.indexOf('POST /api/games_filter')]).toMatchObject({ page: 1, page_size: 24, filter: { providers: ['nebula'] } });
  });

  it('keeps at most ~200 tiles in the DOM while loading pages within 500 px of the end', async () => {
    const all = games(2000);
    const { calls } = installPlatform({ ...guest, 'POST /api/games_filter': pagedGames(all) });
    const container = render(<GameGrid locale="en" category="all" pageSize={100} />);
    await waitFor(() => expect(cells(container).length).toBeGreaterThan(0));
    const layout = gridLayout(Math.min(innerWidth, 1280));
    let pages = 1;
    // Scroll to the end of what is loaded, again and again, until every page is in.
    for (let step = 0; step < 60 && pages < 20; step++) {
      const rows = Number(container.querySelector('.ck-grid__list')!.getAttribute('data-rows'));
      scrollGridTo(container, -(rows * layout.rowHeight - innerHeight + 100));
      await waitFor(() => expect(cells(container).length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 20));
      pages = calls.filter((call) => call === 'POST /api/games_filter').length;
      expect(cells(container).length).toBeLessThanOrEqual(MAX_DOM_TILES);
    }
    expect(pages).toBe(20);
    await waitFor(() => expect(container.textContent).toContain('You have seen all 2000 games.'));
    const rows = Number(container.querySelector('.ck-grid__list')!.getAttribute('data-rows'));
    scrollGridTo(container, -(rows * layout.rowHeight - innerHeight + 100));
    await waitFor(() => expect(Number(cells(container).at(-1)!.getAttribute('aria-posinset'))).toBe(2001));
    // The window shows the end of the list, not its beginning.
    const last = cells(container).at(-1)!;
    expect(Number(last.getAttribute('aria-posinset'))).toBe(2001);
    expect(Number(cells(container)[0]!.getAttribute('aria-posinset'))).toBeGreaterThan(1800);
    expect(cells(container).length).toBeLessThanOrEqual(MAX_DOM_TILES);
  });

  it('computes the window from the grid offset and caps it at 200 tiles on tall screens', () => {
    const layout = gridLayout(1200);
    expect(visibleRows(0, 800, layout, 1000)).toEqual({ start: 0, end: Math.ceil(800 / layout.rowHeight) + 2 });
    const middle = visibleRows(-50 * layout.rowHeight, 800, layout, 1000);
    expect(middle.start).toBe(48);
    const tall = visibleRows(0, 20_000, gridLayout(390), 10_000);
    expect((tall.end - tall.start) * gridLayout(390).columns).toBeLessThanOrEqual(MAX_DOM_TILES);
  });

  it('shows a lock message instead of play for a game without the player’s fiat currency', async () => {
    const list = [fakeGame(1), fakeGame(2, { currencies: { EUR: { id: 5 }, FUN: { id: 6 } } })];
    installPlatform({ ...signedIn('NOK'), 'POST /api/games_filter': pagedGames(list) });
    const container = render(<GameGrid locale="en" category="top" />);
    await waitFor(() => expect(container.querySelector('[data-identifier="nebula/game-2"] .ck-tile__lock')).not.toBeNull());
    const locked = container.querySelector('[data-identifier="nebula/game-2"]')!;
    expect(locked.textContent).toContain('Not available in your currency');
    expect(locked.textContent).toContain('This game does not support NOK.');
    expect(locked.querySelector('.ck-tile__play')).toBeNull();
    expect(locked.querySelector('.ck-tile__fav')).toBeNull();
    const open = container.querySelector('[data-identifier="nebula/game-1"]')!;
    expect(open.querySelector('.ck-tile__lock')).toBeNull();
    expect(open.querySelector('.ck-tile__play')!.getAttribute('href')).toBe('https://casino.test/play/nebula/game-1?mode=real');
  });

  it('never locks for guests or crypto players; guests’ play goes to registration', async () => {
    const list = [fakeGame(1, { currencies: { EUR: { id: 5 }, FUN: { id: 6 } } })];
    installPlatform({ ...signedIn('BTC'), 'POST /api/games_filter': pagedGames(list) });
    const crypto = render(<GameGrid locale="en" category="top" />);
    await waitFor(() => expect(crypto.querySelector('.ck-tile__play')).not.toBeNull());
    expect(crypto.querySelector('.ck-tile__lock')).toBeNull();
    resetCore();
    installPlatform({ ...guest, 'POST /api/games_filter': pagedGames(list) });
    const visitor = render(<GameGrid locale="en" category="top" />);
    await waitFor(() => expect(visitor.querySelector('.ck-tile__play')).not.toBeNull());
    expect(visitor.querySelector('.ck-tile__lock')).toBeNull();
    expect(visitor.querySelector('.ck-tile__fav')).toBeNull();
    expect(visitor.querySelector('.ck-tile__play')!.getAttribute('href')).toBe('https://casino.test/registration?redirect=%2Fplay%2Fnebula%2Fgame-1%3Fmode%3Dreal');
    expect(visitor.querySelector('.ck-tile__demo')!.getAttribute('href')).toBe('https://casino.test/play/nebula/game-1?mode=demo');
  });

  it('every play and demo link carries the affiliate attribute’s stag', async () => {
    installPlatform({ ...guest, 'POST /api/games_filter': pagedGames([fakeGame(1)]) });
    const container = render(<GameGrid locale="en" category="top" affiliate="partner_7" />);
    await waitFor(() => expect(container.querySelector('.ck-tile__play')).not.toBeNull());
    expect(container.querySelector('.ck-tile__play')!.getAttribute('href')).toBe('https://casino.test/registration?redirect=%2Fplay%2Fnebula%2Fgame-1%3Fmode%3Dreal&stag=partner_7');
    expect(container.querySelector('.ck-tile__demo')!.getAttribute('href')).toBe('https://casino.test/play/nebula/game-1?mode=demo&stag=partner_7');
  });

  it('toggles a favourite with PUT by the per-currency id and ignores clicks while it is in flight', async () => {
    let release: () => void = () => undefined;
    const puts: string[] = [];
    installPlatform({
      ...signedIn('EUR'),
      'POST /api/games_filter': pagedGames([fakeGame(3)]),
      'PUT /api/player/favorite_games/*': (_body, url) => {
        puts.push(url.pathname);
        return new Promise((resolve) => {
          release = () => resolve(undefined);
        });
      },
    });
    const container = render(<GameGrid locale="en" category="top" />);
    const heart = await waitFor(() => {
      const button = container.querySelector<HTMLButtonElement>('.ck-tile__fav');
      expect(button).not.toBeNull();
      return button!;
    });
    expect(heart.getAttribute('aria-label')).toBe('Add Game 3 to favourites');
    fireEvent.click(heart);
    await waitFor(() => expect(container.querySelector('.ck-tile__fav')!.getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(container.querySelector('.ck-tile__fav')!);
    fireEvent.click(container.querySelector('.ck-tile__fav')!);
    expect(puts).toEqual([`/api/player/favorite_games/${100_000 + 3 * 32}`]);
    release();
    await waitFor(() => expect(container.querySelector('.ck-tile__fav')!.getAttribute('aria-label')).toBe('Remove Game 3 from favourites'));
    expect(container.querySelector('.ck-tile__fav')!.hasAttribute('aria-disabled')).toBe(false);
  });

  it('offers links to the host: onNavigate gets the path and the browser does not follow the link', async () => {
    installPlatform({ ...guest, 'POST /api/games_filter': pagedGames(games(3)) });
    const onNavigate = vi.fn();
    const container = render(<GameGrid locale="en" category="top" basePath="" onNavigate={onNavigate} />);
    const demo = await waitFor(() => {
      const link = container.querySelector<HTMLAnchorElement>('.ck-tile__demo');
      expect(link).not.toBeNull();
      return link!;
    });
    expect(demo.getAttribute('href')).toBe('/play/nebula/game-1?mode=demo');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    demo.dispatchEvent(event);
    expect(onNavigate).toHaveBeenCalledWith({ path: '/play/nebula/game-1?mode=demo', href: '/play/nebula/game-1?mode=demo' });
    expect(event.defaultPrevented).toBe(true);
  });

  it('shows an error with a retry when the first page fails', async () => {
    let fail = true;
    const list = games(3);
    installPlatform({ ...guest, 'POST /api/games_filter': (body, url) => (fail ? new Response('{}', { status: 500 }) : pagedGames(list)(body, url)) });
    const onError = vi.fn();
    const container = render(<GameGrid locale="de" category="top" onError={onError} />);
    await waitFor(() => expect(container.textContent).toContain('Die Spiele konnten nicht geladen werden.'), { timeout: 5000 });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'LOAD_GAMES_ERROR' }));
    fail = false;
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === 'Erneut versuchen')!);
    await waitFor(() => expect(container.querySelectorAll('.ck-tile')).toHaveLength(3));
  });
});
