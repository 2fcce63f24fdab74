/**
 * Every response schema accepts a realistic sample of its contract shape (extra fields included:
 * objects are loose) and rejects a broken one, naming the field that broke.
 */
import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import * as s from '../../../sdk/api/schemas.ts';
import { channelName, parseChannelPayload } from '../../../sdk/api/schemas/realtime.ts';
import * as f from './fixtures.ts';

const at = '2026-11-21T12:00:00.000Z';

interface Case {
  name: string;
  schema: ZodMiniType;
  sample: unknown;
  /** A copy of the sample with one field broken, and the issue path zod must report. */
  broken: unknown;
  path: (string | number)[];
}

const player = {
  id: 1, email: 'player@casino.localhost', nickname: 'Paula', first_name: 'Paula', last_name: 'Player', date_of_birth: '1990-05-12', gender: 'f',
  country: 'DE', city: 'Berlin', address: '1 Demo Street', postal_code: '10115', state: null, mobile_phone: '+49 30 1234567', currency: 'EUR',
  language: 'en', statuses: [{ id: '259', name: 'VIP Gold' }, { id: 'level_1', name: 'Level 1' }], auth_fields_missed: [], created_at: at,
  current_sign_in_at: at, confirmed_at: at, deposit_bonus_code: null, can_issue_bonuses: true, autoregistered: false, autologin_link: null,
  verified: false, sumsub_verified: null, license_name: 'CW', sow_questionnaire_expires_at: null, two_factor_enabled: false,
  receive_promos: true, receive_sms_promos: false, place_of_birth: 'Berlin',
};
const account = { currency: 'EUR', amount_cents: 100000, available_to_cashout_cents: 90000, available_to_bet_with_locked_cent: 100000, hidden_at: null, deposit_available: true, selected_lottery_id: null, active: true };
const method = {
  id: 'bitcoin', brand: 'bitcoin', title: 'Bitcoin', type: 'crypto', provider: { id: 'sandbox', name: 'Casino Kit sandbox' }, currency: 'BTC', action: 'deposit',
  min_amount_cents: 10000, max_amount_cents: 1000000000, processingTime: '10 min', fee: 'free', recallable: false, fields: [], savedProfiles: [],
  isForSavedProfilesOnly: false, isProfileRequiredForCashout: false, termsOfService: { restrictions: { amountCurrencyCode: 'BTC' } }, address: 'bc1qexample',
};
const jackpot = {
  id: 1, name: 'Rocket Jackpot', identifier: 'rocket-jackpot', external_id: 'jp-rocket-jackpot', state: 'active', currency: 'EUR', allowed_currencies: ['EUR'], games: ['pragmatic/SweetBonanza'],
  levels: [{ id: 1, identifier: 'level_1', index: 1, name: 'Mini', state: 'active', amount_cents: 6421, available_amount_cents: 6421, total_amount_cents: 48210, current_award_value: '64.21', periods: [], working_days: null }],
};
const jackpotWin = {
  amount_cents: 9293, currency: 'EUR', jackpot_name: 'Rocket Jackpot', jackpot_level_name: 'Mini', jackpot_level_external_code: 'rocket-jackpot-level-1', jackpot_external_code: 'jp-rocket-jackpot',
  user_name: 'OceanOwl', jackpot_original_currency: 'EUR', jackpot_original_amount_cents: 9293, created_at: at, approved_at: at,
};
const winner = { at: 1795261980, nickname: 'LuckyLynx', currency: 'EUR', game_identifier: 'netent/Starburst', game_title: 'Starburst', game_table_image_path: '/i/s3/netent/Starburst.png', game_table_url: '/play/netent/Starburst', bet_amount_cents: 100, win_amount_cents: 108410, humanized_win: '€1,084.10' };
const banner = {
  id: 101, categories: ['slider-index-top'], url: '/promotions', title: { text: 'Welcome' }, description: { text: '+150 free spins', size: 'large' }, identity: 101,
  gradient: { colorLeft: '#000', colorLeftCenter: '#111', colorRightCenter: '#222', colorRight: '#333' }, labels: [{ title: 'Welcome' }], button: { name: 'Get bonus', url: '/cashbox/deposit' },
  order: { main: 1 }, image: '/b.webp', overlayImage: '/o.webp', frontend_identifier: 'welcome-package', logged: false, groupIds: [259, '1101'],
};

