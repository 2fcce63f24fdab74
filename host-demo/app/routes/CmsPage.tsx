import { ApiError } from '../../../sdk/http/errors.ts';
import { formatJackpotAmount } from '../../../sdk/money/format.ts';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { PageFrame, Section } from '../components/PageFrame.tsx';
import type { CmsPage as Page } from '../lib/api.ts';
import { sanitizeHtml } from '../lib/sanitize.ts';
import { useLoad } from '../lib/use-load.ts';
import { Link } from 'wouter';
import { CMS_SLUG } from '../router/route-table.ts';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import { NotFoundPage } from './InfoPages.tsx';
import type { PageProps } from './PageOutlet.tsx';

/**
 * Static CMS pages by slug (docs/product/shell-and-routes.md#paths, spec 000 §2.2): the mirror's licence variant (`/terms-and-conditions/EE`)
 * when the licence has one (the platform answers the default page when that variant is missing),
 * an explicit `/{slug}/{AU|CW|EE}`, then mystic jackpot pages at /{identifier}, else not found.
 * Also the news list (/news) and a news page (/news/{slug}).
 */
export default function CmsPage({ view }: PageProps) {
  return view.match!.route.name === 'NewsList' ? <NewsList /> : <CmsSlugPage view={view} />;
}

function CmsSlugPage({ view }: PageProps) {
  const { api, boot, sanitizeHtml: sanitize = sanitizeHtml } = useServices();
  const locale = useLocale();
  const params = view.match!.params;
  const slug = params.slug ?? '';
  const suffix = params.licence ?? boot.licence.cmsSuffix;
  const valid = CMS_SLUG.test(slug);
  // Sanitized once as it loads, with the same DOMPurify configuration on both sides (docs/architecture.md
  // "Decisions"): a guest's first view by the server (the page's data arrives sanitized and is not sanitized
  // again), anything the browser fetches itself by DOMPurify in a chunk of its own.
  const page = useLoad(valid ? `cms:${slug}/${suffix ?? ''}:${locale}` : null, () =>
    api.cmsPage(suffix ? `${slug}/${suffix}` : slug, locale).then(async (loaded) => ({ ...loaded, content: await sanitize(loaded.content ?? '') })),
  );
  if (!valid) return <NotFoundPage view={view} />;
  if (page.error instanceof ApiError && page.error.status === 404) return <JackpotOrNotFound view={view} slug={slug} />;
  if (page.error) return <LoadFailed retry={page.reload} />;
  if (!page.data) return <div className="page skeleton" aria-busy="true" />;
  return <CmsArticle page={page.data} />;
}

function CmsArticle({ page }: { page: Page }) {
  return (
    <PageFrame title={page.title} lead={page.blocks?.description}>
      <article className="prose" dangerouslySetInnerHTML={{ __html: page.content ?? '' }} />
    </PageFrame>
  );
}

function NewsList() {
  const { api } = useServices();
  const t = useT();
  const locale = useLocale();
  const pages = useLoad(`cms-pages:${locale}`, () => api.cmsPages(locale));
  const articles = (pages.data ?? []).filter((page) => !page.categories.includes('hidden'));
  return (
    <PageFrame title={t.title_news} lead={t.newsLead}>
      {pages.error ? (
        <LoadFailed retry={pages.reload} />
      ) : (
        <ul className="cards">
          {articles.map((page) => (
            <li key={page.id} className="card">
              <h2 className="card__title">{page.title}</h2>
              <Link to={page.path} className="card__link">
                {t.readMore}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

function JackpotOrNotFound({ view, slug }: PageProps & { slug: string }) {
  const { api } = useServices();
  const t = useT();
  const locale = useLocale();
  const jackpots = useLoad('jackpots', () => api.jackpots());
  const jackpot = jackpots.data?.find((item) => item.identifier === slug);
  if (jackpots.loading) return <div className="page skeleton" aria-busy="true" />;
  if (!jackpot) return <NotFoundPage view={view} />;
  return (
    <PageFrame title={jackpot.name} lead={t.jackpotLead}>
      <Section title={t.jackpotLevels} id="jackpot-levels">
        <ul className="jackpot-levels">
          {jackpot.levels.map((level) => (
            <li key={level.identifier}>
              <span>{level.name}</span>
              <strong>{formatJackpotAmount(level.amount_cents, jackpot.currency, locale)}</strong>
            </li>
          ))}
        </ul>
      </Section>
    </PageFrame>
  );
}
