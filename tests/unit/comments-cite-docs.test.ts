import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite behaviour that lives in this repository (issue 13 item 5): the product rules are in
 * docs/product/ (index: docs/product/README.md), the wire in docs/api.md and docs/api/*. A comment
 * that names a numbered section of a document kept outside the repository (the two product specs,
 * the wire contract, the design card) must also name a docs/ page; every docs/ page a comment
 * names must exist, and every docs/product anchor must be a heading of that page. The rewrite that
 * brought the old comments here is /work/wt/comments/rewrite.mjs (outside the repository).
 */

const root = new URL('../../', import.meta.url).pathname;
const DIRS = ['sdk', 'widgets', 'host-demo', 'platform', 'scripts', 'tests'];

function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
    }
  };
  for (const dir of DIRS) if (existsSync(join(root, dir))) walk(join(root, dir));
  return out.sort();
}

interface Comment {
  line: number;
  text: string;
}

/** The comments of a source file, found by the TypeScript parser; consecutive `//` lines are one comment. */
function comments(fileName: string, text: string): Comment[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : fileName.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, ts.CommentRange>();
  // Trivia is read at every node's start (its leading trivia, and the same-line comments that
  // trail the token before it), except where JSX text starts: that text is not trivia.
  const jsxText = new Set<number>();
  const collect = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxText.add(node.pos);
    node.forEachChild(collect);
  };
  collect(sf);
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const c of ranges ?? []) if (!found.has(c.pos)) found.set(c.pos, c);
  };
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (node.kind === ts.SyntaxKind.JsxText) return;
    if (!jsxText.has(node.pos)) {
      add(ts.getTrailingCommentRanges(text, node.pos));
      add(ts.getLeadingCommentRanges(text, node.pos));
    }
    for (const child of node.getChildren(sf)) visit(child);
  };
  visit(sf);
  const groups: { start: number; end: number; single: boolean }[] = [];
  for (const c of [...found.values()].sort((a, b) => a.pos - b.pos)) {
    const last = groups[groups.length - 1];
    const single = c.kind === ts.SyntaxKind.SingleLineCommentTrivia;
    if (last && single && last.single && /^[ \t]*\r?\n[ \t]*$/.test(text.slice(last.end, c.pos))) last.end = c.end;
    else groups.push({ start: c.pos, end: c.end, single });
  }
  return groups.map((g) => ({ line: text.slice(0, g.start).split('\n').length, text: text.slice(g.start, g.end) }));
}

/** Names a section of an outside document (an RFC's § is public and allowed) but no docs/ path. */
function citesOutsideWithoutDocs(comment: string): boolean {
  const withoutRfc = comment.replace(/\bRFC\s*\d+\s*§\s?\d[\d.]*/gi, '');
  return /\bspec\s*00[01]\b|§\s?\d/i.test(withoutRfc) && !/\bdocs\//.test(comment);
}

/** GitHub's anchor of a markdown heading. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(join(root, file), 'utf8');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1] ?? '')));
}

const files = sourceFiles();
const all = files.map((file) => ({ file: relative(root, file), comments: comments(file, readFileSync(file, 'utf8')) }));

describe('the comment scanner', () => {
  it('finds comments, not strings, templates, regexes or JSX text, and groups `//` lines', () => {
    const sample = [
      "const a = 'spec 000 §4'; // plain",
      'const b = `spec 001 §9 ${a}`; /* block */',
      'const r = /§4/; // x',
      '// first line',
      '// second line',
      'const el = <p>// spec 000 §4 {/* jsx comment */}</p>;',
      '/** jsdoc */ export {};',
    ].join('\n');
    const found = comments('sample.tsx', sample).map((c) => c.text);
    expect(found).toEqual(['// plain', '/* block */', '// x\n// first line\n// second line', '/* jsx comment */', '/** jsdoc */']);
  });

  it('flags an outside citation without a docs/ path, and nothing else', () => {
    expect(citesOutsideWithoutDocs('/** Limits (spec 000 §4). */')).toBe(true);
    expect(citesOutsideWithoutDocs('// contract §5.17 shape')).toBe(true);
    expect(citesOutsideWithoutDocs('// spec 001 covers it')).toBe(true);
    expect(citesOutsideWithoutDocs('/** Limits (docs/product/limits-and-responsible-gaming.md#reached, spec 000 §4). */')).toBe(false);
    expect(citesOutsideWithoutDocs('// A WebSocket frame (RFC 6455 §5.2).')).toBe(false);
    expect(citesOutsideWithoutDocs('// the spec says so')).toBe(false);
  });

  it('computes the anchors GitHub gives headings', () => {
    expect(slug('Postal code to state')).toBe('postal-code-to-state');
    expect(slug('Promo codes in the address')).toBe('promo-codes-in-the-address');
  });
});

describe('comments cite docs/ in this repository', () => {
  it('scans the source tree', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.reduce((n, f) => n + f.comments.length, 0)).toBeGreaterThan(1000);
  });

  it('no comment cites a spec, contract or design section without a docs/ path', () => {
    const offenders = all.flatMap(({ file, comments }) =>
      comments.filter((c) => citesOutsideWithoutDocs(c.text)).map((c) => `${file}:${c.line}: ${c.text.replace(/\s+/g, ' ').slice(0, 120)}`),
    );
    expect(offenders, 'run /work/wt/comments/rewrite.mjs or cite the docs/product page by hand').toEqual([]);
  });

  it('every docs/ page a comment names exists, and every docs/product anchor is a heading of its page', () => {
    const anchors = new Map<string, Set<string>>();
    const broken: string[] = [];
    let productLinks = 0;
    for (const { file, comments } of all) {
      for (const c of comments) {
        for (const m of c.text.matchAll(/\bdocs\/[\w./-]*\.md(?:#([\w-]+))?/g)) {
          const [link, anchor] = m;
          const page = link.replace(/#.*$/, '');
          if (!existsSync(join(root, page))) {
            broken.push(`${file}:${c.line}: ${link} (no such page)`);
            continue;
          }
          if (!page.startsWith('docs/product/')) continue;
          productLinks++;
          if (!anchor) continue;
          if (!anchors.has(page)) anchors.set(page, anchorsOf(page));
          if (!anchors.get(page)!.has(anchor)) broken.push(`${file}:${c.line}: ${link} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(productLinks).toBeGreaterThan(100);
  });

  it('links into docs/product from docs/ (and between its pages) resolve', () => {
    const broken: string[] = [];
    let links = 0;
    for (const dir of ['docs', 'docs/product']) {
      for (const name of readdirSync(join(root, dir)).filter((n) => n.endsWith('.md')).sort()) {
        const text = readFileSync(join(root, dir, name), 'utf8');
        for (const m of text.matchAll(/\]\(([\w./-]*\.md)?(?:#([\w-]+))?\)/g)) {
          const page = relative(root, join(root, dir, m[1] ?? name));
          if (!page.startsWith('docs/product/')) continue;
          links++;
          if (!existsSync(join(root, page))) broken.push(`${dir}/${name}: ${m[0]} (no such page)`);
          else if (m[2] && !anchorsOf(page).has(m[2])) broken.push(`${dir}/${name}: ${m[0]} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(links).toBeGreaterThan(50);
  });
});
