/**
 * Cookie consent (docs/product/embedding-and-mirrors.md#cookies-and-tracking, spec 000 §2.3, §9; docs/widgets.md "Cookie banner"): one document-level cookie
 * that lasts one year. Its value is the level and the day, `all:2026-11-25` or
 * `essential:2026-11-25`; a bare day (the first format) counts as `all`. Non-essential cookies
 * (the affiliate `stag` / `affb_id`, docs/host.md) wait for `all` through `afterConsent`.
 */
export const CONSENT_COOKIE = 'ck_cookie_consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Fired on the document when the visitor chooses (detail: the level). */
export const CONSENT_EVENT = 'ck-cookie-consent';

/** `all`: every cookie; `essential`: only what the site needs to work (session, language, this choice). */
export type ConsentLevel = 'all' | 'essential';

export function cookieConsent(doc: Document = document): ConsentLevel | null {
  const prefix = `${CONSENT_COOKIE}=`;
  const value = doc.cookie
    .split(';')
    .map((part) => part.trim())
    .find((cookie) => cookie.startsWith(prefix) && cookie.length > prefix.length)
    ?.slice(prefix.length);
  if (!value) return null;
  return value.startsWith('essential:') ? 'essential' : 'all';
}

export function grantCookieConsent(doc: Document = document, now: Date = new Date(), level: ConsentLevel = 'all'): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${CONSENT_COOKIE}=${level}:${now.toISOString().slice(0, 10)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  doc.dispatchEvent(new CustomEvent<ConsentLevel>(CONSENT_EVENT, { detail: level }));
}

/** Runs `run` now when every cookie is allowed, else once the visitor allows them; returns a cancel. */
export function afterConsent(run: () => void, doc: Document = document): () => void {
  if (cookieConsent(doc) === 'all') {
    run();
    return () => undefined;
  }
  const listener = (event: Event) => {
    if ((event as CustomEvent<ConsentLevel>).detail !== 'all') return;
    doc.removeEventListener(CONSENT_EVENT, listener);
    run();
  };
  doc.addEventListener(CONSENT_EVENT, listener);
  return () => doc.removeEventListener(CONSENT_EVENT, listener);
}
