/**
 * The CMS link sanitizer (host-demo/app/lib/sanitize.ts): only http(s), mailto, fragments and
 * same-site paths; nothing a browser would turn into another site (docs/security.md).
 */
import { describe, expect, it } from 'vitest';
import { isSafeHref } from '../../host-demo/app/lib/sanitize.ts';

describe('CMS link targets', () => {
  it('keeps site paths, fragments, http(s) and mailto links', () => {
    for (const href of ['/terms', '/en/promotions?x=1#top', '#faq', 'https://partner.example/page', 'http://example.com', 'mailto:help@casino.example', '  /terms  ']) expect(isSafeHref(href), href).toBe(true);
  });

  it('refuses protocol-relative, backslash and whitespace tricks that leave the site', () => {
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/%09/x\u0000',
      'java\tscript:alert(1)',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example',
    ]) {
      expect(isSafeHref(href), JSON.stringify(href)).toBe(false);
    }
  });
});
