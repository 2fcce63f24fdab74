import { findByRole, findByText, fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { Quest } from '../../../widgets/quest/Quest.tsx';
import { QuestBookmark } from '../../../widgets/quest/QuestBookmark.tsx';
import { installAccountPlatform } from './cashbox-fixtures.ts';
import { render } from './render.tsx';

/**
 * The quest widget and its bookmark (docs/widgets.md "quest", docs/product/tournaments-lotteries-quests.md#quests):
 * the wire shapes of docs/api/competitions.md "Quests" from a scripted platform; the real platform is in
 * tests/platform/quests-*.test.ts and tests/e2e/quests.spec.ts.
 */
const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const HOUR = 3_600_000;

// The xs ladder (sdk/rules/quests.ts) in EUR cents; rewards on levels 2 and 3.
const THRESHOLDS = [0, 5_000, 25_000, 100_000, 500_000, 1_500_000];
const reward = (level: number) =>
  level === 4
    ? { title: 'VIP gift', bonus_cents: null, freespins_count: 0, money_cents: null, campaign: 'vip-gift' }
    : { title: `Reward ${level}`, bonus_cents: { EUR: 100 * level }, freespins_count: level === 2 ? 10 : 0, money_cents: level === 5 ? { EUR: 2_500 } : null, campaign: null };
const quest = (fields: Record<string, unknown> = {}) => ({
  id: 7,
  title: 'Starter quest',
  frontend_identifier: 'quest--xs--starter',
  strategy: 'bet',
  game_category_identity: '',
  in_progress: true,
  user_confirmation_required: false,
  start_at: at(-HOUR),
  end_at: at(2 * HOUR + 60_000),
  finished_at: null,
  currency: 'EUR',
  currencies: ['EUR'],
  group_ids: [],
  group_tournament: false,
  games_taken_limit: null,
  money_budget: '0.0',
  money_budget_cents: 0,
  money_prize_pool: '0.0',
  money_prize_pool_cents: 0,
  chargeable_comp_points_budget: '0',
  persistent_comp_points_budget: '0',
  chargeable_comp_points_prize_pool: '0',
  persistent_comp_points_prize_pool: '0',
  winner_team_id: null,
  prizes: [],
  top_players: [],
  quest_size: 'xs',
  level_points: THRESHOLDS.map((bets, index) => ({ level: index + 1, bets_cents: { EUR: bets, USD: bets * 2 }, reward: index === 0 ? null : reward(index + 1) })),
  ...fields,
});
const status = (betCents: number) => ({
  tournament_id: 7,
  nickname: 'Ada',
  award_place: 1,
  bets: (betCents / 100).toFixed(2),
  bet_cents: betCents,
  wins: '0.00',
  win_cents: 0,
  games_taken: 3,
  rate: 0,
  points: 0,
  user_confirmed: null,
  tournament_team_id: null,
  award_place_in_team: null,
});
const normal = { ...quest(), id: 8, title: 'Weekly race', frontend_identifier: 'weekly-race', quest_size: undefined, level_points: undefined };

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  resetCore();
});

const states = (container: HTMLElement) => [...container.querySelectorAll('.ck-quest__level')].map((item) => item.getAttribute('data-state'));

