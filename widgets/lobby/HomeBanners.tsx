import { useMemo, type ReactElement } from 'react';
import type { Player } from '../../sdk/api/schemas/session.ts';
import { groupIdsOf } from '../../sdk/rules/groups.ts';
import { BannerCarousel, type BannerCarouselProps } from './BannerCarousel.tsx';
import { homeBanners } from './banners.ts';

/**
 * The home carousel with its targeting (docs/product/notifications-and-banners.md#banner-visibility):
 * the banners of `banners-config` this visitor may see, through the one rule (sdk/rules/banners.ts).
 * Its own chunk, loaded while the banners are fetched, so the lobby's first render does not carry it.
 */
export function HomeBanners({ banners, loggedIn, user, ...props }: Omit<BannerCarouselProps, 'banners'> & { banners: BannerCarouselProps['banners']; loggedIn: boolean; user: Player | null }): ReactElement | null {
  const shown = useMemo(
    () => (banners ? homeBanners(banners, { loggedIn, groups: groupIdsOf(user?.statuses), currency: props.currency, now: Date.now() }) : null),
    [banners, loggedIn, user, props.currency],
  );
  return <BannerCarousel banners={shown} {...props} />;
}
