/**
 * The cookie banner's first frame in the host's HTML (issue 17, docs/host.md "Speed"). On a first
 * visit the banner is the largest thing on a phone's first screen, so it is the page's LCP; drawn
 * only by the app, it came after the main script, the session, the strings and its own lazy chunk
 * (Lighthouse mobile: LCP 2.4–3.0 s on every page and mirror, the banner's text each time). The
 * server now renders it with react-dom/server from the widget's own source (as the affiliate first
 * frames, server/widget-frames.ts) into a declarative shadow root after `#root`, so it paints with the
 * skeleton. It is a picture until the app's own banner is painted (`inert`, `aria-hidden`: nothing
 * to press or read twice); host-demo/app/main.tsx then removes it. A visitor who chose (the consent
 * cookie, sdk/consent/cookie-consent.ts) gets no frame, as the app shows no banner.
 */
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CONSENT_COOKIE } from '../../sdk/consent/cookie-consent.ts';
import { loadLocale } from '../../sdk/i18n/i18n.ts';
import { CookieBanner } from '../../widgets/cookie-banner/CookieBanner.tsx';
import { css } from '../../widgets/cookie-banner/styles.ts';
import { BASE_CSS } from '../../widgets/ui/styles.ts';

/** The element the app removes once its own banner is painted (host-demo/app/main.tsx). */
export const CONSENT_FRAME_ID = 'ck-boot-consent';

const STYLE = BASE_CSS + css;
/** The CSP source of the frame's inline style (host-pages.ts allows it by hash, like the critical style). */
export const consentFrameStyleHash = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** Whether the request carries the visitor's choice (then the app shows no banner). */
export function hasConsentCookie(cookieHeader: string | undefined): boolean {
  const prefix = `${CONSENT_COOKIE}=`;
  return (cookieHeader ?? '').split(';').some((part) => {
    const cookie = part.trim();
    return cookie.startsWith(prefix) && cookie.length > prefix.length;
  });
}

const frames = new Map<string, string>();

/** The frame's markup for a locale and the policy link (the same markup the widget renders). */
export async function consentFrame(locale: string, policyUrl: string): Promise<string> {
  const key = `${locale} ${policyUrl}`;
  let frame = frames.get(key);
  if (frame === undefined) {
    await loadLocale(locale);
    const banner = renderToString(createElement(CookieBanner, { locale, policyUrl, placement: 'overlay' }));
    frame = `<div id="${CONSENT_FRAME_ID}" inert aria-hidden="true"><template shadowrootmode="open"><style>${STYLE}</style><div class="ck-frame">${banner}</div></template></div>`;
    frames.set(key, frame);
  }
  return frame;
}
