/**
 * The host's route table (docs/product/shell-and-routes.md#paths, spec 000 §2.1–2.2, spec 001 §2): pure data, shared by the browser
 * router and the server (which answers 404 and robots meta from it). Paths are without the
 * locale prefix; the first matching pattern wins, so fixed paths come before parameters. wouter
 * matches them (`matchRoute` below, and the host's `<Router>` with the same `parsePattern`).
 */
import { matchRoute as wouterMatch } from 'wouter';
import type { RouteMeta } from '../../../sdk/rules/guards.ts';

export type PageId =
  | 'lobby'
  | 'category'
  | 'producer'
  | 'favorites'
  | 'game'
  | 'tournaments'
  | 'tournament'
  | 'lottery'
  | 'quest'
  | 'arena'
  | 'support'
  | 'cms'
  | 'profile'
  | 'limit-confirm'
  | 'oops'
  | 'sport'
  | 'ffc'
  | 'loyalty'
  | 'vip'
  | 'wheel'
  | 'adventure'
  | 'chance'
  | 'benefits'
  | 'payments'
  | 'news'
  | 'bonus-balance'
  | 'not-found';

/** Popups a route (or a hash) opens over the page underneath. */
export type PopupName =
  | 'sign-in'
  | 'sign-up'
  | 'remind'
  | 'new-password'
  | 'email-verify'
  | 'email-confirmation'
  | 'cashbox'
  | 'chat'
  | 'personal-info'
  | 'edit-profile';

export interface RouteDef {
  name: string;
  pattern: string;
  /** The page shown; popup routes have none and show the page underneath. */
  page?: PageId;
  popup?: PopupName;
  meta?: RouteMeta & { noindex?: boolean };
}

const page = (name: string, pattern: string, id: PageId, meta?: RouteDef['meta']): RouteDef => ({ name, pattern, page: id, meta });
const popup = (name: string, pattern: string, id: PopupName, meta?: RouteDef['meta']): RouteDef => ({ name, pattern, popup: id, meta });

const guestPopup = (restricted: NonNullable<RouteMeta['restricted']>) => ({ guestOnly: true, restricted, noindex: true });
const cashbox = { requiresAuth: true, cashbox: true, noindex: true };
const auth = { requiresAuth: true, noindex: true };

