import { describe, expect, it } from 'vitest';
import { BANNER_PLACEMENT, bannersFor, bannerTimer, bannerVariables, bannerVisible, promoBannerReturnsIn, type BannerAudience } from '../../../sdk/rules/banners.ts';
import { headerNotices } from '../../../sdk/rules/groups.ts';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const guest: BannerAudience = { loggedIn: false, groups: [], currency: 'EUR', now: NOW };
const player: BannerAudience = { loggedIn: true, groups: [], currency: 'EUR', now: NOW };
const inGroups = (...groups: (number | string)[]): BannerAudience => ({ ...player, groups });
const VIP = [257, 258, 259, 255, 759];
type TargetedBanner = Parameters<typeof bannerVisible>[0];
const GROUP_WELCOME_PACK = 131811;
const WELCOME_PACKAGE_IDENTIFIER = 'welcome-package';
const promoBannerShown = (closedAt: number | null, now: number) => promoBannerReturnsIn(closedAt, now) === 0;

describe('banner targeting (docs/product/notifications-and-banners.md#banner-visibility)', () => {
  it('shows a banner without targeting to everyone', () => {
    expect(bannerVisible({}, guest)).toBe(true);
    expect(bannerVisible({ logged: false }, player)).toBe(true);
  });

  it('login state: `logged` is players only, `guestsOnly` visitors only', () => {
    expect(bannerVisible({ logged: true }, guest)).toBe(false);
    expect(bannerVisible({ logged: true }, player)).toBe(true);
    expect(bannerVisible({ guestsOnly: true }, guest)).toBe(true);
    expect(bannerVisible({ guestsOnly: true }, player)).toBe(false);
  });

  it('a show list: signed-in players in one of the groups only, ids as numbers or strings', () => {
    const banner: TargetedBanner = { groupIds: VIP };
    expect(bannerVisible(banner, guest)).toBe(false);
    expect(bannerVisible({ ...banner }, { ...guest, groups: [257] })).toBe(false); // a visitor is in no group
    expect(bannerVisible(banner, player)).toBe(false);
    expect(bannerVisible(banner, inGroups('257'))).toBe(true);
    expect(bannerVisible({ groupIds: ['759'] }, inGroups(759))).toBe(true);
    expect(bannerVisible({ groupIds: [] }, guest)).toBe(true); // an empty list restricts nothing
  });

  it('a hide list: never to a player in one of the groups; visitors and other players see it', () => {
    const banner: TargetedBanner = { logged: true, hideGroupIds: VIP };
    expect(bannerVisible(banner, player)).toBe(true);
    expect(bannerVisible(banner, inGroups(21, 100))).toBe(true);
    expect(bannerVisible(banner, inGroups(21, '258'))).toBe(false);
    expect(bannerVisible({ hideGroupIds: VIP }, guest)).toBe(true);
  });

  it('the welcome pack 131811: its banners replace the general welcome package', () => {
    const general: TargetedBanner = { frontend_identifier: WELCOME_PACKAGE_IDENTIFIER };
    const pack: TargetedBanner = { logged: true, groupIds: [GROUP_WELCOME_PACK], frontend_identifier: 'welcome-pack-extra' };
    expect([bannerVisible(general, guest), bannerVisible(pack, guest)]).toEqual([true, false]);
    expect([bannerVisible(general, player), bannerVisible(pack, player)]).toEqual([true, false]);
    expect([bannerVisible(general, inGroups('131811')), bannerVisible(pack, inGroups('131811'))]).toEqual([false, true]);
    // Any other banner is unaffected by the group.
    expect(bannerVisible({ frontend_identifier: 'crypto' }, inGroups(GROUP_WELCOME_PACK))).toBe(true);
  });

  it('fiat versus crypto currency (an unknown code counts as fiat)', () => {
    expect(bannerVisible({ currencyType: 'fiat' }, { ...player, currency: 'XYZ' })).toBe(true);
    expect(bannerVisible({ currencyType: 'crypto' }, { ...player, currency: 'ETH' })).toBe(true);
    expect(bannerVisible({ currencyType: 'crypto' }, player)).toBe(false);
    expect(bannerVisible({ currencyType: 'crypto' }, { ...player, currency: 'BTC' })).toBe(true);
    expect(bannerVisible({ currencyType: 'fiat' }, { ...player, currency: 'USDT' })).toBe(false);
    expect(bannerVisible({ currencyType: 'fiat' }, { ...guest, currency: 'CAD' })).toBe(true);
  });

  it('the timer window: from its start (inclusive) to its end (exclusive)', () => {
    const timer = { start_at: '2026-11-20T12:00:00.000Z', end_at: '2026-11-20T13:00:00.000Z' };
    expect(bannerVisible({ timer }, { ...guest, now: NOW - 1 })).toBe(false);
    expect(bannerVisible({ timer }, guest)).toBe(true);
    expect(bannerVisible({ timer }, { ...guest, now: Date.parse(timer.end_at) - 1 })).toBe(true);
    expect(bannerVisible({ timer }, { ...guest, now: Date.parse(timer.end_at) })).toBe(false);
    expect(bannerVisible({ timer: { end_at: 'never' } }, guest)).toBe(true); // an unreadable timer restricts nothing
  });

  it('reads a timer with an end, and one without a start counts from the epoch', () => {
    expect(bannerTimer({ timer: { start_at: '2026-11-01T00:00:00.000Z', end_at: '2026-12-01T00:00:00.000Z' } })).toEqual({ start_at: '2026-11-01T00:00:00.000Z', end_at: '2026-12-01T00:00:00.000Z' });
    expect(bannerTimer({ timer: { end_at: '2026-12-01T00:00:00.000Z' } })).toEqual({ start_at: '1970-01-01T00:00:00.000Z', end_at: '2026-12-01T00:00:00.000Z' });
    expect(bannerTimer({ timer: { start_at: '2026-11-01' } })).toBeNull();
    expect(bannerTimer({})).toBeNull();
  });

  it('picks a placement and orders by that location, unordered banners last in document order', () => {
    const list: (TargetedBanner & { id: number })[] = [
      { id: 1, categories: [BANNER_PLACEMENT.home], order: { main: 3 } },
      { id: 2, categories: [BANNER_PLACEMENT.home] },
      { id: 3, categories: [BANNER_PLACEMENT.home, BANNER_PLACEMENT.promo], order: { main: 1, promo: 9 } },
      { id: 4, categories: [BANNER_PLACEMENT.promo], order: { promo: 1 } },
      { id: 5, categories: [BANNER_PLACEMENT.home], order: { main: 0 }, logged: true },
      { id: 6, categories: [BANNER_PLACEMENT.home] },
    ];
    expect(bannersFor(list, BANNER_PLACEMENT.home, 'main', guest).map((b) => b.id)).toEqual([3, 1, 2, 6]);
    expect(bannersFor(list, BANNER_PLACEMENT.home, 'main', player).map((b) => b.id)).toEqual([5, 3, 1, 2, 6]);
    expect(bannersFor(list, BANNER_PLACEMENT.promo, 'promo', guest).map((b) => b.id)).toEqual([4, 3]);
  });

  it('variables in the player’s currency, else EUR, else none', () => {
    const banner = { variables: { EUR: { amount: '€6,000' }, CAD: { amount: 'C$9,000' } } };
    expect(bannerVariables(banner, 'CAD')).toEqual({ amount: 'C$9,000' });
    expect(bannerVariables(banner, 'NOK')).toEqual({ amount: '€6,000' });
    expect(bannerVariables({ variables: { USD: { amount: '$1' } } }, 'NOK')).toEqual({});
    expect(bannerVariables({}, 'EUR')).toEqual({});
  });
});

