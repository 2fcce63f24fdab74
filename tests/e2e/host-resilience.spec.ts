import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appReady, mirrorUrl } from './host-helpers.ts';

/**
 * Issue 12: one failed code chunk no longer blanks the site (docs/host.md "Failed code chunks"):
 * the chunk is retried; when it stays away, only the page region shows a retry, the shell stays
 * usable; a deploy keeps serving the previous build's chunks.
 */
const PROMOTIONS_CHUNK = '**/host/chunks/TournamentsPage-*.js*';

// A chunk of a build that a deploy replaced (written before the worker's server starts).
const PREVIOUS = 'dist/host-previous/chunks/PreviousBuild-Zz0prev1.js';
mkdirSync('dist/host-previous/chunks', { recursive: true });
writeFileSync(PREVIOUS, 'export const previous = true;\n');
test.afterAll(() => rmSync(PREVIOUS, { force: true }));

test.use({ viewport: { width: 1366, height: 900 } });

async function openLobby(page: Page, platform: string): Promise<() => number> {
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(mirrorUrl(platform, 'rocket.localhost', '/'));
  await appReady(page);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Essential only' }).click();
  return () => loads;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a blip: the route chunk fails twice, the retry brings the page', async ({ page, origins }) => {
  const loads = await openLobby(page, origins.platform);
  let failures = 0;
  await page.route(PROMOTIONS_CHUNK, (route) => (failures++ < 2 ? route.abort('connectionreset') : route.continue()));
  await nav(page).getByRole('link', { name: 'Tournaments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  expect(failures).toBeGreaterThanOrEqual(3);
  await expect(page.getByText('This could not be loaded.')).toHaveCount(0);
  expect(loads()).toBe(1);
});

test('an outage: only the page region fails, with a retry; header and other pages keep working', async ({ page, origins }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const loads = await openLobby(page, origins.platform);
  await page.route(PROMOTIONS_CHUNK, (route) => route.abort('internetdisconnected'));

  await nav(page).getByRole('link', { name: 'Tournaments' }).click();
  const main = page.getByRole('main');
  await expect(main.getByText('This could not be loaded.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The shell is usable: another page opens.
  await nav(page).getByRole('link', { name: 'Live casino' }).click();
  await expect(page).toHaveURL(/\/live\/all$/);
  await expect(main.getByText('This could not be loaded.')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back on the failed page, the network is back: "Try again" loads it in place.
  await nav(page).getByRole('link', { name: 'Tournaments' }).click();
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 15_000 });
  await page.unroute(PROMOTIONS_CHUNK);
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  expect(loads()).toBe(1);
  expect(errors).toEqual([]);
});

test('a popup whose chunk fails shows a retry and a close; the page stays', async ({ page, origins }) => {
  await openLobby(page, origins.platform);
  await page.route('**/host/chunks/LoginPopup-*.js*', (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByText('This could not be loaded.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Top', exact: true })).toBeVisible();
  await page.unroute('**/host/chunks/LoginPopup-*.js*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a deploy keeps serving the previous build’s chunks (immutable)', async ({ page, origins }) => {
  const response = await page.request.get(`${origins.platform}/host/chunks/PreviousBuild-Zz0prev1.js`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(await response.text()).toContain('previous = true');
  expect((await page.request.get(`${origins.platform}/host/chunks/Nothing-Zz0none1.js`)).status()).toBe(404);
});