export const ROUTES: readonly RouteDef[] = [
  page('Main', '/', 'lobby'),
  // Lobby and games
  page('CategoryPokiesAll', '/pokies/all', 'category'),
  page('CategoryPokies', '/pokies/:slug', 'category'),
  page('categoryLiveAll', '/live/all', 'category'),
  page('categoryLive', '/live/:slug', 'category'),
  page('CategoryTable', '/table', 'category'),
  page('CategorySlots', '/slots', 'category'),
  page('CategoryGames', '/games/:category', 'category'),
  page('FavoriteGames', '/favorite-games', 'favorites', auth),
  page('ProducersGames', '/producers/:slug', 'producer'),
  page('ProducersGamesPage', '/producers/:slug/:page', 'producer'),
  page('GameItem', '/play/:producer/:name', 'game', { game: true, restricted: 'game' }),
  // Promotions
  page('Tournaments', '/tournaments', 'tournaments'),
  page('TournamentsAll', '/tournaments/all', 'tournaments'),
  page('TournamentsProducers', '/tournaments/producers', 'tournaments'),
  page('TournamentsLottery', '/tournaments/lotteries', 'tournaments'),
  page('TournamentsAction', '/tournaments/actions', 'tournaments'),
  page('TournamentsAchievements', '/tournaments/achievements', 'tournaments'),
  page('TournamentsArchive', '/tournaments/archive', 'tournaments'),
  page('TournamentPage', '/tournaments/:slug', 'tournament'),
  page('LotteryPage', '/lottery/:slug', 'lottery'),
  page('Leaderboard', '/leaderboard', 'arena'),
  page('Arena', '/arena', 'arena'),
  page('PromoPage', '/promo', 'arena'),
  page('Achievements', '/achievements', 'arena'),
  page('Quests', '/quests', 'arena'),
  page('Action', '/action', 'quest'),
  page('QuestPage', '/action/:slug', 'quest'),
  page('BenefitCrypto', '/benefits-of-crypto', 'benefits'),
  page('PaymentsPage', '/payments', 'payments'),
  page('BonusBalance', '/bonus-balance', 'bonus-balance', auth),
  page('ExchangeCompoints', '/rocket-mart', 'loyalty'),
  page('CompPointsFreeSpins', '/rocket-mart/freespins', 'loyalty'),
  page('CompPointsMoney', '/rocket-mart/money', 'loyalty'),
  page('CompPointsSpecial', '/rocket-mart/special', 'loyalty'),
  page('CompPointsChance', '/rocket-mart/rocket-chance', 'loyalty'),
  page('SpinWheelPage', '/rocketmart-wheel', 'wheel'),
  page('SpinWheelPlay', '/rocketplay-wheel', 'wheel'),
  page('SpinWheelSegments', '/rocketplay-wheel/segments', 'wheel'),
  page('VipClub', '/rocketplay-vipclub', 'vip'),
  page('VipPage', '/vip', 'vip'),
  page('Adventure', '/rocketplay-adventure', 'adventure'),
  page('ChanceGame', '/rocket-chance', 'chance'),
  page('NewsList', '/news', 'news'),
  page('NewsPage', '/news/:slug', 'news'),
  page('SupportPage', '/support', 'support'),
  // Profile (alias /users is a redirect in sdk/rules/guards.ts)
  page('Profile', '/profile', 'profile', auth),
  page('ProfileLevels', '/profile/level', 'profile', auth),
  page('ProfileGifts', '/profile/gifts', 'profile', auth),
  page('ProfileVerification', '/profile/verification', 'profile', auth),
  page('ProfileLimits', '/profile/limits', 'profile', auth),
  page('UserLimitConfirm', '/profile/limits/confirm', 'limit-confirm', { noindex: true }),
  page('ProfileSecurity', '/profile/security', 'profile', auth),
  page('ProfileGamesHistory', '/profile/games-history', 'profile', auth),
  page('ProfilePromoCode', '/profile/promo-code', 'profile', auth),
  // Cashbox popups (login required)
  popup('Cashbox', '/cashbox', 'cashbox', cashbox),
  popup('CashboxDashboard', '/dashboard', 'cashbox', cashbox),
  popup('Deposit', '/deposit', 'cashbox', cashbox),
  popup('DepositBonus', '/deposit-bonus', 'cashbox', cashbox),
  popup('Withdraw', '/withdraw', 'cashbox', cashbox),
  popup('OneClickDeposit', '/deposit-fast', 'cashbox', cashbox),
  // Authentication popups
  popup('SignIn', '/sign-in', 'sign-in', guestPopup('sign-in')),
  popup('Login', '/login', 'sign-in', guestPopup('sign-in')),
  popup('SignUp', '/sign-up', 'sign-up', guestPopup('sign-up')),
  popup('Registration', '/registration', 'sign-up', guestPopup('sign-up')),
  popup('Remind', '/remind', 'remind', guestPopup('remind')),
  popup('NewPassword', '/new-password', 'new-password', { restricted: 'new-password', noindex: true }),
  popup('EmailVerify', '/email-verify', 'email-verify', { restricted: 'email-verify', noindex: true }),
  popup('EmailConfirmation', '/confirmation', 'email-confirmation', { noindex: true }),
  popup('NamedPopupChat', '/popup/chat', 'chat'),
  // Betting sub-site
  popup('BettingLogin', '/sport/login', 'sign-in', guestPopup('sport-login')),
  popup('BettingRegistration', '/sport/registration', 'sign-up', guestPopup('sport-registration')),
  page('BettingMain', '/sport', 'sport'),
  page('Betting', '/sport/:param', 'sport'),
  // Other
  page('OopsPage', '/oops', 'oops', { noindex: true }),
  page('FeatureFlags', '/ffc', 'ffc', { noindex: true }),
  // Static CMS pages by slug, optionally licence-specific; also mystic jackpot pages at /{identifier}.
  page('StaticPage', '/:slug', 'cms'),
  page('StaticLicencePage', '/:slug/:licence(AU|CW|EE)', 'cms'),
];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/**
 * wouter's `parser` option (docs/host.md "Routes"): `:name` is one segment, `:name(A|B)` one of
 * those values. Unlike wouter's default parser (regexparam) it is case-sensitive and takes no
 * trailing slash: the guards redirect `/profile/`, and the server answers `/Profile` as not found.
 * The host's wouter `<Router>` gets the same parser, so its hooks and this table agree.
 */
export function parsePattern(pattern: string, loose = false): { pattern: RegExp; keys: string[] } {
  const key = `${loose ? 'l' : 's'}${pattern}`;
  let parsed = PARSED.get(key);
  if (!parsed) {
    const keys: string[] = [];
    const source = pattern
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        const param = /^:(\w+)(?:\(([^)]+)\))?$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
        keys.push(param[1]!);
        return param[2] ? `(${param[2]})` : '([^/]+)';
      })
      .join('/');
    parsed = { keys, pattern: new RegExp(`^/${source}${loose ? '(?=$|/)' : '$'}`) };
    PARSED.set(key, parsed);
  }
  return parsed;
}

const PARSED = new Map<string, { pattern: RegExp; keys: string[] }>();

/** The route a bare path (no locale prefix, no query) shows, or null for a not-found page (matched by wouter). */
export function matchRoute(path: string): RouteMatch | null {
  for (const route of ROUTES) {
    const [matched, found] = wouterMatch(parsePattern, route.pattern, path);
    if (!matched) continue;
    const params: Record<string, string> = {};
    for (const key of parsePattern(route.pattern).keys) params[key] = safeDecode((found as Record<string, string | undefined>)[key] ?? '');
    return { route, params };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Slugs a CMS page may have: what `/api/cms/pages/{slug}` accepts. */
export const CMS_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
