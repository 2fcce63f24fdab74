/**
 * The widget catalogue's screenshots (docs/widgets.md "Every widget on a light page"): every widget of
 * widgets/catalogue.ts, mounted alone on a light partner page by the page's one script tag, at 1366 and
 * 390 px, saved as `<folder>/<name>-<width>.png`. A widget added to the catalogue is picked up with no
 * change here (it gets no attributes unless SAMPLE names some). Signed in as the demo player, so the
 * account widgets show an account: the light page is the casino's own demo page emptied (the account
 * widgets need the session cookie, which a cross-origin page never sends; tests/e2e/cashbox-helpers.ts).
 * Tall widgets are cut at MAX_HEIGHT to keep the PNGs small. Skipped unless asked for:
 * `npm run build && npm run docs:widgets` (WIDGET_SCREENSHOTS=docs/img/widgets).
 */
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { WIDGETS } from '../../widgets/catalogue.ts';
import { expect, test } from './fixtures.ts';

const folder = process.env.WIDGET_SCREENSHOTS;
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];
/** The most of a tall widget (a lobby, a grid) a screenshot keeps, per width. */
const MAX_HEIGHT: Record<number, number> = { 1366: 300, 390: 520 };

/** Attributes that make a widget show what it is for (the snippets of docs/widgets.md use the same). */
const SAMPLE: Record<string, (page: Page, casino: string) => Promise<string> | string> = {
  'jackpot-slider': () => 'currency="EUR"',
  'game-slider': () => 'category="jackpot" count="8"',
  'game-grid': () => 'category="new" page-size="6" label="New games"',
  'game-page': async (page, casino) => {
    const answer = await page.request.post(`${casino}/api/games_filter`, { headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/vnd.s.v2+json' }, data: { filter: { categories: { identifiers: ['new'] } }, page: 1, page_size: 1 } });
    const [game] = ((await answer.json()) as { data: { provider: string; seo_title: string }[] }).data;
    return `producer="${game!.provider}" name="${game!.seo_title}" mode="demo"`;
  },
  'cookie-banner': () => 'policy-url="/cookie-policy"',
  // The seeded promotions (docs/api/lotteries.md, docs/api/competitions.md "Seed").
  lottery: () => 'lottery="monthly-draw"',
  tournament: () => 'tournament="slots-sprint"',
  leaderboard: () => 'tournament="slots-sprint" limit="5"',
  quest: () => 'quest="quest--xs--starter"',
  // A notification to show (a promo-code bonus, docs/api/notifications.md), the bell at the page's right.
  notifications: async (page, casino) => {
    const headers = { 'X-Requested-With': 'XMLHttpRequest' };
    await page.request.patch(`${casino}/api/player/update_bonus_settings`, { headers, data: { can_issue: true } });
    await page.request.post(`${casino}/api/v2/bonuses/promo-code`, { headers, data: { code: 'BONUS10' } });
    return 'style="display: block; width: max-content; margin-left: auto"';
  },
};

/** After mounting, what shows the widget at work: the notifications bar open. */
const ACT: Record<string, (page: Page) => Promise<void>> = {
  notifications: async (page) => {
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
  },
};
/** Widgets that open over the page or sit fixed at its side: the whole viewport. */
const WHOLE_VIEWPORT = new Set(['notifications', 'bookmarks']);

/** Empties the casino's demo page into a light page holding only `element` (the loader is already there). */
async function lightPage(page: Page, casino: string, element: string): Promise<void> {
  await page.goto(`${casino}/demo/affiliate`);
  await page.waitForFunction(() => typeof (window as unknown as { CasinoKit?: { mount?: unknown } }).CasinoKit?.mount === 'function');
  await page.evaluate((html) => {
    // The demo page's own look (its theme tokens at document level) goes too: a plain light page.
    for (const sheet of document.querySelectorAll('style, link[rel="stylesheet"]')) sheet.remove();
    document.documentElement.removeAttribute('style');
    document.body.replaceChildren();
    document.body.setAttribute('style', 'margin: 0; padding: 16px; background: #fff; color: #1d1d1f; font: 16px/1.5 system-ui, sans-serif');
    document.body.insertAdjacentHTML('beforeend', html);
  }, element);
}

test.describe('widget screenshots for the docs', () => {
  test.skip(!folder, 'set WIDGET_SCREENSHOTS to a folder to take them');

  for (const { name } of WIDGETS) {
    test(`${name} at 1366 and 390 px`, async ({ page, origins }) => {
      mkdirSync(folder!, { recursive: true });
      const signIn = await page.request.post(`${origins.platform}/api/users/sign_in`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { user: { email: 'player@casino.localhost', password: 'Player-2026!', dfpc: 'docs-screenshots' } },
      });
      expect(signIn.status()).toBe(201);
      const attributes = await (SAMPLE[name]?.(page, origins.platform) ?? '');
      const tag = `casino-${name}`;
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await lightPage(page, origins.platform, `<${tag}${attributes ? ` ${attributes}` : ''}></${tag}>`);
        const element = page.locator(tag);
        await expect.poll(() => element.evaluate((host) => (host.shadowRoot?.childElementCount ?? 0) > 0), { timeout: 30_000 }).toBe(true);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1_000);
        await ACT[name]?.(page);
        // The widget's own box (its height within the viewport); a widget that shows a dialog or sits
        // in a fixed overlay gets the whole viewport.
        const box = await element.boundingBox();
        const dialog = await element.locator('dialog[open], [role="dialog"]').count();
        const clip = box && box.height > 0 && dialog === 0 && !WHOLE_VIEWPORT.has(name) ? { x: 0, y: 0, width: viewport.width, height: Math.min(MAX_HEIGHT[viewport.width]!, Math.ceil(box.y + box.height + 16)) } : undefined;
        await page.screenshot({ path: `${folder}/${name}-${viewport.width}.png`, clip });
      }
    });
  }
});
