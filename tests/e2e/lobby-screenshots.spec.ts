/**
 * Screenshots of the game widgets at a phone and a desktop width, for a person to look at
 * (LOBBY_SCREENSHOTS=<folder> npx playwright test tests/e2e/lobby-screenshots.spec.ts). Skipped otherwise.
 */
import { expect, test, widgetPage } from './lobby-fixtures.ts';

const folder = process.env.LOBBY_SCREENSHOTS;

test.describe('game widgets screenshots', () => {
  test.skip(!folder, 'set LOBBY_SCREENSHOTS to a folder to take them');

  for (const width of [390, 1366]) {
    test(`lobby, category and game page at ${width} px`, async ({ page, lobby }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      lobby.servePartnerPage('/shots-lobby', widgetPage(lobby.platform, '<casino-lobby></casino-lobby>', { title: 'Lobby' }));
      await page.goto(`${lobby.partner}/shots-lobby`);
      const widget = page.locator('casino-lobby');
      await expect(widget.locator('[data-row="top"] .ck-tile').first()).toBeVisible();
      await expect(widget.locator('.ck-banners__slide').first()).toBeVisible();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${folder}/lobby-${width}.png` });
      await widget.locator('[data-row="top"] .ck-tile__media').first().hover();
      await page.screenshot({ path: `${folder}/lobby-hover-${width}.png` });

      await widget.locator('[data-row="slots"], [data-row="popular"]').first().getByRole('link', { name: /^Show all/ }).click();
      await expect(widget.locator('.ck-grid .ck-tile').first()).toBeVisible();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${folder}/category-${width}.png` });

      const first = widget.locator('.ck-grid .ck-tile').first();
      const identifier = (await first.getAttribute('data-identifier'))!;
      const [producer, name] = identifier.split('/');
      lobby.servePartnerPage('/shots-game', widgetPage(lobby.platform, `<casino-game-page producer="${producer}" name="${name}" mode="demo"></casino-game-page>`, { title: 'Game' }));
      await page.goto(`${lobby.partner}/shots-game`);
      await expect(page.frameLocator('casino-game-page iframe').locator('#play')).toBeVisible();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${folder}/game-${width}.png` });

      lobby.servePartnerPage('/shots-real', widgetPage(lobby.platform, `<casino-game-page producer="${producer}" name="${name}" mode="real"></casino-game-page>`, { title: 'Game', route: true }));
      await page.goto(`${lobby.partner}/shots-real`);
      await expect(page.locator('casino-game-page [data-blocked="registration"]')).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${folder}/game-guest-real-${width}.png` });
    });
  }
});
