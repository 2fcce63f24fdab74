import { describe, expect, it } from 'vitest';
import { cashboxGuard, depositPromocodeSteps, duplicateNavigation, extractPromocodes, gameGuard, guardNavigation, guestOnly, hashAction, homePromocodeGuard, localizePath, localizedStaticRedirect, LOGIN_NOT_AVAILABLE, missingPersonalInfo, type NavigationState, parseLocalePrefix, popupBackground, promotionPageGuard, REGISTRATION_RESTRICTED, requireAuth, restrictedRegionGuard, robotsNoindex, staticRedirect, stripTrailingSlash } from '../../../sdk/rules/guards.ts';

const FULL_PROFILE = {
  mobile_phone: '+4912345678',
  first_name: 'Anna',
  last_name: 'Berg',
  date_of_birth: '1990-01-01',
  country: 'DE',
  city: 'Berlin',
  address: 'Unter den Linden 1',
  postal_code: '10117',
};

describe('trailing slash', () => {
  it.each([
    ['/pokies/', '/pokies'],
    ['/pokies///', '/pokies'],
    ['/de/tournaments/?x=1#top', '/de/tournaments?x=1#top'],
    ['/', null],
    ['/pokies', null],
    ['/?a=1', null],
  ])('%s → %j', (target, redirect) => {
    expect(stripTrailingSlash(target)).toEqual(redirect === null ? null : { redirect });
  });
});

describe('locale prefix', () => {
  it.each([
    ['/de', 'de', '/', true],
    ['/de/pokies/all', 'de', '/pokies/all', true],
    ['/en-NZ/tournaments', 'en-NZ', '/tournaments', true],
    ['/en-nz/tournaments', 'en-NZ', '/tournaments', true],
    ['/en-AU', 'en-AU', '/', true],
    ['/en-CA/x', 'en-CA', '/x', true],
    ['/fr-CA/x', 'fr-CA', '/x', true],
    ['/no/x', 'no', '/x', true],
    ['/it/x', 'it', '/x', true],
    ['/et/x', 'et', '/x', true],
    ['/en/x', 'en', '/en/x', false], // the default has no prefix
    ['/pokies', 'en', '/pokies', false],
    ['/', 'en', '/', false],
    ['/design', 'en', '/design', false],
  ])('%s → %s %s', (path, locale, rest, prefixed) => {
    expect(parseLocalePrefix(path)).toEqual({ locale, path: rest, prefixed });
  });

  it('builds prefixed paths', () => {
    expect(localizePath('en', '/pokies')).toBe('/pokies');
    expect(localizePath('de', '/')).toBe('/de');
    expect(localizePath('en-NZ', '/pokies')).toBe('/en-NZ/pokies');
  });
});

describe('hash actions', () => {
  const SPORT = 'https://sport.example.com';
  it.each([
    ['#chat', { popup: 'chat', delayMs: 1000 }],
    ['#sign-in', { popup: 'sign-in' }],
    ['#sign-up', { popup: 'sign-up' }],
    ['#remind', { popup: 'remind' }],
    ['#new-password', { popup: 'new-password' }],
    ['#sport', { externalUrl: SPORT }],
    ['#sport_live', { externalUrl: `${SPORT}/live` }],
    ['#sport_football', { externalUrl: `${SPORT}/football` }],
    ['#top', null],
    ['', null],
  ])('%s → %j', (hash, decision) => {
    expect(hashAction(hash, SPORT)).toEqual(decision);
  });
});

describe('auth', () => {
  it('guests go to registration with the full target path', () => {
    expect(requireAuth('/profile/limits?tab=2#x', { loggedIn: false })).toEqual({ redirect: '/registration?redirect=%2Fprofile%2Flimits%3Ftab%3D2%23x' });
    expect(requireAuth('/profile', { loggedIn: true })).toBeNull();
  });

  it('never redirects off-site: a protocol-relative target keeps only its path', () => {
    expect(requireAuth('//evil.example/steal', { loggedIn: false })).toEqual({ redirect: '/registration?redirect=%2Fsteal' });
    expect(stripTrailingSlash('//evil.example/x/')).toEqual({ redirect: '/x' });
  });

  it('guest-only routes send players to main', () => {
    expect(guestOnly({ loggedIn: true })).toEqual({ redirect: '/' });
    expect(guestOnly({ loggedIn: false })).toBeNull();
  });

});

