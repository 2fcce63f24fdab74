import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from './harness.ts';

/** Malformed input over every endpoint of the info, CMS/config and telemetry areas: never a 5xx. */
const BODY_ROUTES: [string, string][] = [
  ['PUT', '/metrics-errors-validation'],
  ['POST', '/log_utm_set'],
  ['POST', '/log_utm_send'],
  ['PUT', '/game-start-performance'],
  ['POST', '/metrics/transaction-metric'],
  ['PUT', '/log'],
  ['PUT', '/performance'],
  ['PUT', '/network-performance'],
  ['POST', '/api/send_contact_message'],
  ['POST', '/restore-id/get'],
  ['POST', '/restore-id/set'],
  ['POST', '/api/fe/config/managers'],
];

const JUNK_BODIES: unknown[] = [
  null,
  42,
  'text',
  [],
  [{}],
  {},
  { side: 1, component: {}, errors: 'x' },
  { utmMetrics: [] },
  { utmMetrics: { utm_source: 1e308 } },
  { value: Number.MAX_SAFE_INTEGER * 10, gameName: 1, provider: null },
  { type: 'cashout', isSuccessTransaction: 'yes', amount: -5, currency: 'EUR' },
  // eslint-disable-next-line no-loss-of-precision -- a hostile body: beyond a double's precision on purpose
  { amount: 1e309 },
  { contact: null },
  { contact: { email: ['a'], content: { x: 1 } } },
  { data: null },
  { data: { internalId: -1, restoreId: 5 } },
  { data: { internalId: 'x'.repeat(10_000) } },
  { userGroups: [-1, 1e20, 'abc', null, {}] },
  { userGroups: Array.from({ length: 1000 }, (_, i) => i) },
  { __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } },
  Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, i])),
];

const RAW_BODIES = ['{', '{"a":', 'not json', '\u0000\u0001', '[1,2', '{"data": {"internalId": "1"}}}'];

const GET_PATHS = [
  '/api/info/countries?x=%ff',
  '/api/info/currencies?l[]=1',
  '/api/info/project',
  '/api/info/crypto_exchange_rates',
  '/api/info/locales?stag[]=a&affb_id={}',
  '/api/info/locales?stag=' + 'x'.repeat(5000),
  '/api/current_ip',
  '/client-context',
  '/api/cms/pages?l=%00',
  '/api/cms/pages?l[]=de&l[]=en',
  '/api/cms/pages?l=' + 'x'.repeat(3000),
  '/api/cms/pages/%E0%A4%A',
  '/api/cms/pages/' + 'a/'.repeat(200),
  '/api/cms/pages/99999999999999999999999',
  '/api/cms/pages/terms-and-conditions/EE?l=12',
  '/api/cms/snippets?l=..',
  '/api/cms/files?l=en&l=de',
  '/cms-files/abc/def',
  '/cms-files/-1/x',
  '/cms-files/99999999999999999999/x',
  '/cms-assets/%2e%2e/%2e%2e/etc/passwd',
  '/api/fe/config/%00',
  '/api/fe/config/' + 'a'.repeat(500),
  '/messages/en.json?t=-1',
  '/messages/en.json?t[]=1',
  '/messages/en.json?t=' + '9'.repeat(100),
  '/messages/%00.json',
  '/messages/' + 'a'.repeat(500) + '.json',
  '/jam/vip_status_progress',
];

describe('malformed input sweep (info, CMS, config, telemetry)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('never answers 5xx to junk JSON bodies', async () => {
    const user = platform.clientAs(platform.createUser());
    for (const [method, path] of BODY_ROUTES) {
      for (const [index, body] of JUNK_BODIES.entries()) {
        const client = index % 2 ? user : platform.client();
        const response = await client.request(method, path, body);
        expect(response.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
        if (response.status >= 400) expect(response.body.errors, `${method} ${path}`).toBeDefined();
      }
    }
  });

  it('never answers 5xx to unparsable bodies or wrong content types', async () => {
    for (const [method, path] of BODY_ROUTES) {
      for (const raw of RAW_BODIES) {
        const response = await platform.client().request(method, path, raw);
        expect(response.status, `${method} ${path} ${raw}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${path} ${raw}`).toBeLessThan(500);
      }
      const form = await platform.client().request(method, path, 'a=1', { 'Content-Type': 'application/x-www-form-urlencoded' });
      expect(form.status, `${method} ${path} form`).toBeLessThan(500);
      const empty = await platform.client().request(method, path, undefined);
      expect(empty.status, `${method} ${path} empty`).toBeLessThan(500);
    }
  });

  it('never answers 5xx to odd query strings and paths', async () => {
    for (const path of GET_PATHS) {
      const response = await platform.client().get(path);
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it('refuses state-changing calls without X-Requested-With (CSRF), also on telemetry', async () => {
    const response = await fetch(`${platform.url}/log`, { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(403);
  });
});
