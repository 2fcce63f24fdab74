import { findByRole, findByText, fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { Leaderboard } from '../../../widgets/tournaments/Leaderboard.tsx';
import { Tournament } from '../../../widgets/tournaments/Tournament.tsx';
import { Tournaments } from '../../../widgets/tournaments/Tournaments.tsx';
import { installAccountPlatform } from './cashbox-fixtures.ts';
import { FakeSocket } from './fake-platform.ts';
import { render } from './render.tsx';

/** The tournament widgets (docs/widgets.md "Tournaments", docs/product/tournaments-lotteries-quests.md). */
const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const HOUR = 3_600_000;

const entry = (award_place: number, nickname: string, points: number, tournament_id = 7) => ({ tournament_id, award_place, nickname, points, bets: '0.0', bet_cents: points * 100, wins: '0.0', win_cents: 0, games_taken: points, rate: 0, user_confirmed: true, tournament_team_id: null, award_place_in_team: null });
const prize = (award_place: number, stuff: string, money_award_cents = 0) => ({ id: `7-${award_place}`, award_place, stuff, nickname: null, wager_multiplier: 0, freespins_count: 0, money_award: '0.0', money_award_cents, money_budget_percent: '0.0', chargeable_comp_points: '0.0', persistent_comp_points: '0.0', chargeable_comp_points_percent: '0.0', persistent_comp_points_percent: '0.0' });
const tournament = (id: number, frontend_identifier: string, fields: Record<string, unknown> = {}) => ({
  id,
  title: `Race ${id}`,
  frontend_identifier,
  strategy: 'points',
  game_category_identity: '',
  in_progress: true,
  user_confirmation_required: false,
  start_at: at(-HOUR),
  end_at: at(2 * HOUR + 5 * 60_000),
  finished_at: null,
  currency: 'EUR',
  currencies: ['EUR'],
  group_ids: [],
  group_tournament: false,
  games_taken_limit: null,
  money_budget: '500.0',
  money_budget_cents: 50_000,
  money_prize_pool: '500.0',
  money_prize_pool_cents: 50_000,
  chargeable_comp_points_budget: '0.0',
  persistent_comp_points_budget: '0.0',
  chargeable_comp_points_prize_pool: '0.0',
  persistent_comp_points_prize_pool: '0.0',
  winner_team_id: null,
  prizes: [prize(1, '€300', 30_000), prize(2, '€200', 20_000)],
  top_players: [entry(1, 'An***', 90), entry(2, 'Bo***', 50)],
  ...fields,
});
const lottery = (id: number, frontend_identifier: string, from: number, to: number) => ({ id, title: `Lottery ${id}`, currency: 'EUR', frontend_identifier, in_progress: true, start_at: at(from), end_at: at(to), finished_at: null, comp_points_ticket_price: 10, chargeable_comp_points_budget: '0.0', persistent_comp_points_budget: '0.0', money_budget: '100.0', money_budget_cents: 10_000, group_ids: [], prizes: [], deposit_scale_rules: {}, max_tickets_count_to_player: null, lottery_tickets_count: 0 });

const LIST = [
  tournament(7, 'weekly-race'),
  tournament(8, 'provider-cup', { providers: ['copperleaf'], start_at: at(3 * HOUR), end_at: at(30 * HOUR) }),
  tournament(9, 'quest--m--summer', { title: 'Summer quest' }),
  tournament(10, 'achievement-first-win', { title: 'First win' }),
  tournament(11, 'nonvisible', { title: 'Hidden one' }),
  tournament(12, 'vip-only', { title: 'VIP race', group_ids: [5] }),
];

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  resetCore();
});

const titles = (container: HTMLElement) => [...container.querySelectorAll('.ck-tcard__title')].map((node) => node.textContent);

