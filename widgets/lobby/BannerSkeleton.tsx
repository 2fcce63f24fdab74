import type { MessagesOf } from '../../sdk/i18n/i18n.ts';
import { BANNER_SKELETON } from '../../sdk/rules/lobby.ts';
import type { messages } from './messages.ts';

/** The carousel's placeholders while its banners (or its code) load: 2 on phones, 3 on desktop (docs/product/notifications-and-banners.md#carousel). */
export function BannerSkeleton({ mobile, t }: { mobile: boolean; t: MessagesOf<typeof messages> }) {
  return (
    <div className="ck-banners ck-banners--loading" role="status" aria-label={t.loading}>
      <div className="ck-banners__track">
        {Array.from({ length: mobile ? BANNER_SKELETON.mobile : BANNER_SKELETON.desktop }, (_, i) => (
          <div key={i} className="ck-banners__slide ck-skeleton" />
        ))}
      </div>
    </div>
  );
}
