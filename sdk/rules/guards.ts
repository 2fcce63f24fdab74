/**
 * Route guards (docs/product/shell-and-routes.md#guards, spec 000 §2.2–§2.4, docs/product/shell-and-routes.md#paths, spec 001 §2). Pure decisions a router applies: each takes the
 * target (a path with optional query and hash) and a state object, and returns a decision or null
 * (go on). URLs are parsed with the standard URL class only.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';
import { CHAT_HASH_DELAY_MS } from './constants.ts';

export const HOME_PATH = '/';
export const REGISTRATION_PATH = '/registration';
export const LOGIN_PATH = '/login';
export const PROFILE_LIMITS_PATH = '/profile/limits';
export const PROFILE_GIFTS_PATH = '/profile/gifts';
export const PROMOTIONS_PATH = '/promotions';
export const ROBOTS_MAX_SEGMENTS = 4;

export const REGISTRATION_RESTRICTED = 'Registration restricted in your country';
export const LOGIN_NOT_AVAILABLE = 'Login not available in your country';
export type RestrictedMessage = typeof REGISTRATION_RESTRICTED | typeof LOGIN_NOT_AVAILABLE;

export type Popup = 'chat' | 'sign-in' | 'sign-up' | 'remind' | 'new-password' | 'email-confirmation' | 'personal-info' | 'edit-profile';

export type GuardDecision =
  | { redirect: string }
  | { popup: Popup; delayMs?: number; closable?: boolean; missing?: string[] }
  | { externalUrl: string }
  | { block: RestrictedMessage }
  | { ignore: true }
  | { storePromocodes: Promocodes; redirect: string }
  | { clearPromocodes: true };

export interface Promocodes {
  depositPromocode?: string;
  giftPromocode?: string;
}

const BASE = 'http://base.invalid';
const splitUrl = (target: string): URL => new URL(target, BASE);
const fullPathOf = (url: URL): string => url.pathname + url.search + url.hash;

// ---- Paths ----

/** '/pokies/' → redirect '/pokies' (query and hash kept); the root and clean paths pass. */
export function stripTrailingSlash(target: string): { redirect: string } | null {
  const url = splitUrl(target);
  if (url.pathname.length <= 1 || !url.pathname.endsWith('/')) return null;
  url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return { redirect: fullPathOf(url) };
}

const localeByPrefix = new Map<string, Locale>(LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => [l.toLowerCase(), l]));

