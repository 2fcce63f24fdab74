/**
 * Which banners the home carousel shows (docs/product/notifications-and-banners.md#banner-visibility, docs/product/notifications-and-banners.md#carousel, spec 001 §4 Banners, §9): the `slider-index-top`
 * placement; `logged: true` banners only for players; banners with group ids only for players in
 * one of those groups; timed banners only inside their window; ordered by `order.main`. Text
 * variables (`{amount}`) use the player's currency, falling back to EUR.
 */
import { interpolate } from '../../sdk/i18n/interpolate.ts';
import { inGroup, type GroupId } from '../../sdk/rules/groups.ts';
import { BANNER_FALLBACK_CURRENCY } from '../../sdk/rules/constants.ts';
import type { Banner } from '../ui/games-client.ts';

export const HOME_BANNER_PLACEMENT = 'slider-index-top';

export interface BannerAudience {
  loggedIn: boolean;
  groups: readonly GroupId[];
  now: number;
}

export function homeBanners(banners: readonly Banner[], audience: BannerAudience): Banner[] {
  return banners
    .filter((banner) => (banner.categories ?? []).includes(HOME_BANNER_PLACEMENT))
    .filter((banner) => !banner.logged || audience.loggedIn)
    .filter((banner) => !banner.groupIds?.length || (audience.loggedIn && banner.groupIds.some((id) => inGroup(audience.groups, Number(id)))))
    .filter((banner) => {
      const timer = (banner.timer ?? {}) as { start_at?: unknown; end_at?: unknown };
      const start = typeof timer.start_at === 'string' ? Date.parse(timer.start_at) : Number.NEGATIVE_INFINITY;
      const end = typeof timer.end_at === 'string' ? Date.parse(timer.end_at) : Number.POSITIVE_INFINITY;
      return !(audience.now < start) && !(audience.now > end);
    })
    .sort((a, b) => (a.order?.main ?? Number.MAX_SAFE_INTEGER) - (b.order?.main ?? Number.MAX_SAFE_INTEGER));
}

export function bannerText(text: string | undefined, banner: Banner, currency: string): string {
  const all = (banner.variables ?? {}) as Record<string, Record<string, string> | undefined>;
  return interpolate(text ?? '', all[currency] ?? all[BANNER_FALLBACK_CURRENCY] ?? {});
}
