import { findByRole, findByText, fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { GameSlider } from '../../../widgets/game-slider/GameSlider.tsx';
import { GameSlider as GameSliderWidget } from '../../../widgets/react/GameSlider.tsx';
import { FakeSocket, installFakePlatform } from './fake-platform.ts';
import { render } from './render.tsx';

/** docs/widgets.md "Game slider": the React and preact projects both run this file. */
const game = (i: number) => ({ identifier: `nebula/game-${i}`, title: `Game ${i}`, provider: 'nebula', seo_title: `game-${i}`, categories: ['new'], currencies: { EUR: { id: i, jackpot: null } } });
const games = Array.from({ length: 5 }, (_, i) => game(i + 1));
const level = (identifier: string, amount_cents: number) => ({ identifier, name: identifier, amount_cents });
const rocket = { id: 7, name: 'Rocket Jackpot', state: 'active', currency: 'EUR', games: ['nebula/game-2'], levels: [level('level_1', 5_000), level('level_3', 2_500_000)] };
const routes = (bodies: unknown[] = []) => ({
  'POST /api/games_filter': (body: unknown) => {
    bodies.push(body);
    return { data: games, pagination: { next_page: null } };
  },
  'GET /api/games/collections': () => [{ id: 'new', title: 'New games' }],
  'GET /api/jackpots': () => [rocket],
});

describe('GameSlider', () => {
  afterEach(() => resetCore());

  it('asks for a category’s games, titles the row with the collection, links each tile to its game page with the affiliate’s stag', async () => {
    const bodies: unknown[] = [];
    installFakePlatform(routes(bodies));
    const container = render(<GameSlider locale="en" category="new" count="5" basePath="https://casino.test" affiliate="aff_42" />);
    const row = await findByRole(container, 'list', { name: 'New games' });
    expect(bodies[0]).toMatchObject({ filter: { categories: { identifiers: ['new'] } }, page: 1, page_size: 5 });
    const links = [...row.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['Game 1', 'Game 2Jackpot €25,000', 'Game 3', 'Game 4', 'Game 5']);
    expect(links[0]!.getAttribute('href')).toBe('https://casino.test/play/nebula/game-1?stag=aff_42');
    expect((await findByRole(container, 'link', { name: 'All games' })).getAttribute('href')).toBe('https://casino.test/pokies/new?stag=aff_42');
  });

  it('arrow keys move between tiles; prev/next are buttons', async () => {
    installFakePlatform(routes());
    const container = render(<GameSlider locale="en" category="new" />);
    await findByText(container, 'Game 1');
    const links = [...container.querySelectorAll<HTMLAnchorElement>('a.ck-gs__tile')];
    links[0]!.focus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowRight' });
    expect(container.ownerDocument.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'End' });
    expect(container.ownerDocument.activeElement).toBe(links[4]);
    fireEvent.keyDown(links[4]!, { key: 'ArrowLeft' });
    expect(container.ownerDocument.activeElement).toBe(links[3]);
    expect(await findByRole(container, 'button', { name: 'Previous games' })).toBeTruthy();
    expect(await findByRole(container, 'button', { name: 'Next games' })).toBeTruthy();
  });

  it('a jackpot game’s pool follows public:jackpots_changes with no request', async () => {
    const { calls } = installFakePlatform(routes());
    const container = render(<GameSlider locale="en" category="new" />);
    await waitFor(() => expect(container.textContent).toContain('€25,000'));
    await waitFor(() => expect(FakeSocket.instances[0]?.subscribedChannels()).toContain('public:jackpots_changes'));
    const before = calls.length;
    FakeSocket.instances[0]!.publish('public:jackpots_changes', { ...rocket, levels: [level('level_1', 5_000), level('level_3', 2_600_000)] }, 1);
    await waitFor(() => expect(container.textContent).toContain('€26,000'));
    expect(calls.slice(before).filter((call) => call.startsWith('GET /api/jackpots') || call.startsWith('POST /api/games_filter'))).toEqual([]);
  });

  it('starts from the first frame’s data without asking for the games again', async () => {
    const { calls } = installFakePlatform(routes());
    const initial = { heading: 'Fresh picks', games: games.slice(0, 2).map(({ identifier, title, provider, seo_title }) => ({ identifier, title, provider, seo_title })), jackpots: [rocket] };
    const container = render(<GameSlider locale="en" category="new" initial={initial} />);
    await findByRole(container, 'list', { name: 'Fresh picks' });
    expect(container.querySelectorAll('a.ck-gs__tile')).toHaveLength(2);
    expect(calls.filter((call) => call === 'POST /api/games_filter' || call === 'GET /api/jackpots')).toEqual([]);
    expect(container.textContent).toContain('Jackpot €25,000');
  });

  it('shows the error with a retry, and the empty text', async () => {
    let fail = true;
    installFakePlatform({ ...routes(), 'POST /api/games_filter': () => (fail ? new Response('{}', { status: 422 }) : { data: [], pagination: { next_page: null } }) });
    const container = render(<GameSlider locale="en" category="new" />);
    await findByText(container, 'The games could not be loaded.', { exact: false });
    fail = false;
    fireEvent.click(await findByRole(container, 'button', { name: 'Try again' }));
    await findByText(container, 'No games here yet.');
  });

  it('the React flavour renders into its own shadow root', async () => {
    installFakePlatform(routes());
    const container = render(<GameSliderWidget locale="en" provider="nebula" />);
    const shadow = () => [...container.querySelectorAll('*')].find((node) => node.shadowRoot)?.shadowRoot;
    await waitFor(() => expect(shadow()?.textContent).toContain('Game 3'));
  });
});
