/**
 * Embedded mode across sites (docs/host.md "Embedded mode", docs/integration.md "Embedded mode with
 * sign-in"): the partner page on https://127.0.0.1, the casino in its iframe on https://localhost,
 * in chromium's default configuration (third-party cookies and storage blocked) and in one that
 * allows third-party cookies (tests/e2e/cross-site.ts). The parent receives every documented event
 * and drives the casino; a new player signs up, deposits and plays a real round inside the frame,
 * without the partner page reloading; the login in a first-party window hands its session to the
 * frame; hostile frames, origins and openers get nothing.
 */
import type { BrowserContext, Frame, FrameLocator, Page } from '@playwright/test';
import { parentPage } from '../../host-demo/server/partner-pages.ts';
import { expect, openContext, test, type CookieMode } from './cross-site.ts';
import { fillFirstDepositDetails, fillSignUpDialog } from './host-helpers.ts';

interface Logged {
  name: string;
  payload: Record<string, unknown>;
}

/** The bridge events the partner page logged, oldest first (its log shows the newest on top). */
const events = (page: Page): Promise<Logged[]> =>
  page.locator('#events li').evaluateAll((items) =>
    items.reverse().map((item) => {
      const text = item.textContent ?? '';
      const space = text.indexOf(' ');
      return { name: (item as HTMLElement).dataset.event!, payload: JSON.parse(text.slice(space + 1)) as Record<string, unknown> };
    }),
  );
const named = async (page: Page, name: string) => (await events(page)).filter((event) => event.name === name);

type BridgeWindow = Window & { casinoKitBridgeStats: { rejected: number; connected: boolean } };
type PartnerWindow = Window & { casinoBridge: { casino: Promise<Record<'navigate' | 'openCashbox' | 'logout' | 'setLocale', (argument?: string) => Promise<void>>> } };

/** A call on the casino from the partner's page, through the partner's bridge; its error text if refused. */
const call = (page: Page, method: 'navigate' | 'setLocale', argument: string) =>
  page.evaluate(
    async ([name, value]) => {
      const casino = await (window as unknown as PartnerWindow).casinoBridge.casino;
      return casino[name as 'navigate'](value).then(
        () => 'ok',
        (error: unknown) => `refused: ${String(error)}`,
      );
    },
    [method, argument] as const,
  );

async function openPartnerPage(context: BrowserContext, partner: string): Promise<{ page: Page; frame: FrameLocator; casinoFrame: Frame; loads: () => number }> {
  const page = await context.newPage();
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(`${partner}/parent`);
  await expect.poll(async () => (await events(page)).map((event) => event.name), { timeout: 60_000 }).toContain('ready');
  const casinoFrame = page.frame({ url: /embedded=1/ })!;
  const frame = page.frameLocator('iframe#casino');
  await expect(frame.locator('.app')).toBeVisible({ timeout: 30_000 });
  return { page, frame, casinoFrame, loads: () => loads };
}

async function acceptCookiesIn(frame: FrameLocator): Promise<void> {
  const banner = frame.getByRole('region', { name: 'Cookie consent' });
  if (await banner.count()) await banner.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(banner).toHaveCount(0);
}

/** A real-money EUR slot of the demo provider (the catalogue over the platform's API). */
async function demoSlot(context: BrowserContext, casino: string): Promise<string> {
  const answer = await context.request.post(`${casino}/api/games_filter`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: casino },
    data: { device: 'desktop', filter: { categories: { identifiers: ['slots'], strategy: 'OR' } }, page: 1, page_size: 40 },
  });
  const games = (await answer.json()).data as { provider: string; seo_title: string; lines?: number | null; currencies: Record<string, unknown> }[];
  const game = games.find((candidate) => candidate.lines && candidate.currencies.EUR);
  if (!game) throw new Error('no EUR slot in the catalogue');
  return `/play/${game.provider}/${game.seo_title}?mode=real`;
}

