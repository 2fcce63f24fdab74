import type { FastifyInstance } from 'fastify';
import { forbidFraming } from '../../platform/http/demo-only.ts';

/**
 * Demo pages on the casino's own origin: `/demo` (an index) and `/demo/affiliate` (widgets by one
 * script tag, same-origin, where the player widgets work with the session cookie). Demo mode only,
 * and never framed by another site (docs/security.md).
 */
const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="/demo.css"></head><body>${body}</body></html>`;

const DEMO_CSS = `
:root { color-scheme: dark; --ck-accent: #ffb800; --ck-surface: #2a1a52; }
body { margin: 0; font-family: system-ui, sans-serif; background: #140b2e; color: #f4f1ff; }
main { max-width: 960px; margin: 0 auto; padding: 32px 20px 160px; }
h1 { font-size: 2rem; margin: 0 0 8px; }
a { color: #ffd766; }
code { background: #24194a; padding: 2px 6px; border-radius: 6px; }
casino-cookie-banner { position: fixed; left: 16px; right: 16px; bottom: 16px; max-width: 880px; margin: 0 auto; }
`;

export async function demoPages(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/demo' || path.startsWith('/demo/')) forbidFraming(reply, '');
  });
  app.get('/demo.css', (_request, reply) => reply.type('text/css').header('Cache-Control', 'public, max-age=300').send(DEMO_CSS));

  app.get('/demo', (_request, reply) =>
    reply.type('text/html').send(
      page(
        'Casino Kit',
        `<main><h1>Casino Kit</h1>
<p>The embeddable casino front end. This server is the reference platform; the pages below show the widgets as a partner embeds them.</p>
<ul><li><a href="/">The casino (white-label host)</a></li>
<li><a href="/demo/affiliate">Same-origin page with widgets by one script tag</a></li>
<li>Partner pages on a second origin (cross-origin widgets, a React app, the embedded casino): see the URL <code>npm start</code> prints</li></ul>
<p>Embed them yourself: <code>&lt;script async src="/casino-kit.js"&gt;&lt;/script&gt;</code>, then <code>&lt;casino-cookie-banner&gt;&lt;/casino-cookie-banner&gt;</code>.</p>
</main>`,
      ),
    ),
  );

  app.get('/demo/affiliate', (_request, reply) =>
    reply.type('text/html').send(
      page(
        'Affiliate demo · Casino Kit',
        `<main><h1>Affiliate landing page</h1><p>Everything below comes from one script tag.</p></main>
<casino-cookie-banner locale="en"></casino-cookie-banner>
<script async src="/casino-kit.js" data-locale="en" data-currency="EUR"></script>`,
      ),
    ),
  );
}