describe('quest widget', () => {
  it('one quest: the ladder with completed / active / locked levels, the money left to the next level, rewards, time left', async () => {
    let bets = 30_000;
    const platform = installAccountPlatform({ 'GET /api/tournaments': () => [normal, quest()], 'GET /api/tournaments/7/status': () => status(bets) });
    const container = render(<Quest locale="en" quest="starter" />);
    await findByText(container, '€700.00 more to level 4');
    expect(container.querySelector('h2')!.textContent).toBe('Starter quest');
    expect(states(container)).toEqual(['completed', 'completed', 'active', 'locked', 'locked', 'locked']);
    expect(container.querySelector('[aria-current="step"]')!.textContent).toContain('Level 3');
    expect(container.textContent).toContain('Level 3 of 6');
    expect(container.textContent).toContain('Your bets: €300.00');
    expect(container.textContent).toContain('Bets from €1,000.00');
    expect(container.textContent).toContain('Reward: €2.00 bonus + 10 free spins');
    expect(container.textContent).toContain('Reward: €3.00 bonus');
    expect(container.textContent).toContain('Reward: VIP gift'); // a campaign's gifts by the reward's name
    expect(container.textContent).toContain('Reward: €5.00 bonus + €25.00 cash');
    expect(container.querySelector('progress')!.getAttribute('value')).toBe('6'); // floor((300 − 250) / (1000 − 250) × 100)
    expect(container.querySelector('time')!.textContent).toBe('Ends in 2 hours 1 minute');
    expect(container.textContent).not.toContain('Weekly race');

    // A `tournaments_statuses` push: the status is asked again, the ladder moves without a reload.
    bets = 120_000;
    platform.push('tournaments_statuses', [status(bets)]);
    await findByText(container, '€3,800.00 more to level 5');
    expect(states(container)).toEqual(['completed', 'completed', 'completed', 'active', 'locked', 'locked']);
  });

  it('at the top every level is completed; in German with plurals', async () => {
    installAccountPlatform({ 'GET /api/tournaments': () => [quest()], 'GET /api/tournaments/7/status': () => status(2_000_000) }, { locale: 'de' });
    const container = render(<Quest locale="de" quest="quest--xs--starter" />);
    await findByText(container, 'Alle Stufen geschafft!');
    expect(states(container)).toEqual(Array(6).fill('completed'));
    expect(container.textContent).toContain('10 Freispiele');
    expect(container.textContent).toContain('Stufe 6 von 6');
  });

  it('a guest sees the ladder from level 1 and is asked to sign in; the link goes through onNavigate', async () => {
    const platform = installAccountPlatform({ 'GET /api/tournaments': () => [quest()] }, { player: null });
    const navigate = vi.fn();
    const container = render(<Quest locale="en" quest="7" onNavigate={navigate} />);
    const signIn = await findByRole(container, 'link', { name: 'Sign in' });
    // No player, no states: the ladder is a preview.
    expect(states(container)).toEqual(Array(6).fill(null));
    expect(container.querySelector('[aria-current]')).toBeNull();
    expect(container.textContent).not.toContain('Your level');
    expect(platform.calls('GET /api/tournaments/7/status')).toHaveLength(0);
    fireEvent.click(signIn);
    expect(navigate).toHaveBeenCalledWith({ path: '/login', href: 'https://casino.test/login' });
  });

  it('without a quest: the list of quests with links to their pages', async () => {
    installAccountPlatform({ 'GET /api/tournaments': () => [quest(), normal, quest({ id: 9, title: 'Robot quest', frontend_identifier: 'quest--robot-m--bots' })], 'GET /api/tournaments/7/status': () => status(0), 'GET /api/tournaments/9/status': () => status(0) });
    const container = render(<Quest locale="en" basePath="/de" />);
    const link = await findByRole(container, 'link', { name: 'Open the quest: Robot quest' });
    expect(link.getAttribute('href')).toBe('/de/action/bots');
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Starter quest', 'Robot quest']);
    await waitFor(() => expect(container.textContent).toContain('Level 1 of 6'));
  });

  it('an empty quest list is asked for again after 200 ms, once', async () => {
    vi.useRealTimers();
    let answers = 0;
    const platform = installAccountPlatform({ 'GET /api/tournaments': () => (++answers === 1 ? [normal] : [normal, quest()]), 'GET /api/tournaments/7/status': () => status(0) });
    const container = render(<Quest locale="en" />);
    await findByText(container, 'No quest is running right now.');
    await findByText(container, 'Starter quest', undefined, { timeout: 1000 });
    expect(platform.calls('GET /api/tournaments')).toHaveLength(2);
  });

  it('an unknown quest says so', async () => {
    installAccountPlatform({ 'GET /api/tournaments': () => [quest()], 'GET /api/tournaments/7/status': () => status(0) });
    const container = render(<Quest locale="en" quest="nope" />);
    await findByText(container, 'This quest is not available.');
  });
});

describe('quest bookmark', () => {
  it('starts closed; the first press opens it, a press outside closes it, the second press goes to the quest page', async () => {
    installAccountPlatform({ 'GET /api/tournaments': () => [quest()], 'GET /api/tournaments/7/status': () => status(6_000) });
    const navigate = vi.fn();
    const container = render(<QuestBookmark locale="en" basePath="/de" onNavigate={navigate} />);
    const tab = await findByRole(container, 'button', { name: /^Quest/ });
    const panel = container.querySelector('#ck-bookmark-panel') as HTMLElement;
    expect(tab.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    await waitFor(() => expect(tab.textContent).toBe('Quest2'));

    fireEvent.click(tab);
    await waitFor(() => expect(tab.getAttribute('aria-expanded')).toBe('true'));
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain('€190.00 more to level 3');
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(tab.getAttribute('aria-expanded')).toBe('false'));
    expect(navigate).not.toHaveBeenCalled();

    fireEvent.click(tab);
    await waitFor(() => expect(tab.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.pointerDown(panel); // inside: stays open
    fireEvent.click(tab);
    expect(navigate).toHaveBeenCalledWith({ path: '/action/starter', href: 'https://casino.test/de/action/starter' });
  });

  it('shows nothing without a running quest', async () => {
    const platform = installAccountPlatform({ 'GET /api/tournaments': () => [normal, quest({ start_at: at(HOUR), end_at: at(2 * HOUR), in_progress: false })] });
    const container = render(<QuestBookmark locale="en" />);
    await waitFor(() => expect(platform.calls('GET /api/tournaments')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('button')).toBeNull();
  });
});
