import { expect, test } from '@playwright/test';
import { build } from 'esbuild';

/**
 * The host's CMS sanitizer (host-demo/app/lib/sanitize.ts: DOMPurify plus our allow-list) in a real
 * browser: DOMPurify does not work on happy-dom (cure53/DOMPurify#1457), so this is not a unit test.
 * The module is bundled as it is (DOMPurify inlined) and run in a blank chromium page.
 */
let bundle = '';

test.beforeAll(async () => {
  const result = await build({
    stdin: { contents: "import { sanitizeHtml } from './host-demo/app/lib/sanitize.ts'; window.sanitizeHtml = sanitizeHtml;", resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    format: 'iife',
    write: false,
  });
  bundle = result.outputFiles[0]!.text;
});

const CASES: [string, string][] = [
  // The case of the former unit test: text and safe links stay, scripts, handlers and javascript: go, h1 → h2.
  ['<h1>T</h1><p onclick="x()">Hi <a href="javascript:alert(1)">a</a> <a href="/terms">b</a></p><script>bad()</script><img src=x onerror=y>', '<h2>T</h2><p>Hi <a>a</a> <a href="/terms">b</a></p>'],
  // Attributes are allowed per tag: title on a link, not on a paragraph; scope on th, colspan on td.
  ['<p title="t" style="color:red" class="c">x</p><a href="https://example.com/" title="t" target="_blank">y</a>', '<p>x</p><a href="https://example.com/" title="t">y</a>'],
  ['<table><tbody><tr><th scope="row" colspan="2">h</th><td colspan="2" scope="col">d</td></tr></tbody></table>', '<table><tbody><tr><th scope="row">h</th><td colspan="2">d</td></tr></tbody></table>'],
  // Links that would leave the site through a browser's URL repairs (docs/security.md).
  ['<a href="/\\evil.example">a</a><a href="//evil.example">b</a><a href=" java\tscript:alert(1)">c</a><a href="mailto:help@example.com">d</a><a href="#top">e</a>', '<a>a</a><a>b</a><a>c</a><a href="mailto:help@example.com">d</a><a href="#top">e</a>'],
  // Unknown elements are unwrapped, their text kept; frames, styles and templates go with their content.
  ['<div><section>kept <u>text</u></section></div><iframe>gone</iframe><style>p{}</style><template><p>gone</p></template><object>gone</object>', 'kept text'],
  // Markup smuggled through foreign content and parsing quirks: nothing of it is left.
  ['<svg><script>alert(1)</script></svg><math><mi xlink:href="javascript:alert(1)">m</mi></math><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
];

test('CMS HTML is sanitized by DOMPurify with our allow-list', async ({ page }) => {
  await page.setContent('<!doctype html><title>sanitize</title>');
  await page.addScriptTag({ content: bundle });
  for (const [input, expected] of CASES) {
    const output = await page.evaluate((html) => (window as unknown as { sanitizeHtml(html: string): Promise<string> }).sanitizeHtml(html), input);
    expect(output, input).toBe(expected);
  }
});