/** '/en-NZ/pokies' → {locale 'en-NZ', path '/pokies'}; no prefix → the default 'en'. Case-insensitive. */
export function parseLocalePrefix(path: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([^/?#]+)(.*)$/.exec(path);
  const locale = match ? localeByPrefix.get((match[1] ?? '').toLowerCase()) : undefined;
  if (!match || !locale) return { locale: DEFAULT_LOCALE, path, prefixed: false };
  const rest = match[2] ?? '';
  return { locale, path: rest.startsWith('/') ? rest : `/${rest}`, prefixed: true };
}

/** The inverse: the default locale has no prefix. */
export function localizePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Robots noindex for paths with more than 4 segments (the locale prefix does not count). */
export function robotsNoindex(path: string): boolean {
  const bare = parseLocalePrefix(splitUrl(path).pathname).path;
  return bare.split('/').filter(Boolean).length > ROBOTS_MAX_SEGMENTS;
}

/** Navigating to the very route already shown is ignored. */
export function duplicateNavigation(from: string | null, to: string): { ignore: true } | null {
  return from !== null && fullPathOf(splitUrl(from)) === fullPathOf(splitUrl(to)) ? { ignore: true } : null;
}

/** Fixed redirects of the route table (docs/product/shell-and-routes.md#fixed-redirects, spec 000 §2.2, docs/product/shell-and-routes.md#paths, spec 001 §2). */
export function staticRedirect(path: string, flags: { chanceGame?: boolean } = {}): GuardDecision | null {
  const categories = /^\/categories\/([^/]+)$/.exec(path);
  if (categories) return { redirect: `/pokies/${categories[1]}` };
  const accountDeposit = /^\/accounts\/[^/]+\/deposit$/.exec(path);
  if (accountDeposit) return { redirect: '/deposit' };
  // The cashbox's steps under /cashbox (links in operators' banners and CMS pages, docs/host.md "Routes").
  const cashboxStep = /^\/cashbox\/(dashboard|deposit|withdraw|deposit-fast|deposit-bonus)$/.exec(path);
  if (cashboxStep) return { redirect: `/${cashboxStep[1]}` };
  if (path === '/users' || path.startsWith('/users/')) return { redirect: `/profile${path.slice('/users'.length)}` };
  switch (path) {
    case '/accounts/history':
      return { redirect: HOME_PATH };
    case '/santa-vegas':
      return { redirect: PROMOTIONS_PATH };
    // The achievements and the quests are tabs of the tournaments list (docs/product/tournaments-lotteries-quests.md#pages).
    case '/achievements':
      return { redirect: '/tournaments/achievements' };
    case '/quests':
      return { redirect: '/tournaments/actions' };
    case '/rocket-chance':
      return flags.chanceGame ? null : { redirect: PROMOTIONS_PATH };
    case '/profile/password/edit':
      return { popup: 'new-password' };
    case '/profile/confirmation':
      return { popup: 'email-confirmation' };
    default:
      return null;
  }
}

/** staticRedirect behind an optional locale prefix, which the redirect keeps. */
export function localizedStaticRedirect(target: string, flags: { chanceGame?: boolean } = {}): GuardDecision | null {
  const { locale, path } = parseLocalePrefix(splitUrl(target).pathname);
  const decision = staticRedirect(path, flags);
  if (decision && 'redirect' in decision) return { redirect: localizePath(locale, decision.redirect) };
  return decision;
}

/**
 * Per-slug promotion pages (docs/product/notifications-and-banners.md#promotion-pages, spec 000 §6): a page
 * whose first path segment the operator's `manage-promotion-pages` config sets to `false` redirects to
 * /promotions, except for testers (group 21), who see every promotion page. A page the config does not
 * name, or a config not loaded yet, is on (the router applies the guards again once it arrives).
 */
export function promotionPageGuard(target: string, state: { promotionPages?: Readonly<Record<string, boolean>>; tester?: boolean }): GuardDecision | null {
  if (!state.promotionPages || state.tester) return null;
  const { locale, path } = parseLocalePrefix(splitUrl(target).pathname);
  const slug = path.split('/')[1] ?? '';
  if (slug === '' || `/${slug}` === PROMOTIONS_PATH || state.promotionPages[slug] !== false) return null;
  return { redirect: localizePath(locale, PROMOTIONS_PATH) };
}

/** Full-screen popups with no prior route show the main page underneath. */
export function popupBackground(priorRoute: string | null): string {
  return priorRoute ?? HOME_PATH;
}

// ---- Hash actions ----

/**
 * '#chat' opens live chat after 1 s; '#sign-in', '#sign-up', '#remind', '#new-password' open their
 * popup; '#sport' goes to the sports site and '#sport_{x}' to its page x.
 */
export function hashAction(hash: string, sportsUrl: string): GuardDecision | null {
  const name = hash.replace(/^#/, '');
  switch (name) {
    case 'chat':
      return { popup: 'chat', delayMs: CHAT_HASH_DELAY_MS };
    case 'sign-in':
    case 'sign-up':
    case 'remind':
    case 'new-password':
      return { popup: name };
    case 'sport':
      return { externalUrl: sportsUrl };
  }
  const sport = /^sport_(.+)$/.exec(name);
  if (sport) return { externalUrl: `${sportsUrl.replace(/\/$/, '')}/${encodeURIComponent(sport[1] ?? '')}` };
  return null;
}

// ---- Auth ----

export interface AuthState {
  loggedIn: boolean;
}

/** Guests go to registration with `redirect` holding the full target path (query and hash included). */
export function registrationRedirect(target: string): { redirect: string } {
  return { redirect: `${REGISTRATION_PATH}?redirect=${encodeURIComponent(fullPathOf(splitUrl(target)))}` };
}

export function requireAuth(target: string, state: AuthState): { redirect: string } | null {
  return state.loggedIn ? null : registrationRedirect(target);
}

export function guestOnly(state: AuthState): { redirect: string } | null {
  return state.loggedIn ? { redirect: HOME_PATH } : null;
}

/** An auth-error event (any 401) logs out and goes to login. */
export const authErrorRedirect = (): { redirect: string } => ({ redirect: LOGIN_PATH });

// ---- Restricted regions ----

export type RestrictedRoute = 'sign-in' | 'sign-up' | 'remind' | 'new-password' | 'email-verify' | 'game' | 'sport-login' | 'sport-registration';

export const RESTRICTED_MESSAGES: Readonly<Record<RestrictedRoute, RestrictedMessage>> = {
  'sign-up': REGISTRATION_RESTRICTED,
  'sport-registration': REGISTRATION_RESTRICTED,
  'sign-in': LOGIN_NOT_AVAILABLE,
  remind: LOGIN_NOT_AVAILABLE,
  'new-password': LOGIN_NOT_AVAILABLE,
  'email-verify': LOGIN_NOT_AVAILABLE,
  game: LOGIN_NOT_AVAILABLE,
  'sport-login': LOGIN_NOT_AVAILABLE,
};

export interface RegionState extends AuthState {
  restrictedRegion: boolean;
}

/** Guests in a restricted region are blocked from the flagged routes, with the matching warning. */
export function restrictedRegionGuard(route: RestrictedRoute, state: RegionState): { block: RestrictedMessage } | null {
  if (state.loggedIn || !state.restrictedRegion) return null;
  return { block: RESTRICTED_MESSAGES[route] };
}

// ---- Cashbox ----

export const PERSONAL_INFO_FIELDS = ['mobile_phone', 'first_name', 'last_name', 'date_of_birth', 'country', 'city', 'address', 'postal_code'] as const;
export type PersonalInfoField = (typeof PERSONAL_INFO_FIELDS)[number];
export type PersonalInfo = Partial<Record<PersonalInfoField, string | null>>;

export function missingPersonalInfo(profile: PersonalInfo): PersonalInfoField[] {
  return PERSONAL_INFO_FIELDS.filter((field) => !(profile[field] ?? '').trim());
}

export interface CashboxState extends AuthState {
  priorRoute: string | null;
  fiatCurrency: boolean;
  profile: PersonalInfo;
}

/**
 * Cashbox routes: guests → registration; fiat players with missing personal info → the
 * personal-info popup instead; opened with no prior route → home.
 */
export function cashboxGuard(target: string, state: CashboxState): GuardDecision | null {
  const auth = requireAuth(target, state);
  if (auth) return auth;
  if (state.fiatCurrency) {
    const missing = missingPersonalInfo(state.profile);
    if (missing.length > 0) return { popup: 'personal-info', missing };
  }
  return state.priorRoute === null ? { redirect: HOME_PATH } : null;
}

// ---- Games ----

export interface GameState extends RegionState {
  /** A game-blocking user limit is reached (see limits.gameBlockedByLimits). */
  limitReached: boolean;
  /** Profile fields the provider context needs and the player left empty. */
  missingProviderFields?: readonly string[];
}

/**
 * /play/{producer}/{name}?mode=real|demo: restricted guests blocked; a reached limit → profile
 * limits; no mode: real for a player, the demo for a guest; real play needs login (else
 * registration); missing provider fields → an edit-profile popup the overlay cannot close. Demo is
 * open to guests.
 */
export function gameGuard(target: string, state: GameState): GuardDecision | null {
  const restricted = restrictedRegionGuard('game', state);
  if (restricted) return restricted;
  if (state.loggedIn && state.limitReached) return { redirect: PROFILE_LIMITS_PATH };
  const url = splitUrl(target);
  // The game page without a mode (a search result, a shared link): a guest gets the page in demo,
  // real play stays behind sign-up there (docs/rules.md, issue 12).
  if (!state.loggedIn && !url.searchParams.has('mode')) {
    url.searchParams.set('mode', 'demo');
    return { redirect: fullPathOf(url) };
  }
  const real = url.searchParams.get('mode') !== 'demo';
  if (!real) return null;
  if (!state.loggedIn) return registrationRedirect(target);
  const missing = state.missingProviderFields ?? [];
  if (missing.length > 0) return { popup: 'edit-profile', closable: false, missing: [...missing] };
  return null;
}

// ---- Promo codes ----

export const PROMOCODE_PARAMS = ['depositPromocode', 'giftPromocode'] as const;

/** depositPromocode / giftPromocode in the query: store them and redirect to the URL without them. */
export function extractPromocodes(target: string): { storePromocodes: Promocodes; redirect: string } | null {
  const url = splitUrl(target);
  const codes: Promocodes = {};
  for (const param of PROMOCODE_PARAMS) {
    const value = url.searchParams.get(param);
    if (value !== null) {
      if (value.trim()) codes[param] = value.trim();
      url.searchParams.delete(param);
    }
  }
  if (fullPathOf(url) === fullPathOf(splitUrl(target))) return null;
  return { storePromocodes: codes, redirect: fullPathOf(url) };
}

export interface PromocodeState extends AuthState {
  stored: Promocodes;
}

/** On home: guests have stored codes cleared; a player with a stored gift code goes to profile gifts. */
export function homePromocodeGuard(path: string, state: PromocodeState): GuardDecision | null {
  if (parseLocalePrefix(splitUrl(path).pathname).path !== HOME_PATH) return null;
  const hasAny = Boolean(state.stored.depositPromocode || state.stored.giftPromocode);
  if (!state.loggedIn) return hasAny ? { clearPromocodes: true } : null;
  return state.stored.giftPromocode ? { redirect: PROFILE_GIFTS_PATH } : null;
}

export type DepositPromocodeStep = 'clear_bonus_code' | 'enable_bonuses' | 'set_bonus_code' | 'open_deposit';

/** A stored deposit code: enable bonuses, set the code, open deposit; an invalid code is deleted first. */
export function depositPromocodeSteps(codeInvalid: boolean): DepositPromocodeStep[] {
  const steps: DepositPromocodeStep[] = ['enable_bonuses', 'set_bonus_code', 'open_deposit'];
  return codeInvalid ? ['clear_bonus_code', ...steps] : steps;
}

// ---- All together ----

export interface RouteMeta {
  requiresAuth?: boolean;
  guestOnly?: boolean;
  restricted?: RestrictedRoute;
  cashbox?: boolean;
  game?: boolean;
}

export type NavigationState = RegionState &
  Omit<CashboxState, 'loggedIn' | 'priorRoute'> &
  Omit<GameState, 'loggedIn' | 'restrictedRegion'> &
  Pick<PromocodeState, 'stored'> & { flags?: { chanceGame?: boolean }; promotionPages?: Readonly<Record<string, boolean>>; tester?: boolean };

/**
 * The order a router applies them in: duplicate, trailing slash, fixed redirects, promotion pages
 * switched off, promo-code query, restricted region, guest-only, auth, cashbox, game, promo codes on home.
 */
export function guardNavigation(from: string | null, to: string, meta: RouteMeta, state: NavigationState): GuardDecision | null {
  return (
    duplicateNavigation(from, to) ??
    stripTrailingSlash(to) ??
    localizedStaticRedirect(to, state.flags) ??
    promotionPageGuard(to, state) ??
    extractPromocodes(to) ??
    (meta.restricted ? restrictedRegionGuard(meta.restricted, state) : null) ??
    (meta.guestOnly ? guestOnly(state) : null) ??
    (meta.requiresAuth ? requireAuth(to, state) : null) ??
    (meta.cashbox ? cashboxGuard(to, { ...state, priorRoute: from }) : null) ??
    (meta.game ? gameGuard(to, state) : null) ??
    homePromocodeGuard(to, state)
  );
}
