import type { Page } from '@playwright/test';
import { E2E_OPERATOR_KEY, expect, test } from './fixtures.ts';
import { appReady, fillFirstDepositDetails, uniqueEmail } from './host-helpers.ts';

/**
 * Affiliate attribution end to end (issue 19; docs/api/affiliates.md, docs/integration.md "Affiliate attribution")
 * in chromium's default settings: a partner page on another site than the casino (`localhost` versus
 * `127.0.0.1`) with one script tag and a widget carrying `affiliate`; its link lands on the casino;
 * the visitor signs up and makes a first deposit without a reload; the operator's report credits the stag.
 */
const partnerPage = (casino: string, loaderAttributes: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner reviews</title>
<script async src="${casino}/casino-kit.js" data-api="${casino}" data-locale="en" data-currency="EUR"${loaderAttributes}></script></head>
<body><main><h1>New games this week</h1>${body}</main></body></html>`;

/** The partner page on another site than the casino: the same partner server, reached as `localhost`. */
const foreign = (partner: string, path: string) => `${partner.replace('127.0.0.1', 'localhost')}${path}`;

async function report(page: Page, casino: string, stag: string) {
  const day = new Date().toISOString().slice(0, 10);
  const answer = await page.request.get(`${casino}/api/operator/affiliates/report?from=${day}&to=${day}&stag=${stag}`, { headers: { Authorization: `Bearer ${E2E_OPERATOR_KEY}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { stags: { stag: string; clicks: number; registrations: number; first_deposits: number; deposits: number; currencies: { currency: string; first_deposits: number; first_deposits_cents: number }[] }[] };
}

test.describe('affiliate journey', () => {
  test('partner page → widget link with the stag → sign-up → first deposit, no reload → the report credits the stag', async ({ page, origins }) => {
    const stag = `journey_${Date.now().toString(36)}`;
    origins.servePartnerPage('/journey', partnerPage(origins.platform, '', `<casino-game-grid category="new" page-size="6" label="New games" affiliate="${stag}"></casino-game-grid>`));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(foreign(origins.partner, '/journey'));
    const play = page.locator('casino-game-grid a.ck-tile__play').first();
    await expect(play).toBeAttached({ timeout: 30_000 });
    const href = (await play.getAttribute('href'))!;
    // A guest's play link: the casino's sign-up, back to the game after, with the affiliate's stag.
    expect(new URL(href).origin).toBe(origins.platform);
    expect(new URL(href).searchParams.get('stag')).toBe(stag);

    // The landing: the casino counts the click …
    const clicked = page.waitForResponse((response) => response.url().endsWith('/log_utm_set') && response.request().method() === 'POST');
    await play.click();
    await expect(page).toHaveURL(new RegExp(`^${origins.platform}/registration\\?.*stag=${stag}`));
    expect((await clicked).status()).toBe(204);
    await appReady(page);
    let loads = 0;
    page.on('load', () => loads++);

    // Sign up through the casino's own form, which the landing opened over the cookie banner: the
    // sign-up carries this visit's stag itself (no cookie yet, docs/api/affiliates.md "Attribution").
    const signUp = page.getByRole('dialog', { name: 'Create your account' });
    await signUp.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('affiliate'));
    await signUp.getByLabel('Password', { exact: true }).fill('Affiliate-Journey-2026!');
    await signUp.getByLabel('Repeat the password').fill('Affiliate-Journey-2026!');
    await signUp.getByLabel('Country').selectOption('DE');
    await signUp.getByLabel('Date of birth').fill('15/04/1990');
    await signUp.getByRole('checkbox', { name: /at least 18 years/ }).check();
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expect(signUp).toHaveCount(0);
    // Once the visitor allows cookies, the casino keeps the stag for 30 days.
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept cookies' }).click();
    await expect.poll(async () => (await page.context().cookies(origins.platform)).find((cookie) => cookie.name === 'stag')?.value).toBe(stag);

    // First deposit: a few details, then the cashbox and the test card.
    await page.getByRole('link', { name: 'Deposit', exact: true }).first().click();
    const details = page.getByRole('dialog', { name: 'A few details first' });
    await expect(details).toBeVisible();
    await fillFirstDepositDetails(details);
    await details.getByRole('button', { name: 'Continue' }).click();
    const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
    await cashbox.getByLabel('Amount (EUR)').fill('35');
    await cashbox.getByLabel('Card number').fill('4242 4242 4242 4242');
    await cashbox.getByLabel('Expiry date').fill('12/39');
    await cashbox.getByLabel('Security code (CVV)').fill('123');
    await cashbox.getByRole('button', { name: 'Deposit €35.00' }).click();
    await expect(cashbox.getByText('Your deposit of €35.00 was successful.')).toBeVisible();
    expect(loads, 'no page load after the landing').toBe(0);

    const { stags } = await report(page, origins.platform, stag);
    expect(stags).toEqual([
      expect.objectContaining({ stag, clicks: 1, registrations: 1, first_deposits: 1, deposits: 1, currencies: [expect.objectContaining({ currency: 'EUR', first_deposits: 1, first_deposits_cents: 3_500 })] }),
    ]);
    expect(errors).toEqual([]);
  });

  test('one attribute on the script tag: every widget’s links on a foreign page carry the affiliate id and the page’s UTM', async ({ page, origins }) => {
    const landing = '/script-tag?utm_source=partner-news&utm_campaign=winter&stag=from_the_page';
    origins.servePartnerPage(
      landing,
      partnerPage(origins.platform, ' data-affiliate="tag_on_script" data-read-page-params', `<casino-game-grid category="new" page-size="6" label="New games"></casino-game-grid><casino-gifts></casino-gifts>`),
    );
    await page.goto(foreign(origins.partner, landing));
    const demo = page.locator('casino-game-grid a.ck-tile__demo').first();
    await expect(demo).toBeAttached({ timeout: 30_000 });
    const url = new URL((await demo.getAttribute('href'))!);
    expect(url.origin).toBe(origins.platform);
    expect(url.pathname).toMatch(/^\/play\/[^/]+\/[^/]+$/);
    // The script tag's stag wins over the page's; the page's UTM parameters come along.
    expect(Object.fromEntries(url.searchParams)).toEqual({ mode: 'demo', stag: 'tag_on_script', utm_source: 'partner-news', utm_campaign: 'winter' });
    const signIn = page.locator('casino-gifts').getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', `${origins.platform}/login?stag=tag_on_script&utm_source=partner-news&utm_campaign=winter`);
  });
});
