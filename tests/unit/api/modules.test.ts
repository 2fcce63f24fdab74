/**
 * Every API function sends the contract's method, path, query, headers and body (docs/api/auth-and-players.md, docs/api/games.md, api-contract.md
 * §2–§3). A fake fetch records the request and answers a body the call's schema accepts.
 */
import { describe, expect, it } from 'vitest';
import { authApi } from '../../../sdk/api/auth.ts';
import { bannersApi } from '../../../sdk/api/banners.ts';
import { bonusesApi } from '../../../sdk/api/bonuses.ts';
import { cmsApi, restoreIdApi } from '../../../sdk/api/cms.ts';
import { configApi } from '../../../sdk/api/config.ts';
import { gamesApi, playerGamesApi } from '../../../sdk/api/games.ts';
import { infoApi } from '../../../sdk/api/info.ts';
import { lootboxesApi } from '../../../sdk/api/lootboxes.ts';
import { loyaltyApi } from '../../../sdk/api/loyalty.ts';
import { playerApi, profileApi } from '../../../sdk/api/player.ts';
import { securityApi } from '../../../sdk/api/security.ts';
import { telemetryApi } from '../../../sdk/api/telemetry.ts';
import { lotteriesApi, tournamentsApi } from '../../../sdk/api/tournaments.ts';
import { limitsApi, walletApi } from '../../../sdk/api/wallet.ts';
import { HttpClient } from '../../../sdk/http/client.ts';
import * as f from './fixtures.ts';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

function recorder(answer: unknown = null) {
  const sent: Sent[] = [];
  const http = new HttpClient({
    baseUrl: 'https://casino.example',
    retryEnabled: false,
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ method: init.method!, url: url.replace('https://casino.example', ''), headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(init.body as string) : undefined });
      return answer === null ? new Response(null, { status: 204 }) : new Response(JSON.stringify(answer), { status: 200 });
    }) as unknown as typeof fetch,
  });
  return { http, last: () => sent.at(-1)! };
}

type Call = [label: string, run: (http: HttpClient) => Promise<unknown>, method: string, url: string, body?: unknown, answer?: unknown];

const signedIn = { id: 1, email: 'a@b.c', currency: 'EUR', statuses: [], auth_fields_missed: [] };

