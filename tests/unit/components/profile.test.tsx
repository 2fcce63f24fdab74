import { findAllByRole, findByRole, findByText, fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { Profile } from '../../../widgets/profile/Profile.tsx';
import { installAccountPlatform, json, PLAYER } from './cashbox-fixtures.ts';
import { render } from './render.tsx';

const type = (input: Element, value: string) => fireEvent.input(input, { target: { value } });
/** The control named `name`, once rendered. */
const byName = async (container: HTMLElement, name: string) => {
  await waitFor(() => expect(container.querySelector(`[name="${name}"]`)).toBeTruthy());
  return container.querySelector(`[name="${name}"]`) as HTMLInputElement;
};
/** Lets a renderer that batches (preact) commit typed values before the next click. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const HOUR = 3_600_000;

beforeEach(() => localStorage.clear());
afterEach(() => resetCore());

describe('Profile: personal data, e-mail, VIP', () => {
  it('sends a guest to login', async () => {
    installAccountPlatform({}, { player: null });
    const onNavigate = vi.fn();
    const container = render(<Profile locale="en" onNavigate={onNavigate} />);
    await findByText(container, 'Please log in to continue.');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ path: '/login', href: 'https://casino.test/login' }));
  });

  it('checks fields by the spec’s rules (Italian) and shows the platform’s 422 errors per field', async () => {
    const platform = installAccountPlatform({ 'PATCH /api/player': () => json(422, { errors: { postal_code: ['is invalid'], nickname: ['wrong chars'] } }) }, { locale: 'it' });
    const container = render(<Profile locale="it" />);
    await findByRole(container, 'heading', { name: 'Dati personali' });
    // Birth date and country are set once: read-only.
    expect((await byName(container, 'date_of_birth')).readOnly).toBe(true);
    expect((container.querySelector('select[name="country"]') as HTMLSelectElement).disabled).toBe(true);
    type(await byName(container, 'first_name'), 'Anna<');
    type(await byName(container, 'postal_code'), '1234');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Salva le modifiche' }));
    await findByText(container, 'Caratteri non validi.');
    expect(container.textContent).toContain('Questo codice postale non corrisponde al paese.');
    expect(platform.calls('PATCH /api/player')).toHaveLength(0);

    type(await byName(container, 'first_name'), 'Anna');
    type(await byName(container, 'postal_code'), '10117');
    type(await byName(container, 'nickname'), 'Ann');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Salva le modifiche' }));
    await findByText(container, 'Questo valore non è valido.');
    expect(container.textContent).toContain('Caratteri non validi.');
    expect(platform.calls('PATCH /api/player')[0]!.body).toEqual({ context: 'edition', player: { postal_code: '10117', nickname: 'Ann' } });
    await waitFor(() => expect(platform.calls('PUT /metrics-errors-validation').map((c) => (c.body as { side: string }).side)).toEqual(['frontEnd', 'backEnd']));
  });

  it('resends the confirmation e-mail and shows a 422 as a toast with the first e-mail error', async () => {
    let answer: Response | object = json(422, { errors: { email: ['was already confirmed, please try signing in'] } });
    installAccountPlatform({ 'POST /api/users/confirmation': () => answer }, { player: { ...PLAYER, confirmed_at: null } });
    const container = render(<Profile locale="en" />);
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Send the e-mail again' }));
    await findByText(container, 'was already confirmed, please try signing in');
    answer = {};
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Send the e-mail again' }));
    await findByText(container, 'We have sent you a confirmation e-mail.');
  });

  it('shows a VIP player’s badge and manager panel', async () => {
    const platform = installAccountPlatform(
      { 'POST /api/fe/config/managers': () => ({ groupId: 259, managerName: 'Sophie Wagner', telegramLink: 'https://t.me/x', whatsAppLink: 'https://wa.me/1', email: 'sophie@casino.test', phone: '+49', time: 'Mon–Fri', avatar: '/a.webp' }), 'GET /api/subscriptions': () => ({ receive_promos: true, receive_sms_promos: false, receive_promos_via_phone_calls: false, agreed_to_partner_promotions: false }) },
      { player: { ...PLAYER, statuses: [{ id: '259', name: 'VIP Gold' }, { id: 'level_1', name: 'Level 1' }] } },
    );
    const container = render(<Profile locale="en" />);
    await findByText(container, 'VIP · Gold');
    await findByText(container, 'Sophie Wagner');
    expect((await findByRole(container, 'link', { name: 'WhatsApp' })).getAttribute('href')).toBe('https://wa.me/1');
    expect((await findByRole(container, 'link', { name: 'E-mail' })).getAttribute('href')).toBe('mailto:sophie@casino.test');
    expect(platform.calls('POST /api/fe/config/managers')[0]!.body).toEqual({ userGroups: [259] });
    // Subscriptions: promos by e-mail on; switching SMS on sends subscription_params.
    const sms = await findByRole(container, 'checkbox', { name: 'Promotions by SMS' });
    fireEvent.click(sms);
    await waitFor(() => expect(platform.calls('PUT /api/subscriptions')[0]?.body).toEqual({ subscription_params: { receive_sms_promos: true } }));
  });

  it('names the VIP status from the shared vip table, in German', async () => {
    installAccountPlatform({ 'POST /api/fe/config/managers': () => ({ groupId: 255, managerName: 'Sophie Wagner', telegramLink: 'https://t.me/x', whatsAppLink: 'https://wa.me/1', email: 'sophie@casino.test', phone: '+49', time: 'Mon–Fri', avatar: '/a.webp' }), 'GET /api/subscriptions': () => ({ receive_promos: true, receive_sms_promos: false, receive_promos_via_phone_calls: false, agreed_to_partner_promotions: false }) }, { locale: 'de', player: { ...PLAYER, statuses: [{ id: '255', name: 'VIP Platinum' }] } });
    const container = render(<Profile locale="de" />);
    await findByText(container, 'VIP · Platin');
  });
});

describe('Profile: limits', () => {
  const base = { strategy: null, parent_type: null, created_at: new Date().toISOString(), disable_at: null, active_until: null, minutes: null, current_value_minutes: null };

  it('walks a limit increase through pending (24 h countdown), the mailed token and its application', async () => {
    const appliesAt = new Date(Date.now() + 24 * HOUR).toISOString();
    let limit: Record<string, unknown> = { ...base, id: 5, type: 'deposit', period: 'day', status: 'active', confirm_until: null, accounts: [{ currency: 'EUR', amount_cents: 10_000, current_value_amount_cents: 2_000, active_until: appliesAt }], pending: null };
    const platform = installAccountPlatform({
      'GET /api/user_limits': () => [limit],
      'POST /api/user_limits': (body) => {
        limit = { ...limit, status: 'pending', confirm_until: new Date(Date.now() + 7 * 24 * HOUR).toISOString(), pending: { action: 'update', accounts: body.accounts, minutes: null, confirmed: false, applies_at: appliesAt } };
        return json(201, limit);
      },
      'POST /api/user_limits/confirm': (body) => {
        if (body.token !== 'mailed-token-0123456789') return json(422, { errors: { token: ['is invalid'] }, code: 'invalid_token' });
        limit = { ...limit, pending: { ...(limit.pending as object), confirmed: true } };
        return limit;
      },
    });
    const container = render(<Profile locale="en" section="limits" />);
    await findByText(container, '€20.00 used of €100.00');

    fireEvent.change(container.querySelector('select[name="limit-type"]')!, { target: { value: 'deposit' } });
    type(await byName(container, 'limit-value'), '500');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Save limit' }));
    await findByText(container, 'New value requested: €500.00.');
    expect(platform.calls('POST /api/user_limits')[0]!.body).toEqual({ type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 50_000 }] });
    // The old value stays in force; the increase counts down its 24 h.
    expect(container.textContent).toContain('€20.00 used of €100.00');
    const countdown = container.querySelector('[data-testid="limit-countdown"]')!;
    expect(countdown.textContent).toMatch(/^(23:59:5\d|24:00:00)$/);
    expect(container.textContent).toContain('Confirm it with the link in the e-mail we sent you');

    // The mailed link opens /profile/limits/confirm?token=…: the widget posts the token.
    resetCore();
    installAccountPlatform({
      'GET /api/user_limits': () => [limit],
      'POST /api/user_limits/confirm': (body) => {
        limit = { ...limit, pending: { ...(limit.pending as object), confirmed: true } };
        return { ...limit, token: body.token };
      },
    });
    const confirmPage = render(<Profile locale="en" section="limits" token="mailed-token-0123456789" />);
    await findByText(confirmPage, /Thank you: your change is confirmed and applies on/);
    await findByText(confirmPage, 'Confirmed: it applies when the waiting time is over.');

    // 24 h of platform time later the platform applies it.
    limit = { ...limit, status: 'active', pending: null, confirm_until: null, accounts: [{ currency: 'EUR', amount_cents: 50_000, current_value_amount_cents: 0, active_until: appliesAt }] };
    resetCore();
    installAccountPlatform({ 'GET /api/user_limits': () => [limit] });
    const later = render(<Profile locale="en" section="limits" />);
    await findByText(later, '€0.00 used of €500.00');
    expect(later.querySelector('[data-testid="limit-countdown"]')).toBeNull();
  });

  it('sets a reality check (minutes of play, 5–240) and shows it as a reminder, never as reached', async () => {
    let limits: Record<string, unknown>[] = [];
    const platform = installAccountPlatform({
      'GET /api/user_limits': () => limits,
      'POST /api/user_limits': (body) => {
        limits = [{ ...base, id: 12, type: 'reality_check', period: 'reality_check', minutes: body.minutes, status: 'active', confirm_until: null, accounts: [], pending: null }];
        return json(201, limits[0]);
      },
    });
    const container = render(<Profile locale="en" section="limits" />);
    fireEvent.change(await byName(container, 'limit-type'), { target: { value: 'reality_check' } });
    await settle();
    const minutes = await byName(container, 'limit-value');
    expect(container.textContent).toContain('Remind me every … minutes of play (5–240)');
    type(minutes, '300');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Save limit' }));
    await settle();
    expect(platform.calls('POST /api/user_limits')).toHaveLength(0);
    type(minutes, '30');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Save limit' }));
    await waitFor(() => expect(platform.calls('POST /api/user_limits')[0]?.body).toEqual({ type: 'reality_check', minutes: 30 }));
    await findByText(container, 'A reminder every 30 minutes of play');
    const row = container.querySelector('[data-limit-type="reality_check"]')!;
    expect(row.querySelector('h4')!.textContent).toBe('Reality check');
    expect(row.textContent).not.toContain('Reached');
  });

  it('says so when the mailed token is invalid', async () => {
    installAccountPlatform({ 'GET /api/user_limits': () => [], 'POST /api/user_limits/confirm': () => json(422, { errors: { token: ['is invalid'] }, code: 'invalid_token' }) });
    const container = render(<Profile locale="en" section="limits" token="expired-token-0123456789" />);
    await findByText(container, 'This confirmation link is invalid or has expired.');
  });

  it('asks for an explicit confirmation before a self-exclusion, in German', async () => {
    const platform = installAccountPlatform({ 'GET /api/user_limits': () => [], 'POST /api/user_limits': (body) => json(201, { ...base, id: 9, ...body, status: 'active', confirm_until: null, accounts: [], pending: null }) }, { locale: 'de' });
    const container = render(<Profile locale="de" section="limits" />);
    const section = (await findByRole(container, 'region', { name: 'Selbstsperre' })) as HTMLElement;
    await settle();
    fireEvent.click(await findByRole(section, 'button', { name: 'Weiter' }));
    await findByText(section, /Dein Konto wird ab sofort für 6 Monate für Glücksspiel gesperrt/);
    await settle();
    fireEvent.click(await findByRole(section, 'button', { name: 'Mich sperren' }));
    await findByText(section, 'Bitte kreuze dieses Kästchen an.');
    expect(platform.calls('POST /api/user_limits')).toHaveLength(0);
    await settle();
    fireEvent.click(await findByRole(section, 'checkbox', { name: 'Ich verstehe, dass die Selbstsperre nicht rückgängig gemacht werden kann.' }));
    await settle();
    fireEvent.click(await findByRole(section, 'button', { name: 'Mich sperren' }));
    await waitFor(() => expect(platform.calls('POST /api/user_limits')[0]?.body).toEqual({ type: 'selfexclusion', period: 'six_months' }));
  });
});

describe('Profile: security', () => {
  it('sets up 2FA from the otpauth URI: QR code, the secret as text, then the password and a code', async () => {
    let enabled = false;
    const platform = installAccountPlatform({
      'GET /api/player': () => ({ ...PLAYER, two_factor_enabled: enabled }),
      'GET /api/player/two_factor': () => ({ two_factor_enabled: false, otp_secret: 'JBSWY3DPEHPK3PXP', data: 'otpauth://totp/Casino%20Kit:anna%40casino.test?secret=JBSWY3DPEHPK3PXP&issuer=Casino%20Kit' }),
      'POST /api/player/two_factor': (body) => {
        if (body.two_factor.current_password !== 'Right-pass-1') return json(422, { errors: { current_password: ['is invalid'] }, code: 'invalid_credentials' });
        if (body.two_factor.authentication_code !== '123456') return json(422, { errors: { otp_attempt: ['is invalid'] }, code: 'otp_invalid' });
        enabled = true;
        return { two_factor_enabled: true, otp_secret: null, data: null };
      },
      'DELETE /api/player/two_factor': (body) => {
        if (body.two_factor.current_password !== 'Right-pass-1') return json(422, { errors: { current_password: ['is invalid'] }, code: 'invalid_credentials' });
        enabled = false;
        return { two_factor_enabled: false, otp_secret: null, data: null };
      },
      'GET /api/player/sessions': () => [],
    });
    const container = render(<Profile locale="en" section="security" />);
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Set up' }));
    expect(await findByRole(container, 'img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(container.querySelector('[data-testid="otp-secret"]')?.textContent).toBe('JBSWY3DPEHPK3PXP');
    type(await byName(container, 'authentication_code'), '12');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Turn on' }));
    await findByText(container, 'Wrong format.');
    // The password is asked for too: left empty, nothing is sent.
    expect(container.querySelector('[name="two_factor_password"]')?.getAttribute('type')).toBe('password');
    expect(platform.calls('POST /api/player/two_factor')).toHaveLength(0);
    type(await byName(container, 'two_factor_password'), 'Wrong-pass-1');
    type(await byName(container, 'authentication_code'), '123456');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Turn on' }));
    await findByText(container, 'The password is not right.');
    type(await byName(container, 'two_factor_password'), 'Right-pass-1');
    type(await byName(container, 'authentication_code'), '654321');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Turn on' }));
    await findByText(container, 'This code is not valid. Wait for the next one and try again.');
    type(await byName(container, 'authentication_code'), '123456');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Turn on' }));
    await findByText(container, 'Two-factor authentication is on.');
    expect(platform.calls('POST /api/player/two_factor').at(-1)!.body).toEqual({ two_factor: { otp_secret: 'JBSWY3DPEHPK3PXP', authentication_code: '123456', current_password: 'Right-pass-1' } });

    // Turning it off asks for the password again (the field was cleared).
    await findByText(container, 'To turn it off, enter your password and a code from your authenticator app.');
    expect((await byName(container, 'two_factor_password')).value).toBe('');
    type(await byName(container, 'two_factor_password'), 'Right-pass-1');
    type(await byName(container, 'authentication_code'), '234567');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Turn off' }));
    await waitFor(() => expect(platform.calls('DELETE /api/player/two_factor').at(-1)?.body).toEqual({ two_factor: { authentication_code: '234567', current_password: 'Right-pass-1' } }));
  });

  it('asks for the 2FA password in every locale (Estonian)', async () => {
    installAccountPlatform({ 'GET /api/player': () => ({ ...PLAYER, two_factor_enabled: true }), 'GET /api/player/sessions': () => [] }, { locale: 'et' });
    const container = render(<Profile locale="et" section="security" />);
    await findByText(container, 'Väljalülitamiseks sisesta oma parool ja kood oma autentimisrakendusest.');
    expect(container.textContent).toContain('Sinu parool');
  });

  it('changes the password with the rules, and revokes another session', async () => {
    const platform = installAccountPlatform({
      'PUT /api/users': () => json(422, { errors: { current_password: ['is invalid'] } }),
      'GET /api/player/sessions': () => [
        { id: 1, ip: '127.0.0.1', country: 'DE', user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0', created_at: '2026-11-20T10:00:00.000Z', current: true },
        { id: 2, ip: '10.0.0.2', country: 'DE', user_agent: 'Mozilla/5.0 (iPhone) Safari/604.1', created_at: '2026-11-19T10:00:00.000Z', current: false },
      ],
      'DELETE /api/player/sessions/2': () => new Response(null, { status: 204 }),
    });
    const container = render(<Profile locale="en" section="security" />);
    type(await byName(container, 'current_password'), 'old-password-1');
    type(await byName(container, 'password'), 'New-password-2');
    type(await byName(container, 'password_confirmation'), 'New-password-3');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Change password' }));
    await findByText(container, 'Does not match.');
    type(await byName(container, 'password_confirmation'), 'New-password-2');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Change password' }));
    await findByText(container, 'This value is not valid.');
    expect(platform.calls('PUT /api/users')[0]!.body).toEqual({ user: { current_password: 'old-password-1', password: 'New-password-2', password_confirmation: 'New-password-2' } });

    await findByText(container, 'This device');
    expect(await findByRole(container, 'button', { name: 'Sign out: Safari · iOS, 10.0.0.2' })).toBeTruthy();
    expect(container.querySelector('[data-session-id="1"] button')).toBeNull();
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Sign out: Safari · iOS, 10.0.0.2' }));
    await waitFor(() => expect(platform.calls('DELETE /api/player/sessions/2')).toHaveLength(1));
  });
});

describe('Profile: gifts, verification, games, promo, level', () => {
  it('shows the honest state when the platform has no bonus or document endpoints', async () => {
    installAccountPlatform({});
    const gifts = render(<Profile locale="en" section="gifts" />);
    await findByText(gifts, 'Bonuses and free spins are not available on this casino yet.');
    const verification = render(<Profile locale="en" section="verification" />);
    await findByText(verification, /Document upload is not available on this casino yet/);
    expect(verification.textContent).toContain('Account not verified yet');
    const promo = render(<Profile locale="en" section="promo" />);
    type(await byName(promo, 'coupon_code'), 'WELCOME');
    await settle();
    fireEvent.click(await findByRole(promo, 'button', { name: 'Activate coupon' }));
    await findByText(promo, 'Promo codes are not available on this casino yet.');
  });

  it('lists gifts with activate, and an empty list as such', async () => {
    const bonus = { id: 3, title: 'Welcome 100%', amount_cents: 10_000, currency: 'EUR', stage: 'issued', strategy: 'deposit', amount_wager_requirement_cents: 350_000, amount_wager_cents: 35_000, created_at: '2026-11-01T00:00:00.000Z', activatable_until: null, valid_until: '2026-12-01T00:00:00.000Z', activatable: true, cancelable: true };
    const platform = installAccountPlatform({ 'GET /api/player/bonuses': () => [bonus], 'GET /api/player/freespins': () => [], 'POST /api/player/bonuses/3/activation': () => ({}) });
    const container = render(<Profile locale="en" section="gifts" />);
    await findByText(container, 'Welcome 100%');
    expect(container.textContent).toContain('Ready to activate');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Activate' }));
    fireEvent.click(await findByRole(container, 'button', { name: 'Yes, activate' }));
    await waitFor(() => expect(platform.calls('POST /api/player/bonuses/3/activation')).toHaveLength(1));
  });

  it('lists the player’s rounds from GET /api/player/games, paged', async () => {
    const round = (n: number, state = 'settled') => ({ round_id: `r${n}`, game_identifier: 'nebula/starlight', game_title: 'Starlight', currency: 'EUR', bet_cents: 100, win_cents: 250, state, created_at: '2026-11-20T10:00:00.000Z' });
    const platform = installAccountPlatform({
      'GET /api/player/games': (_body: unknown, url: URL) => {
        const page = Number(url.searchParams.get('page'));
        return page === 1
          ? { data: [round(1), round(2, 'open')], pagination: { current_page: 1, next_page: 2, prev_page: null, total_pages: 2, total_count: 3 } }
          : { data: [round(3, 'rolled_back')], pagination: { current_page: 2, next_page: null, prev_page: 1, total_pages: 2, total_count: 3 } };
      },
    });
    const container = render(<Profile locale="en" section="games-history" />);
    const [link] = await findAllByRole(container, 'link', { name: 'Starlight' });
    expect(link!.getAttribute('href')).toBe('https://casino.test/play/nebula/starlight');
    expect(container.textContent).toContain('€2.50');
    expect(container.textContent).toContain('In progress');
    expect(container.textContent).toContain('Page 1 of 2');
    fireEvent.click(await findByRole(container, 'button', { name: 'Next page' }));
    await findByText(container, 'Refunded');
    expect(container.textContent).toContain('Page 2 of 2');
    expect(platform.calls('GET /api/player/games')).toHaveLength(2);
  });

  it('validates and activates a coupon', async () => {
    installAccountPlatform({ 'POST /api/bonuses/coupon': () => ({ status: 'successfully_activated' }) });
    const container = render(<Profile locale="en" section="promo" />);
    type(await byName(container, 'coupon_code'), 'bad code!');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Activate coupon' }));
    await findByText(container, 'Wrong characters.');
    type(await byName(container, 'coupon_code'), 'WELCOME');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Activate coupon' }));
    await findByText(container, 'Your coupon is activated.');
  });

  it('redeems a promo code: a deposit code waits for the next deposit, any other is a gift linked to the gifts', async () => {
    const onNavigate = vi.fn();
    const platform = installAccountPlatform({
      'POST /api/v2/bonuses/promo-code': (body: { code: string }) =>
        body.code === 'RELOAD' ? { bonus_id: 'reload', name: 'Reload 50%', bonus_type: 'deposit' } : body.code === 'SPINS' ? { bonus_id: '9', name: '20 free spins', bonus_type: 'freespins' } : json(422, { errors: { code: ['invalid'] } }),
    });
    const container = render(<Profile locale="en" section="promo" onNavigate={onNavigate} />);
    type(await byName(container, 'code'), 'NOPE');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Redeem' }));
    await findByText(container, 'This value is not valid.');
    type(await byName(container, 'code'), 'RELOAD');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Redeem' }));
    await findByText(container, 'Reload 50% is applied to your next deposit.');
    expect(container.querySelector('.ck-link-button')).toBeNull();
    type(await byName(container, 'code'), 'SPINS');
    await settle();
    fireEvent.click(await findByRole(container, 'button', { name: 'Redeem' }));
    await findByText(container, '20 free spins is added to your gifts.');
    fireEvent.click(await findByRole(container, 'button', { name: 'See your gifts' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ path: '/profile/gifts', href: 'https://casino.test/profile/gifts' });
    expect(platform.calls('POST /api/v2/bonuses/promo-code').map((c) => c.body)).toEqual([{ code: 'NOPE' }, { code: 'RELOAD' }, { code: 'SPINS' }]);
  });

  it('shows the level from status points and the next threshold', async () => {
    installAccountPlatform({
      'GET /api/player/comp_points': () => ({ chargeable: { points: 10 }, persistent: { points: 250 } }),
      'GET /api/info/statuses': () => [
        { id: 'level_1', name: 'Level 1', status: true, writable: false, conditions: [{ persistent_comp_points: { type: 'range', exclude_end: true, min: 0, max: 100 } }] },
        { id: 'level_2', name: 'Level 2', status: true, writable: false, conditions: [{ persistent_comp_points: { type: 'range', exclude_end: true, min: 100, max: 500 } }] },
        { id: 'level_3', name: 'Level 3', status: true, writable: false, conditions: [{ persistent_comp_points: { type: 'range', exclude_end: true, min: 500, max: 1500 } }] },
      ],
    }, { player: { ...PLAYER, statuses: [{ id: 'level_2', name: 'Level 2' }] } });
    const container = render(<Profile locale="en" section="level" />);
    await findByText(container, 'Your level: Level 2');
    expect(container.textContent).toContain('250 more points to Level 3.');
    expect((await findByRole(container, 'progressbar', { name: 'Progress to the next level' })).getAttribute('aria-valuenow')).toBe('37');
  });

  it('switches sections and tells the host the path', async () => {
    installAccountPlatform({ 'GET /api/user_limits': () => [] });
    const onNavigate = vi.fn();
    const container = render(<Profile locale="en" onNavigate={onNavigate} />);
    await settle();
    fireEvent.click(await findByRole(container, 'link', { name: 'Limits' }));
    await findByRole(container, 'heading', { name: 'Limits', level: 3 });
    expect(onNavigate).toHaveBeenCalledWith({ path: '/profile/limits', href: 'https://casino.test/profile/limits' });
    expect((await findByRole(container, 'link', { name: 'Limits' })).getAttribute('aria-current')).toBe('page');
  });
});
