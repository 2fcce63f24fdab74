/**
 * CMS HTML → safe HTML: an allow-list of tags and attributes (no scripts, handlers, styles,
 * iframes; links only http(s), mailto or same-site paths). Operator content, but a stolen CMS
 * login must not become script on every mirror.
 */
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

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  // The page has one h1 (its title): CMS headings move one level down.
  for (const h1 of [...doc.body.querySelectorAll('h1')]) {
    const h2 = doc.createElement('h2');
    h2.append(...h1.childNodes);
    h1.replaceWith(h2);
  }
  return doc.body.innerHTML;
}

function clean(node: Element): void {
  for (const child of [...node.children]) {
    if (!TAGS.has(child.tagName)) {
      if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE'].includes(child.tagName)) child.remove();
      else {
        clean(child);
        child.replaceWith(...child.childNodes);
      }
      continue;
    }
    const allowed = ATTRIBUTES[child.tagName] ?? [];
    for (const attribute of [...child.attributes]) {
      if (!allowed.includes(attribute.name) || (attribute.name === 'href' && !isSafeHref(attribute.value))) child.removeAttribute(attribute.name);
    }
    clean(child);
  }
}
