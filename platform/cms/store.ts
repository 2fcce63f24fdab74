import type { Db } from '../db/database.ts';
import { MENU_TITLES } from './content/menu-titles.ts';
import { pickLocale } from './locale.ts';

/** Read side of the CMS tables (pages, snippets, files), always resolving a locale chain. */
interface PageRow {
  id: number;
  path: string;
  parent_id: number | null;
  licence: string | null;
  layout: string;
  categories: string;
  position: number;
}
interface TranslationRow {
  page_id: number;
  locale: string;
  title: string;
  content: string;
  blocks: string;
}
interface SnippetRow {
  id: number;
  key: string;
  locale: string;
  content: string;
  categories: string;
}
interface FileRow {
  id: number;
  key: string;
  locale: string;
  name: string;
  content_type: string;
  body: string;
  description: string;
  categories: string;
}

export interface PageListItem {
  id: number;
  path: string;
  title: string;
  layout: string;
  categories: string[];
  children: PageListItem[];
}

export interface PageView {
  id: number;
  path: string;
  title: string;
  layout: string;
  locale: string;
  content: string;
  categories: string[];
  blocks: { title: string; keywords: string; description: string; json: string; 'content-main': string };
}

const LICENCE_SUFFIX = /^(.+)\/(AU|CW|EE|GCB)$/;

export function cmsStore(db: Db) {
  const allPages = db.prepare<[], PageRow>('SELECT id, path, parent_id, licence, layout, categories, position FROM cms_pages ORDER BY position, path');
  const pageByPath = db.prepare<[string], PageRow>('SELECT id, path, parent_id, licence, layout, categories, position FROM cms_pages WHERE path = ?');
  const pageById = db.prepare<[number], PageRow>('SELECT id, path, parent_id, licence, layout, categories, position FROM cms_pages WHERE id = ?');
  const allTitles = db.prepare<[], Pick<TranslationRow, 'page_id' | 'locale' | 'title'>>('SELECT page_id, locale, title FROM cms_page_translations');
  const translations = db.prepare<[number], TranslationRow>('SELECT page_id, locale, title, content, blocks FROM cms_page_translations WHERE page_id = ?');
  const allSnippets = db.prepare<[], SnippetRow>('SELECT id, key, locale, content, categories FROM cms_snippets ORDER BY key, locale');
  const allFiles = db.prepare<[], FileRow>('SELECT id, key, locale, name, content_type, body, description, categories FROM cms_files ORDER BY key, locale');
  const fileById = db.prepare<[number], FileRow>('SELECT id, key, locale, name, content_type, body, description, categories FROM cms_files WHERE id = ?');

  /** Groups rows by a key, then by locale, and picks per key along the chain. */
  function bestPerKey<R extends { locale: string }>(rows: R[], keyOf: (row: R) => string | number, chain: string[]): R[] {
    const grouped = new Map<string | number, Map<string, R>>();
    for (const row of rows) {
      const key = keyOf(row);
      if (!grouped.has(key)) grouped.set(key, new Map());
      grouped.get(key)!.set(row.locale, row);
    }
    return [...grouped.values()].map((byLocale) => pickLocale(byLocale, chain)).filter((row): row is R => row !== undefined);
  }

  function view(page: PageRow, chain: string[]): PageView | undefined {
    const byLocale = new Map(translations.all(page.id).map((row) => [row.locale, row]));
    const text = pickLocale(byLocale, chain);
    if (!text) return undefined;
    const blocks = JSON.parse(text.blocks) as Partial<PageView['blocks']>;
    return {
      id: page.id,
      path: `/${page.path}`,
      title: text.title,
      layout: page.layout,
      locale: text.locale,
      content: text.content,
      categories: JSON.parse(page.categories) as string[],
      blocks: {
        title: blocks.title ?? text.title,
        keywords: blocks.keywords ?? '',
        description: blocks.description ?? '',
        json: blocks.json ?? '{}',
        'content-main': text.content,
      },
    };
  }

  return {
    /** Every page as a tree: licence variants are children of their default page. */
    listPages(chain: string[]): PageListItem[] {
      const titles = new Map<number, Map<string, string>>();
      for (const row of allTitles.all()) {
        if (!titles.has(row.page_id)) titles.set(row.page_id, new Map());
        titles.get(row.page_id)!.set(row.locale, row.title);
      }
      const items = new Map<number, PageListItem & { parent: number | null }>();
      for (const page of allPages.all()) {
        const byLocale = titles.get(page.id) ?? new Map<string, string>();
        const translated = pickLocale(byLocale, chain);
        if (translated === undefined) continue;
        // No full translation in the first locale: its menu title, if there is one (content/menu-titles.ts).
        const title = byLocale.has(chain[0] ?? '') ? translated : (MENU_TITLES[chain[0] ?? '']?.[page.path] ?? translated);
        items.set(page.id, { id: page.id, path: `/${page.path}`, title, layout: page.layout, categories: JSON.parse(page.categories) as string[], children: [], parent: page.parent_id });
      }
      const roots: PageListItem[] = [];
      for (const { parent, ...item } of items.values()) {
        const parentItem = parent === null ? undefined : items.get(parent);
        (parentItem ? parentItem.children : roots).push(item);
      }
      return roots;
    },

    /**
     * A page by path (`terms-and-conditions/EE`) or numeric id. A missing licence variant falls
     * back to its default page, so the app may always ask for `<slug>/<licence>`.
     */
    page(pathOrId: string, chain: string[]): PageView | undefined {
      // An id beyond 2^53 names no page: not asked (PostgreSQL refuses it for a BIGINT, SQLite finds nothing).
      const id = /^\d+$/.test(pathOrId) ? Number(pathOrId) : null;
      const row = id !== null ? (Number.isSafeInteger(id) ? pageById.get(id) : undefined) : pageByPath.get(pathOrId) ?? pageByPath.get(LICENCE_SUFFIX.exec(pathOrId)?.[1] ?? '');
      return row ? view(row, chain) : undefined;
    },

    snippets(chain: string[]) {
      return bestPerKey(allSnippets.all(), (row) => row.key, chain).map((row) => ({ id: row.id, content: row.content, categories: JSON.parse(row.categories) as string[] }));
    },

    files(chain: string[]) {
      return bestPerKey(allFiles.all(), (row) => row.key, chain).map((row) => ({
        id: row.id,
        url: `/cms-files/${row.id}/${encodeURIComponent(row.name)}`,
        categories: JSON.parse(row.categories) as string[],
        description: row.description,
      }));
    },

    file(id: number, name: string): FileRow | undefined {
      const row = fileById.get(id);
      return row && row.name === name ? row : undefined;
    },
  };
}
