import type { Page } from '@playwright/test';
import { signIn } from './cashbox-helpers.ts';
import { expect, test } from './fixtures.ts';
import { appReady, mirrorUrl } from './host-helpers.ts';

/**
 * Issue 17: the host's first view rendered on the server (docs/host.md "Server-rendered first view",
 * host-demo/server/first-view.ts). With JavaScript off, the HTML itself shows the lobby's rows, the
 * category's grid, the game page's game and the promotions page's frame, with the names the platform
 * answers; with it on, `hydrateRoot` takes the same markup over with no error in the console; a
 * signed-in player's page is never rendered from, nor carries, anyone's data.
 */

interface Game {
  title: string;
  provider: string;
  seo_title: string;
}

async function gamesOf(page: Page, platform: string, category: string, device: 'mobile' | 'desktop', size: number): Promise<Game[]> {
  const answer = await page.request.post(`${platform}/api/games_filter`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { device, filter: { categories: { identifiers: [category], strategy: 'OR' } }, page: 1, page_size: size },
  });
  return ((await answer.json()) as { data: Game[] }).data;
}

const MIRROR_HOSTS = ['localhost', 'rocket.localhost', 'ee.localhost', 'au.localhost'];

test('with JavaScript off, the HTML of the lobby, a category, a game and the promotions page shows their first view', async ({ browser, origins }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const [top] = await Promise.all([gamesOf(page, origins.platform, 'top', 'desktop', 3)]);
  const slots = await gamesOf(page, origins.platform, 'slots', 'desktop', 6);
  for (const host of MIRROR_HOSTS) {
    await page.goto(mirrorUrl(origins.platform, host, '/'));
    await expect(page.locator('.boot-skeleton')).toHaveCount(0);
    await expect(page.locator('header.header')).toBeVisible();
    // The lobby widget's rows in its declarative shadow root: the top category's first games, by name.
    const lobby = page.locator('[data-casino-widget="lobby"]');
    for (const game of top) await expect(lobby.locator('.ck-lrow').first().getByText(game.title, { exact: true }).first()).toBeVisible();
    await expect(lobby.locator('.ck-tile').first()).toBeVisible();
  }

  // A category: its grid's first games.
  await page.goto(mirrorUrl(origins.platform, 'localhost', '/pokies/all'));
  const grid = page.locator('[data-casino-widget="lobby"]');
  for (const game of slots.slice(0, 3)) await expect(grid.getByText(game.title, { exact: true }).first()).toBeVisible();

  // A game page: the game's own name (found by its SEO title) over the stage.
  const game = slots[0]!;
  await page.goto(mirrorUrl(origins.platform, 'localhost', `/play/${game.provider}/${game.seo_title}`));
  await expect(page.locator('[data-casino-widget="game-page"]').getByRole('heading', { level: 1 })).toHaveText(game.title);

  // Promotions: a CMS page, whose text the server sanitizes (its text: host-cms-first-view.spec.ts):
  // the header, the page's place and the footer come rendered.
  await page.goto(mirrorUrl(origins.platform, 'localhost', '/promotions'));
  await expect(page.locator('header.header nav[aria-label]')).toBeVisible();
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('footer.footer')).toBeVisible();
  await context.close();
});

test('a desktop browser in a narrow window gets the phone layout of the carousel from the server, before any script', async ({ browser, origins }) => {
  // The server guesses the device from the User-Agent (desktop here); the stylesheet decides the banners per view by the viewport.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(mirrorUrl(origins.platform, 'localhost', '/'));
  const carousel = page.locator('[data-casino-widget="lobby"] .ck-banners').first();
  await expect(carousel.locator('.ck-banners__slide').first()).toBeVisible();
  const [slide, whole] = await Promise.all([carousel.locator('.ck-banners__slide').first().boundingBox(), carousel.boundingBox()]);
  // One banner and a glimpse of the next (1.15 per view), not three squeezed ones.
  expect(slide!.width / whole!.width).toBeGreaterThan(0.8);
  await context.close();
});

test('hydration takes over the server-rendered pages with no error in the console', async ({ browser, origins }) => {
  test.setTimeout(180_000);
  const slots = await gamesOf(await browser.newPage(), origins.platform, 'slots', 'desktop', 1);
  const paths = ['/', '/pokies/all', `/play/${slots[0]!.provider}/${slots[0]!.seo_title}`, '/promotions', '/de'];
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const [index, path] of paths.entries()) {
      const host = MIRROR_HOSTS[index % MIRROR_HOSTS.length]!;
      await page.goto(mirrorUrl(origins.platform, host, path));
      await expect(page.locator('#ck-queries'), `${host}${path} comes rendered`).toHaveCount(1);
      await appReady(page);
      // Hydrated: the header's menu button answers (its state is React's).
      const burger = page.locator('.header__burger');
      if (viewport.width < 900) {
        await burger.click();
        await expect(burger).toHaveAttribute('aria-expanded', 'true');
      }
      // The lobby widget's portal replaced its server markup: one set of rows, not two.
      if (path === '/') {
        await expect(page.locator('[data-casino-widget="lobby"] .ck-lobby')).toHaveCount(1);
        await expect(page.locator('[data-casino-widget="lobby"] .ck-tile').first()).toBeVisible();
      }
      expect(problems, `${host}${path} at ${viewport.width} px`).toEqual([]);
    }
    await context.close();
  }
});

test("a signed-in player's page is not rendered on the server, and no guest page carries a player's data", async ({ browser, origins }) => {
  test.setTimeout(120_000);
  const player = await browser.newContext();
  const page = await player.newPage();
  await page.goto(mirrorUrl(origins.platform, 'localhost', '/cookie-policy'));
  expect(await signIn(page, 'player@casino.localhost', 'Player-2026!')).toBe(201);
  const profile = (await (await page.request.get(`${origins.platform.replace('127.0.0.1', 'localhost')}/api/player`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json()) as { id: number; email: string };
  expect(profile.email).toBe('player@casino.localhost');

  const guest = await browser.newContext();
  // The player's and a guest's requests at once, several times: the guest's never shows the player.
  for (let round = 0; round < 3; round++) {
    const [mine, theirs] = await Promise.all([
      page.request.get(mirrorUrl(origins.platform, 'localhost', '/')).then((answer) => answer.text()),
      guest.request.get(mirrorUrl(origins.platform, 'localhost', '/')).then((answer) => answer.text()),
    ]);
    expect(mine, "the player's page is the skeleton").not.toContain('id="ck-queries"');
    expect(mine).toContain('boot-skeleton');
    expect(theirs, "the guest's page is rendered").toContain('id="ck-queries"');
    for (const html of [mine, theirs]) expect(html).not.toContain(profile.email);
    // No answer of a player's query (sdk/query/keys.ts: everything of the player is under 'player').
    expect(theirs).not.toContain('[["player"');
    expect(theirs).not.toMatch(/\[\["player",/);
    expect(theirs).toContain('href="/login"');
  }
  // The player's app still comes up signed in.
  await page.goto(mirrorUrl(origins.platform, 'localhost', '/'));
  await appReady(page);
  await expect(page.locator('.header--player')).toBeVisible();
  await Promise.all([player.close(), guest.close()]);
});