describe('restricted regions', () => {
  it.each([
    ['sign-up', REGISTRATION_RESTRICTED],
    ['sport-registration', REGISTRATION_RESTRICTED],
    ['sign-in', LOGIN_NOT_AVAILABLE],
    ['remind', LOGIN_NOT_AVAILABLE],
    ['new-password', LOGIN_NOT_AVAILABLE],
    ['email-verify', LOGIN_NOT_AVAILABLE],
    ['game', LOGIN_NOT_AVAILABLE],
    ['sport-login', LOGIN_NOT_AVAILABLE],
  ] as const)('%s is blocked with %j', (route, message) => {
    expect(restrictedRegionGuard(route, { loggedIn: false, restrictedRegion: true })).toEqual({ block: message });
    expect(restrictedRegionGuard(route, { loggedIn: false, restrictedRegion: false })).toBeNull();
    expect(restrictedRegionGuard(route, { loggedIn: true, restrictedRegion: true })).toBeNull();
  });

  it('has the two exact messages', () => {
    expect(REGISTRATION_RESTRICTED).toBe('Registration restricted in your country');
    expect(LOGIN_NOT_AVAILABLE).toBe('Login not available in your country');
  });
});

describe('cashbox', () => {
  it('lists missing personal info fields', () => {
    expect(missingPersonalInfo(FULL_PROFILE)).toEqual([]);
    expect(missingPersonalInfo({ ...FULL_PROFILE, city: '  ', postal_code: null })).toEqual(['city', 'postal_code']);
    expect(missingPersonalInfo({})).toEqual(['mobile_phone', 'first_name', 'last_name', 'date_of_birth', 'country', 'city', 'address', 'postal_code']);
  });

  it.each(['mobile_phone', 'first_name', 'last_name', 'date_of_birth', 'country', 'city', 'address', 'postal_code'] as const)(
    'a fiat player missing %s gets the personal-info popup',
    (field) => {
      expect(cashboxGuard('/deposit', { loggedIn: true, priorRoute: '/', fiatCurrency: true, profile: { ...FULL_PROFILE, [field]: '' } })).toEqual({
        popup: 'personal-info',
        missing: [field],
      });
    },
  );

  it('crypto players are not asked; no prior route goes home; guests register', () => {
    expect(cashboxGuard('/deposit', { loggedIn: true, priorRoute: '/pokies', fiatCurrency: false, profile: {} })).toBeNull();
    expect(cashboxGuard('/deposit', { loggedIn: true, priorRoute: null, fiatCurrency: true, profile: FULL_PROFILE })).toEqual({ redirect: '/' });
    expect(cashboxGuard('/deposit', { loggedIn: true, priorRoute: '/pokies', fiatCurrency: true, profile: FULL_PROFILE })).toBeNull();
    expect(cashboxGuard('/deposit', { loggedIn: false, priorRoute: '/', fiatCurrency: true, profile: {} })).toEqual({ redirect: '/registration?redirect=%2Fdeposit' });
  });

  it('popups without a prior route show the main page underneath', () => {
    expect(popupBackground(null)).toBe('/');
    expect(popupBackground('/pokies')).toBe('/pokies');
  });
});

