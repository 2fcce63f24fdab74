import type { APIRequestContext, Page } from '@playwright/test';
import { seriousA11yViolations } from './fixtures.ts';
import { CATALOGUE_SIZE, expect, FIELDS_STUDIO, register, signIn, test, tileCount, widgetPage } from './lobby-fixtures.ts';

interface WireGame {
  identifier: string;
  title: string;
  provider: string;
  seo_title: string;
  currencies: Record<string, { id: number }>;
  has_demo_mode: boolean;
  lines: number | null;
}

async function games(request: APIRequestContext, platform: string, category: string, page = 1): Promise<WireGame[]> {
  const response = await request.post(`${platform}/api/games_filter`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { device: 'desktop', filter: { categories: { identifiers: [category] } }, page, page_size: 100 },
  });
  return ((await response.json()) as { data: WireGame[] }).data;
}

/** A slot (the Lucky Sevens engine) with a demo, playable in EUR. */
async function slotGame(request: APIRequestContext, platform: string): Promise<WireGame> {
  const list = await games(request, platform, 'slots');
  const game = list.find((candidate) => candidate.has_demo_mode && candidate.currencies.EUR && candidate.lines);
  if (!game) throw new Error('no slot game with a demo');
  return game;
}

const navigations = (page: Page) => page.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations);

