import { findByRole, findByText, fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { loadLocale } from '../../../sdk/i18n/i18n.ts';
import { Gifts } from '../../../widgets/gifts/Gifts.tsx';
import { Profile } from '../../../widgets/profile/Profile.tsx';
import { installAccountPlatform, json } from './cashbox-fixtures.ts';
import { render } from './render.tsx';

/** Gifts: the profile's gifts and bonus balance and the gifts widget (docs/product/bonuses-and-free-spins.md#lifecycle, docs/api/bonuses.md). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const HOUR = 3_600_000;

const bonus = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  title: `Bonus ${id}`,
  amount_cents: 10_000,
  currency: 'EUR',
  stage: 'issued',
  strategy: 'deposit',
  amount_wager_requirement_cents: 400_000,
  amount_wager_cents: 0,
  created_at: at(-id * HOUR),
  activatable_until: at(2 * 24 * HOUR + 3 * HOUR),
  valid_until: null,
  activatable: true,
  cancelable: true,
  group_key: 'welcome',
  ...fields,
});
const pack = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  title: `Spins ${id}`,
  freespins_total: 50,
  freespins_performed: null,
  bet_level: 20,
  stage: 'issued',
  games: ['copperleaf/golden-rhino'],
  provider: 'demo',
  currency: 'EUR',
  created_at: at(-id * HOUR),
  activatable_until: at(90 * 60_000),
  valid_until: null,
  activatable: true,
  cancelable: true,
  ...fields,
});

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  resetCore();
});

describe('profile gifts (/profile/gifts)', () => {
  it('shows current and past gifts, stage labels, plurals, countdowns and the wagering bar; hides issued gifts of a disabled group', async () => {
    installAccountPlatform({
      'GET /api/player/bonuses': () => [
        bonus(1),
        bonus(2, { stage: 'handle_bets', title: 'Wagering one', amount_wager_cents: 41_000, activatable: false, activatable_until: null, valid_until: at(5 * HOUR + 61_000) }),
        bonus(3, { stage: 'wager_done', title: 'Done one', activatable: false, cancelable: false }),
        bonus(4, { title: 'Hidden weekly', group_key: 'weekly' }),
        bonus(5, { stage: 'handle_bets', title: 'Weekly being wagered', group_key: 'weekly', activatable: false, amount_wager_requirement_cents: 0 }),
      ],
      'GET /api/player/freespins': () => [pack(6, { freespins_total: 1, title: 'One spin' }), pack(7, { stage: 'activated', freespins_performed: 20, activatable: false }), pack(8, { stage: 'expired', activatable: false, cancelable: false })],
      'GET /api/fe/config/disabled-bonuses': () => ({ group_keys: ['weekly'] }),
    });
    const container = render(<Profile locale="en" section="gifts" />);
    await findByText(container, 'Wagering one');
    await waitFor(() => expect(container.textContent).not.toContain('Hidden weekly'));
    expect(container.textContent).toContain('Weekly being wagered'); // only issued items of the group are hidden

    const [current, past] = [...container.querySelectorAll('.ck-gifts')] as HTMLElement[];
    expect(current!.textContent).toContain('Bonus 1');
    expect(current!.textContent).not.toContain('Done one');
    expect(past!.textContent).toContain('Done one');
    expect(past!.textContent).toContain('Spins 8');
    expect(past!.textContent).toContain('Expired');
    expect(past!.querySelector('button')).toBeNull();

    expect(current!.textContent).toContain('Ready to activate');
    expect(current!.textContent).toContain('Activate within 2 days 3 hours');
    expect(current!.textContent).toContain('Ends in 5 hours 2 minutes');
    expect(current!.textContent).toContain('1 free spin');
    expect(current!.textContent).toContain('Activate within 1 hour 30 minutes');
    expect(current!.textContent).toContain('Free spins: 30 left');

    const bar = await findByRole(container, 'progressbar', { name: 'Wagering: Wagering one' });
    expect(bar.getAttribute('aria-valuenow')).toBe('10'); // floor(41000 / 400000 × 100)
    expect(container.textContent).toContain('€410.00 of €4,000.00 wagered');
  });

  it('shows the balance view: real, bonus, total and the total wagering of handle_bets bonuses', async () => {
    installAccountPlatform(
      {
        'GET /api/player/bonuses': () => [bonus(1, { stage: 'handle_bets', amount_wager_cents: 100_000, activatable: false }), bonus(2, { stage: 'handle_bets', currency: 'USD', amount_wager_cents: 400_000, activatable: false })],
        'GET /api/player/freespins': () => [],
      },
      { account: { currency: 'EUR', amount_cents: 25_000, available_to_cashout_cents: 15_000, active: true, deposit_available: true } },
    );
    const container = render(<Profile locale="en" section="gifts" />);
    const balance = (await findByText(container, 'Bonus balance')).closest('section')!;
    await waitFor(() => expect(balance.textContent).toContain('Real money€150.00'));
    expect(balance.textContent).toContain('Bonus money€100.00');
    expect(balance.textContent).toContain('Total balance€250.00');
    const bar = await findByRole(balance, 'progressbar', { name: 'Total wagering' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
  });

  it('activates only after the confirmation; cancelling sends nothing', async () => {
    let stage = 'issued';
    const platform = installAccountPlatform({
      'GET /api/player/bonuses': () => [bonus(1, { stage, activatable: stage === 'issued' })],
      'GET /api/player/freespins': () => [],
      'POST /api/player/bonuses/1/activation': () => {
        stage = 'handle_bets';
        return bonus(1, { stage });
      },
    });
    const container = render(<Profile locale="en" section="gifts" />);
    await findByText(container, 'Bonus 1');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Activate' }));
    const dialog = await findByRole(container, 'dialog', { name: 'Activate Bonus 1?' });
    fireEvent.click(await findByRole(dialog, 'button', { name: 'Cancel' }));
    await waitFor(() => expect(container.querySelector('dialog')).toBeNull());
    expect(platform.calls('POST /api/player/bonuses/1/activation')).toHaveLength(0);

    fireEvent.click(await findByRole(container, 'button', { name: 'Activate' }));
    fireEvent.click(await findByRole(container, 'button', { name: 'Yes, activate' }));
    await waitFor(() => expect(platform.calls('POST /api/player/bonuses/1/activation')).toHaveLength(1));
    await findByRole(container, 'progressbar', { name: 'Wagering: Bonus 1' });
    await findByText(container, 'Your gift is activated.');
  });

  it('warns that deleting a bonus being wagered forfeits its bonus money (cancel_info), then deletes', async () => {
    let gone = false;
    const platform = installAccountPlatform({
      'GET /api/player/bonuses': () => [bonus(1, { stage: gone ? 'canceled' : 'handle_bets', activatable: false, cancelable: !gone })],
      'GET /api/player/freespins': () => [],
      'GET /api/player/bonuses/1/cancel_info': () => ({ id: 1, total_withdrawal_amount: '150.00', current_balance: '237.45', cash_balance: '150.00', bonus_balance: '80.25', bonus_winnings: '7.20' }),
      'DELETE /api/player/bonuses/1': () => {
        gone = true;
        return bonus(1, { stage: 'canceled' });
      },
    });
    const container = render(<Profile locale="en" section="gifts" />);
    await findByText(container, 'Bonus 1');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Delete' }));
    const dialog = await findByRole(container, 'dialog', { name: 'Delete Bonus 1?' });
    await findByText(dialog, 'You are wagering this bonus: its bonus money (€87.45) is forfeited.');
    fireEvent.click(await findByRole(dialog, 'button', { name: 'Yes, delete' }));
    await waitFor(() => expect(platform.calls('DELETE /api/player/bonuses/1')).toHaveLength(1));
    await findByText(container, 'Deleted');
  });

  it('follows bonuses_changes: the push refetches the list and the bar moves without a reload', async () => {
    let wagered = 40_000;
    const platform = installAccountPlatform({
      'GET /api/player/bonuses': () => [bonus(1, { stage: 'handle_bets', amount_wager_cents: wagered, activatable: false })],
      'GET /api/player/freespins': () => [],
    });
    const container = render(<Profile locale="en" section="gifts" />);
    const bar = await findByRole(container, 'progressbar', { name: 'Wagering: Bonus 1' });
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    const before = platform.calls('GET /api/player/bonuses').length;
    wagered = 200_000;
    await waitFor(() => expect(platform.requests.some((r) => r.key === 'GET /api/player/settings')).toBe(true));
    await waitFor(() => {
      platform.push('bonuses_changes', bonus(1, { stage: 'handle_bets', amount_wager_cents: wagered }));
      expect(container.querySelector('[role="progressbar"][aria-label="Wagering: Bonus 1"]')!.getAttribute('aria-valuenow')).toBe('50');
    });
    expect(platform.calls('GET /api/player/bonuses').length - before).toBeGreaterThanOrEqual(1);
  });

  it('says so when the platform has no bonus routes, and shows German plurals and stages', async () => {
    installAccountPlatform({}, { locale: 'de' });
    const container = render(<Profile locale="en" section="gifts" />);
    await findByText(container, 'Bonuses and free spins are not available on this casino yet.');
    resetCore();
    await loadLocale('de');
    installAccountPlatform({ 'GET /api/player/bonuses': () => [], 'GET /api/player/freespins': () => [pack(1, { freespins_total: 5 }), pack(2, { freespins_total: 1, activatable_until: at(61 * 60_000) })] }, { locale: 'de' });
    const german = render(<Profile locale="de" section="gifts" />);
    await findByText(german, '5 Freispiele');
    expect(german.textContent).toContain('1 Freispiel');
    expect(german.textContent).toContain('Bereit zum Aktivieren');
    expect(german.textContent).toContain('Aktivieren innerhalb von 1 Stunde 1 Minute');
  });
});

describe('gifts widget', () => {
  it('asks a guest to sign in', async () => {
    installAccountPlatform({}, { player: null });
    const onNavigate = vi.fn();
    const container = render(<Gifts locale="en" onNavigate={onNavigate} />);
    fireEvent.click(await findByRole(container, 'link', { name: 'Sign in' }));
    expect(onNavigate).toHaveBeenCalledWith({ path: '/login', href: 'https://casino.test/login' });
  });

  it('shows the player’s current gifts with activate, past ones left out; a failed load offers a retry', async () => {
    let fail = true;
    const platform = installAccountPlatform({
      'GET /api/player/bonuses': () => (fail ? json(500, { errors: { base: ['boom'] } }) : [bonus(1), bonus(2, { stage: 'expired', title: 'Old one', activatable: false, cancelable: false })]),
      'GET /api/player/freespins': () => [pack(3)],
      'POST /api/player/freespins/3/activation': () => pack(3, { stage: 'activated' }),
    });
    const container = render(<Gifts locale="en" />);
    await findByText(container, 'Your gifts could not be loaded.');
    fail = false;
    fireEvent.click(await findByRole(container, 'button', { name: 'Try again' }));
    await findByText(container, 'Bonus 1');
    expect(container.textContent).toContain('50 free spins');
    expect(container.textContent).not.toContain('Old one');
    const spins = (await findByText(container, 'Spins 3')).closest('li')!;
    await settle();
    fireEvent.click(await findByRole(spins, 'button', { name: 'Activate' }));
    fireEvent.click(await findByRole(container, 'button', { name: 'Yes, activate' }));
    await waitFor(() => expect(platform.calls('POST /api/player/freespins/3/activation')).toHaveLength(1));
  });
});
