import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../platform/auth/session.ts';
import { totpCodeAt } from '../../platform/auth/totp.ts';
import { DEMO_PLAYER_EMAILS, DEMO_TOTP_SECRET } from '../../platform/players/seed.ts';
import { verifySocketToken, socketSecret } from '../../platform/realtime/token.ts';
import { DEMO, registration, signIn } from './auth-helpers.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

const idOf = (platform: TestPlatform, email: string) => platform.ctx.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;

describe('player endpoints', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('serves the Player shape with groups and one level as statuses', async () => {
    const vip = await platform.clientAs(idOf(platform, DEMO.vip.email)).get('/api/player');
    expect(vip.status).toBe(200);
    expect(vip.body).toMatchObject({ email: DEMO.vip.email, currency: 'EUR', license_name: 'CW', two_factor_enabled: false, auth_fields_missed: [], can_issue_bonuses: true });
    expect(vip.body.statuses).toEqual([{ id: '259', name: 'VIP Gold' }, { id: 'level_1', name: 'Level 1' }]);
    expect(typeof vip.body.id).toBe('number');
    expect(vip.body.confirmed_at).toMatch(/Z$/);
    const estonian = await platform.clientAs(idOf(platform, 'estonia@casino.localhost')).get('/api/player');
    expect(estonian.body.license_name).toBe('EE');
    expect((await platform.clientAs(idOf(platform, DEMO.twoFactor.email)).get('/api/player')).body.two_factor_enabled).toBe(true);
  });

  it('seeds the documented demo players, all signable with their passwords', async () => {
    expect(DEMO_PLAYER_EMAILS).toHaveLength(7);
    const tester = await signIn(platform.client(), 'tester@casino.localhost', 'Tester-2026!');
    expect(tester.status).toBe(201);
    expect(tester.body.statuses.map((s: { id: string }) => s.id)).toContain('21');
    expect((await signIn(platform.client(), 'welcome@casino.localhost', 'Welcome-2026!')).body.statuses.map((s: { id: string }) => s.id)).toContain('131811');
    expect((await signIn(platform.client(), 'preview@casino.localhost', 'Preview-2026!')).body.statuses.map((s: { id: string }) => s.id)).toContain('916');
    const estonian = await signIn(platform.client(), 'estonia@casino.localhost', 'Eesti-2026!');
    expect(estonian.status).toBe(201);
    expect(new Date(platform.clock.now()).getUTCFullYear() - Number(estonian.body.date_of_birth.slice(0, 4))).toBe(30);
  });

  it('validates profile edits field by field and writes nothing on error', async () => {
    const userId = platform.createUser({ country: 'DE', date_of_birth: '1990-01-01', terms_accepted_at: new Date(platform.clock.now()).toISOString() });
    const client = platform.clientAs(userId);
    const bad = await client.patch('/api/player', {
      context: 'edition',
      player: { nickname: 'no<script>', mobile_phone: '12ab', first_name: 'J@ne', date_of_birth: '1991-01-01', postal_code: '1234' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.nickname).toEqual(['wrong chars']);
    expect(bad.body.errors.mobile_phone).toBeDefined();
    expect(bad.body.errors.first_name).toEqual(['wrong chars']);
    const onceSet = await client.patch('/api/player', { context: 'edition', player: { date_of_birth: '1991-01-01', postal_code: '1234', nickname: 'Jane D.' } });
    expect(onceSet.body.errors).toEqual({ date_of_birth: ["can't be changed once set"], postal_code: ['is invalid'] });
    expect((await client.get('/api/player')).body.nickname).toBeNull();

    const good = await client.patch('/api/player', { context: 'edition', player: { nickname: 'Jane D-1', mobile_phone: '+49 (30) 123-456', postal_code: '10115', date_of_birth: '01/01/1990' } });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ nickname: 'Jane D-1', mobile_phone: '+49 (30) 123-456', postal_code: '10115', date_of_birth: '1990-01-01' });
    expect((await client.patch('/api/player', { player: { nickname: '' } })).body.nickname).toBeNull();
  });

  it('requires the fields of the given context and derives the AU state', async () => {
    const userId = platform.createUser({ country: 'AU' });
    const client = platform.clientAs(userId);
    const missing = await client.patch('/api/player', { context: 'pragmatic', player: { first_name: 'Ann' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ last_name: ["can't be blank"], date_of_birth: ["can't be blank"] });
    const underage = await client.patch('/api/player', { context: 'pragmatic', player: { first_name: 'Ann', last_name: 'Lee', date_of_birth: '2010-01-01' } });
    expect(underage.body.errors.date_of_birth).toEqual(['You must be at least 18 years old']);
    const done = await client.patch('/api/player', { context: 'pragmatic', player: { first_name: 'Ann', last_name: 'Lee', date_of_birth: '1980-01-01', postal_code: '3000' } });
    expect(done.status).toBe(200);
    expect(done.body.state).toBe('VIC');
  });

  it('gives guests and players socket settings with a verifiable token', async () => {
    const guest = await platform.client().get('/api/player/settings');
    expect(guest.status).toBe(200);
    expect(guest.body.cent.user).toBe('');
    expect(guest.body.cent.timestamp).toMatch(/^\d+$/);
    expect(guest.body.cent.url).toBe(`ws://${new URL(platform.url).host}/connection/websocket`);
    expect(guest.body).toMatchObject({ recaptcha: '', recaptcha_version: 2 });
    const secret = socketSecret(platform.ctx);
    const guestClaims = await verifySocketToken(secret, guest.body.cent.token, platform.clock.now());
    expect(guestClaims).toMatchObject({ ok: true, claims: { sub: '' } });

    const userId = idOf(platform, DEMO.player.email);
    const mine = await platform.clientAs(userId).get('/api/player/settings');
    expect(mine.body.cent.user).toBe(String(userId));
    // A player's token names the login session it was issued for (docs/api/realtime.md#token); a guest's none.
    expect(await verifySocketToken(secret, mine.body.cent.token, platform.clock.now())).toMatchObject({ ok: true, claims: { sub: String(userId), sid: expect.stringMatching(/^[1-9]\d*$/) } });
    expect(guestClaims.ok && guestClaims.claims.sid).toBeUndefined();
  });

  it('updates the locale to one of the nine', async () => {
    const client = platform.clientAs(idOf(platform, DEMO.player.email));
    expect((await client.patch('/api/player/update_locale', { locale: 'en-nz' })).body).toEqual({ locale: 'en-NZ' });
    expect((await client.get('/api/player')).body.language).toBe('en-NZ');
    expect((await client.patch('/api/player/update_locale', { locale: 'xx' })).status).toBe(422);
    expect((await platform.client().patch('/api/player/update_locale', { locale: 'de' })).status).toBe(401);
  });

  it('reports stats from succeeded payments only', async () => {
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    const empty = await client.get('/api/player/stats');
    expect(empty.body).toEqual({ deposits_count: 0, deposits_sum: {}, cashouts_sum: {}, bets_sum: {}, messages: { notice: '' } });
    // The wallet area's table (columns per its migration); players only read it.
    const insert = platform.ctx.db.prepare(
      `INSERT INTO payments (user_id, action, state, amount_cents, currency, method_id, brand, system_name, idempotency_key, request_hash, created_at)
       VALUES (?, ?, ?, ?, ?, 'card', 'visa', 'sandbox', ?, 'h', '2026-11-21T12:00:00.000Z')`,
    );
    insert.run(userId, 'deposit', 'succeeded', 5_000, 'EUR', 'k1');
    insert.run(userId, 'deposit', 'succeeded', 2_500, 'EUR', 'k2');
    insert.run(userId, 'deposit', 'pending', 9_999, 'EUR', 'k3');
    insert.run(userId, 'deposit', 'succeeded', 100_000, 'BTC', 'k4');
    insert.run(userId, 'cashout', 'succeeded', 1_000, 'EUR', 'k5');
    const stats = (await client.get('/api/player/stats')).body;
    expect(stats).toMatchObject({ deposits_count: 3, deposits_sum: { EUR: 7_500, BTC: 100_000 }, cashouts_sum: { EUR: 1_000 } });
  });

  it('lets players join only self-service groups, one A/B arm at a time', async () => {
    const client = platform.clientAs(platform.createUser());
    const ids = async () => ((await client.get('/api/player')).body.statuses as { id: string }[]).map((s) => s.id);
    expect((await client.post('/api/player/groups', { groups: { add: [543] } })).status).toBe(200);
    expect(await ids()).toEqual(['543', 'level_1']);
    await client.post('/api/player/groups', { groups: { add: ['544', 1101] } });
    expect(await ids()).toEqual(['544', '1101', 'level_1']);
    const vip = await client.post('/api/player/groups', { groups: { add: [259] } });
    expect(vip.status).toBe(422);
    expect(vip.body.code).toBe('group_not_writable');
    expect((await client.post('/api/player/groups', { groups: { add: [1101], remove: [21] } })).status).toBe(422);
    await client.post('/api/player/groups', { groups: { add: [], remove: [1101] } });
    expect(await ids()).toEqual(['544', 'level_1']);
  });

  it('sets and clears the deposit bonus code and bonus settings', async () => {
    const client = platform.clientAs(platform.createUser());
    // A code must name an active deposit campaign (the seeded welcome package's second deposit, by its key).
    expect((await client.patch('/api/player/set_bonus_code', { deposit_bonus_code: 'welcome-2' })).status).toBe(200);
    expect((await client.get('/api/player')).body.deposit_bonus_code).toBe('welcome-2');
    const unknown = await client.patch('/api/player/set_bonus_code', { deposit_bonus_code: 'WELCOME100' });
    expect(unknown).toMatchObject({ status: 422, body: { errors: { deposit_bonus_code: ['This code does not exist'] }, code: 'code_unknown' } });
    expect((await client.get('/api/player')).body.deposit_bonus_code).toBe('welcome-2');
    expect((await client.patch('/api/player/set_bonus_code', { deposit_bonus_code: 'bad code!' })).status).toBe(422);
    await client.delete('/api/player/clear_bonus_code');
    expect((await client.get('/api/player')).body.deposit_bonus_code).toBeNull();
    await client.patch('/api/player/update_bonus_settings', { can_issue: false });
    expect((await client.get('/api/player')).body.can_issue_bonuses).toBe(false);
  });

  it('reads and updates subscriptions', async () => {
    const client = platform.clientAs(platform.createUser());
    expect((await client.get('/api/subscriptions')).body).toEqual({ receive_promos: false, receive_sms_promos: false, receive_promos_via_phone_calls: false, agreed_to_partner_promotions: false });
    const updated = await client.put('/api/subscriptions', { subscription_params: { receive_promos: true, receive_sms_promos: true } });
    expect(updated.body).toMatchObject({ receive_promos: true, receive_sms_promos: true, agreed_to_partner_promotions: false });
    expect((await client.get('/api/player')).body.receive_promos).toBe(true);
    expect((await client.put('/api/subscriptions', { subscription_params: { receive_promos: 'yes' } })).body.errors.receive_promos).toBeDefined();
  });

  it('lists own sessions and revokes another one, but never someone else’s', async () => {
    const here = platform.client();
    const there = platform.client();
    const { user } = registration();
    expect((await here.post('/api/users', { user })).status).toBe(201);
    expect((await signIn(there, user.email, user.password)).status).toBe(201);
    const sessions = (await here.get('/api/player/sessions')).body as { id: number; current: boolean; ip: string; country: string | null }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0]!.ip).toContain('127.0.0.1');
    expect(sessions[0]!.country).toBe('DE'); // loopback = dev country
    const otherSession = sessions.find((s) => !s.current)!;

    const stranger = platform.clientAs(idOf(platform, DEMO.vip.email));
    expect((await stranger.delete(`/api/player/sessions/${otherSession.id}`)).status).toBe(404);
    expect((await there.get('/api/player')).body.email).toBe(user.email);

    expect((await here.delete(`/api/player/sessions/${otherSession.id}`)).status).toBe(204);
    expect((await there.get('/api/player')).body).toEqual({});
    expect((await here.get('/api/player/sessions')).body).toHaveLength(1);
    const current = sessions.find((s) => s.current)!;
    expect((await here.delete(`/api/player/sessions/${current.id}`)).status).toBe(204);
    expect(here.cookies.get(SESSION_COOKIE)).toBeUndefined();
  });

  it('disables 2FA only with the password and a fresh valid code', async () => {
    const client = platform.clientAs(idOf(platform, DEMO.twoFactor.email));
    const enrolment = await client.get('/api/player/two_factor');
    expect(enrolment.body).toEqual({ two_factor_enabled: true, otp_secret: null, data: null });
    expect((await client.delete('/api/player/two_factor', { two_factor: { authentication_code: '12345' } })).status).toBe(422);
    const code = totpCodeAt(DEMO_TOTP_SECRET, platform.clock.now());
    const disabled = await client.delete('/api/player/two_factor', { two_factor: { authentication_code: code, current_password: DEMO.twoFactor.password } });
    expect(disabled.status).toBe(200);
    expect((await client.get('/api/player')).body.two_factor_enabled).toBe(false);
    const fresh = await client.get('/api/player/two_factor');
    // A secret the server did not issue is refused.
    expect((await client.post('/api/player/two_factor', { two_factor: { otp_secret: DEMO_TOTP_SECRET, authentication_code: code, current_password: DEMO.twoFactor.password } })).body.code).toBe('otp_secret_mismatch');
    expect(fresh.body.otp_secret).not.toBe(DEMO_TOTP_SECRET);
  });

  it('publishes player_fields contexts and statuses', async () => {
    const fields = (await platform.client().get('/api/info/player_fields')).body;
    expect(fields.contexts.pragmatic).toEqual(['first_name', 'last_name', 'date_of_birth']);
    expect(fields.contexts.registration).toContain('terms_acceptance');
    expect(Object.keys(fields.contexts)).toEqual(expect.arrayContaining(['registration', 'deposit', 'cashout', 'edition', 'payment_systems']));
    expect(fields.fields.find((f: { field: string }) => f.field === 'date_of_birth')).toMatchObject({ once_set: true, age: { min: { default: 18, EE: 21 } } });
    const statuses = (await platform.client().get('/api/info/statuses')).body as { id: string; status: boolean; writable: boolean; conditions: unknown[] }[];
    expect(statuses.filter((s) => s.status).map((s) => s.id)).toEqual(Array.from({ length: 12 }, (_, i) => `level_${i + 1}`));
    expect(statuses.filter((s) => !s.status).map((s) => s.id)).toEqual(['21', '100', '255', '257', '258', '259', '759', '543', '544', '1101', '1117', '916', '131811']);
    expect(statuses[1]!.conditions).toEqual([{ persistent_comp_points: { type: 'range', exclude_end: true, min: 100, max: 500 } }]);
  });

  it('needs a session for player-only endpoints (401) but not for the public ones', async () => {
    const guest = platform.client();
    for (const [method, path] of [['PATCH', '/api/player'], ['GET', '/api/player/stats'], ['GET', '/api/subscriptions'], ['GET', '/api/player/sessions'], ['GET', '/api/player/two_factor']] as const) {
      expect((await guest.request(method, path, method === 'GET' ? undefined : {})).status).toBe(401);
    }
    for (const path of ['/api/player', '/api/player/settings', '/api/info/statuses', '/api/info/player_fields']) expect((await guest.get(path)).status).toBe(200);
  });

  it('shows the dev mailbox newest first with everything escaped', async () => {
    await platform.ctx.mailer.send({ to: 'x@example.test', subject: 'First', text: 'one' });
    await platform.ctx.mailer.send({ to: 'y@example.test', subject: '<script>alert(1)</script>', text: 'a & b' });
    const page = await platform.client().get('/dev/mailbox');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body.indexOf('&lt;script&gt;')).toBeLessThan(page.body.indexOf('First'));
    const filtered = (await platform.client().get('/dev/mailbox.json?to=X@example.test')).body;
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toMatchObject({ to: 'x@example.test', subject: 'First', text: 'one' });
    expect(Object.keys(filtered[0]).sort()).toEqual(['created_at', 'id', 'subject', 'text', 'to']);
  });
});

describe('mail transport choice', () => {
  it('has no dev mailbox routes when SMTP is configured', async () => {
    const platform = await startPlatform({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      expect((await platform.client().get('/dev/mailbox.json')).status).toBe(404);
    } finally {
      await platform.close();
    }
  });
});
