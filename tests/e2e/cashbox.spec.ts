import { api, events, fund, mountWidget, openCasinoPage, registerPlayer, screenshot, unmountWidget } from './cashbox-helpers.ts';
import { expect, seriousA11yViolations, test } from './fixtures.ts';

/**
 * The cashbox as a player uses it, on a page of the casino's own origin: the widget talks to the
 * real platform (sandbox payments, limits, the socket), nothing is stubbed.
 */
test.describe('cashbox widget', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a fiat player with missing data gets the personal-info step first; errors in German and English', async ({ page, origins }) => {
    await openCasinoPage(page, origins);
    await registerPlayer(page);

    await mountWidget(page, 'cashbox', { step: 'deposit', locale: 'de' });
    const dialog = page.getByRole('dialog', { name: 'Persönliche Angaben' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Speichern und weiter' }).click();
    await expect(dialog.getByText('Dieses Feld ist erforderlich.').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await unmountWidget(page);

    await mountWidget(page, 'cashbox', { step: 'deposit', locale: 'en' });
    const form = page.getByRole('dialog', { name: 'Personal information' });
    await form.getByLabel('First name').fill('Anna');
    await form.getByLabel('Last name').fill('Berg');
    await form.getByLabel('Mobile phone').fill('12ab');
    await form.getByLabel('City').fill('Berlin');
    await form.getByLabel('Address').fill('Hauptstraße 1');
    await form.getByLabel('Postal code').fill('1234');
    await form.getByRole('button', { name: 'Save and continue' }).click();
    await expect(form.getByText('Wrong characters.')).toBeVisible();
    await expect(form.getByText('This postal code does not fit the country.')).toBeVisible();
    await screenshot(page, `cashbox-personal-info-${page.viewportSize()?.width}`);

    await form.getByLabel('Mobile phone').fill('+49 151 1234567');
    await form.getByLabel('Postal code').fill('10115');
    await form.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Make a deposit' })).toBeVisible();
    const profile = await api<{ mobile_phone: string; postal_code: string }>(page, 'GET', '/api/player');
    expect(profile.body).toMatchObject({ mobile_phone: '+49 151 1234567', postal_code: '10115' });
  });

  test('deposits by test card: success, decline, and pending that succeeds by push', async ({ page, origins }) => {
    await openCasinoPage(page, origins);
    await registerPlayer(page, { complete: true });
    await mountWidget(page, 'cashbox', { step: 'deposit', locale: 'en' });
    const dialog = page.getByRole('dialog', { name: 'Cashbox' });
    const amount = dialog.getByLabel('Amount (EUR)');
    await expect(amount).toHaveValue('50');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `cashbox-deposit-${page.viewportSize()?.width}`);

    const payWithCard = async (number: string) => {
      await dialog.getByLabel('Card number').fill(number);
      await dialog.getByLabel('Expiry date').fill('12/39');
      await dialog.getByLabel('Security code (CVV)').fill('123');
      await dialog.getByRole('button', { name: 'Deposit €50.00' }).click();
    };

    await payWithCard('4242 4242 4242 4242');
    await expect(dialog.getByText('Your deposit of €50.00 was successful.')).toBeVisible();
    await expect(dialog.getByText('€50.00', { exact: true }).first()).toBeVisible(); // header balance, from the balance push / reload
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Make another deposit' }).click();
    await payWithCard('4000 0000 0000 0002');
    await expect(dialog.getByText('Your deposit of €50.00 was not completed: the card was declined.')).toBeVisible();

    await dialog.getByRole('button', { name: 'Try again' }).click();
    await payWithCard('4000 0000 0000 3220');
    await expect(dialog.getByText(/Your deposit of €50.00 is pending/)).toBeVisible();
    const pending = (await api<{ id: number; state: string }[]>(page, 'GET', '/api/player/payments')).body.find((p) => p.state === 'pending')!;
    // Settled as the payment provider would, on the sandbox's own console (demo mode only).
    expect((await api(page, 'POST', `/api/sandbox/payments/${pending.id}/complete`, {})).status).toBe(404);
    const sandbox = await page.context().newPage();
    await sandbox.goto(`${origins.platform}/sandbox/payments`);
    await sandbox.getByRole('button', { name: `Succeed payment ${pending.id}` }).click();
    await expect(sandbox.getByText(`Payment #${pending.id} settled.`)).toBeVisible();
    await sandbox.close();
    await expect(dialog.getByText('Your deposit of €50.00 was successful.')).toBeVisible();
    await expect(dialog.getByText('€100.00', { exact: true }).first()).toBeVisible();

    const states = (await events(page)).filter((e) => e.name === 'deposit-result').map((e) => (e.detail as { state: string }).state);
    expect(states).toEqual(['succeeded', 'declined', 'pending', 'succeeded']);
  });

  test('a deposit over the player’s deposit limit is refused', async ({ page, origins }) => {
    await openCasinoPage(page, origins);
    await registerPlayer(page, { complete: true });
    expect((await api(page, 'POST', '/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 2_000 }] })).status).toBe(201);
    await mountWidget(page, 'cashbox', { step: 'deposit', locale: 'en' });
    const dialog = page.getByRole('dialog', { name: 'Cashbox' });
    await dialog.getByRole('radio', { name: /Skrill/ }).check();
    await dialog.getByRole('button', { name: 'Deposit €50.00' }).click();
    await expect(dialog.getByText('Limit reached: this deposit would go over a limit you have set.').first()).toBeVisible();
    expect((await api<unknown[]>(page, 'GET', '/api/player/payments')).body).toEqual([]);
  });

  test('a crypto player sees the deposit address with a QR code and a copy button', async ({ page, origins }) => {
    await openCasinoPage(page, origins);
    await registerPlayer(page);
    expect((await api(page, 'POST', '/api/player/accounts', { currency: 'BTC' })).status).toBe(201);
    await mountWidget(page, 'cashbox', { step: 'deposit', locale: 'en' });
    const dialog = page.getByRole('dialog', { name: 'Cashbox' });
    const address = dialog.getByTestId('crypto-address');
    await expect(address).toHaveText(/^bc1q[a-z0-9]{20,}$/);
    await expect(dialog.getByRole('img', { name: 'QR code of your BTC deposit address' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy address' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `cashbox-crypto-${page.viewportSize()?.width}`);
  });

  test('withdraws, recalls the pending cashout, and shows history, dashboard and methods info', async ({ page, origins }) => {
    await openCasinoPage(page, origins);
    await registerPlayer(page, { complete: true });
    await fund(page, 10_000);
    await mountWidget(page, 'cashbox', { step: 'withdraw', locale: 'en' });
    const dialog = page.getByRole('dialog', { name: 'Cashbox' });
    await expect(dialog.getByText('You can withdraw up to €100.00.')).toBeVisible();
    await dialog.getByRole('radio', { name: /Skrill/ }).check();
    await dialog.getByLabel('Amount (EUR)').fill('150');
    await dialog.getByRole('button', { name: 'Withdraw €150.00' }).click();
    await expect(dialog.getByText('Not enough money.')).toBeVisible();
    await dialog.getByLabel('Amount (EUR)').fill('30');
    await dialog.getByRole('button', { name: 'Withdraw €30.00' }).click();
    await expect(dialog.getByText('Your withdrawal of €30.00 is pending.')).toBeVisible();
    await expect(dialog.getByText('€70.00', { exact: true }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(dialog.getByText('Your withdrawal of €30.00 was cancelled. The money is back in your balance.')).toBeVisible();
    await expect(dialog.getByText('€100.00', { exact: true }).first()).toBeVisible();

    await dialog.getByRole('button', { name: 'History' }).click();
    await expect(dialog.locator('table.ck-history tbody tr')).toHaveCount(2);
    await expect(dialog.locator('table.ck-history')).toContainText('Recalled');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `cashbox-history-${page.viewportSize()?.width}`);

    await dialog.getByRole('button', { name: 'Payment methods' }).click();
    await expect(dialog.getByRole('rowheader', { name: 'Visa / Mastercard' })).toBeVisible();
    await expect(dialog.getByRole('row', { name: /BTC/ })).toContainText('0.4 BTC');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `cashbox-methods-${page.viewportSize()?.width}`);

    await dialog.getByRole('button', { name: 'Overview' }).click();
    await expect(dialog.getByRole('heading', { name: 'Latest payments' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `cashbox-dashboard-${page.viewportSize()?.width}`);

    // Escape closes after the 100 ms delay and tells the page.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await events(page)).some((e) => e.name === 'close')).toBe(true);
  });

  test('a guest is sent to login', async ({ page, origins }) => {
    await openCasinoPage(page, origins);
    await mountWidget(page, 'cashbox', { step: 'deposit', locale: 'en' });
    await expect(page.getByText('Please log in to continue.')).toBeVisible();
    await expect.poll(async () => (await events(page)).filter((e) => e.name === 'navigate').map((e) => (e.detail as { path: string }).path)).toContain('/login');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('cashbox widget at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('deposit and history fit a phone', async ({ page, origins }) => {
    await openCasinoPage(page, origins);
    await registerPlayer(page, { complete: true });
    await fund(page, 5_000);
    await mountWidget(page, 'cashbox', { step: 'deposit', locale: 'en' });
    const dialog = page.getByRole('dialog', { name: 'Cashbox' });
    await expect(dialog.getByLabel('Amount (EUR)')).toHaveValue('50');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'cashbox-deposit-390');
    await dialog.getByRole('button', { name: 'History' }).click();
    await expect(dialog.locator('table.ck-history tbody tr')).toHaveCount(1);
    await screenshot(page, 'cashbox-history-390');
    await dialog.getByRole('button', { name: 'Overview' }).click();
    await screenshot(page, 'cashbox-dashboard-390');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