describe('promo banner (docs/product/notifications-and-banners.md#promo-banner)', () => {
  it('is hidden on close and back after exactly 2 minutes', () => {
    expect(promoBannerShown(null, NOW)).toBe(true);
    expect(promoBannerShown(NOW, NOW)).toBe(false);
    expect(promoBannerShown(NOW, NOW + 119_999)).toBe(false);
    expect(promoBannerShown(NOW, NOW + 120_000)).toBe(true);
    expect(promoBannerReturnsIn(NOW, NOW + 20_000)).toBe(100_000);
    expect(promoBannerReturnsIn(NOW, NOW + 120_000)).toBe(0);
    expect(promoBannerReturnsIn(null, NOW)).toBe(0);
  });

  it('shows when the clock is set back before the close', () => {
    expect(promoBannerShown(NOW, NOW - 1)).toBe(true);
  });
});

describe('header notices (docs/product/notifications-and-banners.md#notices)', () => {
  it('group 21 turns on the tester notice, 916 the early-access notice, in that order', () => {
    expect(headerNotices([])).toEqual([]);
    expect(headerNotices([100, 257])).toEqual([]);
    expect(headerNotices(['21'])).toEqual(['tester']);
    expect(headerNotices([916])).toEqual(['preview']);
    expect(headerNotices([916, '21'])).toEqual(['tester', 'preview']);
  });
});
