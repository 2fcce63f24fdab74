import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { interpolate } from '../../../sdk/i18n/interpolate.ts';
import { bannersQuery } from '../../../sdk/query/catalogue.ts';
import { BANNER_PLACEMENT, bannersFor, bannerVariables, promoBannerReturnsIn } from '../../../sdk/rules/banners.ts';
import { groupIdsOf } from '../../../sdk/rules/groups.ts';
import { useQuery } from '../../../widgets/ui/use-query.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { KEYS, readJson, writeJson } from '../lib/storage.ts';
import { useLocale, useServices, useT } from '../state/app-context.tsx';

/**
 * The promo banner under the header (docs/product/notifications-and-banners.md#promo-banner, spec 001
 * §4 Banners, §9): the first banner of the `promo` placement for this player through the one
 * targeting rule (`bannersFor`, sdk/rules/banners.ts). Closing it hides it; it comes back 2 minutes
 * later (`promoBannerReturnsIn`), also after a navigation or a reload (the time is kept in local storage).
 */
export function PromoBanner() {
  const { core, session, boot } = useServices();
  const t = useT();
  const locale = useLocale();
  const user = useSignalValue(session.user);
  const loggedIn = useSignalValue(session.isLoggedIn);
  const banners = useQuery(core, bannersQuery(core.http, locale)).data;
  const [closedAt, setClosedAt] = useState(() => readJson<number | null>('local', KEYS.promoBannerClosedAt, null));
  const [now, setNow] = useState(() => Date.now());
  const returnsIn = promoBannerReturnsIn(closedAt, now);

  useEffect(() => {
    if (returnsIn <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), returnsIn);
    return () => clearTimeout(timer);
  }, [returnsIn]);

  const currency = user?.currency ?? boot.mirror.currency;
  const banner = banners ? bannersFor(banners, BANNER_PLACEMENT.promo, 'promo', { loggedIn, groups: groupIdsOf(user?.statuses), currency, now })[0] : undefined;
  if (!banner || returnsIn > 0) return null;
  const text = (value: string | undefined) => interpolate(value ?? '', bannerVariables(banner, currency));
  const path = banner.button?.url ?? banner.url;
  const close = () => {
    const at = Date.now();
    writeJson('local', KEYS.promoBannerClosedAt, at);
    setClosedAt(at);
    setNow(at);
  };
  const g: Partial<NonNullable<typeof banner.gradient>> = banner.gradient ?? {};
  return (
    <aside className="promo-banner" aria-label={t.promoBanner} style={{ background: `linear-gradient(100deg, ${g.colorLeft ?? '#2a1a52'}, ${g.colorRight ?? '#7b2ff7'})` }}>
      {banner.labels?.[0]?.title && <span className="promo-banner__label">{banner.labels[0].title}</span>}
      <p className="promo-banner__text">
        <strong>{text(banner.title?.text)}</strong> {text(banner.description?.text)}
      </p>
      {path && banner.button?.name && (
        <Link to={path} className="button button--small promo-banner__cta">
          {banner.button.name}
        </Link>
      )}
      <button type="button" className="promo-banner__close" aria-label={t.promoBannerClose} onClick={close}>
        ×
      </button>
    </aside>
  );
}