/** Replaces the value at `path` in a deep copy of `value`. */
function breakAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = replacement;
  return copy;
}

const cases: Case[] = [];
function add(name: string, schema: ZodMiniType, sample: unknown, path: (string | number)[], replacement: unknown) {
  cases.push({ name, schema, sample, broken: breakAt(sample, path, replacement), path });
}

add('Player', s.Player, player, ['statuses', 1, 'id'], 1);
add('SignedInPlayer', s.SignedInPlayer, player, ['email'], undefined);
add('Settings', s.Settings, { cent: { user: '', timestamp: '1795262400', token: 'jwt', authEndpoint: '/centrifuge/auth', url: 'wss://casino.example/connection/websocket' }, recaptcha: '', recaptcha_version: 2 }, ['cent', 'token'], null);
add('PlayerStats', s.PlayerStats, { deposits_count: 2, deposits_sum: { EUR: 15000 }, cashouts_sum: {}, bets_sum: {}, messages: { notice: '' } }, ['deposits_sum', 'EUR'], '150.00');
add('Subscriptions', s.Subscriptions, { receive_promos: true, receive_sms_promos: false, receive_promos_via_phone_calls: false, agreed_to_partner_promotions: false }, ['receive_promos'], 'yes');
add('PlayerSessions', s.PlayerSessions, [{ id: 1, ip: '127.0.0.1', country: null, user_agent: 'Firefox', created_at: at, last_seen_at: at, current: true }], [0, 'current'], undefined);
add('TwoFactor', s.TwoFactor, { two_factor_enabled: false, otp_secret: 'ABC', data: 'otpauth://totp/x' }, ['otp_secret'], 42);
add('Captcha', s.Captcha, { id: 'abc', question: 'What is 3 + 2?' }, ['question'], undefined);
add('Accounts', s.Accounts, [account], [0, 'amount_cents'], '1000.00');
add('LegacyAccounts', s.LegacyAccounts, [{ currency: 'EUR', amount_cents: 1, available_to_cashout_cents: 1, wager_status: null }], [0, 'currency'], undefined);
add('Payments', s.Payments, [f.payment], [0, 'state'], 'lost');
add('PaymentsPage', s.PaymentsPage, { data: [f.payment], pagination: { page: 1, per_page: 20, total_count: 1 } }, ['pagination', 'total_count'], '1');
add('PaymentChange', s.PaymentChange, { id: 12, amount_cents: 5000, currency: 'EUR', action: 'cashout', payment_system: 'skrill', recallable: true, finished_at: null, created_at: at, success: false }, ['action'], 'refund');
add('PaymentMethods', s.PaymentMethods, [method], [0, 'type'], 'wallet');
add('Limits', s.Limits, [f.limit], [0, 'accounts', 0, 'current_value_amount_cents'], null);
add('PlayerFields', s.PlayerFields, { fields: [{ field: 'date_of_birth', type: 'date', once_set: true, age: { min: { default: 18, EE: 21 } } }], contexts: { registration: ['email'], payment_systems: { skrill: { base: { deposit: [] } } } } }, ['fields', 0, 'age', 'min', 'EE'], '21');
add('StatusInfos', s.StatusInfos, [{ id: 'level_2', name: 'Level 2', status: true, writable: false, conditions: [{ persistent_comp_points: { type: 'range', exclude_end: true, min: 100, max: 500 } }] }], [0, 'conditions', 0, 'persistent_comp_points', 'max'], 'many');
add('Countries', s.Countries, [{ name: 'Germany', code: 'DE', default_currency: 'EUR' }], [0, 'code'], null);
add('CurrencyInfos', s.CurrencyInfos, [{ code: 'BTC', symbol: '₿', subunits_to_unit: 100000000, fiat: false, default: false, subcurrencies: [] }], [0, 'subunits_to_unit'], 1e-8);
add('Project', s.Project, { apps: { sportsbook: true, casino: true }, sns_config: { enable: false, base_url: null, flow: null }, license: 'CW', player_two_factor_auth: true, available_currency_exchange: true, available_referral_system: false, supported_payment_api_versions: ['v1'], hooyu_integration: false, country_flags: null, livespins: { enabled: false }, authentication_key: 'k' }, ['livespins', 'enabled'], 'no');
add('CryptoExchangeRates', s.CryptoExchangeRates, { EUR: { BTC: { exchange_rate: 0.0000166, fee: 0.01, total_exchange_rate: 0.0000164 } } }, ['EUR', 'BTC', 'fee'], '1%');
add('LocaleInfos', s.LocaleInfos, [{ code: 'de', name: 'German', name_in_locale: 'Deutsch', default: false }], [0, 'default'], 0);
add('CurrentIp', s.CurrentIp, { ip: '127.0.0.1', country_code: null, region_code: null, default_currency: 'EUR' }, ['default_currency'], undefined);
add('ClientContext', s.ClientContext, { userAgent: 'UA', isMetaWebview: false, isIOS: false, isMobile: true, isApp: false, browser: 'safari', isBot: false }, ['isMobile'], 'true');
add('CmsPageItems', s.CmsPageItems, [{ id: 2, path: '/terms', title: 'Terms', layout: 'default', categories: ['bottom-menu'], children: [{ id: 8, path: '/terms/AU', title: 'Terms (AU)', categories: [], children: [] }] }], [0, 'children', 0, 'path'], 8);
add('CmsPage', s.CmsPage, { id: 7, path: '/rocket-mart', title: 'Shop', layout: 'default', content: '<p/>', categories: ['hidden'], blocks: { title: 'Shop', json: '{"view":{}}', 'content-main': '<p/>' } }, ['blocks', 'json'], { view: {} });
add('CmsSnippets', s.CmsSnippets, [{ id: 1, content: '© Casino Kit', categories: ['footer'] }], [0, 'categories'], 'footer');
add('CmsFiles', s.CmsFiles, [{ id: 1, url: '/cms-files/1/terms.txt', categories: ['terms'], description: 'Terms' }], [0, 'url'], undefined);
add('RestoreId', s.RestoreId, { data: { restoreId: 'r-1' } }, ['data', 'restoreId'], 7);
add('StagByReferrerConfig', s.StagByReferrerConfig, { pages: null, countries: { DE: { google: '241_google_de' } } }, ['countries', 'DE', 'google'], 241);
add('SurveyConfig', s.SurveyConfig, { survey_id: 's', survey_collector_id: 'c', is_enable_widget: true }, ['is_enable_widget'], 'true');
add('VipAdventuresConfig', s.VipAdventuresConfig, { prizes: { rocket_adventure: [{ title: 'rocket_adventure__1/7__1', prize: { freespin: 10 }, condition: { minDep: '20', wager: '30', periodActivationDays: '1' } }] } }, ['prizes', 'rocket_adventure', 0, 'condition', 'minDep'], 20);
add('DisabledBonusesConfig', s.DisabledBonusesConfig, { group_keys: ['welcome_legacy'] }, ['group_keys', 0], 3);
add('ModifyGiftsConfig', s.ModifyGiftsConfig, [{ group_keys: ['welcome_1'], logo: '/l.svg', url: '/promotions', title: 'Welcome' }], [0, 'logo'], undefined);
add('ManagerAnswer', s.ManagerAnswer, { groupId: 259, managerName: 'Sophie', telegramLink: 't', whatsAppLink: 'w', email: 'e', phone: 'p', time: 't', avatar: 'a' }, ['email'], undefined);
add('CurrencyConfig', s.CurrencyConfig, { EUR: { defaultAmount: 50, rounding: 2, steps: [{ min: 10, max: 100, step: 10 }, { min: 100, max: 'Infinity', step: 50 }] } }, ['EUR', 'steps', 1, 'max'], 'infinite');
add('LogoConfig', s.LogoConfig, { logoUrl: { mobile: '/m.svg', full: '/f.svg' } }, ['logoUrl', 'full'], undefined);
add('MenuCategoriesConfig', s.MenuCategoriesConfig, { MAIN_PAGE_CATEGORIES: ['top', 'new'] }, ['MAIN_PAGE_CATEGORIES'], 'top');
add('AdditionalGiftsConfig', s.AdditionalGiftsConfig, { 131811: f.depositBonus }, ['131811', 'bonuses', 0, 'conditions', 0, 'value'], 20);
add('ManagePromotionPagesConfig', s.ManagePromotionPagesConfig, { 'rocket-mart': true }, ['rocket-mart'], 1);
add('WheelConfig', s.WheelConfig, [f.lootboxItem], [0, 'weight'], '4000');
add('WheelSegmentsConfig', s.WheelSegmentsConfig, { 21: [f.lootboxItem] }, ['21', 0, 'prize'], null);
add('MainWidgetConfig', s.MainWidgetConfig, { widgets: [{ name: 'rocket-mart', image: '/w.webp', type: 'shop', isNew: false }] }, ['widgets', 0, 'isNew'], 'no');
add('ProvidersConfig', s.ProvidersConfig, { netent: ['AU', 'US'], legacy: 'all' }, ['legacy'], 'some');
add('BannersConfig', s.BannersConfig, { banners: [banner] }, ['banners', 0, 'categories'], 'slider-index-top');
add('Games', s.Games, [f.game], [0, 'currencies', 'EUR', 'id'], '166208');
add('GamesPage', s.GamesPage, { data: [f.game], pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: 1 } }, ['pagination', 'next_page'], undefined);
add('GamesByIdentifier', s.GamesByIdentifier, { [f.game.identifier]: f.game }, [f.game.identifier, 'title'], undefined);
add('Collections', s.Collections, [{ id: 'top:au', title: 'Top', games_count: 40 }], [0, 'games_count'], 4.5);
add('GameProviders', s.GameProviders, [{ id: 'copperleaf', title: 'Copperleaf' }], [0, 'title'], undefined);
add('GameJackpots', s.GameJackpots, { EUR: { 'copperleaf/rhino': 34455200 } }, ['EUR', 'copperleaf/rhino'], '344552.00');
add('FavouriteIds', s.FavouriteIds, [166208, 166209], [1], 'copperleaf/rhino');
add('PlayedGames', s.PlayedGames, [{ identifier: 'copperleaf/rhino', last_activity_at: null }], [0, 'identifier'], null);
add('GameLaunch', s.GameLaunch, { url: '/provider/play/abc', token: 'abc', expires_at: at, mode: 'demo', currency: 'FUN', identifier: 'copperleaf/rhino', engine: 'slot' }, ['mode'], 'fun');
add('Jackpots', s.Jackpots, [jackpot], [0, 'levels', 0, 'amount_cents'], '64.21');
add('JackpotWins', s.JackpotWins, [jackpotWin], [0, 'user_name'], undefined);
add('WinnersFeed', s.WinnersFeed, [winner], [0, 'win_amount_cents'], 1084.1);
add('Tournaments', s.Tournaments, [f.tournament], [0, 'strategy'], 'turnover');
add('TournamentPlayerStatus', s.TournamentPlayerStatus, f.tournamentPlayerStatus, ['bet_cents'], '40148774');
add('TournamentConfirmation', s.TournamentConfirmation, { confirmed: true }, ['confirmed'], 'yes');
add('Lotteries', s.Lotteries, [f.lottery], [0, 'deposit_scale_rules', 'EUR', 0, 'active'], 1);
add('LotteryStatuses', s.LotteryStatuses, [f.lotteryStatus], [0, 'tickets'], 2);
add('Bonuses', s.Bonuses, [f.bonus], [0, 'stage'], 'active');
add('Freespins', s.Freespins, [f.freespin], [0, 'freespins_total'], '50');
add('DepositBonuses', s.DepositBonuses, [f.depositBonus], [0, 'id'], 1);
add('PromoCodeAnswer', s.PromoCodeAnswer, f.promoCodeAnswer, ['bonus_id'], undefined);
add('CouponAnswer', s.CouponAnswer, f.couponAnswer, ['status'], 'ok');
add('BonusCancelInfo', s.BonusCancelInfo, f.cancelInfo, ['bonus_balance'], 100);
add('AvailableBonuses', s.AvailableBonuses, { available_bonuses: false }, ['available_bonuses'], null);
add('Lootboxes', s.Lootboxes, [f.lootbox], [0, 'items', 0, 'bonuses', 0, 'result_bonus', 0, 'field'], undefined);
add('CompPoints', s.CompPoints, f.compPoints, ['persistent', 'points'], '3400');
add('MoneyRateCards', s.MoneyRateCards, [f.moneyRateCard], [0, 'rates', 1, 'amount_cents'], 5.5);
add('RateCards', s.RateCards, [f.freespinsRateCard, f.lotteryRateCard, f.lootboxRateCard], [1, 'rate', 'lottery_ids', 0], '3');
add('VipProgress', s.VipProgress, f.vipProgress, ['betSumCents'], null);
add('TournamentNotification', s.TournamentNotification, f.tournamentNotification, ['event'], 'tournament_ended');
add('PersonalNotification', s.PersonalNotification, { id: 3, title: 'Hi', text: 'Welcome back' }, ['text'], undefined);
add('GameLimitsEvent', s.GameLimitsEvent, { reason: 'trigger_reality_check' }, ['reason'], 1);

