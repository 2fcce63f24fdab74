import { useState } from 'react';
import { intlLocale } from '../../../sdk/i18n/intl-locale.ts';
import type { MirrorFlags } from '../../mirrors.ts';
import { PageFrame, Section } from '../components/PageFrame.tsx';
import { WinnersFeed } from '../components/WinnersFeed.tsx';
import { KEYS, readJson, remove, writeJson } from '../lib/storage.ts';
import { useLoad } from '../lib/use-load.ts';
import { Link } from 'wouter';
import { CheckboxField, TextField } from '../../../widgets/ui/Field.tsx';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import type { PageProps } from './PageOutlet.tsx';

/** A real not-found page (the server answered 404 for the first load). */
export function NotFoundPage(_props: PageProps) {
  const t = useT();
  return (
    <PageFrame title={t.title_not_found} lead={t.notFoundText}>
      {/* Marks the client-side 404 (tests/e2e/host-links.spec.ts crawls for it). */}
      <div className="actions" data-not-found="">
        <Link to="/" className="button">
          {t.backToLobby}
        </Link>
        <Link to="/support" className="button button--ghost">
          {t.navSupport}
        </Link>
      </div>
      <WinnersFeed limit={4} />
    </PageFrame>
  );
}

/** /oops: where a declined Australia notice and other dead ends lead. */
export function OopsPage(_props: PageProps) {
  const t = useT();
  const { boot } = useServices();
  return (
    <PageFrame title={t.title_oops} lead={t.oopsText}>
      <div className="oops-card">
        <p>{t.format('oopsHelp', { brand: boot.mirror.brand })}</p>
        <div className="actions">
          <Link to="/responsible-gaming" className="button button--ghost">
            {t.oopsResponsible}
          </Link>
          <Link to="/support" className="button button--ghost">
            {t.navSupport}
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}

/** /sport…: the sports-betting sub-site lives elsewhere; this page links to it (and its auth popups are routes). */
export function SportPage({ view }: PageProps) {
  const t = useT();
  const { boot } = useServices();
  const target = view.match?.params.param ? `${boot.mirror.sportsUrl}/${encodeURIComponent(view.match.params.param)}` : boot.mirror.sportsUrl;
  return (
    <PageFrame title={t.title_sport} lead={t.sportText}>
      <div className="actions">
        <a className="button button--large" href={target} rel="noopener">
          {t.sportOpen}
        </a>
        <Link to="/sport/login" className="button button--ghost">
          {t.login}
        </Link>
        <Link to="/sport/registration" className="button button--ghost">
          {t.register}
        </Link>
      </div>
    </PageFrame>
  );
}

const FLAG_NAMES: readonly (keyof MirrorFlags)[] = ['chanceGame', 'sport', 'abTest', 'survey', 'blog'];

/** /ffc: feature-flag configuration for testers (this browser only), and the simulated country. */
export function FeatureFlagsPage(_props: PageProps) {
  const t = useT();
  const { boot, flags } = useServices();
  const [overrides, setOverrides] = useState(() => readJson<Partial<MirrorFlags>>('local', KEYS.flags, {}));
  const [country, setCountry] = useState(() => readJson<string>('local', KEYS.debugCountry, ''));
  const save = (next: Partial<MirrorFlags>) => {
    setOverrides(next);
    writeJson('local', KEYS.flags, next);
  };
  return (
    <PageFrame title={t.title_ffc} lead={t.ffcText}>
      <Section title={t.ffcFlags} id="ffc-flags">
        <ul className="switches">
          {FLAG_NAMES.map((name) => (
            <li key={name}>
              <CheckboxField
                label={
                  <>
                    <code>{name}</code> <span className="muted">({t.ffcDefault}: {String(boot.mirror.flags[name])})</span>
                  </>
                }
                checked={overrides[name] ?? flags[name]}
                onChange={(checked) => save({ ...overrides, [name]: checked })}
              />
            </li>
          ))}
        </ul>
      </Section>
      {boot.development && (
        <Section title={t.ffcCountry} id="ffc-country">
          <form
            className="inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (/^[A-Z]{2}$/.test(country)) writeJson('local', KEYS.debugCountry, country);
              else remove('local', KEYS.debugCountry);
            }}
          >
            <TextField label={t.country} value={country} maxLength={2} onChange={(value) => setCountry(value.toUpperCase())} placeholder="AU" />
            <button type="submit" className="button">
              {t.save}
            </button>
          </form>
        </Section>
      )}
      <p className="muted">{t.ffcReload}</p>
      <button type="button" className="button button--ghost" onClick={() => location.reload()}>
        {t.reload}
      </button>
    </PageFrame>
  );
}

/** /benefits-of-crypto: why crypto, with the platform's live exchange rates. */
export function BenefitsPage(_props: PageProps) {
  const t = useT();
  const locale = useLocale();
  const { api } = useServices();
  const rates = useLoad('crypto-rates', () => api.cryptoRates());
  const euro = rates.data?.EUR ?? {};
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumSignificantDigits: 6 });
  return (
    <PageFrame title={t.title_benefits} lead={t.benefitsLead}>
      <ul className="benefits">
        <li>
          <h2>{t.benefitFastTitle}</h2>
          <p>{t.benefitFastText}</p>
        </li>
        <li>
          <h2>{t.benefitPrivateTitle}</h2>
          <p>{t.benefitPrivateText}</p>
        </li>
        <li>
          <h2>{t.benefitFeesTitle}</h2>
          <p>{t.benefitFeesText}</p>
        </li>
      </ul>
      {Object.keys(euro).length > 0 && (
        <Section title={t.ratesTitle} id="rates-title">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t.currency}</th>
                <th scope="col">{t.ratePerEuro}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(euro).map(([code, rate]) => (
                <tr key={code}>
                  <th scope="row">{code}</th>
                  <td>{number.format(rate.exchange_rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      )}
    </PageFrame>
  );
}
