/**
 * Which banners the home carousel shows (docs/product/notifications-and-banners.md#banner-visibility,
 * docs/product/notifications-and-banners.md#carousel): the `slider-index-top` placement through the
 * one targeting rule (`bannersFor`, sdk/rules/banners.ts), ordered by `order.main`. Text variables
 * (`{amount}`) use the player's currency, falling back to EUR.
 */
import { interpolate } from '../../sdk/i18n/interpolate.ts';
import { BANNER_PLACEMENT, bannersFor, bannerVariables, type BannerAudience } from '../../sdk/rules/banners.ts';
import type { Banner } from '../ui/games-client.ts';

export function homeBanners(banners: readonly Banner[], audience: Omit<BannerAudience, 'currency'> & { currency?: string }): Banner[] {
  return bannersFor(banners, BANNER_PLACEMENT.home, 'main', { ...audience, currency: audience.currency ?? 'EUR' });
}

export function bannerText(text: string | undefined, banner: Banner, currency: string): string {
  return interpolate(text ?? '', bannerVariables(banner, currency));
}
