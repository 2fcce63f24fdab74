import { expect, seriousA11yViolations, test } from './fixtures.ts';

test.describe('script-tag flavour on a partner page', () => {
  test('loads by one <script> tag from another origin, renders, and reacts to a click', async ({ page, origins }) => {
    origins.servePartnerPage(
      '/landing',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner landing</title></head><body>
<main><h1>Partner landing</h1></main>
<casino-cookie-banner locale="de" policy-url="/privacy"></casino-cookie-banner>
<script>window.accepted = 0; document.addEventListener('accept', () => window.accepted++);</script>
<script async src="${origins.platform}/casino-kit.js" data-locale="de" data-currency="EUR"></script>
</body></html>`,
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${origins.partner}/landing`);
    const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Cookie-Richtlinie' })).toHaveAttribute('href', '/privacy');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await banner.getByRole('button', { name: 'Cookies akzeptieren' }).click();

    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { accepted: number }).accepted)).toBe(1);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('ck_cookie_consent');
    expect(errors).toEqual([]);

    // Consent lasts: a reload shows no banner.
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { CasinoKit?: { mount?: unknown } }).CasinoKit?.mount);
    await expect(page.getByRole('region', { name: 'Cookie-Einwilligung' })).toHaveCount(0);
  });

  test('the stub queue keeps calls made before the loader arrives; mount, update, unmount', async ({ page, origins }) => {
    origins.servePartnerPage(
      '/queued',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Queued</title></head><body>
<div id="slot"></div>
<script>
  window.CasinoKit = window.CasinoKit || { q: [] };
  ['init', 'mount'].forEach(function (m) { CasinoKit[m] = CasinoKit[m] || function () { CasinoKit.q.push([m].concat([].slice.call(arguments))); }; });
  CasinoKit.init({ locale: 'it' });
  CasinoKit.mount('cookie-banner', document.getElementById('slot'), {});
</script>
<script async src="${origins.platform}/casino-kit.js"></script>
</body></html>`,
    );
    await page.goto(`${origins.partner}/queued`);
    await expect(page.getByRole('button', { name: 'Accetta i cookie' })).toBeVisible();

    const handleWorks = await page.evaluate(async () => {
      const kit = (window as unknown as { CasinoKit: { mount(n: string, e: Element, p: object): { ready: Promise<void>; update(p: object): void; unmount(): void } } }).CasinoKit;
      const host = document.createElement('div');
      document.body.append(host);
      const handle = kit.mount('cookie-banner', host, { locale: 'no' });
      await handle.ready;
      const first = host.shadowRoot?.querySelector('button:last-of-type')?.textContent;
      handle.update({ locale: 'et' });
      // Another locale is its own chunk (docs/architecture.md "Internationalisation"): wait for it.
      const label = () => host.shadowRoot?.querySelector('button:last-of-type')?.textContent;
      for (let waited = 0; label() !== 'Nõustu küpsistega' && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      const second = label();
      handle.unmount();
      return { first, second, after: host.shadowRoot?.querySelector('button') ?? null };
    });
    expect(handleWorks).toEqual({ first: 'Godta informasjonskapsler', second: 'Nõustu küpsistega', after: null });
  });

  test('an unknown widget is reported, not silent', async ({ page, origins }) => {
    origins.servePartnerPage('/unknown', `<!doctype html><html lang="en"><head><title>x</title></head><body><div id="slot"></div><script src="${origins.platform}/casino-kit.js"></script></body></html>`);
    await page.goto(`${origins.partner}/unknown`);
    const outcome = await page.evaluate(async () => {
      const kit = (window as unknown as { CasinoKit: { mount(n: string, e: Element): { ready: Promise<void> } } }).CasinoKit;
      const slot = document.getElementById('slot')!;
      let event = '';
      slot.addEventListener('error', (e) => (event = JSON.stringify((e as unknown as CustomEvent).detail)));
      try {
        await kit.mount('no-such-widget', slot).ready;
        return 'resolved';
      } catch (error) {
        return `${String(error)} | ${event}`;
      }
    });
    expect(outcome).toContain('unknown widget "no-such-widget"');
    expect(outcome).toContain('"widget":"no-such-widget"');
  });
});