describe('<casino-tournaments>', () => {
  it('shows the tabs, running and coming tournaments with countdowns and prize pools; nonvisible, quests, achievements and other groups’ items left out', async () => {
    installAccountPlatform({ 'GET /api/tournaments': () => LIST }, { player: null });
    const container = render(<Tournaments locale="en" basePath="https://casino.test" />);
    await findByText(container, 'Race 7');
    const tabs = [...container.querySelectorAll('[role="tab"]')].map((tab) => `${tab.textContent}:${tab.getAttribute('aria-selected')}`);
    expect(tabs).toEqual(['All:true', 'Providers:false', 'Lotteries:false', 'Quests:false', 'Achievements:false', 'Archive:false']);
    expect(titles(container)).toEqual(['Race 7', 'Race 8']);
    const card = container.querySelector('.ck-tcard')!;
    expect(card.textContent).toContain('Live');
    expect(card.textContent).toContain('Prize pool €500.00');
    expect(card.querySelector('time')!.textContent).toBe('Ends in 2 hours 5 minutes');
    expect(card.querySelector('a')!.getAttribute('href')).toBe('https://casino.test/tournaments/weekly-race');
    const coming = container.querySelectorAll('.ck-tcard')[1]!;
    expect(coming.textContent).toContain('Coming soon');
    expect(coming.querySelector('time')!.textContent).toBe('Starts in 3 hours');
  });

  it('moves between tabs with the arrow keys: providers, lotteries (their own list and links), quests, achievements, archive', async () => {
    const { calls } = installAccountPlatform({
      'GET /api/tournaments': () => LIST,
      'GET /api/tournaments/recent': () => [tournament(20, 'autumn-race', { title: 'Autumn race', start_at: at(-50 * HOUR), end_at: at(-2 * HOUR) })],
      'GET /api/lotteries': () => [lottery(1, 'xmas', -HOUR, 10 * HOUR), lottery(2, 'old', -20 * HOUR, -HOUR)],
    }, { player: null });
    const container = render(<Tournaments locale="en" />);
    await findByText(container, 'Race 7');
    const tab = (name: string) => container.querySelector(`[data-tab="${name}"]`) as HTMLElement;
    fireEvent.keyDown(tab('all'), { key: 'ArrowRight' });
    await waitFor(() => expect(titles(container)).toEqual(['Race 8']));
    expect(tab('producers').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('producers'), { key: 'ArrowRight' });
    await waitFor(() => expect(titles(container)).toEqual(['Lottery 1']));
    expect(container.querySelector('.ck-tcard a')!.getAttribute('href')).toBe('https://casino.test/lottery/xmas');
    fireEvent.click(tab('actions'));
    await waitFor(() => expect(titles(container)).toEqual(['Summer quest']));
    expect(container.querySelector('.ck-tcard a')!.getAttribute('href')).toBe('https://casino.test/action/summer');
    fireEvent.click(tab('achievements'));
    await waitFor(() => expect(titles(container)).toEqual(['First win']));
    fireEvent.keyDown(tab('achievements'), { key: 'End' });
    await waitFor(() => expect(titles(container)).toEqual(['Autumn race', 'Lottery 2']));
    expect(container.querySelector('.ck-tcard time')!.textContent).toBe('Finished');
    expect(calls('GET /api/tournaments')).toHaveLength(1);
  });

  it('a player sees the tournaments of their groups; an empty tab says so', async () => {
    installAccountPlatform({ 'GET /api/tournaments': () => LIST.slice(4) }, { player: { id: 42, email: 'mia@example.test', currency: 'EUR', language: 'en', statuses: [{ id: 5, name: 'vip' }], auth_fields_missed: [] } });
    const container = render(<Tournaments locale="de" tab="producers" onTabChange={() => undefined} />);
    await findByText(container, 'Gerade läuft kein Anbieter-Turnier.');
  });

  it('controlled by the host: the chosen tab is reported, not switched', async () => {
    installAccountPlatform({ 'GET /api/tournaments': () => LIST }, { player: null });
    const chosen: string[] = [];
    const container = render(<Tournaments locale="en" tab="all" onTabChange={({ tab }) => chosen.push(tab)} />);
    await findByText(container, 'Race 7');
    fireEvent.click(container.querySelector('[data-tab="archive"]')!);
    expect(chosen).toEqual(['archive']);
    expect(container.querySelector('[data-tab="all"]')!.getAttribute('aria-selected')).toBe('true');
  });
});

