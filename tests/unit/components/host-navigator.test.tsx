import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type NavigationState } from '../../../sdk/rules/guards.ts';
import { Navigator, type HistoryLike, type NavigatorDeps } from '../../../host-demo/app/router/navigator.ts';
import { splitLocale, withLocale } from '../../../host-demo/app/router/locale-path.ts';
import { matchRoute } from '../../../host-demo/app/router/route-table.ts';
import { widgetTarget } from '../../../host-demo/app/routes/use-widget-props.ts';

function memoryHistory(start: string): HistoryLike & { entries: string[]; pushes: number } {
  const history = {
    entries: [start],
    pushes: 0,
    current: () => history.entries.at(-1)!,
    push: (href: string) => {
      history.pushes++;
      history.entries.push(href);
    },
    replace: (href: string) => {
      history.entries[history.entries.length - 1] = href;
    },
  };
  return history;
}

const guest: NavigationState = { loggedIn: false, restrictedRegion: false, fiatCurrency: true, profile: {}, limitReached: false, stored: {}, flags: { chanceGame: false } };
const fullProfile = { mobile_phone: '+4915112345678', first_name: 'Max', last_name: 'Muster', date_of_birth: '1990-01-01', country: 'DE', city: 'Berlin', address: 'Weg 1', postal_code: '10115' };
const player: NavigationState = { ...guest, loggedIn: true, profile: fullProfile };

const ROCKET = { defaultLocale: 'en' as const, locales: ['en', 'de', 'en-AU', 'en-CA', 'en-NZ', 'fr-CA', 'no', 'it', 'et'] as const, sportsUrl: 'https://sport.test', sport: true };
const AURORA = { defaultLocale: 'et' as const, locales: ['et', 'en'] as const, sportsUrl: 'https://sport.test', sport: false };

function setup(start: string, state: NavigationState = guest, site: NavigatorDeps['site'] = { ...ROCKET, locales: [...ROCKET.locales] }) {
  const history = memoryHistory(start);
  let current = state;
  const deps = {
    site,
    history,
    state: () => current,
    storePromocodes: vi.fn(),
    clearPromocodes: vi.fn(),
    onBlock: vi.fn(),
    onExternal: vi.fn(),
    onChat: vi.fn(),
  };
  const nav = new Navigator(deps);
  nav.start();
  return { nav, history, deps, setState: (next: NavigationState) => (current = next), view: () => nav.view.peek()! };
}

describe('route table and locale prefixes', () => {
  it.each([
    ['/', 'Main'],
    ['/pokies/all', 'CategoryPokiesAll'],
    ['/pokies/megaways', 'CategoryPokies'],
    ['/producers/copperleaf/3', 'ProducersGamesPage'],
    ['/play/copperleaf/rhino-multiplier', 'GameItem'],
    ['/tournaments/archive', 'TournamentsArchive'],
    ['/tournaments/weekly-race', 'TournamentPage'],
    ['/profile/limits/confirm', 'UserLimitConfirm'],
    ['/sport/login', 'BettingLogin'],
    ['/terms-and-conditions/EE', 'StaticLicencePage'],
    ['/privacy-policy', 'StaticPage'],
  ])('%s → %s', (path, name) => expect(matchRoute(path)?.route.name).toBe(name));

  it('has no route for unknown deep paths or other licence suffixes', () => {
    expect(matchRoute('/a/b/c')).toBeNull();
    expect(matchRoute('/terms-and-conditions/XX')).toBeNull();
  });

  it('serves the mirror default unprefixed and English under /en on a non-English mirror', () => {
    const site = { defaultLocale: 'et' as const, locales: ['et', 'en'] as const };
    expect(splitLocale('/', site)).toEqual({ locale: 'et', path: '/', prefixed: false });
    expect(splitLocale('/en/pokies/all', site)).toEqual({ locale: 'en', path: '/pokies/all', prefixed: true });
    expect(splitLocale('/de/pokies/all', site).locale).toBe('et'); // not offered: no prefix
    expect(withLocale('et', '/x', site)).toBe('/x');
    expect(withLocale('en', '/', site)).toBe('/en');
    expect(splitLocale('/en-NZ/live/all', { defaultLocale: 'en', locales: ['en', 'en-NZ'] })).toEqual({ locale: 'en-NZ', path: '/live/all', prefixed: true });
  });
});

