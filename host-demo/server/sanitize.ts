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

export const sanitizeHtmlOnServer: SanitizeHtml = async (html) => {
  const sanitize = await (sanitizer ??= createServerSanitizer().catch((error: unknown) => {
    sanitizer = undefined; // a failed load is tried again by the next page
    throw error;
  }));
  return sanitize(html);
};
