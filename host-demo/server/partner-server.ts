import { createServer, type Server } from 'node:http';
import { affiliatePage, lightAffiliatePage, parentPage, reactPage } from './partner-pages.ts';

/**
 * The partner side of the demo on its own origin (another port), so widgets are tried exactly as
 * they run on a partner's site: cross-origin to the casino.
 */
export function startPartnerServer(casinoOrigin: string, port: number, host: string): Promise<Server> {
  const pages: Record<string, () => string> = {
    '/': () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner demos</title></head><body><h1>Partner demos</h1><ul>
<li><a href="/affiliate">Affiliate page: one script tag, custom elements</a></li>
<li><a href="/light">Light affiliate page: widgets pick light colours</a></li>
<li><a href="/react">React 19 app with casino-kit/react</a></li>
<li><a href="/parent">Embedded casino in an iframe, with the bridge</a></li></ul></body></html>`,
    '/affiliate': () => affiliatePage(casinoOrigin),
    '/light': () => lightAffiliatePage(casinoOrigin),
    '/react': () => reactPage(casinoOrigin),
    '/parent': () => parentPage(casinoOrigin),
  };
  const server = createServer((request, response) => {
    const render = pages[(request.url ?? '/').split('?')[0] ?? '/'];
    try {
      response.writeHead(render ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(render ? render() : 'Not found');
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