describe('<casino-tournament>', () => {
  it('a guest: status, countdown, prize table, leaderboard, rules, eligible games linking to their pages, and sign in to join', async () => {
    installAccountPlatform({
      'GET /api/tournaments/weekly-race': () => tournament(7, 'weekly-race', { user_confirmation_required: true, rules: 'Score a point per euro.\nTop 2 win.', games: ['copperleaf/golden-rhino'], min_bet_cents: [{ currency: 'EUR', amount_cents: 20 }] }),
      'POST /api/games_filter/select': () => ({ 'copperleaf/golden-rhino': { identifier: 'copperleaf/golden-rhino', title: 'Golden Rhino', provider: 'copperleaf', seo_title: 'golden-rhino', categories: [], currencies: {} } }),
    }, { player: null });
    const container = render(<Tournament locale="en" tournament="weekly-race" />);
    await findByRole(container, 'heading', { name: 'Race 7' });
    expect(container.querySelector('.ck-tournament__timer time')!.textContent).toBe('Ends in 2 hours 5 minutes');
    const prizes = container.querySelector('.ck-prizes')!;
    expect([...prizes.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['1€300', '2€200']);
    const board = await findByRole(container, 'table', { name: 'Leaderboard: Race 7' });
    expect([...board.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['1An***90 points', '2Bo***50 points']);
    expect(container.textContent).toContain('Top 2 win.');
    expect(container.textContent).toContain('Minimum bet: €0.20');
    await findByText(container, 'Golden Rhino');
    expect((await findByText(container, 'Golden Rhino')).getAttribute('href')).toBe('https://casino.test/play/copperleaf/golden-rhino');
    const signIn = await findByText(container, 'Sign in to join');
    expect(signIn.getAttribute('href')).toBe('https://casino.test/login');
  });

  it('a player joins an opt-in tournament; their place outside the top is marked and follows the push without a request', async () => {
    let confirmed = false;
    const platform = installAccountPlatform({
      'GET /api/tournaments/7': () => tournament(7, 'weekly-race', { user_confirmation_required: true }),
      'GET /api/tournaments/7/status': () => ({ ...entry(confirmed ? 14 : 0, 'Mi***', confirmed ? 3 : 0), user_confirmed: confirmed }),
      'POST /api/tournaments/7/confirm': () => {
        confirmed = true;
        return { confirmed: true };
      },
    });
    const container = render(<Tournament locale="en" tournament="7" />);
    const join = await findByRole(container, 'button', { name: 'Join the tournament' });
    fireEvent.click(join);
    await findByText(container, 'You are taking part.');
    expect(platform.calls('POST /api/tournaments/7/confirm')[0]!.body).toEqual({ confirmed: true });
    await findByText(container, 'Your place: 14');
    const mine = container.querySelector('tr[aria-current="true"]')!;
    expect(mine.textContent).toBe('14Mi*** (You)3 points');
    const before = platform.requests.length;
    await waitFor(() => expect(FakeSocket.instances[0]?.subscribedChannels()).toEqual(expect.arrayContaining(['tournaments_statuses#7', 'public:tournaments_changes'])));
    // The player's own status (their channel), then the whole top 10 (the public one).
    platform.push('tournaments_statuses', [entry(1, 'Mi***', 120)]);
    await findByText(container, 'Your place: 1');
    FakeSocket.instances[0]!.publish('public:tournaments_changes', { tournament_id: 7, top_players: [entry(1, 'Mi***', 120), entry(2, 'An***', 90), entry(3, 'Bo***', 50)] }, 2);
    await waitFor(() => expect([...container.querySelectorAll('.ck-board tbody tr')].map((row) => row.textContent)).toEqual(['1Mi*** (You)120 points', '2An***90 points', '3Bo***50 points']));
    expect(platform.requests.length).toBe(before);
  });

  it('a team tournament: the team standings with the player’s team and place in it, team prizes, the winner, in German', async () => {
    const teams = [
      { id: 1, title: 'Gold', place: 1, score: 90_000, members: 3 },
      { id: 2, title: 'Platin', place: 2, score: 50_000, members: 2 },
    ];
    const teamPrize = (team_place: number, award_place: number, stuff: string) => ({ ...prize(award_place, stuff), id: `7-${team_place}-${award_place}`, team_place });
    const data = (fields: Record<string, unknown> = {}) =>
      tournament(7, 'team-clash', { strategy: 'bet', group_tournament: true, teams, prizes: [teamPrize(2, 1, '100 Treuepunkte'), teamPrize(1, 2, '500 Treuepunkte'), teamPrize(1, 1, '200 €')], ...fields });
    const routes = (fields: Record<string, unknown> = {}) => ({
      'GET /api/tournaments/team-clash': () => data(fields),
      'GET /api/tournaments/7/status': () => ({ ...entry(4, 'Mi***', 300), tournament_team_id: 2, award_place_in_team: 1 }),
    });
    installAccountPlatform(routes());
    const container = render(<Tournament locale="de" tournament="team-clash" />);
    const standings = await findByRole(container, 'table', { name: 'Teamwertung: Race 7' });
    await findByText(container, 'Dein Team: Platin. Dein Platz im Team: 1');
    expect([...standings.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(['Platz', 'Team', 'Spieler', 'Wertung']);
    expect([...standings.querySelectorAll('tbody tr')].map((row) => row.textContent?.replace(/\s+/g, ' '))).toEqual(['1Gold3900,00 €', '2Platin (dein Team)2500,00 €']);
    expect(standings.querySelector('tr[aria-current="true"]')!.textContent).toContain('Platin');
    // Team prizes by team place, then the place in the team.
    expect([...container.querySelectorAll('.ck-prizes tbody tr')].map((row) => row.textContent)).toEqual(['Team 1, Platz 1200 €', 'Team 1, Platz 2500 Treuepunkte', 'Team 2, Platz 1100 Treuepunkte']);
    expect(container.querySelector('.ck-teams__winner')).toBeNull();
    resetCore();
    installAccountPlatform(routes({ winner_team_id: 1, finished_at: at(-60_000), in_progress: false, end_at: at(-60_000) }));
    const done = render(<Tournament locale="de" tournament="team-clash" />);
    const final = await findByRole(done, 'table', { name: 'Teamwertung: Race 7' });
    expect(final.querySelector('tbody tr')!.textContent).toContain('Sieger');
  });

  it('an unknown tournament says it is not available', async () => {
    installAccountPlatform({}, { player: null });
    const container = render(<Tournament locale="it" tournament="nope" />);
    await findByText(container, 'Questo torneo non è disponibile.');
  });
});

describe('<casino-leaderboard>', () => {
  it('shows the top places and the countdown, links with the link base, no session loaded, live by the public push', async () => {
    const platform = installAccountPlatform({ 'GET /api/tournaments/weekly-race': () => tournament(7, 'weekly-race', { strategy: 'bet' }) }, { player: null });
    const container = render(<Leaderboard locale="en" tournament="weekly-race" limit="1" basePath="https://casino.example" />);
    const title = await findByRole(container, 'link', { name: 'Race 7' });
    expect(title.getAttribute('href')).toBe('https://casino.example/tournaments/weekly-race');
    expect([...container.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['1An***€90.00']);
    expect(container.querySelector('time')!.textContent).toBe('Ends in 2 hours 5 minutes');
    expect(platform.calls('GET /api/player')).toHaveLength(0);
    // The tournament, and the socket's parameters for the public leaderboard push; no profile.
    await waitFor(() => expect(FakeSocket.instances[0]?.subscribedChannels()).toEqual(['public:tournaments_changes']));
    expect(platform.requests.map((request) => request.key).sort()).toEqual(['GET /api/player/settings', 'GET /api/tournaments/weekly-race']);
    FakeSocket.instances[0]!.publish('public:tournaments_changes', { tournament_id: 7, top_players: [entry(1, 'Cy***', 300)] }, 1);
    await waitFor(() => expect([...container.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['1Cy***€300.00']));
  });
});
