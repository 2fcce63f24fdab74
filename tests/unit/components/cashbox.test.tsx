import { findByRole, findByText, fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { Cashbox } from '../../../widgets/cashbox/Cashbox.tsx';
import { ACCOUNT, BTC_ADDRESS, BTC_METHOD, CASHOUT_METHODS, installAccountPlatform, json, METHODS, payment, PLAYER } from './cashbox-fixtures.ts';
import { render } from './render.tsx';

/** Text inputs: React and preact/compat both listen to `input` for onChange. */
const type = (input: Element, value: string) => fireEvent.input(input, { target: { value } });
const field = async (container: HTMLElement, name: string) => (await findByRole(container, 'textbox', { name })) as HTMLInputElement;

beforeEach(() => localStorage.clear());
afterEach(() => resetCore());

describe('Cashbox: login and personal-info gate', () => {
  it('sends a guest to login', async () => {
    installAccountPlatform({}, { player: null });
    const onNavigate = vi.fn();
    const container = render(<Cashbox locale="en" step="deposit" onNavigate={onNavigate} />);
    await findByText(container, 'Please log in to continue.');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ path: '/login', href: 'https://casino.test/login' }));
  });

  it('asks a fiat player with missing data for it first, with the spec’s rules, then opens the deposit', async () => {
    const incomplete = { ...PLAYER, mobile_phone: null, city: null, address: null, postal_code: null, country: null, date_of_birth: null };
    let player: Record<string, unknown> = incomplete;
    const platform = installAccountPlatform(
      {
        'GET /api/player': () => player,
        'PATCH /api/player': (body) => {
          player = { ...incomplete, ...body.player };
          return player;
        },
        'GET /api/player/payment_methods': () => METHODS,
      },
      { player: incomplete },
    );
    const container = render(<Cashbox locale="en" step="deposit" />);
    expect(await findByRole(container, 'dialog', { name: 'Personal information' })).toBeTruthy();

    await waitFor(() => expect(container.querySelector('select[name="country"] option[value="AU"]')).toBeTruthy());
    fireEvent.change(container.querySelector('select[name="country"]')!, { target: { value: 'AU' } });
    type(await field(container, 'Mobile phone'), '12ab');
    type(await field(container, 'Date of birth'), '31/02/2000');
    type(await field(container, 'City'), 'Sydney');
    type(await field(container, 'Address'), '1 George St');
    type(await field(container, 'Postal code'), '99999');
    fireEvent.click(await findByRole(container, 'button', { name: 'Save and continue' }));
    await findByText(container, 'Wrong characters.');
    expect(container.textContent).toContain('Enter a real date as DD/MM/YYYY.');
    expect(container.textContent).toContain('This postal code does not fit the country.');
    expect(container.textContent).toContain('Please correct the highlighted fields (3).');
    // The failing-field count goes to telemetry (docs/product/errors-and-network.md#telemetry, spec 000 §5).
    await waitFor(() => expect(platform.calls('PUT /metrics-errors-validation')).toHaveLength(1));
    const report = platform.calls('PUT /metrics-errors-validation')[0]!.body as { side: string; component: string; errors: { key: string }[] };
    expect(report).toMatchObject({ side: 'frontEnd', component: 'cashbox-personal-info' });
    expect(report.errors.map((e) => e.key).sort()).toEqual(['date_of_birth', 'mobile_phone', 'postal_code']);

    type(await field(container, 'Mobile phone'), '+61 2 9999 0000');
    type(await field(container, 'Date of birth'), '12/04/1990');
    type(await field(container, 'Postal code'), '2000');
    // The state follows from the AU postcode (docs/product/account-and-auth.md#postal-code-to-state, spec 000 §5: 1000–2599 is NSW).
    expect((await field(container, 'State or province')).value).toBe('NSW');
    fireEvent.click(await findByRole(container, 'button', { name: 'Save and continue' }));
    await findByRole(container, 'heading', { name: 'Make a deposit' });
    const patch = platform.calls('PATCH /api/player')[0]!.body as { context: string; player: Record<string, string> };
    expect(patch.context).toBe('deposit');
    expect(patch.player).toMatchObject({ country: 'AU', postal_code: '2000', state: 'NSW', date_of_birth: '1990-04-12', mobile_phone: '+61 2 9999 0000' });
  });

  it('shows the personal-info errors in German and the platform’s 422 per field', async () => {
    const incomplete = { ...PLAYER, mobile_phone: null };
    installAccountPlatform({ 'PATCH /api/player': () => json(422, { errors: { mobile_phone: ['is invalid'] } }) }, { player: incomplete, locale: 'de' });
    const container = render(<Cashbox locale="de" step="deposit" />);
    await findByRole(container, 'dialog', { name: 'Persönliche Angaben' });
    fireEvent.click(await findByRole(container, 'button', { name: 'Speichern und weiter' }));
    await findByText(container, 'Dieses Feld ist erforderlich.');
    type(await field(container, 'Mobiltelefon'), '+49 30 1234567');
    fireEvent.click(await findByRole(container, 'button', { name: 'Speichern und weiter' }));
    await findByText(container, 'Dieser Wert ist ungültig.');
  });

  it('lets a crypto player in without the personal-info step', async () => {
    installAccountPlatform({ 'GET /api/player/payment_methods': () => [BTC_METHOD] }, { player: { ...PLAYER, currency: 'BTC', mobile_phone: null }, account: { ...ACCOUNT, currency: 'BTC' } });
    const container = render(<Cashbox locale="en" step="deposit" />);
    await findByRole(container, 'heading', { name: 'Make a deposit' });
  });
});

