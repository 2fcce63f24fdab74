/**
 * Affiliate tracking (docs/product/embedding-and-mirrors.md#cookies-and-tracking, spec 000 §9): `stag` and `affb_id` from the landing URL into 30-day
 * cookies. Without an affb_id the visitor gets the default, 241 when the referrer is a search
 * engine, else 122. A search-engine visitor without a stag gets the one the operator's
 * stag-by-referrer-name config gives for the engine and landing path.
 */
import { AFFB_ID_PATTERN as AFFB, AFFILIATE_COOKIE_SECONDS, defaultAffbId, isSearchEngineReferrer, SEARCH_ENGINES, STAG_PATTERN as STAG } from '../../../sdk/rules/constants.ts';
import { afterConsent } from '../../../sdk/consent/cookie-consent.ts';
import { attributionOf } from '../../../sdk/embed/casino-url.ts';
import { readCookie, writeCookie } from './cookies.ts';

/** A mirror setting (host-demo/mirrors.ts `affiliateCookies`): when the affiliate cookies are set. */
export type AffiliateCookies = 'after-consent' | 'on-landing';
export const DEFAULT_AFFILIATE_COOKIES: AffiliateCookies = 'after-consent';

/** Runs `track` as the mirror's setting says: at once, or once the visitor allows every cookie. Returns a cancel. */
export function whenAffiliateAllowed(setting: AffiliateCookies | undefined, track: () => void, doc: Document = document): () => void {
  if ((setting ?? DEFAULT_AFFILIATE_COOKIES) === 'on-landing') {
    track();
    return () => undefined;
  }
  return afterConsent(track, doc);
}

export interface StagConfig {
  pages?: Record<string, Record<string, string>> | null;
}

/** This visit's landing tags, kept in memory from start-up (rememberLanding): cookies or not, the sign-up sends them. */
let landing: Record<string, string> = {};

/** At start-up: the landing URL's valid `stag` / `affb_id` (parsed as widgets parse a page, sdk/embed/casino-url.ts), for this page's life only (no storage). */
export function rememberLanding(search: string): void {
  const { stag, affb_id } = attributionOf({ readPageParams: true }, search) ?? {};
  landing = { ...(stag ? { stag } : {}), ...(affb_id ? { affb_id } : {}) };
}

/**
 * The `X-Casino-Affiliate` header of the sign-up (docs/api/affiliates.md "Attribution"): this visit's
 * landing tags, which the platform uses when the visitor has no affiliate cookies (a visitor who signs
 * up before answering the cookie banner, or who allowed essential cookies only). Undefined without any.
 */
export function landingAffiliateHeader(): string | undefined {
  const query = new URLSearchParams(landing).toString();
  return query || undefined;
}

export function trackAffiliate(search: string, referrer: string, path: string, config: StagConfig | null, doc: Document = document): { stag: string | null; affbId: string } {
  const params = new URLSearchParams(search);
  const stagParam = params.get('stag');
  const affbParam = params.get('affb_id');
  if (stagParam && STAG.test(stagParam)) writeCookie('stag', stagParam, AFFILIATE_COOKIE_SECONDS, doc);
  else if (!readCookie('stag', doc) && isSearchEngineReferrer(referrer)) {
    const engine = engineOf(referrer);
    const stag = engine ? config?.pages?.[engine]?.[path] ?? config?.pages?.[engine]?.['/'] : undefined;
    if (stag && STAG.test(stag)) writeCookie('stag', stag, AFFILIATE_COOKIE_SECONDS, doc);
  }
  if (affbParam && AFFB.test(affbParam)) writeCookie('affb_id', affbParam, AFFILIATE_COOKIE_SECONDS, doc);
  else if (!readCookie('affb_id', doc)) writeCookie('affb_id', String(defaultAffbId(referrer)), AFFILIATE_COOKIE_SECONDS, doc);
  return { stag: readCookie('stag', doc), affbId: readCookie('affb_id', doc) ?? '' };
}

function engineOf(referrer: string): string | null {
  try {
    const labels = new URL(referrer).hostname.toLowerCase().split('.');
    return labels.find((label) => SEARCH_ENGINES.includes(label)) ?? null;
  } catch {
    return null;
  }
}