for (const mode of ['default', 'third-party cookies allowed'] as const satisfies readonly CookieMode[]) {
  test.describe(`embedded mode across sites, chromium with ${mode === 'default' ? 'its default settings' : mode}`, () => {
    let context: BrowserContext;
    let close: () => Promise<void>;
    test.beforeEach(async ({ browser }) => {
      ({ context, close } = await openContext(mode, () => browser.newContext({ ignoreHTTPSErrors: true })));
    });
    test.afterEach(async () => close());

    test('the partner page gets every event and drives the casino; a new player signs up, deposits and plays a real round in the frame', async ({ crossSite }) => {
      test.setTimeout(300_000);
      crossSite.servePage('/parent', parentPage(crossSite.casino));
      const { page, frame, casinoFrame, loads } = await openPartnerPage(context, crossSite.partner);

      // The configuration is the one named: in the default one the frame has no unpartitioned storage.
      const storage = await casinoFrame.evaluate(async () => {
        let session = true;
        try {
          void sessionStorage.length;
        } catch {
          session = false;
        }
        return { access: await document.hasStorageAccess(), session };
      });
      expect(storage).toEqual(mode === 'default' ? { access: false, session: false } : { access: true, session: true });
      expect(await casinoFrame.evaluate(() => (window as unknown as BridgeWindow).casinoKitBridgeStats.connected)).toBe(true);
      expect((await named(page, 'ready'))[0]!.payload).toMatchObject({ loggedIn: false, locale: 'en' });
      await expect(frame.getByRole('heading', { name: 'Top', exact: true })).toBeVisible();
      // Inside a frame the casino hides its footer.
      await expect(frame.locator('.footer')).toBeHidden();

      // navigate: a route event, and the frame's address keeps the flag (a reload stays embedded).
      await page.getByRole('button', { name: 'Go to tournaments' }).click();
      await expect.poll(async () => (await named(page, 'route')).some((event) => event.payload.path === '/tournaments')).toBe(true);
      await expect.poll(() => new URL(casinoFrame.url()).pathname).toBe('/tournaments');
      expect(new URL(casinoFrame.url()).searchParams.get('embedded')).toBe('1');
      await expect.poll(async () => (await named(page, 'resize')).length).toBeGreaterThan(0);

      // A fresh player signs up inside the frame: login event; the session cookie is partitioned (CHIPS).
      await acceptCookiesIn(frame);
      // The popup's chunk loads on the click; on the 2 shared cores a click during a re-render was once lost: click again then.
      const signUp = frame.getByRole('dialog', { name: 'Create your account' });
      await expect(async () => {
        if (!(await signUp.count())) await frame.getByRole('link', { name: 'Sign up' }).first().click();
        await expect(signUp).toBeVisible({ timeout: 10_000 });
      }).toPass({ timeout: 60_000 });
      await fillSignUpDialog(signUp, `embedded-${mode === 'default' ? 'default' : 'allowed'}`);
      await expect.poll(async () => (await named(page, 'login')).length).toBe(1);
      const userId = (await named(page, 'login'))[0]!.payload.userId;
      expect(typeof userId).toBe('number');
      await expect(frame.getByTestId('balance')).toHaveText('€0.00');
      const cookie = (await context.cookies(crossSite.casino)).find((candidate) => candidate.name === 'ck_session');
      expect(cookie).toMatchObject({ secure: true, sameSite: 'None', httpOnly: true });
      expect(cookie?.partitionKey).toBe(crossSite.partner.replace(/:\d+$/, ''));

      // openCashbox from the parent → personal details → the cashbox → a test card: deposit and balance events.
      await page.getByRole('button', { name: 'Open cashbox' }).click();
      const details = frame.getByRole('dialog', { name: 'A few details first' });
      await expect(details).toBeVisible();
      await fillFirstDepositDetails(details);
      await details.getByRole('button', { name: 'Continue' }).click();
      const cashbox = frame.getByRole('dialog', { name: 'Cashbox' });
      await expect(cashbox.getByLabel('Amount (EUR)')).toHaveValue('50');
      await cashbox.getByLabel('Card number').fill('4242 4242 4242 4242');
      await cashbox.getByLabel('Expiry date').fill('12/39');
      await cashbox.getByLabel('Security code (CVV)').fill('123');
      await cashbox.getByRole('button', { name: 'Deposit €50.00' }).click();
      await expect(cashbox.getByText('Your deposit of €50.00 was successful.')).toBeVisible();
      await expect.poll(async () => (await named(page, 'deposit-result')).length).toBe(1);
      await expect.poll(async () => (await named(page, 'balance')).some((event) => event.payload.currency === 'EUR' && Number(event.payload.amount_cents) > 0)).toBe(true);
      await cashbox.getByRole('button', { name: 'Close cashbox' }).click();
      await expect(cashbox).toHaveCount(0);

      // A real round of a demo game, in the frame: the balance moves and its event reaches the parent.
      expect(await call(page, 'navigate', await demoSlot(context, crossSite.casino))).toBe('ok');
      await expect.poll(async () => (await named(page, 'game-opened')).length, { timeout: 30_000 }).toBe(1);
      const balance = frame.getByTestId('balance');
      const before = await balance.textContent();
      const balanceEvents = (await named(page, 'balance')).length;
      const game = frame.frameLocator('iframe');
      await expect(game.locator('#play')).toBeVisible({ timeout: 30_000 });
      // A round whose win equals its stake moves nothing: spin until the balance moves.
      for (let round = 0; round < 4 && (await balance.textContent()) === before; round++) {
        await expect(game.locator('#play')).toBeEnabled({ timeout: 10_000 });
        await game.locator('#play').click();
        await page.waitForTimeout(3000);
      }
      await expect(balance).not.toHaveText(before!);
      await expect.poll(async () => (await named(page, 'balance')).length).toBeGreaterThan(balanceEvents);

      // setLocale; a bad command is refused (the parent's call rejects) and reported as an error event.
      await page.getByRole('button', { name: 'Deutsch' }).click();
      await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
      expect(await call(page, 'navigate', '//evil.example/')).toMatch(/^refused/);
      expect(await call(page, 'setLocale', 'xx')).toMatch(/^refused/);
      await expect.poll(async () => (await named(page, 'error')).filter((event) => event.payload.name === 'COMMAND_REFUSED').length).toBe(2);

      // logout from the parent: a logout event, the frame shows a guest.
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect.poll(async () => (await named(page, 'logout')).length).toBe(1);
      await expect(frame.getByRole('link', { name: 'Registrieren' }).first()).toBeVisible();

      expect(loads(), 'the partner page never reloaded').toBe(1);
      expect(new URL(casinoFrame.url()).searchParams.get('embedded')).toBe('1');
    });

    test('the login in a first-party window hands a one-time code to the frame, which keeps its own session', async ({ crossSite }) => {
      test.setTimeout(180_000);
      crossSite.servePage('/parent', parentPage(crossSite.casino));
      const { page, frame } = await openPartnerPage(context, crossSite.partner);
      await acceptCookiesIn(frame);
      await frame.getByRole('link', { name: 'Log in' }).first().click();
      const login = frame.getByRole('dialog', { name: 'Log in' });
      const opened = context.waitForEvent('page');
      await login.getByRole('button', { name: 'Log in in a new window', exact: true }).click();
      const popup = await opened;
      // First party: the casino's own origin, its own login popup.
      expect(new URL(popup.url()).origin).toBe(crossSite.casino);
      await popup.locator('.app').waitFor({ timeout: 30_000 });
      const popupLogin = popup.getByRole('dialog', { name: 'Log in' });
      await popupLogin.getByLabel('E-mail').fill('player@casino.localhost');
      await popupLogin.getByLabel('Password').fill('Player-2026!');
      await popupLogin.getByRole('button', { name: 'Log in', exact: true }).click();
      await popup.waitForEvent('close', { timeout: 30_000 });

      await expect.poll(async () => (await named(page, 'login')).length, { timeout: 30_000 }).toBe(1);
      await expect(frame.getByTestId('balance')).toBeVisible();
      await expect(login).toHaveCount(0);
      // The frame's own cookie: partitioned under the partner's site; the popup's is first party (Lax).
      const sessions = (await context.cookies(crossSite.casino)).filter((cookie) => cookie.name === 'ck_session');
      expect(sessions.find((cookie) => cookie.partitionKey)).toMatchObject({ sameSite: 'None', secure: true });
      expect(sessions.find((cookie) => !cookie.partitionKey)).toMatchObject({ sameSite: 'Lax', secure: true });
    });
  });
}

