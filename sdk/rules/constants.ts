/** Business constants of docs/product/errors-and-network.md#constants (spec 000 §9) and spec 001 §9, with the small decisions built on them. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ---- UI timing ----
export const TOAST_DISMISS_MS = 10 * SECOND;
export const NOTIFICATIONS_KEEP_MS = 2 * HOUR;
export const MODAL_CLOSE_DELAY_MS = 100;
export const POPUP_RESIZE_DEBOUNCE_MS = 150;
export const IDLE_TITLE_INTERVAL_MS = 2 * SECOND;
export const SESSION_TIMER_TICK_MS = SECOND;
export const SURVEY_GATE_MS = 5 * MINUTE;
export const SURVEY_DELAY_MS = 5 * SECOND;
export const IOS_EXIT_POPUP_AFTER_MS = 5 * MINUTE;
export const IOS_EXIT_POPUP_RECHECK_MS = MINUTE;
export const BANNER_AUTOPLAY_MS = 10_000;

export const AFFILIATE_COOKIE_SECONDS = 30 * DAY / SECOND;
export const DEFAULT_AFFB_ID = 122;
export const SEARCH_ENGINE_AFFB_ID = 241;
/** An affiliate's promo tag (`stag`): letters, digits, `_` and `-`, 1–64 characters (docs/integration.md "Affiliate attribution"). */
export const STAG_PATTERN = /^[\w-]{1,64}$/;
/** An `affb_id`: 1–12 digits. */
export const AFFB_ID_PATTERN = /^\d{1,12}$/;
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'sub_id'] as const;
/** Search engines by the second-level label of the referrer's host (google.de, www.bing.com…). */
export const SEARCH_ENGINES: readonly string[] = ['google', 'bing', 'yahoo', 'yandex', 'duckduckgo', 'baidu', 'ecosia', 'ask', 'aol', 'naver', 'seznam', 'qwant', 'startpage', 'brave'];

export function isSearchEngineReferrer(referrer: string | null | undefined): boolean {
  if (!referrer) return false;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return false;
  }
  const labels = host.split('.');
  return labels.slice(0, -1).some((label) => SEARCH_ENGINES.includes(label));
}

/** Default affb_id: 241 when the visitor came from a search engine, otherwise 122. */
export function defaultAffbId(referrer: string | null | undefined): number {
  return isSearchEngineReferrer(referrer) ? SEARCH_ENGINE_AFFB_ID : DEFAULT_AFFB_ID;
}

export const FIRST_DEPOSIT_DEFAULT = 50;
export const BANNER_FALLBACK_CURRENCY = 'EUR';

// ---- Translations ----
export const MESSAGES_CACHE_BUCKET_MS = 300_000;

/** The cache-busting `t` of /messages/{lang}.json: the start (ms) of the current 5-minute bucket. */
export function messagesCacheBucket(now: number): number {
  return Math.floor(now / MESSAGES_CACHE_BUCKET_MS) * MESSAGES_CACHE_BUCKET_MS;
}

// ---- Payments ----
export const CANCELLED_PAYMENT_WINDOW_MS = 5 * MINUTE;
export const PAYMENT_METHOD_RETRIES = 3;

/** Payments info page, in major units. DOGE is the currency code DOG. */
export const WITHDRAWAL_MAX: Readonly<Record<string, number>> = { BTC: 0.4, LTC: 60, ETH: 12, DOG: 1_600_000, USDT: 4000 };
export const WITHDRAWAL_MIN: Readonly<Record<string, number>> = { USDT: 25 };
export const DEPOSIT_MIN: Readonly<Record<string, number>> = { BTC: 0.0001, LTC: 0.01, ETH: 0.01, USDT: 20 };

/** Major units → integer subunits (rounded away from float noise: 0.0001 BTC → 10000). */
export function majorToSubunits(major: number, subunitsToUnit: number): number {
  return Math.round(major * subunitsToUnit);
}

export interface PaymentLike {
  id: number;
  action: string;
  state: string;
  finished_at: string | null;
}

/**
 * The cancelled-deposit warning: the first deposit in state canceled that finished at most
 * 5 minutes before `now` (not in the future) and whose id is not among those already shown.
 */
export function cancelledDepositToWarn<T extends PaymentLike>(payments: readonly T[], now: number, shownIds: readonly number[]): T | null {
  return (
    payments.find((payment) => {
      if (payment.action !== 'deposit' || payment.state !== 'canceled' || !payment.finished_at) return false;
      const age = now - Date.parse(payment.finished_at);
      return age >= 0 && age <= CANCELLED_PAYMENT_WINDOW_MS && !shownIds.includes(payment.id);
    }) ?? null
  );
}

// ---- Session timer ----

/** hh:mm:ss of an elapsed time; hours keep growing past 99. */
export function formatSessionTimer(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / SECOND));
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

export const CHAT_HASH_DELAY_MS = SECOND;
export const CHAT_GROUPS = { default: 26, general: 1, vip: 2 } as const;