test.describe('lobby, game grid and game page as script-tag widgets', () => {
  test('a guest browses the home rows, a category and a provider page on a partner site', async ({ page, lobby }) => {
    lobby.servePartnerPage('/lobby', widgetPage(lobby.platform, '<casino-lobby page="home"></casino-lobby>', { title: 'Partner lobby' }));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${lobby.partner}/lobby`);
    const widget = page.locator('casino-lobby');

    const top = widget.locator('[data-row="top"]');
    await expect(top.locator('.ck-tile')).toHaveCount(15);
    await expect(widget.locator('[data-row="new"] .ck-tile')).toHaveCount(15);
    await expect(widget.getByRole('region', { name: 'Promotions' })).toBeVisible();
    expect(await widget.locator('.ck-banners__slide').count()).toBeGreaterThanOrEqual(2);
    // Tiles have fixed square boxes and lazy images, but for the first row's first four: the first
    // screen's pictures, fetched at once and first (issue 17, widgets/ui/GameTile.tsx `priority`).
    const image = top.locator('.ck-tile__img').first();
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(top.locator('.ck-tile__img').nth(4)).toHaveAttribute('loading', 'lazy');
    await expect(top.locator('.ck-tile__img').nth(4)).not.toHaveAttribute('fetchpriority', /./);
    const box = await top.locator('.ck-tile__media').first().boundingBox();
    expect(Math.abs(box!.width - box!.height)).toBeLessThan(1.5);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Show all → the page's router (a `navigate` listener) switches the lobby to the category.
    await widget.locator('[data-row="new"]').getByRole('link', { name: /^Show all: / }).click();
    expect(await navigations(page)).toContain('/pokies/new');
    await expect(widget.locator('.ck-grid__heading')).toBeVisible();
    await expect(widget.locator('.ck-grid .ck-tile').first()).toBeVisible();
    expect(page.url()).toBe(`${lobby.partner}/lobby`);
    // `new` puts the random-game card at the end.
    const setsize = Number(await widget.locator('.ck-grid__cell').first().getAttribute('aria-setsize'));
    expect(setsize).toBeGreaterThan(1);

    // Providers popup → a provider's page.
    await widget.getByRole('navigation', { name: 'Game sections' }).getByRole('button', { name: 'Providers' }).click();
    const dialog = widget.getByRole('dialog', { name: 'Game providers' });
    await expect(dialog).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const provider = dialog.getByRole('link').nth(2);
    const providerName = (await provider.textContent())!;
    await provider.click();
    await expect(dialog).toHaveCount(0);
    await expect(widget.getByRole('heading', { name: `Games by ${providerName}` })).toBeVisible();
    await expect(widget.locator('.ck-grid .ck-tile__provider').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('opens the game search from the lobby', async ({ page, lobby }) => {
    lobby.servePartnerPage('/lobby-search', widgetPage(lobby.platform, '<casino-lobby></casino-lobby>'));
    await page.goto(`${lobby.partner}/lobby-search`);
    const widget = page.locator('casino-lobby');
    await widget.getByRole('button', { name: 'Search games' }).click();
    const dialog = widget.getByRole('dialog', { name: 'Search games' });
    await expect(dialog.getByRole('heading', { name: 'Recommended games' })).toBeVisible();
    const first = (await dialog.locator('.ck-search__game-title').first().textContent())!;
    await dialog.getByRole('searchbox').fill(first.slice(0, 5));
    await expect(dialog.getByRole('heading', { name: 'Results' })).toBeVisible();
    await expect(dialog.locator('.ck-search__game-title').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(widget.getByRole('dialog')).toHaveCount(0);
  });

  test(`scrolls a ${CATALOGUE_SIZE.toLocaleString('en')}-game category to the end with never more than ~200 tiles in the DOM`, async ({ page, lobby }) => {
    test.setTimeout(300_000);
    // Pages of 100 (the platform's largest): 100 round trips to the end instead of 250, so a busy
    // second worker on a 2-core machine cannot starve the walk past its time (alone it takes ~11 s).
    lobby.servePartnerPage('/grid', widgetPage(lobby.platform, '<casino-game-grid category="all" label="All games" page-size="100"></casino-game-grid>'));
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${lobby.partner}/grid`);
    const grid = page.locator('casino-game-grid');
    await expect(grid.locator('.ck-tile').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Scroll to the end in the page itself (one round trip), counting tiles after every frame.
    const run = await page.evaluate(async () => {
      const root = document.querySelector('casino-game-grid')!.shadowRoot!;
      const started = performance.now();
      let most = 0;
      let frames = 0;
      while (performance.now() - started < 240_000) {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        frames++;
        most = Math.max(most, root.querySelectorAll('.ck-tile').length);
        if (/You have seen all/.test(root.querySelector('.ck-grid__status')?.textContent ?? '')) break;
      }
      return { most, frames, seconds: (performance.now() - started) / 1000, rows: Number(root.querySelector('.ck-grid__list')!.getAttribute('data-rows')) };
    });
    console.log(`scrolled to the end in ${run.seconds.toFixed(1)} s (${run.frames} frames), most tiles in the DOM: ${run.most}`);
    const { most, rows } = run;
    const status = await grid.locator('.ck-grid__status').textContent();
    const total = Number(/all ([\d,]+) games/.exec(status ?? '')?.[1]?.replace(/,/g, ''));
    expect(total).toBeGreaterThan(CATALOGUE_SIZE * 0.9);
    expect(rows).toBeGreaterThan(1000);
    expect(most).toBeLessThanOrEqual(200);
    // At the very bottom the last card is rendered, the first is not.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const positionsOf = () => grid.locator('.ck-grid__cell').evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('aria-posinset'))));
    await expect.poll(async () => Math.max(...(await positionsOf()))).toBe(total + 1);
    const positions = await positionsOf();
    expect(await tileCount(page)).toBeLessThanOrEqual(200);
    expect(Math.min(...positions)).toBeGreaterThan(total - 300);
  });

  test('a guest plays the demo; asking for real play sends them to registration', async ({ page, lobby, request }) => {
    const game = await slotGame(request, lobby.platform);
    lobby.servePartnerPage('/demo', widgetPage(lobby.platform, `<casino-game-page producer="${game.provider}" name="${game.seo_title}" mode="demo"></casino-game-page>`));
    await page.goto(`${lobby.partner}/demo`);
    const widget = page.locator('casino-game-page');
    await expect(widget.getByRole('heading', { name: game.title })).toBeVisible();
    const frame = page.frameLocator('casino-game-page iframe');
    await expect(frame.locator('#play')).toBeVisible();
    const before = await frame.locator('#balance').textContent();
    // A round whose win equals its stake moves nothing: play until the balance moves (rarely more than once).
    for (let round = 0; round < 4 && (await frame.locator('#balance').textContent()) === before; round++) {
      await expect(frame.locator('#play')).toBeEnabled({ timeout: 10_000 });
      await frame.locator('#play').click();
      await expect(frame.locator('#message')).toHaveText(/won|Returned|No win/, { timeout: 15_000 });
    }
    await expect(frame.locator('#balance')).not.toHaveText(before!);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Switch to real money as a guest: registration with the game as redirect.
    await widget.getByRole('button', { name: 'Real money' }).click();
    await expect(widget.getByRole('heading', { name: 'Real money play needs an account' })).toBeVisible();
    const expected = `/registration?redirect=${encodeURIComponent(`/play/${game.provider}/${game.seo_title}?mode=real`)}`;
    await expect.poll(() => navigations(page)).toContain(expected);
    expect(await widget.locator('iframe').count()).toBe(0);

    // The same from a tile's play button in the lobby.
    lobby.servePartnerPage('/guest-lobby', widgetPage(lobby.platform, '<casino-lobby></casino-lobby>'));
    await page.goto(`${lobby.partner}/guest-lobby`);
    const play = page.locator('casino-lobby [data-row="top"] .ck-tile__play').first();
    await expect(play).toHaveAttribute('href', new RegExp(`^${lobby.platform}/registration\\?redirect=%2Fplay%2F`));
  });

  test('a signed-in player with money plays a real round and sees the balance change', async ({ page, lobby, request }) => {
    const game = await slotGame(request, lobby.platform);
    await signIn(page.request, lobby.platform);
    const url = lobby.serveCasinoPage('real', widgetPage(lobby.platform, `<casino-game-page producer="${game.provider}" name="${game.seo_title}" mode="real"></casino-game-page>`));
    await page.goto(url);
    const widget = page.locator('casino-game-page');
    const balance = widget.locator('[data-balance]');
    await expect(balance).toBeVisible();
    const frame = page.frameLocator('casino-game-page iframe');
    await expect(frame.locator('#play')).toBeVisible();
    const before = await balance.textContent();
    const header = page.locator('#header-balance');
    const headerBefore = await header.textContent();
    // A round whose win equals its stake moves nothing: play until the balance moves (rarely more than once).
    for (let round = 0; round < 4 && (await balance.textContent()) === before; round++) {
      await expect(frame.locator('#play')).toBeEnabled({ timeout: 10_000 });
      await frame.locator('#play').click();
      await page.waitForTimeout(3000);
    }
    await expect(balance).not.toHaveText(before!);
    await expect(header).not.toHaveText(headerBefore ?? '');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a reached limit sends the player to profile limits', async ({ page, lobby, request }) => {
    const game = await slotGame(request, lobby.platform);
    await register(page.request, lobby.platform);
    const limit = await page.request.post(`${lobby.platform}/api/user_limits`, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { type: 'coolingoff', period: 'day' } });
    expect(limit.status()).toBe(201);
    const url = lobby.serveCasinoPage('limits', widgetPage(lobby.platform, `<casino-game-page producer="${game.provider}" name="${game.seo_title}" mode="real"></casino-game-page>`, { route: true }));
    await page.goto(url);
    await expect.poll(() => navigations(page)).toContain('/profile/limits');
    await expect(page.locator('casino-game-page').getByRole('heading', { name: 'A limit is reached' })).toBeVisible();
    expect(await page.locator('casino-game-page iframe').count()).toBe(0);
  });

  test('the currency lock shows on tiles and as the game page overlay for a player whose currency a game lacks', async ({ page, lobby, request }) => {
    const slots = await games(request, lobby.platform, 'slots');
    const lacking = slots.find((game) => !game.currencies.NOK && game.currencies.EUR);
    if (!lacking) throw new Error('every slot supports NOK');
    await register(page.request, lobby.platform, 'NOK');
    const url = lobby.serveCasinoPage('lock', widgetPage(lobby.platform, `<casino-game-page producer="${lacking.provider}" name="${lacking.seo_title}" mode="real"></casino-game-page>`));
    await page.goto(url);
    const widget = page.locator('casino-game-page');
    await expect(widget.getByRole('heading', { name: 'This game does not support your currency' })).toBeVisible();
    await expect(widget.getByText('Switch to another wallet or choose a different game.')).toBeVisible();
    expect(await widget.locator('iframe').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await widget.getByRole('button', { name: 'Play the demo' }).click();
    await expect(page.frameLocator('casino-game-page iframe').locator('#play')).toBeVisible();

    const gridUrl = lobby.serveCasinoPage('lock-grid', widgetPage(lobby.platform, '<casino-game-grid category="slots" label="Slots"></casino-game-grid>'));
    await page.goto(gridUrl);
    const tile = page.locator(`casino-game-grid [data-identifier="${lacking.identifier}"]`);
    await tile.scrollIntoViewIfNeeded();
    await expect(tile.locator('.ck-tile__lock')).toContainText('Not available in your currency');
    await expect(tile.locator('.ck-tile__play')).toHaveCount(0);
  });

  test('a provider that needs profile fields gets an edit-profile popup the overlay cannot close', async ({ page, lobby }) => {
    await register(page.request, lobby.platform);
    const url = lobby.serveCasinoPage('fields', widgetPage(lobby.platform, `<casino-game-page producer="${FIELDS_STUDIO}" name="fields-fortune" mode="real"></casino-game-page>`));
    await page.goto(url);
    const dialog = page.locator('casino-game-page').getByRole('dialog', { name: 'Complete your profile to play' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('First name')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('First name').fill('Mara');
    await dialog.getByLabel('Last name').fill('Lind');
    await dialog.getByRole('button', { name: 'Save and play' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.frameLocator('casino-game-page iframe').locator('#play')).toBeVisible();
  });

  test('favourites persist across reloads', async ({ page, lobby }) => {
    await signIn(page.request, lobby.platform, 'vip@casino.localhost', 'Vip-Gold-2026!');
    const url = lobby.serveCasinoPage('favourites', widgetPage(lobby.platform, '<casino-lobby></casino-lobby>'));
    await page.goto(url);
    const tile = page.locator('casino-lobby [data-row="top"] .ck-tile').nth(1);
    const title = (await tile.locator('.ck-tile__title').textContent())!;
    await tile.hover();
    const heart = tile.getByRole('button', { name: `Add ${title} to favourites` });
    await heart.click();
    await expect(tile.getByRole('button', { name: `Remove ${title} from favourites` })).toBeVisible();

    await page.reload();
    const again = page.locator('casino-lobby [data-row="top"] .ck-tile').nth(1);
    await again.hover();
    await expect(again.getByRole('button', { name: `Remove ${title} from favourites` })).toBeVisible();

    // The favourites page lists it.
    await page.locator('casino-lobby').getByRole('link', { name: 'Favourites' }).click();
    const listed = page.locator('casino-lobby .ck-lobby__tiles .ck-tile');
    await expect(listed.filter({ hasText: title })).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await listed.filter({ hasText: title }).hover();
    await listed.filter({ hasText: title }).getByRole('button', { name: `Remove ${title} from favourites` }).click();
    await expect(listed.filter({ hasText: title })).toHaveCount(0);
  });
});