describe('games', () => {
  const player = { loggedIn: true, restrictedRegion: false, limitReached: false };
  it.each([
    ['/play/p/g?mode=real', { ...player, limitReached: true }, { redirect: '/profile/limits' }],
    ['/play/p/g?mode=demo', { ...player, limitReached: true }, { redirect: '/profile/limits' }],
    ['/play/p/g?mode=real', player, null],
    ['/play/p/g?mode=demo', { ...player, loggedIn: false }, null],
    ['/play/p/g?mode=real', { ...player, loggedIn: false }, { redirect: '/registration?redirect=%2Fplay%2Fp%2Fg%3Fmode%3Dreal' }],
    ['/play/p/g', { ...player, loggedIn: false }, { redirect: '/play/p/g?mode=demo' }],
    ['/play/p/g?x=1#top', { ...player, loggedIn: false }, { redirect: '/play/p/g?x=1&mode=demo#top' }],
    ['/play/p/g', player, null],
    ['/play/p/g?mode=demo', { ...player, loggedIn: false, restrictedRegion: true }, { block: 'Login not available in your country' }],
    ['/play/p/g?mode=real', { ...player, missingProviderFields: ['city'] }, { popup: 'edit-profile', closable: false, missing: ['city'] }],
    ['/play/p/g?mode=demo', { ...player, missingProviderFields: ['city'] }, null],
  ])('%s with %j → %j', (target, state, decision) => {
    expect(gameGuard(target, state)).toEqual(decision);
  });
});

describe('promo codes', () => {
  it('stores the codes and strips them from the URL', () => {
    expect(extractPromocodes('/?depositPromocode=DEP50&giftPromocode=GIFT&utm_source=x#top')).toEqual({
      storePromocodes: { depositPromocode: 'DEP50', giftPromocode: 'GIFT' },
      redirect: '/?utm_source=x#top',
    });
    expect(extractPromocodes('/pokies?giftPromocode=G1')).toEqual({ storePromocodes: { giftPromocode: 'G1' }, redirect: '/pokies' });
    expect(extractPromocodes('/pokies?x=1')).toBeNull();
  });

  it.each([
    [false, { giftPromocode: 'G' }, { clearPromocodes: true }],
    [false, { depositPromocode: 'D' }, { clearPromocodes: true }],
    [false, {}, null],
    [true, { giftPromocode: 'G' }, { redirect: '/profile/gifts' }],
    [true, { depositPromocode: 'D' }, null],
  ])('on home, logged in %s with %j → %j', (loggedIn, stored, decision) => {
    expect(homePromocodeGuard('/', { loggedIn, stored })).toEqual(decision);
    expect(homePromocodeGuard('/de', { loggedIn, stored })).toEqual(decision);
    expect(homePromocodeGuard('/pokies', { loggedIn, stored })).toBeNull();
  });

  it('deposit code steps, invalid code deleted first', () => {
    expect(depositPromocodeSteps(false)).toEqual(['enable_bonuses', 'set_bonus_code', 'open_deposit']);
    expect(depositPromocodeSteps(true)).toEqual(['clear_bonus_code', 'enable_bonuses', 'set_bonus_code', 'open_deposit']);
  });
});

describe('robots, duplicates, fixed redirects', () => {
  it.each([
    ['/a/b/c/d', false],
    ['/a/b/c/d/e', true],
    ['/de/a/b/c/d', false], // the locale prefix does not count
    ['/de/a/b/c/d/e', true],
    ['/a/b/c/d/?x=1', false],
    ['/', false],
  ])('noindex %s → %s', (path, noindex) => {
    expect(robotsNoindex(path)).toBe(noindex);
  });

  it('ignores duplicate navigation', () => {
    expect(duplicateNavigation('/pokies?x=1', '/pokies?x=1')).toEqual({ ignore: true });
    expect(duplicateNavigation('/pokies', '/pokies?x=1')).toBeNull();
    expect(duplicateNavigation(null, '/')).toBeNull();
  });

  it.each([
    ['/categories/new', { redirect: '/pokies/new' }],
    ['/accounts/history', { redirect: '/' }],
    ['/accounts/12/deposit', { redirect: '/deposit' }],
    ['/cashbox/deposit', { redirect: '/deposit' }],
    ['/cashbox/withdraw', { redirect: '/withdraw' }],
    ['/cashbox/unknown', null],
    ['/users', { redirect: '/profile' }],
    ['/users/limits', { redirect: '/profile/limits' }],
    ['/santa-vegas', { redirect: '/promotions' }],
    ['/rocket-chance', { redirect: '/promotions' }],
    ['/profile/password/edit', { popup: 'new-password' }],
    ['/profile/confirmation', { popup: 'email-confirmation' }],
    ['/pokies', null],
  ])('%s → %j', (path, decision) => {
    expect(staticRedirect(path)).toEqual(decision);
  });

  it('the chance-game page opens when its flag is on; locale prefixes are kept', () => {
    expect(staticRedirect('/rocket-chance', { chanceGame: true })).toBeNull();
    expect(localizedStaticRedirect('/de/categories/top')).toEqual({ redirect: '/de/pokies/top' });
  });
});

