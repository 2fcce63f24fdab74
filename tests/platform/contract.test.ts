/**
 * Contract tests: every endpoint our platform serves, called through the SDK's own HttpClient and
 * API modules over real HTTP. Each call passes its zod/mini schema, so a response that drifts from
 * the SDK's schemas (on either side) fails here as a SchemaError naming the path and first issue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '../../sdk/api/auth.ts';
import { bannersApi } from '../../sdk/api/banners.ts';
import { cmsApi, restoreIdApi } from '../../sdk/api/cms.ts';
import { configApi } from '../../sdk/api/config.ts';
import { gamesApi, playerGamesApi } from '../../sdk/api/games.ts';
import { infoApi } from '../../sdk/api/info.ts';
import { jackpotsApi } from '../../sdk/api/jackpots.ts';
import { winnersApi } from '../../sdk/api/winners.ts';
import { playerApi, profileApi } from '../../sdk/api/player.ts';
import { Jackpot, JackpotWin, Player } from '../../sdk/api/schemas.ts';
import { parseChannelPayload } from '../../sdk/api/schemas/realtime.ts';
import { securityApi } from '../../sdk/api/security.ts';
import { telemetryApi } from '../../sdk/api/telemetry.ts';
import { vipApi } from '../../sdk/api/vip.ts';
import { limitsApi, walletApi } from '../../sdk/api/wallet.ts';
import type { HttpClient } from '../../sdk/http/client.ts';
import { SchemaError } from '../../sdk/http/errors.ts';
import { totpCodeAt } from '../../platform/auth/totp.ts';
import { recordPlay } from '../../platform/games/favourites.ts';
import { recordWin } from '../../platform/jackpots/winners.ts';
import { MemoryPublisher } from '../../platform/realtime/publisher.ts';
import { DEMO } from './auth-helpers.ts';
import { sdkClient } from './contract-helpers.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

let platform: TestPlatform;
let publisher: MemoryPublisher;
let guest: HttpClient;
let player: HttpClient;
let playerId: number;

beforeAll(async () => {
  publisher = new MemoryPublisher();
  platform = await startPlatform({}, { publisher });
  guest = sdkClient(platform.url);
  player = sdkClient(platform.url);
  const signedIn = await authApi(player).signIn({ email: DEMO.player.email, password: DEMO.player.password, dfpc: 'contract' });
  playerId = signedIn.id;
});
afterAll(() => platform.close());

const isInteger = (value: unknown) => Number.isInteger(value);

describe('contract: guests (public endpoints)', () => {
  it('player and settings: `{}` for a guest, settings with an empty user and a token', async () => {
    expect(await playerApi(guest).profile()).toEqual({});
    const { cent } = await playerApi(guest).settings();
    expect(cent.user).toBe('');
    expect(cent.token).not.toBe('');
  });

  it('info: player_fields, statuses, countries, currencies, project, crypto rates, locales, current_ip, client-context', async () => {
    const info = infoApi(guest);
    expect((await info.playerFields()).contexts.registration).toContain('email');
    const statuses = await info.statuses();
    expect(statuses.some((row) => row.status) && statuses.some((row) => !row.status)).toBe(true);
    expect((await info.countries()).find((country) => country.code === 'DE')?.default_currency).toBe('EUR');
    expect((await info.currencies()).find((currency) => currency.code === 'BTC')?.subunits_to_unit).toBe(100_000_000);
    expect((await info.project()).license).toBe('CW');
    expect((await info.cryptoExchangeRates()).EUR?.BTC?.fee).toBeGreaterThanOrEqual(0);
    expect((await info.locales({ stag: '241_google', affb_id: '122' })).filter((locale) => locale.default)).toHaveLength(1);
    expect((await info.currentIp()).country_code).toBe('DE');
    expect((await info.clientContext()).isBot).toBe(false);
  });

  it('cms: pages (with licence children), one page, snippets, files', async () => {
    const cms = cmsApi(guest);
    const pages = await cms.pages('en');
    expect(pages.some((page) => (page.children ?? []).length > 0)).toBe(true);
    const page = await cms.page('rocket-mart', 'de');
    expect(JSON.parse(page.blocks.json ?? '{}')).toHaveProperty('view');
    expect((await cms.page('/terms-and-conditions/EE')).path).toBe('/terms-and-conditions/EE');
    expect((await cms.snippets('en')).length).toBeGreaterThan(0);
    expect((await cms.files()).map((file) => file.categories[0])).toEqual(expect.arrayContaining(['terms', 'privacy']));
  });

  it('config: every /api/fe/config document the platform serves, the manager, banners', async () => {
    const config = configApi(guest);
    const answers = await Promise.all([
      config.stagByReferrer(),
      config.survey(),
      config.betting(),
      config.vipAdventures(),
      config.disabledBonuses(),
      config.modifyGifts(),
      config.excludedPromoStags(),
      config.currency(),
      config.logo(),
      config.menuCategories(),
      config.additionalGifts(),
      config.managePromotionPages(),
      config.wheel(),
      config.wheelSegments(),
      config.footerPayments(),
      config.mainWidgets(),
      config.providers(),
    ]);
    expect(answers.every((answer) => answer !== null && answer !== undefined)).toBe(true);
    expect((await config.currency()).EUR?.steps.at(-1)?.max).toBe('Infinity');
    expect((await config.manager([1, '259']))?.groupId).toBe(259);
    expect(await config.manager([1])).toBeNull();
    const { banners } = await bannersApi(guest).banners();
    expect(banners.length).toBeGreaterThan(0);
  });

  it('games: filter, search, select, select_by_seo_titles, collections, providers, jackpots, random', async () => {
    const games = gamesApi(guest);
    const page = await games.filter({ categories: ['slots'] }, 1, 5);
    expect(page.data).toHaveLength(5);
    expect(page.pagination?.next_page).toBe(2);
    const first = page.data[0]!;
    const found = await games.search(first.title.split(' ')[0]!);
    expect(found.data.length).toBeGreaterThan(0);
    expect(Object.keys(await games.select([first.identifier, 'nobody/nothing'], 'desktop'))).toEqual([first.identifier]);
    expect(Object.keys(await games.selectBySeoTitles([first.seo_title!]))).toContain(first.identifier);
    expect((await games.collections()).some((collection) => collection.id.includes(':'))).toBe(true);
    expect((await games.providers()).length).toBeGreaterThan(0);
    const jackpots = await games.jackpots();
    expect(Object.values(jackpots.EUR ?? {}).every(isInteger)).toBe(true);
    expect((await games.random({ category: 'slots' })).identifier).toMatch(/\//);
  });

  it('jackpots, jackpot wins and the winners feed; jackpot amounts are integer subunits', async () => {
    const jackpots = await jackpotsApi(guest).list();
    expect(jackpots.length).toBeGreaterThan(0);
    // The slider's schema keeps amounts as z.number() for size (schemas/jackpots.ts): check integers here.
    expect(jackpots.flatMap((jackpot) => jackpot.levels.flatMap((level) => [level.amount_cents, level.available_amount_cents, level.total_amount_cents])).every(isInteger)).toBe(true);
    const wins = await jackpotsApi(guest).wins(5);
    expect(wins).toHaveLength(5);
    expect(wins.every((win) => isInteger(win.amount_cents) && isInteger(win.jackpot_original_amount_cents))).toBe(true);
    expect(await winnersApi(guest).latest(3)).toHaveLength(3);
  });

  it('vip progress, payment methods and limits answer guests too', async () => {
    expect((await vipApi(guest).progress()).currentStatus).toBe('regular');
    const methods = await walletApi(guest).paymentMethods('EUR', 'deposit');
    expect(methods.map((method) => method.id)).toContain('visa_mastercard');
    expect(await limitsApi(guest).list()).toEqual([]);
  });

  it('auth helpers: captcha, check-email', async () => {
    expect((await authApi(guest).captcha()).question).toMatch(/\d/);
    expect(await authApi(guest).checkEmail('someone-new@example.test')).toEqual({});
  });

  it('telemetry writes are accepted (answers ignored)', async () => {
    const telemetry = telemetryApi(guest);
    await expect(telemetry.validationErrors('frontEnd', 'login', [{ key: 'email', firstMessage: 'is invalid' }])).resolves.toBeNull();
    await expect(telemetry.utmSet({ utm_source: 'google' })).resolves.toBeNull();
    await expect(telemetry.transactionMetric({ type: 'deposit', isSuccessTransaction: true, paymentSystem: 'skrill', amount: 20, currency: 'EUR' })).resolves.toBeNull();
  });
});

describe('contract: a signed-in player', () => {
  it('sign-in answered a full Player; profile, settings, accounts (both shapes), stats', async () => {
    const profile = await playerApi(player).profile();
    expect(profile.id).toBe(playerId);
    expect((await playerApi(player).settings()).cent.user).toBe(String(playerId));
    const accounts = await walletApi(player).accounts();
    expect(accounts.filter((account) => account.active)).toHaveLength(1);
    // The core's Account schema keeps money as z.number() for size (schemas/session.ts): check integers here.
    expect(accounts.flatMap((account) => [account.amount_cents, account.available_to_cashout_cents, account.available_to_bet_with_locked_cent]).every(isInteger)).toBe(true);
    expect((await walletApi(player).legacyAccounts())[0]?.currency).toBe('EUR');
    expect((await profileApi(player).stats()).deposits_count).toBeGreaterThanOrEqual(0);
  });

  it('profile writes: update, locale, groups, subscriptions, bonus code and settings', async () => {
    await playerApi(player).update('edition', { city: 'Hamburg' });
    expect((await playerApi(player).profile()).city).toBe('Hamburg');
    await playerApi(player).updateLocale('de');
    await profileApi(player).updateGroups({ add: [1101] });
    expect((await playerApi(player).profile()).statuses?.map((status) => status.id)).toContain('1101');
    await profileApi(player).updateGroups({ remove: [1101] });
    const subscriptions = await profileApi(player).subscriptions();
    await profileApi(player).updateSubscriptions({ receive_sms_promos: !subscriptions.receive_sms_promos });
    expect((await profileApi(player).subscriptions()).receive_sms_promos).toBe(!subscriptions.receive_sms_promos);
    // A code of an active deposit campaign (the seeded welcome package's second deposit); an unknown one is a 422.
    await profileApi(player).setBonusCode('welcome-2');
    expect((await playerApi(player).profile()).deposit_bonus_code).toBe('welcome-2');
    await expect(profileApi(player).setBonusCode('SPRING50')).rejects.toMatchObject({ status: 422 });
    await profileApi(player).clearBonusCode();
    await profileApi(player).updateBonusSettings(false);
    expect((await playerApi(player).profile()).can_issue_bonuses).toBe(false);
  });

  it('payments: deposit, cashout, recall, history in both forms; balance and payments_changes pushes', async () => {
    const wallet = walletApi(player);
    const deposit = await wallet.deposit(
      { amount_cents: 5000, currency: 'EUR', payment_method: 'visa_mastercard', card: { number: '4242424242424242', expiry: '12/30', cvv: '123' } },
      'contract-deposit-1',
    );
    expect(deposit.state).toBe('succeeded');
    const cashout = await wallet.cashout({ amount_cents: 2500, currency: 'EUR', payment_method: 'skrill' }, 'contract-cashout-1');
    expect(cashout.state).toBe('pending');
    await wallet.recall(cashout.id);
    const history = await wallet.payments();
    expect(history.find((payment) => payment.id === cashout.id)?.state).toBe('recalled');
    const page = await wallet.paymentsPage({ page: 1, page_size: 1, filter: { type: 'cashout' } });
    expect(page.pagination.total_count).toBe(1);
    const crypto = await wallet.paymentMethods('BTC', 'deposit');
    expect(crypto[0]?.address).toBeTruthy();

    const pushes = publisher.published.filter((push) => /^(balance|payments_changes)#/.test(push.channel));
    expect(pushes.length).toBeGreaterThanOrEqual(4);
    for (const push of pushes) expect(parseChannelPayload(push.channel, push.data).success, push.channel).toBe(true);
  });

  it('limits: set (money and session), list, remove, confirm answers', async () => {
    const limits = limitsApi(player);
    await limits.set({ type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 50_000 }] });
    await limits.set({ type: 'session', minutes: 120 });
    const list = await limits.list();
    expect(list.map((limit) => limit.type).sort()).toEqual(['deposit', 'session']);
    const deposit = list.find((limit) => limit.type === 'deposit')!;
    await limits.remove(deposit.id);
    expect((await limits.list()).find((limit) => limit.id === deposit.id)?.status).toBe('pending');
    await expect(limits.confirm('not-a-real-token-0000000000')).rejects.toMatchObject({ status: 422 });
  });

  it('favourites v1 and v2, played games', async () => {
    const [game] = (await gamesApi(player).filter({ categories: ['slots'] }, 1, 1)).data;
    const id = game!.currencies!.EUR!.id;
    const mine = playerGamesApi(player);
    await mine.addFavourite(id);
    expect(await mine.favouriteIds()).toEqual([id]);
    expect((await mine.favourites()).map((favourite) => favourite.identifier)).toEqual([game!.identifier]);
    await mine.removeFavourite(id);
    expect(await mine.favouriteIds()).toEqual([]);
    recordPlay(platform.ctx, playerId, game!.identifier);
    expect((await mine.played())[0]?.identifier).toBe(game!.identifier);
  });

  it('security: sessions, two-factor on and off, password change answer', async () => {
    const security = securityApi(player);
    const sessions = await security.sessions();
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const pending = await security.twoFactor();
    expect(pending.data).toMatch(/^otpauth:/);
    const on = await security.enableTwoFactor(pending.otp_secret!, totpCodeAt(pending.otp_secret!, platform.clock.now()), DEMO.player.password);
    expect(on.two_factor_enabled).toBe(true);
    platform.clock.advance(30_000);
    const off = await security.disableTwoFactor(totpCodeAt(pending.otp_secret!, platform.clock.now()), DEMO.player.password);
    expect(off.two_factor_enabled).toBe(false);
    await expect(security.changePassword({ current_password: 'wrong-password-1', password: 'Another-pass-42' })).rejects.toMatchObject({ status: 422 });
  });

  it('vip progress, restore id, manager for the VIP player', async () => {
    expect((await vipApi(player).progress()).userId).toBe(playerId);
    expect((await restoreIdApi(player).get(String(playerId), 'b8f1a7a4-0000-4000-8000-000000000001')).data.restoreId).toBeNull();
    const vip = sdkClient(platform.url);
    const signedIn = await authApi(vip).signIn({ email: DEMO.vip.email, password: DEMO.vip.password });
    // Groups only: our platform refuses level ids (`level_1`) in `userGroups` with a 422.
    const groups = signedIn.statuses.map((status) => status.id).filter((id) => /^\d+$/.test(id));
    expect((await configApi(vip).manager(groups))?.groupId).toBe(259);
    expect((await vipApi(vip).progress()).currentStatus).toBe('gold');
  });
});

describe('contract: registration, confirmation, terms, sign-out', () => {
  it('register → confirm by mail → update_details → sign out, each answer a Player', async () => {
    const client = sdkClient(platform.url);
    const auth = authApi(client);
    const email = `contract-${Date.now().toString(36)}@example.test`;
    const registered = await auth.register({ email, password: 'Sturdy-pass-42', currency: 'EUR', country: 'DE', date_of_birth: '1990-04-01', terms_acceptance: true });
    expect(registered.email).toBe(email);
    await auth.resendConfirmation(email);
    const mail = await platform.client().get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const token = /confirmation_token=([\w-]+)/.exec(mail.body[0].text)![1]!;
    expect((await auth.confirmEmail(token)).confirmed_at).not.toBeNull();
    expect((await auth.updateDetails({ receive_promos: true })).id).toBe(registered.id);
    await auth.requestPasswordReset(email);
    await auth.signOut();
    expect(await playerApi(client).profile()).toEqual({});
  });
});

describe('contract: two-factor sign-in, second wallet, password reset, game launch', () => {
  it('sign-in of a 2FA player: 422 otp_required, then the code answers a Player', async () => {
    const client = sdkClient(platform.url);
    const auth = authApi(client);
    await expect(auth.signIn({ email: DEMO.twoFactor.email, password: DEMO.twoFactor.password })).rejects.toMatchObject({ status: 422, code: 'otp_required' });
    const signedIn = await auth.signInWithOtp(totpCodeAt('CASINOKITDEMOTWOFACTORSECRETKEYS', platform.clock.now()));
    expect(signedIn.two_factor_enabled).toBe(true);
  });

  it('createAccount opens a USD wallet and selects it; a bad reset token is a field error', async () => {
    const client = sdkClient(platform.url);
    await authApi(client).signIn({ email: DEMO.vip.email, password: DEMO.vip.password });
    await walletApi(client).createAccount('USD');
    const accounts = await walletApi(client).accounts();
    expect(accounts.find((account) => account.active)?.currency).toBe('USD');
    await expect(authApi(client).resetPassword({ reset_password_token: 'x'.repeat(43), password: 'Sturdy-pass-42' })).rejects.toMatchObject({ status: 422 });
  });

  it('launch answers the game page URL (demo for a guest, real for the player)', async () => {
    const [game] = (await gamesApi(guest).filter({ categories: ['slots'] }, 1, 1)).data;
    const demo = await gamesApi(guest).launch(game!.identifier, 'demo');
    expect(demo.url).toMatch(/^\/provider\/play\//);
    const real = await gamesApi(player).launch(game!.identifier, 'real', 'EUR');
    expect(real.mode).toBe('real');
  });
});

describe('contract: realtime payloads the platform publishes', () => {
  it('jackpots_changes, jackpot_win_award and public:wins parse with their channel schemas', async () => {
    const client = platform.client();
    const jackpots = (await client.get('/api/jackpots')).body as { id: number; identifier: string }[];
    const rocket = jackpots.find((jackpot) => jackpot.identifier === 'rocket-jackpot')!;
    const tick = await platform.clientAs(playerId).post(`/api/sandbox/jackpots/${rocket.id}/tick`, { total_cents: 50_000_000, bets: 1 });
    expect(tick.status).toBe(200);
    recordWin(platform.ctx, { userId: playerId, nickname: 'Paula', currency: 'EUR', gameIdentifier: 'copperleaf/rhino', gameTitle: 'Rhino', betCents: 100, winCents: 500_000 });
    const channels = ['public:jackpots_changes', `jackpot_win_award#${playerId}`, 'public:wins'];
    for (const channel of channels) {
      const pushes = publisher.published.filter((push) => push.channel === channel);
      expect(pushes.length, channel).toBeGreaterThan(0);
      for (const push of pushes) expect(parseChannelPayload(channel, push.data).success, channel).toBe(true);
    }
    expect(Jackpot.safeParse(publisher.published.find((push) => push.channel === 'public:jackpots_changes')!.data).success).toBe(true);
    expect(JackpotWin.safeParse(publisher.published.find((push) => push.channel === `jackpot_win_award#${playerId}`)!.data).success).toBe(true);
  });
});

describe('contract: drift is reported, not swallowed', () => {
  it('a schema stricter than the platform throws SchemaError with the path and first issue', async () => {
    const strict = await guest.get('/api/player', { schema: Player }).then(() => null, (error: unknown) => error);
    expect(strict).toBeNull();
    const error = await guest.get('/api/info/countries', { schema: Jackpot }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).path).toBe('/api/info/countries');
  });
});