const calls: Call[] = [
  ['sign in', (h) => authApi(h).signIn({ email: 'a@b.c', password: 'pw', dfpc: 'fp' }), 'POST', '/api/users/sign_in', { user: { email: 'a@b.c', password: 'pw', dfpc: 'fp' } }, signedIn],
  ['sign in, 2FA step', (h) => authApi(h).signInWithOtp('123456'), 'POST', '/api/users/sign_in', { user: { otp_attempt: '123456' } }, signedIn],
  ['sign out', (h) => authApi(h).signOut(), 'DELETE', '/api/users/sign_out'],
  ['register', (h) => authApi(h).register({ email: 'a@b.c' }), 'POST', '/api/users', { user: { email: 'a@b.c' } }, signedIn],
  ['reset request', (h) => authApi(h).requestPasswordReset('a@b.c'), 'POST', '/api/users/password', { user: { email: 'a@b.c' } }],
  ['reset', (h) => authApi(h).resetPassword({ reset_password_token: 't', password: 'p', password_confirmation: 'p' }), 'PUT', '/api/users/password', { user: { reset_password_token: 't', password: 'p', password_confirmation: 'p' } }],
  ['confirm', (h) => authApi(h).confirmEmail('tok'), 'GET', '/api/users/confirmation?confirmation_token=tok', undefined, signedIn],
  ['resend confirmation', (h) => authApi(h).resendConfirmation('a@b.c', 'id:5'), 'POST', '/api/users/confirmation', { user: { email: 'a@b.c', captcha: 'id:5' } }],
  ['update details', (h) => authApi(h).updateDetails({ country: 'DE' }), 'POST', '/api/auth_providers/update_details', { user: { terms_acceptance: true, country: 'DE' } }, signedIn],
  ['check email', (h) => authApi(h).checkEmail('a@b.c'), 'POST', '/check-email', { email: 'a@b.c' }, {}],
  ['fraud check', (h) => authApi(h).fraudCheck({ type: 'transaction', country: 'DE', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test', device_fingerprint: 'fp', currency: 'EUR', payment_system: 'card', amount_cents: 1000 }), 'POST', '/api/users/transaction', { type: 'transaction', country: 'DE', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test', device_fingerprint: 'fp', currency: 'EUR', payment_system: 'card', amount_cents: 1000 }],
  ['profile', (h) => playerApi(h).profile(), 'GET', '/api/player', undefined, {}],
  ['update profile', (h) => playerApi(h).update('edition', { state: 'NSW' }), 'PATCH', '/api/player', { context: 'edition', player: { state: 'NSW' } }],
  ['locale', (h) => playerApi(h).updateLocale('de'), 'PATCH', '/api/player/update_locale', { locale: 'de' }],
  ['groups', (h) => profileApi(h).updateGroups({ add: [543], remove: [544] }), 'POST', '/api/player/groups', { groups: { add: [543], remove: [544] } }],
  ['stats', (h) => profileApi(h).stats(), 'GET', '/api/player/stats', undefined, { deposits_count: 0, deposits_sum: {}, cashouts_sum: {}, bets_sum: {} }],
  ['subscriptions', (h) => profileApi(h).updateSubscriptions({ receive_promos: true }), 'PUT', '/api/subscriptions', { subscription_params: { receive_promos: true } }],
  ['bonus code', (h) => profileApi(h).setBonusCode('SPRING'), 'PATCH', '/api/player/set_bonus_code', { deposit_bonus_code: 'SPRING' }],
  ['clear bonus code', (h) => profileApi(h).clearBonusCode(), 'DELETE', '/api/player/clear_bonus_code'],
  ['bonus settings', (h) => profileApi(h).updateBonusSettings(true), 'PATCH', '/api/player/update_bonus_settings', { can_issue: true }],
  ['sessions', (h) => securityApi(h).sessions(), 'GET', '/api/player/sessions', undefined, []],
  ['end session', (h) => securityApi(h).endSession(4), 'DELETE', '/api/player/sessions/4'],
  ['2FA on', (h) => securityApi(h).enableTwoFactor('SECRET', '123456', 'Current-pass-1'), 'POST', '/api/player/two_factor', { two_factor: { otp_secret: 'SECRET', authentication_code: '123456', current_password: 'Current-pass-1' } }, { otp_secret: null, data: null }],
  ['2FA off', (h) => securityApi(h).disableTwoFactor('123456', 'Current-pass-1'), 'DELETE', '/api/player/two_factor', { two_factor: { authentication_code: '123456', current_password: 'Current-pass-1' } }, { otp_secret: null, data: null }],
  ['password change', (h) => securityApi(h).changePassword({ current_password: 'a', password: 'b' }), 'PUT', '/api/users', { user: { current_password: 'a', password: 'b' } }],
  ['accounts', (h) => walletApi(h).accounts(), 'GET', '/api/player/accounts?compatibility=false', undefined, []],
  ['legacy accounts', (h) => walletApi(h).legacyAccounts(), 'GET', '/api/player/accounts?compatibility=true', undefined, []],
  ['create account', (h) => walletApi(h).createAccount('USD'), 'POST', '/api/player/accounts', { currency: 'USD' }],
  ['payments page', (h) => walletApi(h).paymentsPage({ page: 2, filter: { type: 'deposit' } }), 'POST', '/api/player/payments/with_pages', { page: 2, page_size: 20, filter: { type: 'deposit' } }, { data: [], pagination: { page: 2, per_page: 20, total_count: 0 } }],
  ['recall', (h) => walletApi(h).recall(12), 'POST', '/api/player/payments/12/recall', {}],
  ['methods', (h) => walletApi(h).paymentMethods('EUR', 'cashout'), 'GET', '/api/player/payment_methods?currency=EUR&action=cashout', undefined, []],
  ['limits', (h) => limitsApi(h).set({ type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 5000 }] }), 'POST', '/api/user_limits', { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 5000 }] }],
  ['remove limit', (h) => limitsApi(h).remove(4), 'DELETE', '/api/user_limits/4'],
  ['confirm limit', (h) => limitsApi(h).confirm('tok'), 'POST', '/api/user_limits/confirm', { token: 'tok' }],
  ['locales', (h) => infoApi(h).locales({ stag: '241_x', affb_id: '122' }), 'GET', '/api/info/locales?stag=241_x&affb_id=122', undefined, []],
  ['cms page', (h) => cmsApi(h).page('/terms-and-conditions/EE', 'et'), 'GET', '/api/cms/pages/terms-and-conditions/EE?l=et', undefined, { id: 1, path: '/x', title: 'x', content: '', categories: [], blocks: {} }],
  ['cms pages', (h) => cmsApi(h).pages('de'), 'GET', '/api/cms/pages?l=de', undefined, []],
  ['contact', (h) => cmsApi(h).sendContactMessage('a@b.c', 'hi'), 'POST', '/api/send_contact_message', { contact: { email: 'a@b.c', content: 'hi' } }],
  ['restore id', (h) => restoreIdApi(h).get('1', 'req'), 'POST', '/restore-id/get', { data: { internalId: '1', project: 'casino-kit' }, requestId: 'req', type: 'Api.V1.RestoreId.Get' }, { data: { restoreId: null } }],
  ['manager', (h) => configApi(h).manager([259]), 'POST', '/api/fe/config/managers', { userGroups: [259] }],
  ['config under /api-fe', (h) => configApi(h, '/api-fe/config').logo(), 'GET', '/api-fe/config/logo-config', undefined, { logoUrl: { mobile: 'm', full: 'f' } }],
  ['banners', (h) => bannersApi(h).banners(), 'GET', '/api/fe/config/banners-config', undefined, { banners: [] }],
  ['category page', (h) => gamesApi(h).filter({ categories: ['slots'] }, 2, 40, 'mobile'), 'POST', '/api/games_filter', { device: 'mobile', filter: { categories: { identifiers: ['slots'], strategy: 'OR' } }, page: 2, page_size: 40 }, { data: [] }],
  ['search', (h) => gamesApi(h).search('sweet'), 'POST', '/api/games_filter', { device: 'desktop', filter: { title: 'sweet' } }, { data: [] }],
  ['select', (h) => gamesApi(h).select(['a/b'], 'desktop'), 'POST', '/api/games_filter/select', { game_ids: ['a/b'], device: 'desktop' }, {}],
  ['select by seo', (h) => gamesApi(h).selectBySeoTitles(['b']), 'POST', '/api/games_filter/select_by_seo_titles', { without_territorial_restrictions: false, game_seo_titles: ['b'] }, {}],
  ['random', (h) => gamesApi(h).random({ category: 'slots' }), 'GET', '/api/games/random?category=slots', undefined, f.game],
  ['launch', (h) => gamesApi(h).launch('a/b', 'real', 'EUR'), 'POST', '/api/games/launch', { identifier: 'a/b', mode: 'real', currency: 'EUR' }, { url: '/provider/play/t' }],
  ['add favourite', (h) => playerGamesApi(h).addFavourite(166208), 'PUT', '/api/player/favorite_games/166208', {}],
  ['remove favourite', (h) => playerGamesApi(h).removeFavourite(166208), 'DELETE', '/api/player/favorite_games/166208'],
  ['tournament confirm', (h) => tournamentsApi(h).confirm(7), 'POST', '/api/tournaments/7/confirm', { confirmed: true }, { confirmed: true }],
  ['tournament status', (h) => tournamentsApi(h).status(7), 'GET', '/api/tournaments/7/status', undefined, f.tournamentPlayerStatus],
  ['player tournaments', (h) => tournamentsApi(h).mine(), 'GET', '/api/tournaments/player', undefined, []],
  ['lottery status', (h) => lotteriesApi(h).status(3), 'GET', '/api/lotteries/3/status', undefined, f.lotteryStatus],
  ['activate bonus', (h) => bonusesApi(h).activateBonus(501), 'POST', '/api/player/bonuses/501/activation', {}],
  ['cancel freespins', (h) => bonusesApi(h).cancelFreespins(601), 'DELETE', '/api/player/freespins/601'],
  ['drop registration offer', (h) => bonusesApi(h).dropRegistrationOffer('welcome_1'), 'DELETE', '/api/bonuses/registration/welcome_1'],
  ['promo code', (h) => bonusesApi(h).promoCode('SPRING50'), 'POST', '/api/v2/bonuses/promo-code', { code: 'SPRING50' }, f.promoCodeAnswer],
  ['coupon', (h) => bonusesApi(h).coupon('C1'), 'POST', '/api/bonuses/coupon', { coupon_code: 'C1' }, f.couponAnswer],
  ['spin', (h) => lootboxesApi(h).activate(77), 'POST', '/api/player/lootboxes/77/activation', {}, f.lootbox],
  ['rates', (h) => loyaltyApi(h).rates('lootboxes'), 'GET', '/api/comp_points/rates/lootboxes', undefined, []],
  ['exchange money', (h) => loyaltyApi(h).exchangeMoney(1000, 'money_exchange', 'EUR'), 'POST', '/api/comp_points/exchange/money', { exchange: { points: 1000, group: 'money_exchange', currency: 'EUR' } }],
  ['exchange lottery tickets', (h) => loyaltyApi(h).exchange('lotteries', { group: 'g', tickets_count: 2, lottery_id: 3 }, 'EUR'), 'POST', '/api/comp_points/exchange/lotteries', { exchange: { group: 'g', tickets_count: 2, lottery_id: 3, currency: 'EUR' } }],
  ['utm', (h) => telemetryApi(h).utmSend({ utm_source: 'x' }), 'POST', '/log_utm_send', { utmMetrics: { utm_source: 'x' } }],
  ['validation metrics', (h) => telemetryApi(h).validationErrors('backEnd', 'login', [{ key: 'email', firstMessage: 'bad' }]), 'PUT', '/metrics-errors-validation', { side: 'backEnd', component: 'login', errors: [{ key: 'email', firstMessage: 'bad' }] }],
];

