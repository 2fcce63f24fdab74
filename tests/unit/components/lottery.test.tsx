import { findByRole, findByText, fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { Lottery } from '../../../widgets/lottery/Lottery.tsx';
import { installAccountPlatform, json } from './cashbox-fixtures.ts';
import { render } from './render.tsx';

/**
 * The lottery widget (docs/widgets.md "lottery", docs/api/lotteries.md): the points stepper bounded by
 * floor(points / price) and the tickets the player may still hold, keyboard-operable buttons with
 * labels, the buy request, refusals said in the player's language, plurals, guests, the drawn state.
 * The browser test against the real platform is tests/e2e/lottery.spec.ts.
 */
const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const DAY = 86_400_000;

const prize = (place: number, fields: Record<string, unknown> = {}) => ({
  id: `7-${place}`, award_place: place, stuff: 'money', nickname: null, wager_multiplier: 0, freespins_count: 0, money_award: '100.0', money_award_cents: 10_000,
  money_budget_percent: 0, chargeable_comp_points: 0, persistent_comp_points: 0, chargeable_comp_points_percent: 0, persistent_comp_points_percent: 0, ticket: null, ...fields,
});
const lottery = (fields: Record<string, unknown> = {}) => ({
  id: 7, title: 'Monthly prize draw', currency: 'EUR', frontend_identifier: 'monthly-draw', in_progress: true, start_at: at(-DAY), end_at: at(2 * DAY + 3_600_000), finished_at: null,
  comp_points_ticket_price: 10, chargeable_comp_points_budget: 0, persistent_comp_points_budget: 0, money_budget: '100.0', money_budget_cents: 10_000, group_ids: [],
  prizes: [prize(1), prize(2, { stuff: 'freespins', money_award_cents: 0, money_award: '0.0', freespins_count: 50, wager_multiplier: 30 })],
  deposit_scale_rules: { EUR: [{ from_amount_cents: 2000, price_cents: 2000, currency: 'EUR', active: true }] },
  max_tickets_count_to_player: 5, lottery_tickets_count: 41, wager_step_cents: { EUR: 5000 },
  draw: { algorithm: 'hmac-sha256-place-v1', commitment: 'c0ffee'.repeat(10) + 'abcd', seed: null, player_wins_once: false }, ...fields,
});
const tickets = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), source: 'deposit', created_at: at(-i) }));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  resetCore();
});

