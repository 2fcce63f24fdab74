/** Web storage that never throws (private mode, disabled storage, quota): reads give `fallback`. */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage ?? null : globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readJson<T>(kind: Area, key: string, fallback: T): T {
  try {
    const raw = area(kind)?.getItem(key);
    return raw == null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(kind: Area, key: string, value: unknown): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the feature degrades to this page view only */
  }
}

export function remove(kind: Area, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    /* see writeJson */
  }
}

/** Storage keys of the host, in one place. */
export const KEYS = {
  promocodes: 'ck_promocodes',
  sessionTimer: 'ck_session_started_at',
  iosExitShown: 'ck_ios_exit_shown',
  auConfirmed: 'ck_au_confirmed',
  debugCountry: 'ck_debug_country',
  flags: 'ck_feature_flags',
  /** When the player last closed the promo banner (ms; docs/product/notifications-and-banners.md#promo-banner). */
  promoBannerClosedAt: 'ck_promo_banner_closed_at',
  /** The header notices each player has dismissed: `{ [userId]: HeaderNoticeId[] }`. */
  noticesDismissed: 'ck_notices_dismissed',
  utmSent: 'ck_utm_sent',
  landingUtm: 'ck_utm_landing',
  surveyGateAt: 'ck_survey_gate_at',
  tournamentsSeen: 'ck_tournaments_seen',
} as const;
