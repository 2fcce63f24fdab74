import { findByRole, findByText, fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { LoyaltyShop } from '../../../widgets/loyalty-shop/LoyaltyShop.tsx';
import { installAccountPlatform, json, PLAYER } from './cashbox-fixtures.ts';
import { FakeSocket } from './fake-platform.ts';
import { render } from './render.tsx';

/**
 * The loyalty-shop widget (docs/widgets.md "loyalty-shop", docs/product/loyalty-lootboxes-wheel.md#exchange):
 * tabs filing the rate lists, affordability and the shortfall, the stepper only when floor(points /
 * cost) > 1, the exchange with its key, the multi-account warning, the enable-bonuses confirmation,
 * a refusal, German plurals, a guest. The browser test against the real platform is
 * tests/e2e/loyalty-shop.spec.ts.
 */
const fs = (group: string, title: string, points: number, count: number) => ({ group, title, rate: { points, freespins_count: count }, games: ['copperleaf/roaring-bonanza'], wager: 30, tags: ['popular'] });
const RATES = {
  'GET /api/comp_points/rates/freespins': () => [fs('fs_small', '5 free spins', 2, 5), fs('fs_big', '20 free spins', 100, 20)],
  'GET /api/comp_points/rates/money': () => [{ group: 'cash', title: 'Cash 5', wager: 0, rates: [{ points: 500, currency: 'EUR', amount_cents: 500 }] }],
  'GET /api/comp_points/rates/lootboxes': () => [{ group: 'box', title: 'Mystery lootbox', rate: { points: 150 } }],
  'GET /api/comp_points/rates/lotteries': () => [{ group: 'lottery-3', title: 'Monthly prize draw', rate: { points: 10, lottery_ids: [3] } }],
  'GET /api/comp_points/rates/special': () => [],
  'GET /api/cms/pages/rocket-mart': () => ({ id: 1, path: 'rocket-mart', content: '', categories: [], title: 'Loyalty shop', blocks: { json: JSON.stringify({ promo: { title: 'Turn your points into rewards', text: 'Every bet earns points.', readMore: 'One point per EUR 10.' } }) } }),
};
const result = (points: number, spent: number) => ({ exchange: { exchanged: true, group: 'fs_small', type: 'freespins', quantity: spent / 2, points: spent, currency: 'EUR', freespins_id: 9 }, comp_points: { chargeable: { points: points - spent }, persistent: { points } } });

afterEach(() => resetCore());

describe('loyalty-shop widget', () => {
  it('files the cards into tabs, shows affordability and the shortfall, and exchanges a quantity with a key', async () => {
    let points = 7;
    const platform = installAccountPlatform({
      ...RATES,
      'GET /api/player/comp_points': () => ({ chargeable: { points }, persistent: { points: 40 } }),
      'POST /api/comp_points/exchange/freespins': (body) => {
        const spent = (body as { exchange: { points: number } }).exchange.points;
        const answer = result(points, spent);
        points -= spent;
        return answer;
      },
    });
    const container = render(<LoyaltyShop locale="en" />);
    await findByText(container, 'You have 7 points');
    await findByRole(container, 'heading', { name: 'Turn your points into rewards' });
    expect(container.querySelector('details')?.textContent).toContain('One point per EUR 10.');
    const tabs = await findByRole(container, 'navigation', { name: 'Reward types' });
    expect(tabs.querySelector('[aria-current="page"]')?.textContent).toBe('All');
    await findByText(container, '93 more points');
    expect(container.textContent).toContain('Cash 5');
    expect(container.textContent).toContain('Mystery lootbox');
    expect((await findByRole(container, 'link', { name: 'Get tickets' })).getAttribute('href')).toBe('https://casino.test/lottery/3');

    fireEvent.click(await findByRole(tabs, 'link', { name: 'Special rewards' }));
    await waitFor(() => expect(container.textContent).not.toContain('5 free spins'));
    expect(container.textContent).toContain('Mystery lootbox');
    fireEvent.click(await findByRole(tabs, 'link', { name: 'Free spins' }));
    await findByRole(container, 'heading', { name: '5 free spins' });
    expect(container.textContent).not.toContain('Cash 5');

    // 7 points at 2 a card: max 3, the stepper shows; keyboard-operable buttons with labels.
    fireEvent.click(await findByRole(container, 'button', { name: 'Exchange 5 free spins' }));
    const dialog = await findByRole(container, 'dialog', { name: 'Exchange 5 free spins' });
    const quantity = (await findByRole(dialog, 'spinbutton', { name: 'Quantity' })) as HTMLInputElement;
    const more = await findByRole(dialog, 'button', { name: 'One more' });
    fireEvent.click(more);
    fireEvent.click(more);
    await waitFor(() => expect(quantity.value).toBe('3'));
    expect((more as HTMLButtonElement).disabled).toBe(true);
    await findByText(dialog, 'Total: 6 points');
    fireEvent.click(await findByRole(dialog, 'button', { name: 'Exchange' }));
    const done = await findByRole(container, 'dialog', { name: 'Exchange done' });
    await findByText(done, '3 × 5 free spins is yours.');
    expect((await findByRole(done, 'link', { name: 'Play now' })).getAttribute('href')).toBe('https://casino.test/play/copperleaf/roaring-bonanza?mode=real');
    const [call] = platform.calls('POST /api/comp_points/exchange/freespins');
    expect(call!.body).toMatchObject({ exchange: { points: 6, group: 'fs_small', currency: 'EUR' } });
    expect((call!.body as { exchange: { idempotency_key: string } }).exchange.idempotency_key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    await findByText(container, 'You have 1 point');
  });

  it('one card affordable: no stepper; warns a multi-account player, asks to turn bonuses on, and says a refusal with the missing points', async () => {
    let canIssue = false;
    const platform = installAccountPlatform(
      {
        ...RATES,
        'GET /api/player/comp_points': () => ({ chargeable: { points: 3 }, persistent: { points: 3 } }),
        'PATCH /api/player/update_bonus_settings': () => {
          canIssue = true;
          return { can_issue_bonuses: true };
        },
        'POST /api/comp_points/exchange/freespins': () => (canIssue ? json(422, { errors: { points: ['Not enough points'] }, code: 'not_enough_points' }) : json(422, { code: 'bonuses_disabled' })),
      },
      { player: { ...PLAYER, can_issue_bonuses: false, statuses: [{ id: '100', name: 'Multi-account' }] } },
    );
    const container = render(<LoyaltyShop locale="en" tab="freespins" />);
    fireEvent.click(await findByRole(container, 'button', { name: 'Exchange 5 free spins' }));
    const dialog = await findByRole(container, 'dialog', { name: 'Exchange 5 free spins' });
    expect(dialog.querySelector('input')).toBeNull();
    await findByText(dialog, /possible duplicate account/);
    fireEvent.click(await findByRole(dialog, 'button', { name: 'Exchange' }));
    const enable = await findByRole(container, 'dialog', { name: 'Bonuses are switched off' });
    fireEvent.click(await findByRole(enable, 'button', { name: 'Turn on and exchange' }));
    const failed = await findByRole(container, 'dialog', { name: 'Exchange failed' });
    await findByText(failed, 'You need 1 more point. Play games to earn more.');
    expect(platform.calls('PATCH /api/player/update_bonus_settings')).toHaveLength(1);
    expect(platform.calls('POST /api/comp_points/exchange/freespins')).toHaveLength(1);
  });

  it('speaks German with plurals, and a guest gets sign-up buttons', async () => {
    installAccountPlatform({ ...RATES, 'GET /api/player/comp_points': () => ({ chargeable: { points: 1 }, persistent: { points: 1 } }) }, { locale: 'de' });
    const container = render(<LoyaltyShop locale="de" />);
    await findByText(container, 'Du hast 1 Punkt');
    await findByText(container, 'Noch 1 Punkt');
    await findByText(container, 'Noch 99 Punkte');
    resetCore();
    installAccountPlatform(RATES, { player: null });
    const guest = render(<LoyaltyShop locale="en" />);
    await findByText(guest, 'Sign up and earn loyalty points with every real-money bet.');
    expect((await findByRole(guest, 'navigation', { name: 'Reward types' })).textContent).toBe('AllFree spinsMoneySpecial rewards');
    await waitFor(() => expect(guest.querySelectorAll('a[href="https://casino.test/registration"]').length).toBe(5));
  });

  it('reads the profile again when a comps_award push takes persistent points to the level’s max (the level reload)', async () => {
    const level = (id: string, min: number, max: number) => ({ id, name: id, status: true, writable: false, conditions: [{ persistent_comp_points: { type: 'range', exclude_end: true, min, max } }] });
    const platform = installAccountPlatform(
      {
        ...RATES,
        'GET /api/player/comp_points': () => ({ chargeable: { points: 90 }, persistent: { points: 99 } }),
        'GET /api/info/statuses': () => [level('level_1', 0, 100), level('level_2', 100, 500)],
      },
      { player: { ...PLAYER, statuses: [{ id: 'level_1', name: 'Level 1' }] } },
    );
    const container = render(<LoyaltyShop locale="en" />);
    await findByText(container, 'You have 90 points');
    await waitFor(() => expect(platform.calls('GET /api/info/statuses')).toHaveLength(1));
    await waitFor(() => expect(FakeSocket.instances[0]?.subscribedChannels().some((c) => c.startsWith('comps_award#'))).toBe(true));
    const profileReads = platform.calls('GET /api/player').length;
    platform.push('comps_award', { chargeable: { points: 91 }, persistent: { points: 99 } }, 1);
    await findByText(container, 'You have 91 points');
    expect(platform.calls('GET /api/player')).toHaveLength(profileReads);
    platform.push('comps_award', { chargeable: { points: 92 }, persistent: { points: 100 } }, 2);
    await findByText(container, 'You have 92 points');
    await waitFor(() => expect(platform.calls('GET /api/player').length).toBe(profileReads + 1));
  });
});
