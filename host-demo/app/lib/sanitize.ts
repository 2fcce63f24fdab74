/**
 * CMS HTML → safe HTML: an allow-list of tags and attributes (no scripts, handlers, styles,
 * iframes; links only http(s), mailto or same-site paths). Operator content, but a stolen CMS
 * login must not become script on every mirror.
 *
 * One configuration for both sides (docs/architecture.md "Decisions", docs/host.md "Server-rendered
 * first view"): the browser runs it on its own window (`sanitizeHtml`, DOMPurify loaded on first use),
 * the server's first view on a jsdom window (host-demo/server/sanitize.ts); both go through
 * `configureSanitizer`, so a server-rendered CMS page is exactly what the browser would have made.
 */
import type { Config, DOMPurify } from 'dompurify';

const TAGS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'UL', 'OL', 'LI', 'A', 'STRONG', 'EM', 'B', 'I', 'BR', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'BLOCKQUOTE', 'SPAN', 'SMALL', 'HR', 'DL', 'DT', 'DD']);
const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { A: ['href', 'title'], TH: ['scope'], TD: ['colspan'] };
const SAFE_URL = /^(https?:|mailto:|\/(?![/\\])|#)/i;

/**
 * A link target the CMS may use: http(s), mailto, a fragment, or a path on this site. Browsers
 * read `\` as `/` and drop tabs and newlines inside a URL, so `/\evil.example`, `/\t/evil.example`
 * or `\\evil.example` would leave the site: any backslash, control character or whitespace inside
 * the value is refused outright (docs/security.md).
 */
export function isSafeHref(value: string): boolean {
  const href = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what this check refuses
  if (/[\\\u0000-\u001f\u007f\s]/.test(href)) return false;
  return SAFE_URL.test(href);
}

/** CMS HTML → safe HTML, whichever side runs it. */
export type SanitizeHtml = (html: string) => Promise<string>;

/**
 * Our configuration on an instance of DOMPurify made for one window (a browser's or jsdom's): the
 * hook is added once per instance (hooks are per instance), the answer sanitizes one document's
 * HTML. Only the allow-list above survives: other elements are unwrapped (their text stays),
 * scripts, styles and embedded frames go with their content, and an `href` must pass `isSafeHref`.
 * The page has one h1 (its title): CMS headings move one level down. DOMPurify without a usable DOM
 * answers its input unchanged (`isSupported` false), so that is refused here, never returned.
 */
export function configureSanitizer(purify: DOMPurify): (html: string) => string {
  if (!purify.isSupported) throw new Error('DOMPurify has no usable DOM here: CMS HTML cannot be sanitized');
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = ATTRIBUTES[node.nodeName] ?? [];
    if (!allowed.includes(data.attrName) || (data.attrName === 'href' && !isSafeHref(data.attrValue))) data.keepAttr = false;
  });
  const config: Config & { RETURN_DOM: true } = {
    ALLOWED_TAGS: [...TAGS].map((tag) => tag.toLowerCase()),
    ALLOWED_ATTR: [...new Set(Object.values(ATTRIBUTES).flat())],
    ADD_FORBID_CONTENTS: ['iframe', 'object', 'embed'],
    RETURN_DOM: true,
  };
  return (html) => {
    const body = purify.sanitize(html, config) as HTMLElement; // RETURN_DOM answers the <body> that holds the result
    for (const h1 of [...body.querySelectorAll('h1')]) {
      const h2 = body.ownerDocument.createElement('h2');
      h2.append(...h1.childNodes);
      h1.replaceWith(h2);
    }
    return body.innerHTML;
  };
}

/**
 * The browser's: DOMPurify on the page's window, loaded on first use so no route's first render
 * carries it (a server-rendered CMS page arrives sanitized; this runs for what the page fetches
 * itself: another locale, a client-side navigation). A real browser DOM only: DOMPurify is unsafe
 * on happy-dom (cure53/DOMPurify#1457), so its tests run in chromium (tests/e2e/sanitize.spec.ts).
 */
export const sanitizeHtml: SanitizeHtml = async (html) => (await (browserSanitizer ??= createBrowserSanitizer()))(html);

let browserSanitizer: Promise<(html: string) => string> | undefined;

async function createBrowserSanitizer(): Promise<(html: string) => string> {
  const { default: createDOMPurify } = await import('dompurify');
  return configureSanitizer(createDOMPurify(window));
}
