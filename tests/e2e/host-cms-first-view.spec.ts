import { build } from 'esbuild';
import { sanitizeHtmlOnServer } from '../../host-demo/server/sanitize.ts';
import { HOSTILE_CMS_HTML } from '../unit/cms-hostile-html.ts';
import { expect, test } from './fixtures.ts';
import { appReady, goInApp, mirrorUrl } from './host-helpers.ts';

/**
 * Issue 17: a CMS page's text in the server-rendered first view (docs/host.md "Server-rendered first
 * view", host-demo/server/sanitize.ts). The server sanitizes with DOMPurify on jsdom and the browser
 * with its own DOMPurify, one configuration (host-demo/app/lib/sanitize.ts): both make the same of
 * hostile HTML. With JavaScript off the promotions page (every mirror), a licence's terms page and a
 * news page show their text; with it on, the app hydrates that very markup (the article is never
 * replaced, no console error, no DOMPurify download), and sanitizes in the browser what it fetches itself.
 */

test("chromium's DOMPurify and the server's (jsdom) make the same of hostile CMS HTML", async ({ page }) => {
  const bundle = (
    await build({
      stdin: { contents: "import { sanitizeHtml } from './host-demo/app/lib/sanitize.ts'; window.sanitizeHtml = sanitizeHtml;", resolveDir: process.cwd(), loader: 'ts' },
      bundle: true,
      format: 'iife',
      write: false,
    })
  ).outputFiles[0]!.text;
  await page.setContent('<!doctype html><title>sanitize</title>');
  await page.addScriptTag({ content: bundle });
  for (const [what, input, expected] of HOSTILE_CMS_HTML) {
    const inBrowser = await page.evaluate((html) => (window as unknown as { sanitizeHtml(html: string): Promise<string> }).sanitizeHtml(html), input);
    expect(inBrowser, `${what} (chromium)`).toBe(expected);
    expect(await sanitizeHtmlOnServer(input), `${what} (server)`).toBe(inBrowser);
  }
});

/**
 * Pages whose text is CMS HTML, on a mirror, with a line of it the page must show. The German and
 * Estonian pages matter: their route's chunk loads its catalogues' tables while the page hydrates,
 * which once made React throw the server's page away and render it again (docs/architecture.md
 * "Internationalisation").
 */
const CMS_PAGES = [
  { host: 'localhost', path: '/promotions', heading: 'Welcome package', text: 'Up to EUR 1,500 and 150 free spins' },
  { host: 'ee.localhost', path: '/promotions', heading: 'Tervituspakett', text: 'Kuni EUR 1500 ja 150 tasuta keerutust' },
  { host: 'au.localhost', path: '/promotions', heading: 'Welcome package', text: 'Up to EUR 1,500 and 150 free spins' },
  { host: 'gcb.localhost', path: '/promotions', heading: 'Welcome package', text: 'Up to EUR 1,500 and 150 free spins' },
  { host: 'gcb.localhost', path: '/de/promotions', heading: 'Willkommenspaket', text: 'Bis zu 1.500 EUR und 150 Freispiele' },
  // A licence's variant of a static page, and a news page: the same CMS route.
  { host: 'ee.localhost', path: '/en/terms-and-conditions', heading: '1. Minimum age', text: 'Estonian Tax and Customs Board' },
  { host: 'rocket.localhost', path: '/news/promotions', heading: 'Weekly reload', text: 'Every Friday: 50% up to EUR 200' },
];

test('with JavaScript off, the HTML of CMS pages carries their sanitized text', async ({ browser, origins }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { host, path, heading, text } of CMS_PAGES) {
    // The HTML as served (the page's own request: Node does not resolve *.localhost).
    const html = await (await page.goto(mirrorUrl(origins.platform, host, path)))!.text();
    const article = /<article class="prose">([\s\S]*?)<\/article>/.exec(html)?.[1];
    expect(article, `${host}${path}: the article in the HTML`).toBeDefined();
    expect(article).toContain(text);
    expect(article).not.toMatch(/<(script|style|iframe|form)\b|\son\w+=/i);
    // The answer the browser starts from is the same sanitized HTML (no second sanitizing there).
    const queries = JSON.parse(/<script type="application\/json" id="ck-queries">([\s\S]*?)<\/script>/.exec(html)![1]!) as [string[], { content?: string }][];
    const cms = queries.find(([key]) => key[0] === 'cms');
    expect(cms?.[1].content, `${host}${path}: the page's answer`).toBe(article);

    const shown = page.locator('main article.prose');
    await expect(shown.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(shown.getByText(text, { exact: false })).toBeVisible();
    await expect(page.locator('.page.skeleton')).toHaveCount(0);
  }
  await context.close();
});

test('the app hydrates the server’s CMS text as it is, and sanitizes in the browser what it fetches itself', async ({ browser, origins }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // Records whether the server's article is ever taken out of the page (a re-render after a mismatch would).
  await context.addInitScript(() => {
    const state = window as unknown as { ckArticleRemoved: boolean };
    state.ckArticleRemoved = false;
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes) if (node instanceof Element && (node.matches('article.prose') || node.querySelector('article.prose'))) state.ckArticleRemoved = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const purify: string[] = [];
  page.on('request', (request) => {
    if (/\/host\/chunks\/purify/.test(request.url())) purify.push(request.url());
  });

  for (const { host, path, heading } of CMS_PAGES) {
    await page.goto(mirrorUrl(origins.platform, host, path));
    await expect(page.locator('#ck-queries'), `${host}${path} comes rendered`).toHaveCount(1);
    await appReady(page);
    await expect(page.locator('main article.prose').getByRole('heading', { level: 2, name: heading })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { ckArticleRemoved: boolean }).ckArticleRemoved), `${host}${path}: the server's article stays`).toBe(false);
    expect(problems, `${host}${path}`).toEqual([]);
  }
  expect(purify, 'no DOMPurify for text that came sanitized').toEqual([]);

  // A client-side navigation to another CMS page: fetched and sanitized by the browser's DOMPurify.
  await page.goto(mirrorUrl(origins.platform, 'localhost', '/promotions'));
  await appReady(page);
  await goInApp(page, '/privacy-policy');
  await expect(page.locator('main article.prose').getByRole('heading', { level: 2, name: '3. Sharing' })).toBeVisible();
  await expect(page.locator('main article.prose a[href="/cookie-policy"]')).toBeVisible();
  expect(purify.length, 'DOMPurify loaded for the page the browser fetched').toBeGreaterThan(0);
  // Another locale: the same page's German text, sanitized in the browser too.
  await goInApp(page, '/de/promotions');
  await expect(page.locator('main article.prose').getByRole('heading', { level: 2, name: 'Willkommenspaket' })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});
