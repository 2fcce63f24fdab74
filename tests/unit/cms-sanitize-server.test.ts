/**
 * The server's CMS sanitizer (host-demo/server/sanitize.ts): DOMPurify on a jsdom window with the
 * browser's configuration (host-demo/app/lib/sanitize.ts), which the server-rendered first view of a
 * CMS page sends (docs/host.md "Server-rendered first view"). Hostile input in, exactly what may
 * come out asserted; the browser's side of the same cases is tests/e2e/host-cms-first-view.spec.ts.
 */
import createDOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { configureSanitizer } from '../../host-demo/app/lib/sanitize.ts';
import { sanitizeHtmlOnServer } from '../../host-demo/server/sanitize.ts';
import { HOSTILE_CMS_HTML } from './cms-hostile-html.ts';

describe('CMS HTML sanitized on the server', () => {
  it('makes of hostile input exactly the allowed markup', { timeout: 60_000 }, async () => {
    for (const [what, input, expected] of HOSTILE_CMS_HTML) expect(await sanitizeHtmlOnServer(input), what).toBe(expected);
  });

  it('leaves no script, handler, script URL, style, frame, form or foreign content in any output', async () => {
    for (const [what, input] of HOSTILE_CMS_HTML) {
      const output = await sanitizeHtmlOnServer(input);
      expect(output, what).not.toMatch(/<(script|style|iframe|object|embed|form|input|button|svg|math|img|link|meta|base|template|noscript)\b/i);
      expect(output, what).not.toMatch(/\son\w+=|\sstyle=|\sid=|\sclass=|javascript:|data:text/i);
    }
  });

  it('is stable: its output sanitized again is the same (what the browser parses is what was checked)', async () => {
    for (const [what, input] of HOSTILE_CMS_HTML) {
      const once = await sanitizeHtmlOnServer(input);
      expect(await sanitizeHtmlOnServer(once), what).toBe(once);
    }
  });

  it('keeps a real page: headings one level down, lists, tables and site links', async () => {
    const page = '<h1>Promotions</h1><h2>Welcome package</h2><p>Up to EUR 1,500 &amp; 150 free spins. See <a href="/tournaments" title="All">Tournaments</a>.</p><ul><li>one</li></ul>';
    expect(await sanitizeHtmlOnServer(page)).toBe('<h2>Promotions</h2><h2>Welcome package</h2><p>Up to EUR 1,500 &amp; 150 free spins. See <a href="/tournaments" title="All">Tournaments</a>.</p><ul><li>one</li></ul>');
  });

  it('refuses a DOMPurify without a DOM (which would answer its input unchanged)', () => {
    const withoutDom = createDOMPurify();
    expect(withoutDom.isSupported).toBe(false);
    expect(() => configureSanitizer(withoutDom)).toThrow(/no usable DOM/);
  });
});
