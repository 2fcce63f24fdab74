import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cookieConsent } from '../../sdk/consent/cookie-consent.ts';
import { LoadFailed } from './components/LoadFailed.tsx';
import { RegionBoundary } from './components/RegionBoundary.tsx';
import { useSignalValue } from '../../widgets/ui/use-signal.ts';
import { Header } from './layout/Header.tsx';
import { NoticeBars } from './layout/NoticeBars.tsx';
import { Toasts } from './layout/Toasts.tsx';
import { useDocumentMeta } from './layout/use-document-meta.ts';
import { Overlays } from './popups/Overlays.tsx';
import { PopupOutlet } from './popups/PopupOutlet.tsx';
import { HostRouter } from './router/HostRouter.tsx';
import { interceptLinks } from './router/intercept-links.ts';
import { PageOutlet } from './routes/PageOutlet.tsx';
import { lazyChunk } from './lib/lazy-chunk.ts';
import { APP_READY } from './lib/held-presses.ts';
import { ServicesContext, useHref, useLocale, useServices, useT } from './state/app-context.tsx';
import type { Services } from './state/services.ts';

// penpal and the bridge load only inside a partner's iframe.
const EmbedBridge = lazy(() => import('./embed/EmbedBridge.tsx'));
// The promo banner comes after the first render (docs/host.md "Speed": not in the lobby's first-load budget).
// A chunk that fails to arrive shows no promo banner rather than an error.
const PromoBanner = lazy(() => import('./layout/PromoBanner.tsx').then((module) => ({ default: module.PromoBanner }), () => ({ default: () => null })));
// The first-party window of the embedded login hand-off (docs/host.md "Embedded mode").
const SignInWindow = lazy(() => import('./embed/SignInWindow.tsx'));
// The banner's code (and its shadow-root frame) loads only for a visitor who has not chosen yet:
// a returning visitor never downloads it (docs/host.md "Cookie consent").
const CookieBanner = lazy(() => import('../../widgets/react/CookieBanner.tsx').then((module) => ({ default: module.CookieBanner })));
// The footer is below the fold on every page: its own chunk (not in the lobby's first load) and its own Suspense
// boundary, so a server-rendered footer hydrates after the rest, in a task of its own, once its code is in (docs/host.md "Speed").
const FooterChunk = lazyChunk(() => import('./layout/Footer.tsx'), (module) => module.Footer);
// Start-up behaviours are effects that run after the first render anyway; their code follows it.
const StartupEffects = lazy(() => import('./state/StartupEffects.tsx').then((module) => ({ default: module.StartupEffects })));

/** `consentPending`: given by the server render (from the request's cookie, host-demo/server/first-view.ts); the browser reads its cookie. */
export function App({ services, embedded, signInWindow = false, consentPending }: { services: Services; embedded: boolean; signInWindow?: boolean; consentPending?: boolean }) {
  return (
    <ServicesContext.Provider value={services}>
      <HostRouter nav={services.nav}>
        <Shell embedded={embedded} signInWindow={signInWindow} initialConsentPending={consentPending} />
      </HostRouter>
    </ServicesContext.Provider>
  );
}

function Shell({ embedded, signInWindow, initialConsentPending }: { embedded: boolean; signInWindow: boolean; initialConsentPending?: boolean }) {
  const services = useServices();
  const view = useSignalValue(services.nav.view);
  const t = useT();
  const locale = useLocale();
  const href = useHref();
  const main = useRef<HTMLElement>(null);
  useDocumentMeta(view);
  useEffect(() => interceptLinks((target) => services.nav.navigate(target)), [services]);
  // The app has taken the page over (hydrated or rendered): `<html data-app-ready>`. A server-rendered
  // page looks ready before its code has even been asked for (docs/host.md "Speed"); tests wait for this, and
  // held presses land after it (lib/held-presses.ts), so it comes after the link interception above.
  useEffect(() => document.documentElement.setAttribute(APP_READY, ''), []);
  // While the cookie banner waits for a choice, toasts on a phone come in at the top (app.css).
  const [consentPending, setConsentPending] = useState(() => initialConsentPending ?? cookieConsent() === null);
  // Move focus to the new page's content after an in-app navigation (screen readers announce it).
  const pageHref = view?.page.href;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!view?.popup) main.current?.focus({ preventScroll: true });
    scrollTo({ top: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new page only, not when a popup opens over it
  }, [pageHref]);

  const Footer = FooterChunk();
  if (!view) return null;
  return (
    <div className={`app${embedded ? ' app--embedded' : ''}${consentPending ? ' app--consent-pending' : ''}`}>
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t.skipToContent}
      </a>
      {/* First in the document (read and tabbed to first), shown over the bottom of the viewport. */}
      {consentPending && (
        <Suspense fallback={null}>
          <CookieBanner locale={locale} policyUrl={href('/cookie-policy')} placement="overlay" onChoose={() => setConsentPending(false)} />
        </Suspense>
      )}
      <NoticeBars />
      <Header />
      <Suspense fallback={null}>
        <PromoBanner />
      </Suspense>
      <main id="main" ref={main} tabIndex={-1} className="app__main">
        {/* A page whose code does not arrive fails alone: header, footer and other pages stay usable. */}
        <RegionBoundary resetKey={view.page.href} fallback={(retry) => <LoadFailed retry={retry} />}>
          <Suspense fallback={<PageSkeleton />}>
            <PageOutlet view={view.page} />
          </Suspense>
        </RegionBoundary>
      </main>
      {/* A footer whose code does not arrive is left out; the next page asks again (lib/lazy-chunk.ts). */}
      <RegionBoundary resetKey={view.page.href} fallback={() => null}>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </RegionBoundary>
      <RegionBoundary
        resetKey={view.popup ? `${view.popup.name}${view.popup.search}` : ''}
        fallback={(retry) => (
          <div className="region-failed">
            <LoadFailed retry={retry} />
            <button type="button" className="button button--ghost" onClick={() => services.nav.closePopup()}>
              {t.close}
            </button>
          </div>
        )}
      >
        <Suspense fallback={null}>
          <PopupOutlet popup={view.popup} />
          <Overlays />
        </Suspense>
      </RegionBoundary>
      <Toasts />
      <Suspense fallback={null}>
        <StartupEffects />
      </Suspense>
      {embedded && (
        <Suspense fallback={null}>
          <EmbedBridge />
        </Suspense>
      )}
      {signInWindow && (
        <Suspense fallback={null}>
          <SignInWindow />
        </Suspense>
      )}
    </div>
  );
}

function PageSkeleton() {
  return (
    <div className="page skeleton" aria-busy="true">
      <div className="skeleton__bar skeleton__bar--title" />
      <div className="skeleton__grid">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="skeleton__tile" />
        ))}
      </div>
    </div>
  );
}