test.describe('a browser that keeps no cookie in the frame (chromium default settings)', () => {
  test.use({ ignoreHTTPSErrors: true });

  test('the login that did not hold is noticed and explained, and the login in a new window signs the frame in', async ({ page, context, crossSite }) => {
    test.setTimeout(180_000);
    crossSite.servePage('/parent', parentPage(crossSite.casino));
    // As such a browser does: the frame's login answer arrives, its cookie is dropped.
    await page.route(`${crossSite.casino}/api/users/sign_in`, async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name.toLowerCase() !== 'set-cookie'));
      await route.fulfill({ response, headers });
    });
    await page.goto(`${crossSite.partner}/parent`);
    await expect.poll(async () => (await events(page)).map((event) => event.name), { timeout: 60_000 }).toContain('ready');
    const frame = page.frameLocator('iframe#casino');
    await acceptCookiesIn(frame);
    await frame.getByRole('link', { name: 'Log in' }).first().click();
    const login = frame.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail').fill('player@casino.localhost');
    await login.getByLabel('Password').fill('Player-2026!');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    // The platform said yes, the next call is anonymous: the frame says why and offers the way that works.
    await expect(frame.getByText('Your browser did not keep the login inside this frame. Log in in a new window instead.')).toBeVisible();
    const again = frame.getByRole('dialog', { name: 'Log in' });
    await expect(again).toBeVisible();
    await expect(frame.getByTestId('balance')).toHaveCount(0);
    await expect.poll(async () => (await named(page, 'logout')).map((event) => event.payload)).toEqual([{ reason: 'cookie-dropped' }]);
    // route.fetch() put the dropped cookie into the context's jar as a first-party one; a browser that
    // dropped it has none: without this the login window would find the player logged in already.
    await context.clearCookies({ name: 'ck_session' });

    const opened = context.waitForEvent('page');
    await again.getByRole('button', { name: 'Log in in a new window', exact: true }).click();
    const popup = await opened;
    const popupLogin = popup.getByRole('dialog', { name: 'Log in' });
    await popupLogin.getByLabel('E-mail').fill('player@casino.localhost');
    await popupLogin.getByLabel('Password').fill('Player-2026!');
    await popupLogin.getByRole('button', { name: 'Log in', exact: true }).click();
    await popup.waitForEvent('close', { timeout: 30_000 });
    await expect(frame.getByTestId('balance')).toBeVisible();
    // One login the parent heard of for the dropped attempt, one for the hand-off.
    await expect.poll(async () => (await named(page, 'login')).length).toBe(2);
  });
});

