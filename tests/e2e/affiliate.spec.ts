import { affiliatePage } from '../../host-demo/server/partner-pages.ts';
import { expect, seriousA11yViolations, test } from './fixtures.ts';

const CORE = Symbol.for('casino-kit.core').description!;

test.describe('affiliate page: one script tag, widgets as custom elements', () => {
  test('the jackpot slider shows its first frame without framework code, stays live, and becomes interactive on first use', async ({ page, origins }) => {
    origins.servePartnerPage('/affiliate', affiliatePage(origins.platform));
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${origins.partner}/affiliate`);
    const slider = page.locator('casino-jackpot-slider');
    await expect(slider.getByRole('heading', { name: 'Rocket Jackpot' })).toBeVisible();
    const mega = slider.locator('[data-level="level_3"]').first();
    const before = await mega.textContent();
    expect(before).toMatch(/€[\d,]+/);
    // First frame: no framework yet, only the loader, the frame and the small live module.
    expect(requests.some((path) => /\/widgets\/jackpot-slider-[\w-]+\.js$/.test(path))).toBe(false);
    expect(requests.some((path) => /\/widgets\/jackpot-slider\.live-[\w-]+\.js$/.test(path))).toBe(true);

    // The platform moves the pools; the frame follows over the socket.
    const tick = await page.request.post(`${origins.platform}/api/sandbox/jackpots/rocket-jackpot/tick`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { total_cents: 20_000_000, bets: 10 },
    });
    expect(tick.status()).toBe(200);
    await expect(mega).not.toHaveText(before!);

    // First interaction loads the widget and the click it caught is replayed.
    await slider.getByRole('button', { name: 'Next jackpot' }).click();
    await expect(slider.getByText(/^2 of \d+$/)).toBeVisible();
    expect(requests.some((path) => /\/widgets\/jackpot-slider-[\w-]+\.js$/.test(path))).toBe(true);
    await slider.getByRole('tab', { name: 'Latest wins' }).click();
    await expect(slider.getByRole('tab', { name: 'Latest wins' })).toHaveAttribute('aria-selected', 'true');
    await expect(slider.locator('.ck-jp__winner').first()).toBeVisible();
    expect(await slider.locator('.ck-jp__winner').count()).toBeLessThanOrEqual(5);
    await expect(slider.locator('.ck-jp__name').first()).toHaveText(/^.{1,6}\*\*\*$/);

    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a press on the first frame that outlasts the widget’s loading still counts (the frame is not swapped mid-press)', async ({ page, origins }) => {
    origins.servePartnerPage('/affiliate', affiliatePage(origins.platform));
    const widgetLoaded = page.waitForResponse((response) => /\/widgets\/jackpot-slider-[\w-]+\.js$/.test(new URL(response.url()).pathname));
    await page.goto(`${origins.partner}/affiliate`);
    const slider = page.locator('casino-jackpot-slider');
    const next = slider.getByRole('button', { name: 'Next jackpot' });
    await expect(next).toBeVisible();
    const box = (await next.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // The widget's code arrives while the button is held down …
    await widgetLoaded;
    await page.waitForTimeout(500);
    // … and the press ends on the same button: one click, replayed into the widget.
    await page.mouse.up();
    await expect(slider.getByText(/^2 of \d+$/)).toBeVisible();
  });

  test('game search finds games from the partner page', async ({ page, origins }) => {
    origins.servePartnerPage('/affiliate', affiliatePage(origins.platform));
    await page.goto(`${origins.partner}/affiliate`);
    const search = page.locator('casino-game-search');
    await search.getByRole('button', { name: 'Search games' }).click();
    const dialog = search.getByRole('dialog', { name: 'Search games' });
    await expect(dialog.getByRole('heading', { name: 'Recommended games' })).toBeVisible();
    await expect(dialog.locator('a.ck-search__game').first()).toBeVisible();

    const first = (await dialog.locator('.ck-search__game-title').first().textContent())!;
    const word = first.split(/\s+/)[0]!.slice(0, 4).toLowerCase();
    await dialog.getByRole('searchbox').fill(word);
    await expect(dialog.getByRole('heading', { name: 'Results' })).toBeVisible();
    await expect(dialog.locator('.ck-search__game-title').first()).toContainText(new RegExp(word, 'i'));
    await expect(dialog.locator('a.ck-search__game').first()).toHaveAttribute('href', new RegExp(`^${origins.platform}/play/`));

    await dialog.getByRole('searchbox').fill('qqqzzzxxx');
    await expect(dialog.getByText('Nothing found for “qqqzzzxxx”.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(search.getByRole('dialog')).toHaveCount(0);
    await expect(search.getByRole('button', { name: 'Search games' })).toBeFocused();
  });

  test('mount → unmount → mount leaves no socket subscription or timer behind', async ({ page, origins }) => {
    // Count timers the page holds, so an unmount that leaks one is caught.
    await page.addInitScript(() => {
      const live = new Set<number>();
      const w = window as unknown as { __timers: Set<number> };
      w.__timers = live;
      const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
      window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
        const id = st(() => {
          live.delete(id);
          if (typeof fn === 'function') (fn as (...a: unknown[]) => void)(...rest);
        }, ms);
        if ((ms ?? 0) >= 1000) live.add(id);
        return id;
      }) as typeof window.setTimeout;
      window.clearTimeout = ((id?: number) => {
        if (id !== undefined) live.delete(id);
        ct(id);
      }) as typeof window.clearTimeout;
      window.setInterval = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
        const id = si(fn, ms, ...rest);
        live.add(id);
        return id;
      }) as typeof window.setInterval;
      window.clearInterval = ((id?: number) => {
        if (id !== undefined) live.delete(id);
        ci(id);
      }) as typeof window.clearInterval;
    });
    origins.servePartnerPage('/mount', `<!doctype html><html lang="en"><head><title>Mount cycle</title>
<script src="${origins.platform}/casino-kit.js" data-api="${origins.platform}"></script></head><body><main><div id="slot"></div></main></body></html>`);
    await page.goto(`${origins.partner}/mount`);

    const cycle = await page.evaluate(async (coreKey) => {
      const kit = (window as unknown as { CasinoKit: { mount(n: string, e: Element, p: object): { ready: Promise<void>; unmount(): void } } }).CasinoKit;
      const core = () => (globalThis as unknown as Record<symbol, { realtime: { channelCount: number; connected: boolean } }>)[Symbol.for(coreKey)];
      const slot = document.getElementById('slot')!;
      const waitFor = async (check: () => boolean) => {
        for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => requestAnimationFrame(r));
        return check();
      };
      const first = kit.mount('jackpot-slider', slot, { locale: 'en' });
      await first.ready;
      const subscribed = await waitFor(() => core()?.realtime.channelCount === 1 && core()!.realtime.connected);
      first.unmount();
      const afterUnmount = { channels: core()!.realtime.channelCount, connected: core()!.realtime.connected, timers: (window as unknown as { __timers: Set<number> }).__timers.size, children: slot.shadowRoot?.childElementCount ?? 0 };
      const second = kit.mount('jackpot-slider', slot, { locale: 'en' });
      await second.ready;
      const again = await waitFor(() => core()!.realtime.channelCount === 1);
      second.unmount();
      return { subscribed, afterUnmount, again, finalChannels: core()!.realtime.channelCount };
    }, CORE);

    expect(cycle.subscribed).toBe(true);
    expect(cycle.afterUnmount).toEqual({ channels: 0, connected: false, timers: 0, children: 0 });
    expect(cycle.again).toBe(true);
    expect(cycle.finalChannels).toBe(0);
  });
});