describe('API modules send what the contract says', () => {
  it.each(calls)('%s → %s %s', async (_label, run, method, url, body, answer) => {
    const { http, last } = recorder(answer ?? null);
    await run(http);
    expect(last().method).toBe(method);
    expect(last().url).toBe(url);
    expect(last().body).toEqual(body);
  });

  it('games_filter asks for v2 by Accept; favourites pick their version by accept-client', async () => {
    const { http, last } = recorder({ data: [] });
    await gamesApi(http).search('x');
    expect(last().headers.Accept).toBe('application/vnd.s.v2+json');
    const ids = recorder([1]);
    await playerGamesApi(ids.http).favouriteIds();
    expect(ids.last().headers['accept-client']).toBe('application/vnd.s.v1+json');
    const games = recorder([]);
    await playerGamesApi(games.http).favourites();
    expect(games.last().headers['accept-client']).toBe('application/vnd.s.v2+json');
  });

  it('deposits carry the idempotency key header; sportsbook bonuses the X-Api-Target header', async () => {
    const { http, last } = recorder(f.payment);
    await walletApi(http).deposit({ amount_cents: 5000, currency: 'EUR', payment_method: 'skrill' }, 'key-12345678');
    expect(last().headers['Idempotency-Key']).toBe('key-12345678');
    expect(last().body).toEqual({ amount_cents: 5000, currency: 'EUR', payment_method: 'skrill' });
    const sport = recorder([]);
    await bonusesApi(sport.http).sportsbook();
    expect(sport.last().headers['X-Api-Target']).toBe('sport');
  });

  it('the manager answer 204 comes back as null', async () => {
    const { http } = recorder(null);
    await expect(configApi(http).manager([1])).resolves.toBeNull();
  });
});
