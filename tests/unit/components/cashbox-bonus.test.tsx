import { findByRole, findByText, fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { Cashbox } from '../../../widgets/cashbox/Cashbox.tsx';
import { installAccountPlatform, json, METHODS, payment } from './cashbox-fixtures.ts';
import { render } from './render.tsx';

/** The cashbox's deposit-bonus step (docs/api/bonuses.md "Player routes", contract §5.8, spec 000 §6). */
const type = (input: Element, value: string) => fireEvent.input(input, { target: { value } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const offer = (id: string, title: string, minCents: number, percent: number, capCents: number | null, spins: number | null, wager: number) => ({
  id,
  title,
  bonuses: [
    {
      title,
      type: 'deposit',
      conditions: [{ field: 'amount', type: 'min', value: [{ currency: 'USD', amount_cents: 1 }, { currency: 'EUR', amount_cents: minCents }] }],
      attributes: [{ field: 'percent', value: percent }, ...(capCents ? [{ field: 'max_amount_cents', value: [{ currency: 'EUR', amount_cents: capCents }] }] : []), ...(spins ? [{ field: 'freespins_count', value: spins }] : [])],
      result_bonus: [{ field: 'wager', value: wager }],
    },
  ],
});
const OFFERS = [offer('welcome_1', 'Welcome bonus 1', 2_000, 100, 50_000, 50, 40), offer('reload', 'Weekly reload', 8_000, 50, null, null, 30)];

beforeEach(() => localStorage.clear());
afterEach(() => resetCore());

describe('Cashbox: deposit bonus', () => {
  const setup = () =>
    installAccountPlatform({
      'GET /api/player/payment_methods': () => METHODS,
      'GET /api/bonuses/deposit': () => OFFERS,
      'POST /api/player/payments/deposit': (body) => json(201, payment(61, { amount_cents: body.amount_cents, payment_system: 'skrill', system_name: 'Skrill' })),
    });

  it('lists the real offers with their terms, preselects the first, refuses a deposit below its minimum inline and sends bonus_id', async () => {
    const platform = setup();
    const container = render(<Cashbox locale="en" step="deposit" />);
    const welcome = (await findByRole(container, 'radio', { name: /Welcome bonus 1/ })) as HTMLInputElement;
    const label = welcome.closest('label')!.textContent!;
    expect(label).toContain('100% up to €500.00 · +50 free spins · wager ×40');
    expect(label).toContain('Minimum deposit €20.00');
    expect((await findByRole(container, 'radio', { name: /Weekly reload/ })).closest('label')!.textContent).toContain('50% bonus · wager ×30');
    await waitFor(() => expect(welcome.checked).toBe(true));

    fireEvent.click(await findByRole(container, 'radio', { name: /Skrill/ }));
    await waitFor(() => expect((container.querySelector('input[name="amount"]') as HTMLInputElement).value).toBe('50'));
    type(container.querySelector('input[name="amount"]')!, '10');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Deposit €10.00' }));
    await findByText(container, 'This bonus needs a deposit of at least €20.00. Deposit more or choose no bonus.');
    expect(platform.calls('POST /api/player/payments/deposit')).toHaveLength(0);

    fireEvent.click(await findByRole(container, 'radio', { name: /Weekly reload/ }));
    type(container.querySelector('input[name="amount"]')!, '100');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Deposit €100.00' }));
    await waitFor(() => expect(platform.calls('POST /api/player/payments/deposit')).toHaveLength(1));
    expect(platform.calls('POST /api/player/payments/deposit')[0]!.body).toMatchObject({ amount_cents: 10_000, payment_method: 'skrill', bonus_id: 'reload' });
  });

  it('"No bonus" sends bonus_id "none", and the one-click deposit keeps that choice', async () => {
    const platform = setup();
    const container = render(<Cashbox locale="en" step="deposit" />);
    fireEvent.click(await findByRole(container, 'radio', { name: 'No bonus, thanks' }));
    fireEvent.click(await findByRole(container, 'radio', { name: /Skrill/ }));
    await waitFor(() => expect((container.querySelector('input[name="amount"]') as HTMLInputElement).value).toBe('50'));
    fireEvent.click(await findByRole(container, 'button', { name: 'Deposit €50.00' }));
    await waitFor(() => expect(platform.calls('POST /api/player/payments/deposit')).toHaveLength(1));
    expect(platform.calls('POST /api/player/payments/deposit')[0]!.body).toMatchObject({ bonus_id: 'none' });

    resetCore();
    const again = setup();
    const fast = render(<Cashbox locale="en" step="deposit-fast" />);
    const none = (await findByRole(fast, 'radio', { name: 'No bonus, thanks' })) as HTMLInputElement;
    await waitFor(() => expect(none.checked).toBe(true));
    fireEvent.click(await findByRole(fast, 'radio', { name: /Skrill/ }));
    await waitFor(() => expect((fast.querySelector('input[name="amount"]') as HTMLInputElement).value).not.toBe(''));
    fireEvent.click(await findByRole(fast, 'button', { name: /^Deposit €/ }));
    await waitFor(() => expect(again.calls('POST /api/player/payments/deposit')).toHaveLength(1));
    expect(again.calls('POST /api/player/payments/deposit')[0]!.body).toMatchObject({ bonus_id: 'none' });
  });

  it('says a deposit_bonus_code on the player applies, and sends no bonus_id then', async () => {
    const platform = installAccountPlatform({
      'GET /api/player/payment_methods': () => METHODS,
      'POST /api/player/payments/deposit': (body) => json(201, payment(62, { amount_cents: body.amount_cents, payment_system: 'skrill', system_name: 'Skrill' })),
    }, { player: { ...(await import('./cashbox-fixtures.ts')).PLAYER, deposit_bonus_code: 'RELOAD' } });
    const container = render(<Cashbox locale="en" step="deposit" />);
    await findByText(container, 'Bonus code RELOAD will be applied to your next deposit.');
    fireEvent.click(await findByRole(container, 'radio', { name: /Skrill/ }));
    await waitFor(() => expect((container.querySelector('input[name="amount"]') as HTMLInputElement).value).toBe('50'));
    fireEvent.click(await findByRole(container, 'button', { name: 'Deposit €50.00' }));
    await waitFor(() => expect(platform.calls('POST /api/player/payments/deposit')).toHaveLength(1));
    expect(platform.calls('POST /api/player/payments/deposit')[0]!.body).not.toHaveProperty('bonus_id');
    expect(platform.calls('GET /api/bonuses/deposit')).toHaveLength(0);
  });
});
