/**
 * The server's CMS sanitizer (issue 17, docs/host.md "Server-rendered first view"): DOMPurify on a
 * jsdom window with the browser's very configuration (host-demo/app/lib/sanitize.ts
 * `configureSanitizer`), so a guest's CMS page (the promotions page) arrives with its text and the
 * browser hydrates the same markup without loading DOMPurify. One window and one DOMPurify instance
 * per process, made on first use: jsdom takes seconds to load on a busy machine and only CMS pages
 * need it (the start-up warm-up renders /promotions, host-pages.ts). Server only: nothing under
 * host-demo/app imports this file, so jsdom never reaches a browser bundle (docs/architecture.md "Decisions").
 */
import createDOMPurify from 'dompurify';
import { configureSanitizer, type SanitizeHtml } from '../app/lib/sanitize.ts';

let sanitizer: Promise<(html: string) => string> | undefined;

async function createServerSanitizer(): Promise<(html: string) => string> {
  const { JSDOM } = await import('jsdom');
  return configureSanitizer(createDOMPurify(new JSDOM('').window));
}

/**
 * The output is a pure function of the input (one fixed configuration), and a CMS text changes
 * rarely while every guest's visit asks for it (after the first view's 5 s cache): the last texts
 * are kept, which saves jsdom's parse (2–8 ms for the promotions page on this machine) on each render.
 */
const RECENT_MAX = 64;
const recent = new Map<string, string>();

export const sanitizeHtmlOnServer: SanitizeHtml = async (html) => {
  const known = recent.get(html);
  if (known !== undefined) return known;
  const sanitize = await (sanitizer ??= createServerSanitizer().catch((error: unknown) => {
    sanitizer = undefined; // a failed load is tried again by the next page
    throw error;
  }));
  const safe = sanitize(html);
  recent.set(html, safe);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  return safe;
};
