import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { PAGE_SEEDS } from './content/catalogue.ts';
import { EN } from './content/en.ts';
import { FILE_SEEDS, SNIPPET_SEEDS } from './content/snippets.ts';

export const CONFIG_DIR = join(dirname(fileURLToPath(import.meta.url)), 'config');

/** Plain text of seeded HTML, for the printable files. */
const htmlToText = (html: string) =>
  html
    .replace(/<\/(h\d|p|li)>/g, '\n')
    .replace(/<li>/g, '• ')
    .replace(/<[^>]+>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim() + '\n';

/** The config documents shipped in platform/cms/config/<name>.json. */
export function configDocuments(dir = CONFIG_DIR): { name: string; document: unknown }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ name: file.slice(0, -'.json'.length), document: JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown }));
}

/**
 * Seeds CMS pages (with their translations), snippets, files and config documents. Idempotent:
 * every insert skips what exists, so a re-run only adds what is missing and never overwrites an
 * operator's edit.
 */
export function seedCms(ctx: PlatformContext): void {
  const { db } = ctx;
  const now = iso(ctx.clock.now());
  const insertPage = db.prepare('INSERT INTO cms_pages (path, parent_id, licence, categories, position, updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(path) DO NOTHING');
  const pageId = db.prepare<[string], number>('SELECT id FROM cms_pages WHERE path = ?').pluck();
  const insertText = db.prepare('INSERT INTO cms_page_translations (page_id, locale, title, content, blocks) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING');
  const insertSnippet = db.prepare('INSERT INTO cms_snippets (key, locale, content, categories) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
  const insertFile = db.prepare('INSERT INTO cms_files (key, locale, name, content_type, body, description, categories) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING');
  const insertConfig = db.prepare('INSERT INTO fe_configs (name, document, updated_at) VALUES (?, ?, ?) ON CONFLICT(name) DO NOTHING');

  immediate(db, () => {
    // Default pages first, so a licence variant finds its parent.
    const ordered = [...PAGE_SEEDS].sort((a, b) => Number(Boolean(a.licence)) - Number(Boolean(b.licence)));
    for (const page of ordered) {
      const parentId = page.licence ? (pageId.get(page.path.replace(/\/[A-Z]+$/, '')) ?? null) : null;
      insertPage.run(page.path, parentId, page.licence ?? null, JSON.stringify(page.categories), page.position, now);
      const id = pageId.get(page.path)!;
      for (const [locale, text] of Object.entries(page.texts)) {
        const blocks = { title: text.title, keywords: text.keywords, description: text.description, json: JSON.stringify(text.json ?? {}) };
        insertText.run(id, locale, text.title, text.content, JSON.stringify(blocks));
      }
    }
    for (const snippet of SNIPPET_SEEDS) {
      for (const [locale, content] of Object.entries(snippet.texts)) insertSnippet.run(snippet.key, locale, content, JSON.stringify(snippet.categories));
    }
    for (const file of FILE_SEEDS) {
      const source = EN[file.fromPage];
      if (source) insertFile.run(file.key, 'en', file.name, 'text/plain; charset=utf-8', htmlToText(source.content), file.description, JSON.stringify(file.categories));
    }
    for (const { name, document } of configDocuments()) insertConfig.run(name, JSON.stringify(document), now);
  });
}