describe('Navigator', () => {
  beforeEach(() => vi.useRealTimers());

  it('shows the page of the address bar, in its locale', () => {
    const { view } = setup('/de/pokies/all');
    expect(view().locale).toBe('de');
    expect(view().page.page).toBe('category');
    expect(view().popup).toBeNull();
  });

  it('removes a trailing slash by redirect (query kept)', () => {
    const { view, history } = setup('/pokies/all/?x=1');
    expect(view().href).toBe('/pokies/all?x=1');
    expect(history.entries).toEqual(['/pokies/all?x=1']);
  });

  it('applies the fixed redirects of the spec', () => {
    expect(setup('/categories/megaways').view().href).toBe('/pokies/megaways');
    expect(setup('/santa-vegas').view().href).toBe('/promotions');
    expect(setup('/rocket-chance').view().href).toBe('/promotions');
    expect(setup('/accounts/history').view().href).toBe('/');
    expect(setup('/de/users/limits', player).view().href).toBe('/de/profile/limits');
    const reset = setup('/profile/password/edit?reset_password_token=abc').view();
    expect(reset.href).toBe('/new-password?reset_password_token=abc');
    expect(reset.popup?.name).toBe('new-password');
  });

  it('sends guests from login-only routes to registration with the full target as redirect', () => {
    const { view } = setup('/de/profile/limits?tab=1');
    expect(view().href).toBe(`/de/registration?redirect=${encodeURIComponent('/de/profile/limits?tab=1')}`);
    expect(view().popup?.name).toBe('sign-up');
    expect(view().page.page).toBe('lobby'); // no prior route: the main page underneath
    expect(view().page.href).toBe('/de');
  });

  it('sends players away from guest-only popups, to main', () => {
    expect(setup('/sign-up', player).view().href).toBe('/');
  });

  it('blocks restricted-region guests with the spec message, staying on the page they were on', () => {
    const restricted = { ...guest, restrictedRegion: true };
    const { nav, view, deps } = setup('/pokies/all', restricted);
    nav.navigate('/registration');
    expect(deps.onBlock).toHaveBeenCalledWith('Registration restricted in your country');
    expect(view().href).toBe('/pokies/all');
    const cold = setup('/login', restricted);
    expect(cold.deps.onBlock).toHaveBeenCalledWith('Login not available in your country');
    expect(cold.view().href).toBe('/');
  });

  it('opens a popup route over the prior page, and closing it goes back there', () => {
    const { nav, view } = setup('/live/all');
    nav.navigate('/login');
    expect(view().popup?.name).toBe('sign-in');
    expect(view().page.href).toBe('/live/all');
    nav.closePopup();
    expect(view().href).toBe('/live/all');
    expect(view().popup).toBeNull();
  });

  it('cashbox: cold → home; from a page → popup; fiat player missing details → personal-info popup first', () => {
    expect(setup('/deposit', player).view().href).toBe('/');
    const warm = setup('/pokies/all', player);
    warm.nav.navigate('/deposit');
    expect(warm.view().popup?.name).toBe('cashbox');
    const missing = setup('/pokies/all', { ...player, profile: { ...fullProfile, city: '' } });
    missing.nav.navigate('/deposit');
    expect(missing.view().popup).toMatchObject({ name: 'personal-info', missing: ['city'], continueTo: '/deposit' });
  });

  it('personal info saved → the cashbox over the page underneath; ×, a redirect home and Back close the popup (issue 12)', () => {
    const first = setup('/', { ...player, profile: { ...fullProfile, city: '' } });
    first.nav.navigate('/deposit');
    expect(first.view().popup).toMatchObject({ name: 'personal-info', source: 'guard' });
    first.nav.refresh(); // limits loaded meanwhile: the popup stays
    expect(first.view().popup).toMatchObject({ name: 'personal-info' });
    first.setState(player);
    first.nav.continuePopup();
    expect(first.view().popup).toMatchObject({ name: 'cashbox', source: 'route' });
    expect(first.view().page.href).toBe('/');
    expect(first.history.entries).toEqual(['/', '/deposit']);
    first.nav.closePopup();
    expect(first.view()).toMatchObject({ href: '/', popup: null });

    const closing = setup('/', { ...player, profile: { ...fullProfile, city: '' } });
    closing.nav.navigate('/deposit');
    closing.nav.closePopup();
    expect(closing.view()).toMatchObject({ href: '/', popup: null });
    expect(closing.history.entries).toEqual(['/']);
    closing.nav.navigate('/deposit');
    closing.nav.navigate('/'); // the logo or a redirect home
    expect(closing.view().popup).toBeNull();
    closing.nav.navigate('/deposit');
    closing.nav.popstate(); // Back
    expect(closing.view().popup).toBeNull();

    const cold = setup('/deposit', { ...player, profile: { ...fullProfile, city: '' } });
    expect(cold.view().popup).toMatchObject({ name: 'personal-info' });
    cold.nav.closePopup();
    expect(cold.view()).toMatchObject({ href: '/', popup: null });
    expect(cold.history.entries).toEqual(['/']);
  });

  it('games: a reached limit → profile limits; real play needs login; demo is open', () => {
    expect(setup('/play/p/g?mode=real', { ...player, limitReached: true }).view().href).toBe('/profile/limits');
    expect(setup('/play/p/g?mode=real').view().href).toBe(`/registration?redirect=${encodeURIComponent('/play/p/g?mode=real')}`);
    expect(setup('/play/p/g?mode=demo').view().page.page).toBe('game');
    const fields = setup('/play/p/g?mode=real', { ...player, missingProviderFields: ['first_name'] }).view();
    expect(fields.popup).toMatchObject({ name: 'edit-profile', closable: false, missing: ['first_name'] });
  });

  it('stores promo codes from the query and removes them from the URL', () => {
    const { view, deps } = setup('/?depositPromocode=SPRING&utm_source=x');
    expect(deps.storePromocodes).toHaveBeenCalledWith({ depositPromocode: 'SPRING' });
    expect(view().href).toBe('/?utm_source=x');
  });

  it('hash actions: #sign-in opens the popup, #chat after 1 s, #sport leaves', () => {
    expect(setup('/pokies/all#sign-in').view().popup).toMatchObject({ name: 'sign-in', source: 'hash' });
    const chat = setup('/support#chat');
    expect(chat.deps.onChat).toHaveBeenCalledWith(1000);
    const sport = setup('/#sport_football');
    expect(sport.deps.onExternal).toHaveBeenCalledWith('https://sport.test/football');
    const { nav, view, history } = setup('/live/all#sign-in');
    nav.closePopup();
    expect(view().popup).toBeNull();
    expect(history.current()).toBe('/live/all');
  });

  it('ignores duplicate navigations; a locale switch of the same page is not a duplicate', () => {
    const { nav, history, view } = setup('/pokies/all');
    nav.navigate('/pokies/all');
    expect(history.pushes).toBe(0);
    nav.navigate('/de/pokies/all');
    expect(history.pushes).toBe(1);
    expect(view().locale).toBe('de');
  });

  it('marks deep paths and unknown pages noindex; unknown paths are a not-found page', () => {
    expect(setup('/a/b/c/d/e').view()).toMatchObject({ noindex: true, page: { page: 'not-found' } });
    expect(setup('/pokies/all').view().noindex).toBe(false);
  });

  it('re-applies guards after logout (refresh)', () => {
    const { nav, view, setState } = setup('/profile', player);
    expect(view().page.page).toBe('profile');
    setState(guest);
    nav.refresh();
    expect(view().popup?.name).toBe('sign-up');
  });

  it('on a non-English mirror the unprefixed paths are the default locale, and /en is English', () => {
    const site = { ...AURORA, locales: [...AURORA.locales] };
    expect(setup('/', guest, site).view().locale).toBe('et');
    expect(setup('/en/live/all', guest, site).view()).toMatchObject({ locale: 'en', page: { page: 'category' } });
    expect(setup('/en/profile', guest, site).view().href).toBe(`/en/registration?redirect=${encodeURIComponent('/en/profile')}`);
    // Sport is off on this mirror: its pages are not found.
    expect(setup('/sport', guest, site).view().page.page).toBe('not-found');
  });
});

