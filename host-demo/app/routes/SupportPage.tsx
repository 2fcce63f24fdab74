import { ContactForm } from '../components/ContactForm.tsx';
import { PageFrame, Section } from '../components/PageFrame.tsx';
import { useLoad } from '../lib/use-load.ts';
import { Link } from 'wouter';
import { useLocale, useServices, useT } from '../state/app-context.tsx';

/** Support: live chat, e-mail, the contact form and the help pages of the CMS. */
export default function SupportPage() {
  const { boot, api, chatOpen } = useServices();
  const t = useT();
  const locale = useLocale();
  const pages = useLoad(`cms-pages:${locale}`, () => api.cmsPages(locale));
  const help = (pages.data ?? []).filter((page) => page.categories.includes('bottom-menu-help') || page.categories.includes('bottom-menu'));
  return (
    <PageFrame title={t.title_support} lead={t.supportLead}>
      <div className="actions">
        <button type="button" className="button button--large" onClick={() => (chatOpen.value = true)}>
          {t.supportChat}
        </button>
        <a className="button button--ghost" href={`mailto:${boot.mirror.supportEmail}`}>
          {t.supportEmail}
        </a>
      </div>
      <div className="two-columns">
        <Section title={t.contactTitle} id="contact-title">
          <ContactForm />
        </Section>
        <Section title={t.helpTopics} id="help-title">
          <ul className="link-list">
            {help.map((page) => (
              <li key={page.id}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </PageFrame>
  );
}
