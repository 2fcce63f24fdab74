import { expect, test } from './fixtures.ts';
import { appReady, mirrorUrl } from './host-helpers.ts';

/**
 * Issue 12: a guest clicking a search result gets the game page (the demo), not the sign-up wall;
 * real play stays behind sign-up on that page (docs/rules.md gameGuard).
 */
for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a guest's search result opens the game page in demo; real play asks for sign-up (${viewport.width} px)`, async ({ page, origins }) => {
    await page.setViewportSize(viewport);
    let loads = 0;
    page.on('load', () => loads++);
    const rocket = (path: string) => mirrorUrl(origins.platform, 'rocket.localhost', path);
    await page.goto(rocket('/'));
    await appReady(page);
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Essential only' }).click();

    // The lobby's own search on a phone, the header's on a desktop: both are the search widget.
    await page.getByRole('button', { name: 'Search games' }).first().click();
    const search = page.getByRole('dialog', { name: 'Search games' });
    await search.getByRole('searchbox').fill('rhino');
    const result = search.getByRole('link', { name: /Rhino Multiplier/ }).first();
    await expect(result).toBeVisible();
    await result.click();

    await expect(page).toHaveURL(/\/play\/[^/]+\/[^/?]+\?mode=demo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rhino Multiplier' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toHaveCount(0);
    await expect(page.frameLocator('[data-casino-widget="game-page"] iframe').locator('#play')).toBeVisible({ timeout: 20_000 });

    // Real money from the game page: the sign-up popup, with the game as the way back.
    await page.getByRole('button', { name: 'Real money' }).click();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/play\/[^/]+\/[^/?]+\?mode=real$/);
    expect(loads).toBe(1);
  });
}
