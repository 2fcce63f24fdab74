import { authenticator } from 'otplib';
import { api, mountWidget, openCasinoPage, PASSWORD, registerPlayer, screenshot, signIn } from './cashbox-helpers.ts';
import { expect, seriousA11yViolations, test } from './fixtures.ts';

/** The profile widget as a player uses it, against the real platform on its own origin. */
test.describe('profile widget', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('every section renders, is keyboard reachable and axe-clean', async ({ page, origins }) => {
    await openCasinoPage(page, origins);
    await registerPlayer(page, { complete: true });
    await mountWidget(page, 'profile', { locale: 'en' });
    const profile = page.locator('#slot');
    await expect(profile.getByRole('heading', { name: 'Personal data', level: 3 })).toBeVisible();
    await expect(profile.getByText('Your e-mail address is not confirmed yet.')).toBeVisible();
    const sections = ['Personal data', 'Level', 'Gifts', 'Verification', 'Limits', 'Security', 'Games history', 'Promo code'];
    for (const name of sections) {
      await profile.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name, exact: true }).click();
      await expect(profile.getByRole('heading', { name, level: 3 })).toBeVisible();
      await expect(profile.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      expect(await seriousA11yViolations(page), name).toEqual([]);
      await screenshot(page, `profile-${name.toLowerCase().replace(/\s+/g, '-')}-1366`);
    }
    // A fresh player has no gifts yet (the bonus engine, docs/api/bonuses.md): the balance view and an honest empty list.
    await profile.getByRole('link', { name: 'Gifts', exact: true }).click();
    await expect(profile.getByText('You have no gifts right now.')).toBeVisible();
    await expect(profile.getByRole('region', { name: 'Bonus balance' })).toContainText('No bonus is being wagered.');
    await profile.getByRole('link', { name: 'Verification', exact: true }).click();
    await expect(profile.getByText('You have not uploaded any document.')).toBeVisible();

    // Keyboard: the section links are reachable and work with Enter.
    await profile.getByRole('link', { name: 'Limits', exact: true }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(profile.getByRole('heading', { name: 'Security', level: 3 })).toBeVisible();
  });

  test('personal data: field rules in Italian and English, then saved to the platform', async ({ page, origins }) => {
    await openCasinoPage(page, origins, 'it');
    await registerPlayer(page, { complete: true });
    await mountWidget(page, 'profile', { locale: 'it' });
    const profile = page.locator('#slot');
    await profile.getByLabel('Cellulare').fill('12ab');
    await profile.getByLabel('Codice postale').fill('123');
    await profile.getByRole('button', { name: 'Salva le modifiche' }).click();
    await expect(profile.getByText('Caratteri non validi.')).toBeVisible();
    await expect(profile.getByText('Questo codice postale non corrisponde al paese.')).toBeVisible();

    await mountWidget(page, 'profile', { locale: 'en' });
    await profile.getByLabel('Nickname').fill('ab');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByText('Too short.')).toBeVisible();
    await profile.getByLabel('Nickname').fill('Lucky Anna');
    await profile.getByLabel('City').fill('Hamburg');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByText('Your details are saved.')).toBeVisible();
    expect((await api<{ nickname: string; city: string }>(page, 'GET', '/api/player')).body).toMatchObject({ nickname: 'Lucky Anna', city: 'Hamburg' });
  });

  test('a limit increase stays pending with its 24 h countdown; the mailed token confirms it', async ({ page, origins }) => {
    await openCasinoPage(page, origins);
    const email = await registerPlayer(page, { complete: true });
    await mountWidget(page, 'profile', { locale: 'en', section: 'limits' });
    const profile = page.locator('#slot');
    await expect(profile.getByText('You have not set any limit.')).toBeVisible();
    await profile.getByLabel('Amount (EUR)').fill('100');
    await profile.getByRole('button', { name: 'Save limit' }).click();
    await expect(profile.getByText('€0.00 used of €100.00')).toBeVisible();

    await profile.getByLabel('Amount (EUR)').fill('500');
    await profile.getByRole('button', { name: 'Save limit' }).click();
    await expect(profile.getByText('New value requested: €500.00.')).toBeVisible();
    await expect(profile.getByText('€0.00 used of €100.00')).toBeVisible();
    const countdown = profile.getByTestId('limit-countdown');
    await expect(countdown).toHaveText(/^23:5\d:\d\d$|^24:00:00$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first!);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'profile-limits-pending-1366');

    // The e-mail's link lands on /profile/limits/confirm?token=…; the host passes the token.
    const mails = (await api<{ to: string; text: string }[]>(page, 'GET', `/dev/mailbox.json?to=${encodeURIComponent(email)}`)).body;
    const token = /[?&]token=([^\s&]+)/.exec(mails.find((mail) => mail.text.includes('/profile/limits/confirm'))!.text)![1]!;
    await mountWidget(page, 'profile', { locale: 'en', token: decodeURIComponent(token) });
    await expect(profile.getByText(/Thank you: your change is confirmed and applies on/)).toBeVisible();
    await expect(profile.getByText('Confirmed: it applies when the waiting time is over.')).toBeVisible();
    // Platform time has not moved: the old limit is still the one in force.
    const limits = (await api<{ accounts: { amount_cents: number }[]; status: string }[]>(page, 'GET', '/api/user_limits')).body;
    expect(limits[0]).toMatchObject({ status: 'pending', accounts: [{ amount_cents: 10_000 }] });
  });

  test('self-exclusion, after its warning and confirmation, blocks deposits at once', async ({ page, origins }) => {
    await openCasinoPage(page, origins);
    await registerPlayer(page, { complete: true });
    await mountWidget(page, 'profile', { locale: 'en', section: 'limits' });
    const exclusion = page.locator('#slot').getByRole('region', { name: 'Self-exclusion' });
    await exclusion.getByLabel('Period').selectOption('six_months');
    await exclusion.getByRole('button', { name: 'Continue' }).click();
    await expect(exclusion.getByRole('alert')).toContainText('Your account will be closed for gambling for 6 months');
    await exclusion.getByRole('button', { name: 'Exclude me' }).click();
    await expect(exclusion.getByText('Please tick this box.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'profile-self-exclusion-1366');
    await exclusion.getByLabel('I understand that self-exclusion cannot be undone.').check();
    await exclusion.getByRole('button', { name: 'Exclude me' }).click();
    await expect(page.locator('#slot').locator('[data-limit-type="selfexclusion"]')).toBeVisible();

    await mountWidget(page, 'cashbox', { step: 'deposit', locale: 'en' });
    const dialog = page.getByRole('dialog', { name: 'Cashbox' });
    await expect(dialog.getByText('Deposits are blocked while your time-out or self-exclusion runs.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Deposit €50.00' })).toBeDisabled();
    // And the platform refuses it too.
    const refused = await api<{ code: string }>(page, 'POST', '/api/player/payments/deposit', { amount_cents: 5_000, currency: 'EUR', payment_method: 'skrill' }, { 'Idempotency-Key': `excluded-${Date.now()}` });
    expect(refused).toMatchObject({ status: 422, body: { code: 'self_excluded' } });
  });

  test('2FA: set up from the QR code’s secret with the password, log out, log in with a code', async ({ page, origins }) => {
    await openCasinoPage(page, origins);
    const email = await registerPlayer(page, { complete: true });
    await mountWidget(page, 'profile', { locale: 'en', section: 'security' });
    const profile = page.locator('#slot');
    await profile.getByRole('button', { name: 'Set up' }).click();
    await expect(profile.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await profile.getByTestId('otp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'profile-2fa-setup-1366');
    // Re-authentication: the password as well as a code.
    await profile.getByLabel('Your password').fill(PASSWORD);
    await profile.getByLabel('6-digit code').fill(authenticator.generate(secret));
    await profile.getByRole('button', { name: 'Turn on' }).click();
    await expect(profile.getByText('Two-factor authentication is on.')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Turn off' })).toBeVisible();

    expect((await api(page, 'DELETE', '/api/users/sign_out')).status).toBe(204);
    expect(await signIn(page, email, PASSWORD)).toBe(422); // otp_required
    // Codes are single use per 30 s step: the next step's code (accepted ±1 step) signs in now.
    const next = authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);
    const second = await api<{ email: string }>(page, 'POST', '/api/users/sign_in', { user: { otp_attempt: next } });
    expect(second.status).toBe(201);
    expect(second.body.email).toBe(email);
  });

  test('a VIP player sees the badge and the manager panel', async ({ page, origins }) => {
    await openCasinoPage(page, origins);
    expect(await signIn(page, 'vip@casino.localhost', 'Vip-Gold-2026!')).toBe(201);
    await mountWidget(page, 'profile', { locale: 'en' });
    const profile = page.locator('#slot');
    await expect(profile.getByText('VIP · Gold')).toBeVisible();
    const manager = profile.getByRole('region', { name: 'Your VIP manager' });
    await expect(manager.getByText('Sophie Wagner')).toBeVisible();
    await expect(manager.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(manager.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /^https:\/\/t\.me\//);
    await expect(manager.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', /^mailto:/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'profile-vip-1366');
  });
});

test.describe('profile widget at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('personal data, limits and security fit a phone', async ({ page, origins }) => {
    await openCasinoPage(page, origins);
    await registerPlayer(page, { complete: true });
    await mountWidget(page, 'profile', { locale: 'en' });
    const profile = page.locator('#slot');
    await expect(profile.getByRole('heading', { name: 'Personal data', level: 3 })).toBeVisible();
    await screenshot(page, 'profile-main-390');
    for (const name of ['Limits', 'Security']) {
      await profile.getByRole('link', { name, exact: true }).click();
      await expect(profile.getByRole('heading', { name, level: 3 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `profile-${name.toLowerCase()}-390`);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
