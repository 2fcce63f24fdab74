/**
 * CMS HTML → safe HTML: an allow-list of tags and attributes (no scripts, handlers, styles,
 * iframes; links only http(s), mailto or same-site paths). Operator content, but a stolen CMS
 * login must not become script on every mirror.
 */
const TAGS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'UL', 'OL', 'LI', 'A', 'STRONG', 'EM', 'B', 'I', 'BR', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'BLOCKQUOTE', 'SPAN', 'SMALL', 'HR', 'DL', 'DT', 'DD']);
const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { A: ['href', 'title'], TH: ['scope'], TD: ['colspan'] };
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;

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
      if (!allowed.includes(attribute.name) || (attribute.name === 'href' && !SAFE_URL.test(attribute.value.trim()))) child.removeAttribute(attribute.name);
    }
    clean(child);
  }
}
