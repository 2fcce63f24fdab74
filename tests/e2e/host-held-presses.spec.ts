import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appReady, mirrorUrl } from './host-helpers.ts';

/**
 * Presses before hydration (docs/host.md "Presses before hydration"): the server-rendered first view
 * paints before the app can answer. A press on it then is held and lands once the app has taken
 * over — a button in the page, a button in a widget's server-rendered shadow content, a link
 * (followed in the app: no reload) — both before the app's script has run (the shell's inline
 * holder) and while it starts (the app's). The test holds back what the app waits for, so the
 * presses land in that window every time.
 */

/** Holds back every request whose path matches until `release()`. */
async function holdBack(page: Page, path: RegExp): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => path.test(url.pathname),
    async (route: Route) => {
      await released;
      await route.continue();
    },
  );
  return { release };
}

for (const window of ['before the app script runs', 'while the app starts'] as const) {
  test.describe(`presses ${window}`, () => {
    // The app's script, or the session it asks for before it hydrates (host-demo/app/main.tsx).
    const held = window === 'before the app script runs' ? /^\/host\/main-[\w-]+\.js$/ : /^\/api\/player$/;

    test.describe('at 390 px', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('a button in the page and one in a widget’s server-rendered content land once the app answers', async ({ page, origins }) => {
        let loads = 0;
        page.on('load', () => loads++);
        const gate = await holdBack(page, held);
        await page.goto(mirrorUrl(origins.platform, 'localhost', '/'), { waitUntil: 'commit' });
        const promotions = page.getByRole('region', { name: 'Promotions' });
        const next = promotions.getByRole('button', { name: 'Next promotion' });
        await expect(next).toBeVisible();
        await expect(promotions.getByRole('group', { name: '1 of 5' })).toBeVisible();

        await next.click();
        await page.getByRole('button', { name: 'Open menu' }).click();
        // Nothing can answer yet, and the presses are not lost.
        await expect(promotions.getByRole('group', { name: '1 of 5' })).toBeVisible();
        await expect(page.locator('#main-nav.header__nav--open')).toHaveCount(0);

        gate.release();
        await appReady(page);
        await expect(promotions.getByRole('group', { name: '2 of 5' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
        expect(loads).toBe(1);
      });
    });

    test('a link in the page opens its popup in the app, without a reload', async ({ page, origins }) => {
      let loads = 0;
      page.on('load', () => loads++);
      const gate = await holdBack(page, held);
      await page.goto(mirrorUrl(origins.platform, 'localhost', '/'), { waitUntil: 'commit' });
      const logIn = page.getByRole('banner').getByRole('link', { name: 'Log in' });
      await expect(logIn).toBeVisible();
      await logIn.click();
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/');

      gate.release();
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      expect(loads).toBe(1);
    });

    test('a link in a widget is followed in the app, without a reload', async ({ page, origins }) => {
      let loads = 0;
      page.on('load', () => loads++);
      const gate = await holdBack(page, held);
      await page.goto(mirrorUrl(origins.platform, 'localhost', '/'), { waitUntil: 'commit' });
      const pill = page.getByRole('navigation', { name: 'Game sections' }).getByRole('link', { name: 'New', exact: true });
      await expect(pill).toBeVisible();
      await pill.click();
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/');

      gate.release();
      await expect(page).toHaveURL(mirrorUrl(origins.platform, 'localhost', '/pokies/new'));
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1, name: 'New' })).toBeVisible();
      expect(loads).toBe(1);
    });
  });
}