describe('lottery widget', () => {
  it('bounds the stepper by points and the maximum, buys through the exchange with a key, and says a refusal in the player’s language', async () => {
    let held = 3;
    let refuse = false;
    const platform = installAccountPlatform({
      'GET /api/lotteries/monthly-draw': () => lottery(),
      'GET /api/lotteries/7/status': () => ({ lottery_id: 7, tickets: tickets(held), prizes: [] }),
      'GET /api/player/comp_points': () => ({ chargeable: { points: 35 }, persistent: { points: 80 } }),
      'POST /api/comp_points/exchange/lotteries': (body) => {
        if (refuse) return json(422, { errors: { points: ['Not enough points'] }, code: 'not_enough_points' });
        held += (body as { exchange: { tickets_count: number } }).exchange.tickets_count;
        return { lottery_id: 7, tickets: tickets(held), prizes: [] };
      },
    });
    const container = render(<Lottery lottery="monthly-draw" locale="en" />);
    await findByText(container, 'You hold 3 tickets');
    expect(container.textContent).toContain('41 tickets in the draw');
    expect(container.textContent).toContain('Deposit €20.00 or more: one ticket for every €20.00');
    expect(container.textContent).toContain('One ticket for every €50.00 you wager');
    expect(container.textContent).toContain('At most 5 tickets per player');
    expect((await findByRole(container, 'table', { name: 'Prizes' })).textContent).toContain('50 free spins');
    expect(container.querySelector('time')?.textContent).toBe('Draw in 2 days 1 hour');

    // 35 points at 10 a ticket: 3 affordable, but only 2 more may be held.
    const more = await findByRole(container, 'button', { name: 'One ticket more' });
    const count = (await findByRole(container, 'spinbutton', { name: 'Tickets to buy' })) as HTMLInputElement;
    expect(count.value).toBe('1');
    fireEvent.click(more);
    await waitFor(() => expect(count.value).toBe('2'));
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(container.textContent).toContain('Costs 20 points');
    fireEvent.click(await findByRole(container, 'button', { name: 'Buy 2 tickets' }));
    await findByText(container, 'You hold 5 tickets');
    const [buy] = platform.calls('POST /api/comp_points/exchange/lotteries');
    expect(buy!.body).toMatchObject({ exchange: { tickets_count: 2, lottery_id: 7, group: 'lottery-7', currency: 'EUR' } });
    expect((buy!.body as { exchange: { idempotency_key: string } }).exchange.idempotency_key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    await findByText(container, 'You hold the most tickets a player may.');

    // A refusal from the platform, in German.
    held = 1;
    refuse = true;
    resetCore();
    installAccountPlatform({
      'GET /api/lotteries/monthly-draw': () => lottery(),
      'GET /api/lotteries/7/status': () => ({ lottery_id: 7, tickets: tickets(held), prizes: [] }),
      'GET /api/player/comp_points': () => ({ chargeable: { points: 10 }, persistent: { points: 80 } }),
      'POST /api/comp_points/exchange/lotteries': () => json(422, { errors: { points: ['Not enough points'] }, code: 'not_enough_points' }),
    }, { locale: 'de' });
    const german = render(<Lottery lottery="monthly-draw" locale="de" />);
    await findByText(german, 'Du hast 1 Los');
    fireEvent.click(await findByRole(german, 'button', { name: '1 Los kaufen' }));
    expect((await findByRole(german, 'alert')).textContent).toBe('Du brauchst 10 Punkte für ein Los.');
  });

  it('asks a guest to sign in and shows the commitment; after the draw the winners, the seed and the player’s place', async () => {
    installAccountPlatform({ 'GET /api/lotteries/monthly-draw': () => lottery() }, { player: null });
    const onNavigate = vi.fn();
    const guest = render(<Lottery lottery="monthly-draw" locale="en" onNavigate={onNavigate} />);
    fireEvent.click(await findByRole(guest, 'link', { name: 'Sign in' }));
    expect(onNavigate).toHaveBeenCalledWith({ path: '/login', href: 'https://casino.test/login' });
    expect(guest.textContent).toContain('c0ffee');
    expect(guest.textContent).toContain('Revealed at the draw');
    resetCore();

    const seed = 'ab'.repeat(32);
    const drawn = lottery({ in_progress: false, end_at: at(-DAY), finished_at: at(-DAY), prizes: [prize(1, { ticket: '12', nickname: 'Annabe***' })], draw: { ...lottery().draw, seed } });
    installAccountPlatform({
      'GET /api/lotteries/7': () => drawn,
      'GET /api/lotteries/7/draw': () => ({ lottery_id: 7, algorithm: 'hmac-sha256-place-v1', commitment: drawn.draw.commitment, seed, places: 1, player_wins_once: false, drawn_at: drawn.finished_at, tickets: [], winners: [] }),
      'GET /api/lotteries/7/status': () => ({ lottery_id: 7, tickets: tickets(1), prizes: [prize(1, { ticket: '12', nickname: 'Annabe***' })] }),
    });
    const player = render(<Lottery lottery="7" locale="en" />);
    await findByText(player, 'You won place 1!');
    const winners = await findByRole(player, 'table', { name: 'Winners' });
    expect(winners.textContent).toContain('12');
    expect(winners.textContent).toContain('Annabe***');
    expect(player.querySelector('time')?.textContent).toBe('Drawn');
    expect(player.textContent).toContain(seed);
    expect(player.textContent).not.toContain('How to get tickets');
    expect((await findByRole(player, 'link', { name: 'Draw data (tickets, seed, winners)' })).getAttribute('href')).toBe('https://casino.test/api/lotteries/7/draw');
  });

  it('says when there is no such lottery', async () => {
    installAccountPlatform({});
    const container = render(<Lottery lottery="nope" locale="en" />);
    expect((await findByRole(container, 'alert')).textContent).toContain('There is no such lottery.');
  });
});