describe('Cashbox: deposit', () => {
  it('checks the card, runs the fraud check with BIN, last 4 and split expiry, then deposits with an idempotency key', async () => {
    const onResult = vi.fn();
    const platform = installAccountPlatform({
      'GET /api/player/payment_methods': () => METHODS,
      'POST /api/users/transaction': () => ({ approved: true }),
      'POST /api/player/payments/deposit': (body) => json(201, payment(41, { amount_cents: body.amount_cents })),
    });
    const container = render(<Cashbox locale="en" step="deposit" onDepositResult={onResult} />);
    const amount = await field(container, 'Amount (EUR)');
    // First deposit defaults to 50 (docs/product/cashbox-and-payments.md#amount-rules, spec 000 §9); quick amounts come from currency-config steps.
    await waitFor(() => expect(amount.value).toBe('50'));
    expect(await findByRole(container, 'button', { name: '€10.00' })).toBeTruthy();
    expect(await findByRole(container, 'button', { name: '€1,000.00' })).toBeTruthy();

    type(await field(container, 'Card number'), '4242 4242 4242 4241');
    type(await field(container, 'Expiry date'), '01/20');
    fireEvent.click(await findByRole(container, 'button', { name: 'Deposit €50.00' }));
    await findByText(container, 'This card number is not valid.');
    expect(container.textContent).toContain('This card has expired.');
    expect(container.textContent).toContain('This field is required.'); // CVV
    expect(platform.calls('POST /api/users/transaction')).toHaveLength(0);

    type(await field(container, 'Card number'), '4242 4242 4242 4242');
    type(await field(container, 'Expiry date'), '12/39');
    type(container.querySelector('input[name="cvv"]')!, '123');
    fireEvent.click(await findByRole(container, 'button', { name: '€100.00' }));
    fireEvent.click(await findByRole(container, 'button', { name: 'Deposit €100.00' }));
    await findByText(container, 'Your deposit of €100.00 was successful.');

    expect(platform.calls('POST /api/users/transaction')[0]!.body).toMatchObject({
      card_bin: '424242', card_last4: '4242', expiry_month: 12, expiry_year: 2039, amount_cents: 10_000, currency: 'EUR', payment_system: 'visa_mastercard', type: 'transaction', country: 'DE', first_name: 'Anna',
    });
    const deposit = platform.calls('POST /api/player/payments/deposit')[0]!;
    expect(deposit.body).toMatchObject({ amount_cents: 10_000, currency: 'EUR', payment_method: 'visa_mastercard', card: { number: '4242424242424242', expiry: '12/39', cvv: '123' } });
    expect(deposit.headers['Idempotency-Key']).toMatch(/^[\w.:-]{8,128}$/);
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ id: 41, state: 'succeeded', amount_cents: 10_000, currency: 'EUR' }));
  });

  it('stops when the fraud check does not approve', async () => {
    const platform = installAccountPlatform({
      'GET /api/player/payment_methods': () => METHODS,
      'POST /api/users/transaction': () => ({ approved: false, reason: 'denied_bin' }),
    });
    const container = render(<Cashbox locale="en" step="deposit" />);
    type(await field(container, 'Card number'), '4000 0000 0000 0002');
    type(await field(container, 'Expiry date'), '12/39');
    type(container.querySelector('input[name="cvv"]')!, '123');
    await waitFor(() => expect((container.querySelector('input[name="amount"]') as HTMLInputElement).value).toBe('50'));
    fireEvent.click(await findByRole(container, 'button', { name: 'Deposit €50.00' }));
    await waitFor(() => expect(container.textContent).toContain('This payment cannot be accepted. Please use another card or contact support.'));
    expect(platform.calls('POST /api/player/payments/deposit')).toHaveLength(0);
  });

  it('shows a pending deposit and follows its payments_changes push to success', async () => {
    const onResult = vi.fn();
    const platform = installAccountPlatform({
      'GET /api/player/payment_methods': () => METHODS,
      'POST /api/player/payments/deposit': () => json(201, payment(52, { state: 'pending', success: false, finished_at: null, payment_system: 'skrill', system_name: 'Skrill' })),
    });
    const container = render(<Cashbox locale="en" step="deposit" onDepositResult={onResult} />);
    fireEvent.click(await findByRole(container, 'radio', { name: /Skrill/ }));
    await waitFor(() => expect((container.querySelector('input[name="amount"]') as HTMLInputElement).value).toBe('50'));
    fireEvent.click(await findByRole(container, 'button', { name: 'Deposit €50.00' }));
    await waitFor(() => expect(container.textContent).toContain('Your deposit of €50.00 is pending'));
    platform.push('payments_changes', payment(52, { state: 'succeeded', payment_system: 'skrill', system_name: 'Skrill' }));
    await findByText(container, 'Your deposit of €50.00 was successful.');
    await waitFor(() => expect(onResult.mock.calls.map((call) => call[0].state)).toEqual(['pending', 'succeeded']));
  });

  it('reports a deposit refused by a limit, with a sticky warning', async () => {
    installAccountPlatform({
      'GET /api/player/payment_methods': () => METHODS,
      'POST /api/player/payments/deposit': () => json(422, { errors: { base: ['Deposit limit reached'] }, code: 'limit_reached' }),
    });
    const container = render(<Cashbox locale="en" step="deposit" />);
    fireEvent.click(await findByRole(container, 'radio', { name: /Skrill/ }));
    await waitFor(() => expect((container.querySelector('input[name="amount"]') as HTMLInputElement).value).toBe('50'));
    fireEvent.click(await findByRole(container, 'button', { name: 'Deposit €50.00' }));
    await waitFor(() => expect(container.querySelectorAll('[role="alert"]').length).toBeGreaterThanOrEqual(2));
    expect(container.textContent).toContain('Limit reached: this deposit would go over a limit you have set.');
  });

  it('says payments are unavailable, in the player’s language, when the platform answers 503 payments_unavailable', async () => {
    installAccountPlatform(
      {
        'GET /api/player/payment_methods': () => METHODS, // a list loaded before the provider went away
        'POST /api/player/payments/deposit': () => json(503, { errors: { base: ['Payments are not available'] }, code: 'payments_unavailable' }),
      },
      { locale: 'de' },
    );
    const container = render(<Cashbox locale="de" step="deposit" />);
    fireEvent.click(await findByRole(container, 'radio', { name: /Skrill/ }));
    await waitFor(() => expect((container.querySelector('input[name="amount"]') as HTMLInputElement).value).toBe('50'));
    fireEvent.click(container.querySelector('button[type="submit"]')!);
    await findByText(container, 'Für diese Währung ist derzeit keine Zahlungsmethode verfügbar.');
    expect(container.textContent).not.toContain('Payments are not available');
  });

  it('retries an empty method list 3 times and hides sofort for group 631', async () => {
    let attempts = 0;
    const platform = installAccountPlatform(
      { 'GET /api/player/payment_methods': () => (++attempts < 3 ? [] : METHODS) },
      { player: { ...PLAYER, statuses: [{ id: '631', name: 'No sofort' }, { id: 'level_1', name: 'Level 1' }] } },
    );
    const container = render(<Cashbox locale="en" step="deposit" />);
    await findByRole(container, 'radio', { name: /Skrill/ });
    expect(platform.calls('GET /api/player/payment_methods')).toHaveLength(3);
    expect(container.textContent).not.toContain('Sofort');
  });

  it('gives up after 3 empty answers', async () => {
    const platform = installAccountPlatform({ 'GET /api/player/payment_methods': () => [] });
    const container = render(<Cashbox locale="en" step="deposit" />);
    await findByText(container, /No payment method is available/, {}, { timeout: 3000 });
    expect(platform.calls('GET /api/player/payment_methods')).toHaveLength(3);
  });

  it('shows a crypto deposit address with a QR code and a copy button', async () => {
    installAccountPlatform({ 'GET /api/player/payment_methods': () => [BTC_METHOD] }, { player: { ...PLAYER, currency: 'BTC' }, account: { ...ACCOUNT, currency: 'BTC' } });
    const container = render(<Cashbox locale="en" step="deposit" />);
    await findByText(container, BTC_ADDRESS);
    expect(await findByRole(container, 'img', { name: 'QR code of your BTC deposit address' })).toBeTruthy();
    expect(await findByRole(container, 'button', { name: 'Copy address' })).toBeTruthy();
  });
});

