import { authenticator } from 'otplib';
import { expect, seriousA11yViolations, test } from './fixtures.ts';
import { appReady, lastMail, mirrorUrl, uniqueEmail } from './host-helpers.ts';

// axe-core is injected as an inline script, which the host's strict CSP (rightly) refuses.
test.use({ bypassCSP: true });

test.describe('white-label host: a player’s way in', () => {
  test('guest switches language, is sent from /profile to registration, registers, confirms, logs in with 2FA and is returned', async ({ page, origins }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const rocket = (path: string) => mirrorUrl(origins.platform, 'rocket.localhost', path);

    // Lands on the CW mirror as a guest.
    await page.goto(rocket('/'));
    await appReady(page);
    await expect(page).toHaveTitle(/Rocket Casino/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top', exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Switches to German: same page under /de, <html lang="de">, German navigation.
    await page.getByLabel('Language').selectOption('de');
    await expect(page).toHaveURL(rocket('/de'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();

    // A login-only route sends the guest to registration, with the full target as redirect.
    await page.goto(rocket('/de/profile'));
    await expect(page).toHaveURL(rocket(`/de/registration?redirect=${encodeURIComponent('/de/profile')}`));
    const signUp = page.getByRole('dialog', { name: 'Konto erstellen' });
    await expect(signUp).toBeVisible();
    // The lobby stays underneath the full-screen popup.
    await expect(page.locator('main')).toContainText('Neueste Gewinner');

    // Client-side validation first (sdk/rules/validation), per field.
    await signUp.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(signUp.getByText('Dieses Feld ist erforderlich.').first()).toBeVisible();

    const email = uniqueEmail('journey');
    await signUp.getByLabel('E-Mail', { exact: true }).fill(email);
    await signUp.getByLabel('Passwort', { exact: true }).fill('Journey-Pass-2026!');
    await signUp.getByLabel('Passwort wiederholen').fill('Journey-Pass-2026!');
    await signUp.getByLabel('Land').selectOption('DE');
    await signUp.getByLabel('Geburtsdatum').fill('15/04/1990');
    await signUp.getByRole('checkbox', { name: /mindestens 18 Jahre/ }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await signUp.getByRole('button', { name: 'Konto anlegen' }).click();

    // Registered and returned to the page that asked for it.
    await expect(page).toHaveURL(rocket('/de/profile'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Bitte bestätige deine E-Mail-Adresse' })).toBeVisible();

    // Confirms from the dev mailbox.
    const mail = await lastMail(page, origins.platform, email);
    const link = /https?:\/\/[^\s]+confirmation_token=[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(link, 'confirmation link in the mail').toBeTruthy();
    const token = new URL(link!).searchParams.get('confirmation_token')!;
    await page.goto(rocket(`/de/confirmation?confirmation_token=${token}`));
    const confirmation = page.getByRole('dialog', { name: 'E-Mail-Bestätigung' });
    await expect(confirmation.getByText('Deine E-Mail-Adresse ist bestätigt')).toBeVisible();
    await confirmation.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Bitte bestätige deine E-Mail-Adresse')).toHaveCount(0);

    // Logs out from the account menu.
    await page.getByRole('button', { name: 'Kontomenü' }).click();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();

    // Opens the profile again as a guest: registration → "Anmelden" keeps the redirect → 2FA.
    await page.goto(rocket('/de/profile'));
    await expect(page.getByRole('dialog', { name: 'Konto erstellen' })).toBeVisible();
    await page.getByRole('dialog').getByRole('link', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(rocket(`/de/login?redirect=${encodeURIComponent('/de/profile')}`));
    const login = page.getByRole('dialog', { name: 'Anmelden' });
    await login.getByLabel('E-Mail', { exact: true }).fill('twofactor@casino.localhost');
    await login.getByLabel('Passwort').fill('TwoFactor-2026!');
    await login.getByRole('button', { name: 'Anmelden' }).click();
    const otp = page.getByRole('dialog', { name: 'Zwei-Faktor-Authentifizierung' });
    await expect(otp).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await otp.getByLabel('Code').fill(authenticator.generate('CASINOKITDEMOTWOFACTORSECRETKEYS'));
    await otp.getByRole('button', { name: 'Bestätigen' }).click();

    await expect(page).toHaveURL(rocket('/de/profile'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
    await expect(page.getByText('twofactor@casino.localhost')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText(/€/);
    expect(errors).toEqual([]);
  });

  test('a hash opens its popup; #chat opens the chat after a second; a guest-only route sends a player home', async ({ page, origins }) => {
    await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', '/#sign-in'));
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    // Focus is trapped in the popup and given back on close.
    await expect(login.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(login).toHaveCount(0);
    await expect(page).toHaveURL(mirrorUrl(origins.platform, 'rocket.localhost', '/'));

    const started = Date.now();
    await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', '/support#chat'));
    await expect(page.getByRole('dialog', { name: 'Live chat' })).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Signed in, /sign-up is guest-only: back to the lobby.
    await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', '/login'));
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('E-mail').fill('player@casino.localhost');
    await dialog.getByLabel('Password').fill('Player-2026!');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
    await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', '/sign-up'));
    await expect(page).toHaveURL(mirrorUrl(origins.platform, 'rocket.localhost', '/'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
