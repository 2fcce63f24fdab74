/**
 * The layout stylesheet's rules a server-rendered first view uses (issue 17, docs/host.md
 * "Server-rendered first view"): inline in <head> so the view paints styled before any stylesheet
 * arrives; the whole sheet follows without blocking (host-demo/app/main.tsx applies it before
 * hydrating). A rule is kept when each of its selectors' classes and ids occurs in the markup (any
 * selector of a list), or when it names none (element and `:root` rules); at-rules keep what they
 * contain that is kept, `@keyframes` are kept whole.
 */
import { createHash } from 'node:crypto';

interface Block {
  prelude: string;
  body: string;
}

/** Top-level `prelude { body }` blocks of a stylesheet (comments removed). */
function blocks(css: string): Block[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: Block[] = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '{') {
      if (depth === 0) open = index;
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) {
        found.push({ prelude: text.slice(start, open).trim(), body: text.slice(open + 1, index) });
        start = index + 1;
      }
    }
  }
  return found;
}

const NAMES = /([.#])(-?[_a-zA-Z][\w-]*)/g;

function selectorUsed(selector: string, classes: Set<string>, ids: Set<string>): boolean {
  // What a :not() or :where() names need not be present.
  const positive = selector.replace(/:(not|where)\((?:[^()]|\([^()]*\))*\)/g, '');
  for (const [, kind, name] of positive.matchAll(NAMES)) if (!(kind === '.' ? classes : ids).has(name!)) return false;
  return true;
}

function keep(list: Block[], classes: Set<string>, ids: Set<string>): string {
  let out = '';
  for (const { prelude, body } of list) {
    if (prelude.startsWith('@keyframes') || prelude.startsWith('@font-face')) out += `${prelude}{${body}}`;
    else if (prelude.startsWith('@')) {
      const inner = keep(blocks(body), classes, ids);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.split(/,(?![^(]*\))/).some((selector) => selectorUsed(selector, classes, ids))) out += `${prelude}{${body.trim()}}`;
  }
  return out;
}

/** The rules of `css` that `html` uses, minified of comments and outer whitespace. */
export function criticalCss(css: string, html: string): string {
  const classes = new Set<string>();
  const ids = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value!.split(/\s+/)) if (name) classes.add(name);
  for (const [, value] of html.matchAll(/\sid="([^"]*)"/g)) ids.add(value!);
  return keep(blocks(css), classes, ids).replace(/\s*\n\s*/g, '');
}

/** An inline style's CSP source. */
export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
