/**
 * Banner targeting (docs/product/notifications-and-banners.md#banner-visibility, spec 001 §3 Banner,
 * §4 Banners, §9; spec 000 §6 groups). Pure: the caller passes the time. The lobby widget's carousel,
 * the host's promo banner and the promotions page all filter through `bannersFor`.
 */
import { currency as currencyInfo } from '../money/currencies.ts';
import { BANNER_FALLBACK_CURRENCY } from './constants.ts';
import { inGroup, type GroupId } from './groups.ts';

/** The welcome-pack group (docs/product/notifications-and-banners.md#banner-visibility, spec 000 §6): its players see the welcome-pack banners instead of the general welcome package. */
const GROUP_WELCOME_PACK = 131811;
/** The `frontend_identifier` of the general welcome-package banner, which the welcome-pack group does not see. */
const WELCOME_PACKAGE_IDENTIFIER = 'welcome-package';
/** A closed promo banner comes back after 2 minutes (docs/product/notifications-and-banners.md#promo-banner, spec 001 §9). */
const PROMO_BANNER_REAPPEAR_MS = 120_000;
/** The placement of the home carousel and of the closable promo banner. */
export const BANNER_PLACEMENT = { home: 'slider-index-top', promo: 'promo' } as const;

/** The fields of a banner the rules read (contract §5.16 and the targeting fields of docs/api/info-cms.md "Banners"). */
interface TargetedBanner {
  categories?: readonly string[];
  frontend_identifier?: string;
  /** true: players only. */
  logged?: boolean;
  /** true: visitors who are not signed in only. */
  guestsOnly?: boolean;
  /** Show list: only signed-in players in one of these groups. */
  groupIds?: readonly GroupId[];
  /** Hide list: never to a player in one of these groups. */
  hideGroupIds?: readonly GroupId[];
  /** Only to players whose currency is fiat, or crypto. */
  currencyType?: 'fiat' | 'crypto';
  timer?: unknown;
  order?: Readonly<Record<string, number>>;
  variables?: unknown;
}

export interface BannerAudience {
  loggedIn: boolean;
  groups: readonly GroupId[];
  /** The player's currency, or the page's for a visitor. */
  currency: string;
  now: number;
}

interface BannerTimer {
  start_at: string;
  end_at: string;
}

/** A timer bound in ms; an absent or unreadable one is `open`. */
function at(value: unknown, open: number): number {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? open : ms;
}

const timerOf = (banner: TargetedBanner) => (banner.timer ?? {}) as { start_at?: unknown; end_at?: unknown };

/** The countdown's window when the timer has a readable end (no start: from the epoch), else null. */
export function bannerTimer(banner: TargetedBanner): BannerTimer | null {
  const timer = timerOf(banner);
  const end = at(timer.end_at, Number.NaN);
  return Number.isNaN(end) ? null : { start_at: new Date(at(timer.start_at, 0)).toISOString(), end_at: new Date(end).toISOString() };
}

/** Whether the currency is crypto (unknown codes count as fiat, the catalogue's default). */
const isCryptoCurrency = (currency: string) => currencyInfo(currency)?.fiat === false;

/** Whether one banner is for this audience: login state, show and hide group lists, the welcome pack, currency type, and the timer's start and end. */
export function bannerVisible(banner: TargetedBanner, audience: BannerAudience): boolean {
  const { loggedIn, groups } = audience;
  if (banner.logged === true && !loggedIn) return false;
  if (banner.guestsOnly === true && loggedIn) return false;
  if (banner.groupIds?.length && !(loggedIn && banner.groupIds.some((id) => inGroup(groups, Number(id))))) return false;
  if (loggedIn && banner.hideGroupIds?.some((id) => inGroup(groups, Number(id)))) return false;
  if (loggedIn && banner.frontend_identifier === WELCOME_PACKAGE_IDENTIFIER && inGroup(groups, GROUP_WELCOME_PACK)) return false;
  if (banner.currencyType && (banner.currencyType === 'crypto') !== isCryptoCurrency(audience.currency)) return false;
  // The timer's window: its start inclusive, its end exclusive; an absent or unreadable bound is open.
  const timer = timerOf(banner);
  return audience.now >= at(timer.start_at, Number.NEGATIVE_INFINITY) && audience.now < at(timer.end_at, Number.POSITIVE_INFINITY);
}

/** The banners of one placement for this audience, ordered by `order[location]` (banners without one last, in document order). */
export function bannersFor<B extends TargetedBanner>(banners: readonly B[], placement: string, location: string, audience: BannerAudience): B[] {
  const rank = (banner: B) => banner.order?.[location] ?? Number.MAX_SAFE_INTEGER;
  return banners.filter((banner) => (banner.categories ?? []).includes(placement) && bannerVisible(banner, audience)).sort((a, b) => rank(a) - rank(b));
}

/** The banner's text variables in the player's currency, else EUR's (docs/product/notifications-and-banners.md#banner-visibility, spec 001 §9), else none. */
export function bannerVariables(banner: TargetedBanner, currency: string): Record<string, string> {
  const all = (banner.variables ?? {}) as Record<string, Record<string, string> | undefined>;
  return all[currency] ?? all[BANNER_FALLBACK_CURRENCY] ?? {};
}

/** Whether the promo banner shows: never closed, or closed at least 2 minutes ago (a clock set back shows it too). */
function promoBannerShown(closedAt: number | null, now: number): boolean {
  return closedAt === null || now - closedAt >= PROMO_BANNER_REAPPEAR_MS || now < closedAt;
}

/** Milliseconds until a closed promo banner comes back (0 when it shows). */
export function promoBannerReturnsIn(closedAt: number | null, now: number): number {
  return promoBannerShown(closedAt, now) ? 0 : closedAt! + PROMO_BANNER_REAPPEAR_MS - now;
}
