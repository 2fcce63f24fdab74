import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { MessagesOf } from '../../sdk/i18n/i18n.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { bannerTimer } from '../../sdk/rules/banners.ts';
import { BANNER_AUTOPLAY_MS } from '../../sdk/rules/constants.ts';
import type { Banner } from '../ui/games-client.ts';
import type { Navigator } from '../ui/navigation.ts';
import { bannerText } from './banners.ts';
import { BannerSkeleton } from './BannerSkeleton.tsx';
import type { messages } from './messages.ts';

type T = MessagesOf<typeof messages>;

// The countdown (and its strings) loads only when a shown banner has a timer: most carousels have none (tests/bench/budgets.ts "lobby").
const Countdown = lazy(() => import('../ui/countdown.tsx').then((module) => ({ default: module.Countdown })));
// The terms popup loads when a second button is pressed.
const BannerTerms = lazy(() => import('./BannerTerms.tsx').then((module) => ({ default: module.BannerTerms })));

export interface BannerCarouselProps {
  banners: Banner[] | null;
  currency: string;
  mobile: boolean;
  t: T;
  nav: Navigator;
  locale: Locale;
}

/**
 * The home banner carousel (docs/product/notifications-and-banners.md#carousel, spec 001 §2, §9): autoplays every 10 s, pauses while hovered or
 * focused and by its pause button (WCAG 2.2.2), never autoplays with prefers-reduced-motion;
 * one banner per view on phones, three on desktop; 2 / 3 skeletons while loading. A banner with a
 * timer counts down to its end (the one Countdown); its second button opens its terms in the one
 * Modal (docs/product/notifications-and-banners.md#banners).
 */
export function BannerCarousel({ banners, currency, mobile, t, nav, locale }: BannerCarouselProps) {
  const perView = mobile ? 1 : 3;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [terms, setTerms] = useState<Banner | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const ids = useId();
  const count = banners?.length ?? 0;
  const positions = Math.max(1, count - perView + 1);
  const position = Math.min(index, positions - 1);
  const autoplay = positions > 1 && !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => setIndex((current) => (Math.min(current, positions - 1) + 1) % positions), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplay, positions]);

  if (banners === null) return <BannerSkeleton mobile={mobile} t={t} />;
  if (count === 0) return null;

  const go = (step: number) => setIndex(((position + step) % positions + positions) % positions);

  return (
    <section
      className="ck-banners"
      aria-roledescription="carousel"
      aria-label={t.banners}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocusCapture={() => setFocused(true)}
      onBlurCapture={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-autoplay={autoplay ? 'on' : 'off'}
    >
      <div className="ck-banners__viewport">
        <div className="ck-banners__track" id={`${ids}-track`} aria-live={autoplay ? 'off' : 'polite'} style={{ transform: `translateX(calc(${-position} * (var(--ck-slide) + var(--ck-gap))))` }}>
          {banners.map((banner, i) => {
            const visible = i >= position && i < position + Math.ceil(perView);
            const path = banner.button?.url ?? banner.url ?? null;
            const g: Partial<NonNullable<Banner['gradient']>> = banner.gradient ?? {};
            const timer = bannerTimer(banner);
            return (
              <div
                key={String(banner.id)}
                className="ck-banners__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t.format('slide', { n: i + 1, total: count })}
                aria-hidden={visible ? undefined : true}
                inert={visible ? undefined : true}
                style={{ background: `linear-gradient(120deg, ${g.colorLeft ?? '#2a1a52'}, ${g.colorLeftCenter ?? '#3b2a9e'}, ${g.colorRightCenter ?? '#7b2ff7'}, ${g.colorRight ?? '#f107a3'})` }}
              >
                {banner.labels?.[0]?.title && <span className="ck-banners__label">{banner.labels[0].title}</span>}
                <h2 className="ck-banners__title">{bannerText(banner.title?.text, banner, currency)}</h2>
                {banner.description?.text && <p className="ck-banners__text">{bannerText(banner.description.text, banner, currency)}</p>}
                {timer && (
                  // Its line kept while the countdown's chunk loads (rendered on the server, the slide would shrink then grow: CLS).
                  <Suspense fallback={<span className="ck-banners__timer ck-banners__timer--pending" aria-hidden="true">{'\u00a0'}</span>}>
                    <Countdown item={timer} locale={locale} className="ck-banners__timer" />
                  </Suspense>
                )}
                <div className="ck-banners__actions">
                  {path && banner.button?.name && (
                    <a className="ck-banners__cta" href={nav.href(path)} onClick={nav.click(path)}>
                      {banner.button.name}
                    </a>
                  )}
                  {banner.secondButton && (
                    <button type="button" className="ck-banners__terms" aria-haspopup="dialog" onClick={() => setTerms(banner)}>
                      {banner.secondButton.name}
                    </button>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {positions > 1 && (
        <div className="ck-banners__controls">
          <button type="button" className="ck-banners__button" aria-controls={`${ids}-track`} aria-label={t.previousSlide} onClick={() => go(-1)}>
            ‹
          </button>
          <span className="ck-banners__dots" aria-hidden="true">
            {Array.from({ length: positions }, (_, i) => (
              <span key={i} className={`ck-banners__dot${i === position ? ' ck-banners__dot--on' : ''}`} />
            ))}
          </span>
          <button type="button" className="ck-banners__button" aria-controls={`${ids}-track`} aria-label={t.nextSlide} onClick={() => go(1)}>
            ›
          </button>
          {!reducedMotion && (
            <button type="button" className="ck-banners__button" aria-label={paused ? t.resume : t.pause} onClick={() => setPaused((value) => !value)} data-action="pause">
              {paused ? '▶' : '❚❚'}
            </button>
          )}
        </div>
      )}
      {terms?.secondButton && (
        <Suspense fallback={null}>
          <BannerTerms banner={terms} currency={currency} t={t} onClose={() => setTerms(null)} />
        </Suspense>
      )}
    </section>
  );
}

function usePrefersReducedMotion(): boolean {
  const query = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
  const [reduced, setReduced] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const onChange = () => setReduced(query.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
    // The media query object is stable enough for the widget's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return reduced;
}