describe('widget navigation requests (widgetTarget)', () => {
  it('localizes the path under the current prefix', () => {
    const { nav } = setup('/de/pokies/all');
    expect(widgetTarget(nav, '/play/copperleaf/rhino-multiplier?mode=demo')).toBe('/de/play/copperleaf/rhino-multiplier?mode=demo');
    expect(widgetTarget(nav, '/registration?redirect=%2Fplay%2Fa%2Fb%3Fmode%3Dreal')).toBe('/de/registration?redirect=%2Fplay%2Fa%2Fb%3Fmode%3Dreal');
  });

  it("maps the profile widget's promo section to the host's /profile/promo-code", () => {
    const { nav } = setup('/', player);
    expect(widgetTarget(nav, '/profile/promo')).toBe('/profile/promo-code');
    expect(widgetTarget(nav, '/profile/limits')).toBe('/profile/limits');
  });

  it('sends /login back to the page it came from', () => {
    const { nav } = setup('/de/profile/limits/confirm?token=abc');
    expect(widgetTarget(nav, '/login')).toBe(`/de/login?redirect=${encodeURIComponent('/de/profile/limits/confirm?token=abc')}`);
  });

  it('a widget link routes through the guards: real play as a guest opens registration over the page', () => {
    const { nav, view } = setup('/pokies/all');
    nav.navigate(widgetTarget(nav, '/play/copperleaf/rhino-multiplier?mode=real'));
    expect(view().popup?.name).toBe('sign-up');
    expect(view().page.path).toBe('/pokies/all');
  });
});