describe('guardNavigation applies the guards in order', () => {
  const guest: NavigationState = { loggedIn: false, restrictedRegion: false, fiatCurrency: true, profile: {}, limitReached: false, stored: {} };
  const player: NavigationState = { ...guest, loggedIn: true, profile: FULL_PROFILE };

  it.each([
    ['/pokies', '/pokies', {}, guest, { ignore: true }],
    [null, '/pokies/', {}, guest, { redirect: '/pokies' }],
    [null, '/en-NZ/categories/new', {}, guest, { redirect: '/en-NZ/pokies/new' }],
    [null, '/?giftPromocode=G', {}, guest, { storePromocodes: { giftPromocode: 'G' }, redirect: '/' }],
    [null, '/sign-up', { guestOnly: true, restricted: 'sign-up' }, { ...guest, restrictedRegion: true }, { block: REGISTRATION_RESTRICTED }],
    [null, '/sign-in', { guestOnly: true, restricted: 'sign-in' }, player, { redirect: '/' }],
    [null, '/profile', { requiresAuth: true }, guest, { redirect: '/registration?redirect=%2Fprofile' }],
    [null, '/deposit', { cashbox: true }, player, { redirect: '/' }],
    ['/pokies', '/deposit', { cashbox: true }, player, null],
    ['/pokies', '/play/a/b?mode=real', { game: true }, { ...player, limitReached: true }, { redirect: '/profile/limits' }],
    [null, '/', {}, { ...player, stored: { giftPromocode: 'G' } }, { redirect: '/profile/gifts' }],
    [null, '/', {}, guest, null],
  ] as const)('%j → %s', (from, to, meta, state, decision) => {
    expect(guardNavigation(from, to, meta, state)).toEqual(decision);
  });
});

describe('promotion pages switched off (manage-promotion-pages)', () => {
  const promotionPages = { 'rocketplay-wheel': false, 'rocket-mart': true, promotions: false };
  it('a page the operator switched off goes to /promotions, under its locale prefix; its sub-pages too', () => {
    expect(promotionPageGuard('/rocketplay-wheel', { promotionPages })).toEqual({ redirect: '/promotions' });
    expect(promotionPageGuard('/de/rocketplay-wheel/segments?x=1', { promotionPages })).toEqual({ redirect: '/de/promotions' });
  });
  it('pages switched on or not named, /promotions itself, and a config not loaded yet are left alone', () => {
    expect(promotionPageGuard('/rocket-mart/money', { promotionPages })).toBeNull();
    expect(promotionPageGuard('/vip', { promotionPages })).toBeNull();
    expect(promotionPageGuard('/promotions', { promotionPages })).toBeNull();
    expect(promotionPageGuard('/', { promotionPages })).toBeNull();
    expect(promotionPageGuard('/rocketplay-wheel', {})).toBeNull();
  });
  it('testers (group 21) see every promotion page', () => {
    expect(promotionPageGuard('/rocketplay-wheel', { promotionPages, tester: true })).toBeNull();
  });
  it('runs with the other guards, after the fixed redirects', () => {
    const state: NavigationState = { loggedIn: false, restrictedRegion: false, fiatCurrency: true, profile: {}, limitReached: false, missingProviderFields: [], stored: {}, promotionPages };
    expect(guardNavigation('/', '/rocketplay-wheel', {}, state)).toEqual({ redirect: '/promotions' });
    expect(guardNavigation('/', '/rocketplay-wheel', {}, { ...state, tester: true })).toBeNull();
  });
});
