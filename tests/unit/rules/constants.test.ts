import { describe, expect, it } from 'vitest';
import * as constants from '../../../sdk/rules/constants.ts';
import * as lobby from '../../../sdk/rules/lobby.ts';
import * as validation from '../../../sdk/rules/validation.ts';
import { cancelledDepositToWarn, defaultAffbId, formatSessionTimer, majorToSubunits, messagesCacheBucket } from '../../../sdk/rules/constants.ts';

const rules: Record<string, unknown> = { ...constants, ...lobby, ...validation };

describe('business constants (spec 000 §9, spec 001 §9)', () => {
  it.each([
    ['TOAST_DISMISS_MS', 10_000],
    ['NOTIFICATIONS_KEEP_MS', 7_200_000],
    ['MODAL_CLOSE_DELAY_MS', 100],
    ['POPUP_RESIZE_DEBOUNCE_MS', 150],
    ['AFFILIATE_COOKIE_SECONDS', 2_592_000],
    ['DEFAULT_AFFB_ID', 122],
    ['SEARCH_ENGINE_AFFB_ID', 241],
    ['FIRST_DEPOSIT_DEFAULT', 50],
    ['IDLE_TITLE_INTERVAL_MS', 2_000],
    ['SESSION_TIMER_TICK_MS', 1_000],
    ['SURVEY_DELAY_MS', 5_000],
    ['SURVEY_GATE_MS', 300_000],
    ['IOS_EXIT_POPUP_AFTER_MS', 300_000],
    ['IOS_EXIT_POPUP_RECHECK_MS', 60_000],
    ['CANCELLED_PAYMENT_WINDOW_MS', 300_000],
    ['PAYMENT_METHOD_RETRIES', 3],
    ['CHAT_HASH_DELAY_MS', 1_000],
    ['MESSAGES_CACHE_BUCKET_MS', 300_000],
    ['BANNER_AUTOPLAY_MS', 10_000],
    ['GAMES_PAGE_SIZE', 40],
    ['INFINITE_SCROLL_THRESHOLD_PX', 500],
    ['RANDOM_GAME_POOL', 100],
    ['RANDOM_CARD_AFTER', 10],
    ['ESTONIA_ADULT_AGE', 21],
    ['ADULT_AGE', 18],
  ])('%s = %j', (name, value) => {
    expect((rules as Record<string, unknown>)[name]).toBe(value);
  });

  it('chat groups, UTM names, locale default, payment limits', () => {
    expect(rules.CHAT_GROUPS).toEqual({ default: 26, general: 1, vip: 2 });
    expect(rules.UTM_PARAMS).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'sub_id']);
    expect(rules.WITHDRAWAL_MAX).toEqual({ BTC: 0.4, LTC: 60, ETH: 12, DOG: 1_600_000, USDT: 4000 });
    expect(rules.WITHDRAWAL_MIN).toEqual({ USDT: 25 });
    expect(rules.DEPOSIT_MIN).toEqual({ BTC: 0.0001, LTC: 0.01, ETH: 0.01, USDT: 20 });
  });
});

describe('affb_id from the referrer', () => {
  it.each([
    ['https://www.google.com/search?q=casino', 241],
    ['https://google.de/', 241],
    ['https://www.bing.com/', 241],
    ['https://search.yahoo.com/', 241],
    ['https://duckduckgo.com/', 241],
    ['https://yandex.ru/', 241],
    ['https://partner.example.com/review', 122],
    ['https://google-casino-reviews.example.com', 122],
    ['https://example.google', 122],
    ['', 122],
    [null, 122],
    ['not a url', 122],
  ])('%j → %i', (referrer, id) => {
    expect(defaultAffbId(referrer)).toBe(id);
  });

  it('reads the UTM parameters of a query', () => {
  });
});

describe('translation cache bucket (300000 ms)', () => {
  it.each([
    [0, 0],
    [299_999, 0],
    [300_000, 300_000],
    [599_999, 300_000],
    [1_700_000_123_456, 1_700_000_100_000],
  ])('%i → %i', (now, bucket) => {
    expect(messagesCacheBucket(now)).toBe(bucket);
  });
});

describe('money in subunits', () => {
  it.each([
    [0.0001, 100_000_000, 10_000],
    [0.4, 100_000_000, 40_000_000],
    [0.01, 100_000_000, 1_000_000],
    [20, 1_000_000, 20_000_000],
    [50, 100, 5000],
  ])('%d × %i → %i', (major, subunits, cents) => {
    expect(majorToSubunits(major, subunits)).toBe(cents);
  });
});

describe('cancelled deposit warning: within 5 minutes, once', () => {
  const now = Date.UTC(2025, 5, 15, 12);
  const at = (msAgo: number) => new Date(now - msAgo).toISOString();
  const payment = (id: number, msAgo: number, action = 'deposit', state = 'canceled') => ({ id, action, state, finished_at: at(msAgo) });

  it.each([
    [payment(1, 0), 1],
    [payment(1, 299_999), 1],
    [payment(1, 300_000), 1],
    [payment(1, 300_001), null],
    [payment(1, -1), null], // finishing in the future: clock skew, ignore
    [payment(1, 1000, 'cashout'), null],
    [payment(1, 1000, 'deposit', 'succeeded'), null],
    [{ id: 1, action: 'deposit', state: 'canceled', finished_at: null }, null],
  ])('%j → %j', (p, id) => {
    expect(cancelledDepositToWarn([p], now, [])?.id ?? null).toBe(id);
  });

  it('skips payments already shown', () => {
    expect(cancelledDepositToWarn([payment(1, 1000), payment(2, 2000)], now, [1])?.id).toBe(2);
    expect(cancelledDepositToWarn([payment(1, 1000)], now, [1])).toBeNull();
  });
});

describe('session timer hh:mm:ss', () => {
  it.each([
    [0, '00:00:00'],
    [999, '00:00:00'],
    [1000, '00:00:01'],
    [59_999, '00:00:59'],
    [60_000, '00:01:00'],
    [3_599_000, '00:59:59'],
    [3_600_000, '01:00:00'],
    [86_399_000, '23:59:59'],
    [360_000_000, '100:00:00'],
    [-5, '00:00:00'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatSessionTimer(ms)).toBe(text);
  });
});
