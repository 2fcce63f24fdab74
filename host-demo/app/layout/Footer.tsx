import type { CmsPageItem, CmsSnippet } from '../lib/api.ts';
import { useLoad } from '../lib/use-load.ts';
import { Link } from 'wouter';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import { Logo } from './Logo.tsx';
import { visibleLinks } from './nav-links.ts';
import { PaymentLogos } from './PaymentLogos.tsx';

const BLOG_LOCALES = ['en', 'de'];

/**
 * Footer per licence (docs/product/embedding-and-mirrors.md#licences, spec 000 §6): links (some hidden under a licence), payment logos,
 * the licence line, copyright with the age limit (21+ under EE).
 */
export function Footer() {
  const { boot, api, flags } = useServices();
  const t = useT();
  const locale = useLocale();
  const { mirror, licence } = boot;
  const pages = useLoad(`cms-pages:${locale}`, () => api.cmsPages(locale));
  const snippets = useLoad(`snippets:${locale}`, () => api.snippets(locale));
  const info = (pages.data ?? []).filter((page) => page.categories.includes('bottom-menu') && !licence.hiddenLinks.includes(page.path));
  const help = (pages.data ?? []).filter((page) => page.categories.includes('bottom-menu-help'));
  const licenceLine = licenceSnippet(snippets.data, mirror.licence);
  const year = new Date().getFullYear();

  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo {...mirror.logo} />
          <p>{t.footerTagline}</p>
          <p className="footer__age" aria-label={t.format('footerAgeLabel', { age: licence.minAge })}>
            {licence.minAge}+
          </p>
        </div>
        <nav className="footer__col" aria-label={t.footerCasino}>
          <h2>{t.footerCasino}</h2>
          <ul>
            {visibleLinks(licence.hiddenLinks).map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{t[link.label]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer__col" aria-label={t.footerInfo}>
          <h2>{t.footerInfo}</h2>
          <ul>
            {info.map((page) => (
              <li key={page.id}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
            {!licence.hiddenLinks.includes('/benefits-of-crypto') && (
              <li>
                <Link to="/benefits-of-crypto">{t.title_benefits}</Link>
              </li>
            )}
            <li>
              <Link to="/payments">{t.title_payments}</Link>
            </li>
            {flags.blog && BLOG_LOCALES.includes(locale) && (
              <li>
                <Link to="/news">{t.footerBlog}</Link>
              </li>
            )}
          </ul>
        </nav>
        <nav className="footer__col" aria-label={t.footerHelp}>
          <h2>{t.footerHelp}</h2>
          <ul>
            {help.map((page: CmsPageItem) => (
              <li key={page.id}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
            <li>
              <Link to="/support">{t.navSupport}</Link>
            </li>
            <li>
              <a href={`mailto:${mirror.supportEmail}`}>{mirror.supportEmail}</a>
            </li>
          </ul>
        </nav>
      </div>
      <PaymentLogos methods={licence.payments} label={t.footerPayments} />
      <div className="footer__legal">
        {licenceLine && <p data-testid="licence-line">{licenceLine}</p>}
        <p>{t.footerResponsible}</p>
        <p>{t.format('footerCopyright', { year, brand: mirror.brand, age: licence.minAge })}</p>
      </div>
    </footer>
  );
}

/** The licence line from the CMS snippets (category `footer-licence` + the licence code), as text. */
function licenceSnippet(snippets: CmsSnippet[] | undefined, licence: string): string | null {
  const snippet = snippets?.find((item) => item.categories.includes('footer-licence') && item.categories.includes(licence));
  return snippet ? snippet.content.replace(/<[^>]*>/g, '') : null;
}
