import { useState } from 'react';
import { grantCookieConsent, hasCookieConsent } from '../../sdk/consent/cookie-consent.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { messages } from './messages.ts';

export interface CookieBannerProps {
  locale?: string;
  /** `light`, `dark` or `auto` (default), sdk/embed/theme.ts. */
  theme?: 'light' | 'dark' | 'auto';
  /** Where the "Cookie policy" link points; the host's /cookie-policy by default. */
  policyUrl?: string;
  onAccept?: () => void;
}

/** Cookie banner (spec 000 §2.3): shown until the visitor accepts; consent lasts one year. */
export function CookieBanner({ locale, policyUrl = '/cookie-policy', onAccept }: CookieBannerProps) {
  const [accepted, setAccepted] = useState(hasCookieConsent);
  if (accepted) return null;
  const t = messages[resolveLocale(locale)];
  const accept = () => {
    grantCookieConsent();
    setAccepted(true);
    onAccept?.();
  };
  return (
    <section className="ck-cookie" role="region" aria-label={t.label}>
      <p className="ck-cookie__text">
        {t.text} <a href={policyUrl}>{t.policy}</a>
      </p>
      <button type="button" className="ck-button" onClick={accept}>
        {t.accept}
      </button>
    </section>
  );
}