test.describe('hostile frames, origins and openers (chromium default settings)', () => {
  test.use({ ignoreHTTPSErrors: true });

  test('a hostile frame on the partner page cannot drive the casino; its messages are ignored and counted', async ({ page, crossSite }) => {
    crossSite.servePage('/parent', parentPage(crossSite.casino));
    crossSite.servePage(
      '/hostile',
      `<!doctype html><html lang="en"><head><title>ad</title></head><body><script>
  const casino = parent.frames['casino'];
  const call = { namespace: 'penpal', channel: undefined, type: 'CALL', id: 'x1', methodPath: ['navigate'], args: ['/live/all'] };
  for (const message of [call, { namespace: 'penpal', type: 'SYN', participantId: 'evil' }, 'junk', { type: 'navigate', path: '/live/all' }, { type: 'casino-kit:embed-code', code: 'A'.repeat(43) }]) casino.postMessage(message, '*');
  document.body.textContent = 'sent';
</script></body></html>`,
    );
    await page.goto(`${crossSite.partner}/parent`);
    await expect.poll(async () => (await events(page)).map((event) => event.name), { timeout: 60_000 }).toContain('ready');
    const casinoFrame = page.frame({ url: /embedded=1/ })!;
    const rejected = () => casinoFrame.evaluate(() => (window as unknown as BridgeWindow).casinoKitBridgeStats.rejected);
    const before = await rejected();

    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'Advertisement';
      document.body.append(frame);
    }, `${crossSite.hostile}/hostile`);
    await expect(page.frameLocator('iframe[title="Advertisement"]').locator('body')).toHaveText('sent');

    await expect.poll(rejected).toBeGreaterThanOrEqual(before + 5);
    // Nothing moved and nobody signed in: the casino is still on its lobby, a guest.
    expect(new URL(casinoFrame.url()).pathname).toBe('/');
    expect((await events(page)).some((event) => event.name === 'route' && event.payload.path === '/live/all')).toBe(false);
    expect(await named(page, 'login')).toEqual([]);
  });

  test('a page on a site that is not allow-listed cannot frame the casino (CSP frame-ancestors): no bridge, no events', async ({ page, crossSite }) => {
    crossSite.servePage('/evil-parent', parentPage(crossSite.casino));
    await page.goto(`${crossSite.hostile}/evil-parent`);
    // Long enough for the casino to have said `ready` had it loaded (it does within a second or two above).
    await page.waitForTimeout(5000);
    expect(await events(page)).toEqual([]);
    await expect(page.frameLocator('iframe#casino').locator('.app')).toHaveCount(0);
  });

  test('a hostile page that opens the login window of a logged-in player gets no code', async ({ page, context, crossSite }) => {
    // The player is logged in first party on the casino.
    const signIn = await context.request.post(`${crossSite.casino}/api/users/sign_in`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: crossSite.casino },
      data: { user: { email: 'player@casino.localhost', password: 'Player-2026!' } },
    });
    expect(signIn.status()).toBe(201);
    crossSite.servePage(
      '/thief',
      `<!doctype html><html lang="en"><head><title>thief</title></head><body><ol id="got"></ol><script>
  addEventListener('message', (event) => { const item = document.createElement('li'); item.textContent = JSON.stringify(event.data); document.getElementById('got').append(item); });
  window.open(${JSON.stringify(`${crossSite.casino}/?embed_sign_in=1#sign-in`)}, 'casino-kit-sign-in', 'popup');
</script></body></html>`,
    );
    const issued: number[] = [];
    context.on('response', (response) => {
      if (response.url().endsWith('/api/users/embed_code')) issued.push(response.status());
    });
    const opened = context.waitForEvent('page');
    await page.goto(`${crossSite.hostile}/thief`);
    const popup = await opened;
    // The window did its part (a code was issued and posted to the casino's origin only) …
    await expect.poll(() => issued, { timeout: 30_000 }).toEqual([201]);
    // It says so and closes by itself: on a loaded machine it may be gone before the check looks.
    const said = popup.getByText('You are logged in. This window closes by itself.');
    await expect.poll(async () => popup.isClosed() || (await said.isVisible().catch(() => popup.isClosed())), { timeout: 30_000 }).toBe(true);
    await page.waitForTimeout(2000);
    // … and the opener on another site received nothing.
    await expect(page.locator('#got li')).toHaveCount(0);
  });
});