describe('response schemas', () => {
  it.each(cases)('$name accepts a contract sample with extra fields', ({ schema, sample }) => {
    const isObject = (schema as unknown as { _zod: { def: { type: string } } })._zod.def.type === 'object';
    const withExtra = isObject ? { ...(sample as object), field_from_the_future: 1 } : sample;
    const result = schema.safeParse(withExtra);
    expect(result.success, JSON.stringify(result.error?.issues[0])).toBe(true);
  });

  it.each(cases)('$name rejects a broken sample at $path', ({ schema, broken, path }) => {
    const result = schema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(path);
  });

  it('the guest player `{}` passes Player and fails SignedInPlayer at `id`', () => {
    expect(s.Player.safeParse({}).success).toBe(true);
    expect(s.SignedInPlayer.safeParse({}).error?.issues[0]?.path).toEqual(['id']);
  });

  it('the manager answer may be null (204: no manager for these groups)', () => {
    expect(s.ManagerAnswer.safeParse(null).success).toBe(true);
  });

  it('money is integer subunits, except in the lean core and slider schemas (checked by the contract test instead)', () => {
    expect(s.Payment.safeParse({ ...f.payment, amount_cents: 50.5 }).error?.issues[0]?.path).toEqual(['amount_cents']);
    expect(s.Limit.safeParse({ ...f.limit, accounts: [{ ...f.limit.accounts[0], amount_cents: Number.MAX_SAFE_INTEGER + 2 }] }).success).toBe(false);
    expect(s.Account.safeParse({ ...account, amount_cents: 0.5 }).success).toBe(true);
  });
});

