import { useState } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { cookieConsent, grantCookieConsent, type ConsentLevel } from '../../sdk/consent/cookie-consent.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { messages } from './messages.ts';

export interface CookieBannerProps {
  locale?: string;
  /** `light`, `dark` or `auto` (default), sdk/embed/theme.ts. */
  theme?: 'light' | 'dark' | 'auto';
  /** Where the "Cookie policy" link points; the host's /cookie-policy by default. */
  policyUrl?: string;
  /**
   * `inline` (default): in the page's flow, where it is mounted. `overlay`: fixed over the bottom of
   * the viewport until the visitor chooses (the white-label host, docs/host.md).
   */
  placement?: 'inline' | 'overlay';
  /** The visitor allowed every cookie (only then: load analytics here). */
  onAccept?: (detail: { level: 'all' }) => void;
  /** The visitor chose, either way: every cookie (`all`) or only the essential ones. */
  onChoose?: (detail: { level: ConsentLevel }) => void;
}

/**
 * Cookie banner (docs/product/embedding-and-mirrors.md#cookies-and-tracking, spec 000 §2.3): shown until the visitor chooses; the choice lasts one year. Until
 * then, and after "Essential only", non-essential cookies are not set (sdk/consent/cookie-consent.ts).
 */
export function CookieBanner({ locale, policyUrl = '/cookie-policy', placement = 'inline', onAccept, onChoose }: CookieBannerProps) {
  // No document when the host's server renders the banner's first frame (host-demo/server/consent-frame.ts).
  const [chosen, setChosen] = useState(() => typeof document !== 'undefined' && cookieConsent() !== null);
  if (chosen) return null;
  const t = messagesFor(messages, resolveLocale(locale));
  const choose = (level: ConsentLevel) => {
    grantCookieConsent(document, new Date(), level);
    setChosen(true);
    if (level === 'all') onAccept?.({ level });
    onChoose?.({ level });
  };
  return (
    <section className={`ck-cookie ck-cookie--${placement}`} role="region" aria-label={t.label}>
      <p className="ck-cookie__text">
        {t.text} <a href={policyUrl}>{t.policy}</a>
      </p>
      <div className="ck-cookie__actions">
        <button type="button" className="ck-button ck-button--ghost" onClick={() => choose('essential')}>
          {t.essential}
        </button>
        <button type="button" className="ck-button" onClick={() => choose('all')}>
          {t.accept}
        </button>
      </div>
    </section>
  );
}
