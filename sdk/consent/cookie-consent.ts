/** Cookie consent (spec 000 §2.3, §9): one document-level cookie that lasts one year. */
export const CONSENT_COOKIE = 'ck_cookie_consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function hasCookieConsent(doc: Document = document): boolean {
  const prefix = `${CONSENT_COOKIE}=`;
  return doc.cookie.split(';').some((part) => {
    const cookie = part.trim();
    return cookie.startsWith(prefix) && cookie.length > prefix.length;
  });
}

export function grantCookieConsent(doc: Document = document, now: Date = new Date()): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${CONSENT_COOKIE}=${now.toISOString().slice(0, 10)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