describe('realtime payloads (contract §6.3)', () => {
  it('channel names lose their `public:` prefix and `#user` suffix', () => {
    expect(channelName('balance#42')).toBe('balance');
    expect(channelName('public:jackpots_changes')).toBe('jackpots_changes');
    expect(channelName('$analytics#42')).toBe('$analytics');
  });

  it.each([
    ['balance#1', account],
    ['bonuses_changes#1', f.bonus],
    ['freespins_changes#1', f.freespin],
    ['comps_award#1', f.compPoints],
    ['lootboxes_changes#1', f.lootbox],
    ['public:jackpots_changes', jackpot],
    ['tournaments_statuses#1', [f.tournamentPlayerStatus]],
    ['tournament_notifications#1', f.tournamentNotification],
    ['personal_notifications#1', { id: 1, title: 'Hi', text: 'There' }],
    ['payments_changes#1', f.payment],
    ['game_limits#1', { reason: 'trigger_reality_check' }],
    ['groups_updates#1', { id: '259', name: 'VIP Gold' }],
    ['public:wins', winner],
    ['jackpot_win_award#1', jackpotWin],
    ['payments_events#1', { anything: true }],
    ['some_future_channel#1', 'whatever'],
  ])('%s: its payload parses', (channel, data) => {
    expect(parseChannelPayload(channel, data).success).toBe(true);
  });

  it('a wrong payload on a known channel fails with the field', () => {
    const result = parseChannelPayload('balance#1', { currency: 'EUR', amount_cents: '10.00', available_to_cashout_cents: 0 });
    expect(result.success).toBe(false);
    expect(!result.success && result.error.issues[0]?.path).toEqual(['amount_cents']);
    expect(parseChannelPayload('tournaments_statuses#1', f.tournamentPlayerStatus).success).toBe(false);
  });
});
