import { useEffect, useState } from 'react';
import { BANNER_AUTOPLAY_MS } from '../../../../sdk/rules/constants.ts';
import { groupIdsOf } from '../../../../sdk/rules/groups.ts';
import { interpolate } from '../../../../sdk/i18n/interpolate.ts';
import { useSignalValue } from '../../../../widgets/ui/use-signal.ts';
import type { Banner } from '../../lib/api.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Link } from '../../router/Link.tsx';
import { useLocale, useServices, useT } from '../../state/app-context.tsx';

/** Banner paths of the CMS that are not host routes. */
const normalizeUrl = (url: string) => (url.startsWith('/cashbox/') ? `/${url.slice('/cashbox/'.length)}` : url);

/**
 * Home banner carousel (spec 001 §2, §4): banners of `slider-index-top` the visitor may see
 * (login state, groups), autoplay every 10 s with a pause control (WCAG 2.2.2).
 */
export function HeroCarousel() {
  const { api, session, boot } = useServices();
  const t = useT();
  const locale = useLocale();
  const user = useSignalValue(session.user);
  const loggedIn = useSignalValue(session.isLoggedIn);
  const banners = useLoad(`banners:${locale}`, () => api.banners());
  const groups = groupIdsOf(user?.statuses);
  const slides = (banners.data?.banners ?? []).filter(
    (banner: Banner) =>
      banner.categories.includes('slider-index-top') &&
      (banner.logged !== true || loggedIn) &&
      (!banner.groupIds?.length || banner.groupIds.some((id) => groups.includes(id))),
  );
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  const banner = slides[index % Math.max(count, 1)];
  if (!banner) {
    return (
      <section className="hero hero--fallback">
        <div className="hero__body">
          <p className="hero__label">{boot.mirror.brand}</p>
          <p className="hero__title">{t.heroTitle}</p>
          <p className="hero__text">{t.heroText}</p>
        </div>
      </section>
    );
  }
  return (
    <section className="hero" aria-roledescription="carousel" aria-label={t.bannersLabel} onFocus={() => setPaused(true)}>
      <div className="hero__slide" aria-roledescription="slide" aria-label={interpolate(t.slideOf, { n: index + 1, total: count })}>
        <div className="hero__body">
          {banner.labels?.[0] && <p className="hero__label">{banner.labels[0].title}</p>}
          <p className="hero__title">{banner.title?.text}</p>
          {banner.description?.text && <p className="hero__text">{banner.description.text}</p>}
          {banner.button && (
            <Link to={normalizeUrl(banner.button.url)} className="button button--large">
              {banner.button.name}
            </Link>
          )}
        </div>
        <div className="hero__art" aria-hidden="true">
          <span className="hero__orb hero__orb--a" />
          <span className="hero__orb hero__orb--b" />
          <span className="hero__chip">{boot.mirror.logo.word[0]}</span>
        </div>
      </div>
      {count > 1 && (
        <div className="hero__controls">
          <button type="button" className="hero__pause" onClick={() => setPaused(!paused)}>
            {paused ? t.play : t.pause}
          </button>
          {slides.map((slide, i) => (
            <button key={slide.id} type="button" className="hero__dot" aria-current={i === index % count} aria-label={interpolate(t.slideOf, { n: i + 1, total: count })} onClick={() => setIndex(i)} />
          ))}
        </div>
      )}
    </section>
  );
}