describe('Cashbox: withdraw, history, warnings, close', () => {
  it('refuses more than the withdrawable balance, in English and German', async () => {
    for (const [locale, text, button] of [['en', 'Not enough money.', /^Withdraw €950\.00$/], ['de', 'Nicht genügend Guthaben.', /^950,00\s€ auszahlen$/]] as const) {
      installAccountPlatform({ 'GET /api/player/payment_methods': () => CASHOUT_METHODS }, { locale });
      const container = render(<Cashbox locale={locale} step="withdraw" />);
      fireEvent.click(await findByRole(container, 'radio', { name: /Skrill/ }));
      type(container.querySelector('input[name="amount"]')!, '950');
      fireEvent.click(await findByRole(container, 'button', { name: button }));
      await findByText(container, text);
    }
  });

  it('recalls a recallable pending cashout from the history; hides recall under GCB', async () => {
    const pending = payment(77, { action: 'cashout', state: 'pending', success: false, recallable: true, finished_at: null, amount_cents: 3_000 });
    installAccountPlatform({
      'GET /api/player/payments': () => [pending, payment(76)],
      'POST /api/player/payments/77/recall': () => ({ ...pending, state: 'recalled', recallable: false }),
    });
    const container = render(<Cashbox locale="en" step="history" />);
    fireEvent.click(await findByRole(container, 'button', { name: 'Cancel withdrawal #77' }));
    await waitFor(() => expect(container.querySelector('[data-payment-id="77"]')?.textContent).toContain('Recalled'));

    resetCore();
    installAccountPlatform({ 'GET /api/player/payments': () => [pending] }, { player: { ...PLAYER, license_name: 'GCB' } });
    const strict = render(<Cashbox locale="en" step="history" />);
    await waitFor(() => expect(strict.querySelector('[data-payment-id="77"]')?.textContent).toContain('Pending'));
    expect(strict.querySelector('.ck-recall')).toBeNull();
  });

  it('warns once about a deposit cancelled in the last 5 minutes', async () => {
    const finished = new Date(Date.now() - 60_000).toISOString();
    const declined = payment(90, { state: 'declined', success: false, finished_at: finished, created_at: finished });
    installAccountPlatform({ 'GET /api/player/payments': () => [declined] });
    const first = render(<Cashbox locale="en" step="dashboard" />);
    await findByText(first, 'Your Deposit of €50.00 was cancelled.');

    resetCore();
    installAccountPlatform({ 'GET /api/player/payments': () => [declined] });
    const again = render(<Cashbox locale="en" step="dashboard" />);
    await findByRole(again, 'heading', { name: 'Latest payments' });
    await waitFor(() => expect(again.textContent).toContain('Declined'));
    expect(again.textContent).not.toContain('was cancelled');
  });

  it('closes with the 100 ms delay', async () => {
    installAccountPlatform({});
    const onClose = vi.fn();
    const container = render(<Cashbox locale="en" step="dashboard" onClose={onClose} />);
    const started = performance.now();
    fireEvent.click(await findByRole(container, 'button', { name: 'Close cashbox' }));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    await waitFor(() => expect(container.querySelector('dialog')).toBeNull());
  });

  it('lists each method’s processing time, fee and limits, and the spec’s crypto figures', async () => {
    installAccountPlatform({ 'GET /api/player/payment_methods': (_body, url) => (url.searchParams.get('action') === 'cashout' ? CASHOUT_METHODS : METHODS) });
    const container = render(<Cashbox locale="en" step="methods" />);
    await findByRole(container, 'rowheader', { name: 'Skrill' });
    const skrill = (await findByRole(container, 'rowheader', { name: 'Skrill' })).closest('tr')!;
    expect(skrill.textContent).toContain('€10.00 – €5,000.00');
    expect(skrill.textContent).toContain('€20.00 – €4,000.00');
    const btc = (await findByRole(container, 'rowheader', { name: 'BTC' })).closest('tr')!;
    expect(btc.textContent).toContain('0.0001 BTC');
    expect(btc.textContent).toContain('0.4 BTC');
    const usdt = (await findByRole(container, 'rowheader', { name: 'USDT' })).closest('tr')!;
    expect(usdt.textContent).toContain('25 USDT');
  });
});
