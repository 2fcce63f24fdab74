import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { appReady, mirrorUrl } from './host-helpers.ts';

/**
 * The host's pages that read config documents and the tournament list through sdk/api and the
 * query layer (docs/architecture.md "Server state"): what the platform serves is what they show,
 * validated by the documents' schemas on the way (a schema mismatch would show "could not load").
 */
const config = <T>(name: string): T => JSON.parse(readFileSync(`platform/cms/config/${name}.json`, 'utf8')) as T;

test.describe('host pages on config documents', () => {
  test('the wheel lists the prizes of wheel-config, read once', async ({ page, origins }) => {
    const wheel = config<{ bonuses?: { title: string }[] }[]>('wheel-config');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));

    await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', '/rocketplay-wheel'));
    await appReady(page);
    // The wheel widget (widgets/wheel) lists a guest's segments from wheel-config, labelled from their prizes.
    const prizes = page.getByRole('region', { name: 'Bonus wheel' }).getByRole('listitem');
    await expect(prizes).toHaveCount(wheel.length);
    await expect(prizes.first()).toHaveText(wheel[0]!.bonuses![0]!.title);

    expect(asked.filter((path) => path === '/api/fe/config/wheel-config')).toHaveLength(1);
    // The adventure calendar is the player's own (GET /jam/adventure, the adventures widget): tests/e2e/vip.spec.ts.
  });

  test('tournaments: the list is the platform’s (docs/api/competitions.md "Seed"), read once', async ({ page, origins }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/tournaments');
    await page.goto(mirrorUrl(origins.platform, 'rocket.localhost', '/tournaments'));
    await appReady(page);
    expect((await answer).status()).toBe(200);
    await expect(page.locator('.ck-tournaments').getByRole('link', { name: 'Slots Sprint' })).toBeVisible();
    // The page, the menu counter and the widget share the one query.
    expect(asked.filter((path) => path === '/api/tournaments')).toHaveLength(1);
  });
});
