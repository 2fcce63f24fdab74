import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../platform/money/currencies.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

describe('info endpoints', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ hostLicences: { 'ee.localhost': 'EE' } });
  });
  afterAll(() => platform.close());

  it('lists real countries with a supported default currency', async () => {
    const { status, body } = await platform.client().get('/api/info/countries');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(240);
    const codes = new Set(CURRENCIES.map((c) => c.code));
    for (const country of body) {
      expect(Object.keys(country).sort()).toEqual(['code', 'default_currency', 'name']);
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(codes.has(country.default_currency)).toBe(true);
    }
    const byCode = new Map(body.map((c: { code: string }) => [c.code, c]));
    expect(byCode.get('DE')).toEqual({ name: 'Germany', code: 'DE', default_currency: 'EUR' });
    expect(byCode.get('CA')).toMatchObject({ default_currency: 'CAD' });
    expect(byCode.get('AU')).toMatchObject({ default_currency: 'AUD' });
    expect(byCode.get('NO')).toMatchObject({ default_currency: 'NOK' });
    expect(new Set(body.map((c: { code: string }) => c.code)).size).toBe(body.length);
  });

  it('lists every currency with EUR as the only default', async () => {
    const { body } = await platform.client().get('/api/info/currencies');
    expect(body).toHaveLength(CURRENCIES.length);
    expect(body.filter((c: { default: boolean }) => c.default).map((c: { code: string }) => c.code)).toEqual(['EUR']);
    expect(body.find((c: { code: string }) => c.code === 'BTC')).toEqual({ code: 'BTC', symbol: '₿', subunits_to_unit: 100_000_000, fiat: false, default: false, subcurrencies: [] });
    expect(body.find((c: { code: string }) => c.code === 'JPY').subunits_to_unit).toBe(1);
  });

  it('describes the project with the licence of the requesting mirror', async () => {
    const plain = await platform.client().get('/api/info/project');
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ apps: { sportsbook: true, casino: true }, license: 'CW', player_two_factor_auth: true, country_flags: null, livespins: { enabled: false } });
    expect(plain.body.authentication_key).toMatch(/^[0-9a-f]{32}$/);
    // fetch may not set Host, so the mirror call goes through node:http.
    const mirror = await new Promise<string>((resolve, reject) => {
      const { port } = new URL(platform.url);
      get({ host: '127.0.0.1', port, path: '/api/info/project', headers: { Host: 'ee.localhost' } }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve(text));
      }).on('error', reject);
    });
    expect(JSON.parse(mirror).license).toBe('EE');
  });

  it('answers a deterministic crypto exchange table', async () => {
    const first = await platform.client().get('/api/info/crypto_exchange_rates');
    const second = await platform.client().get('/api/info/crypto_exchange_rates');
    expect(first.body).toEqual(second.body);
    const btcEur = first.body.BTC.EUR;
    expect(btcEur.exchange_rate).toBeGreaterThan(10_000);
    expect(btcEur.fee).toBe(0.01);
    expect(btcEur.total_exchange_rate).toBeCloseTo(btcEur.exchange_rate * 0.99, 2);
    expect(first.body.EUR.BTC.exchange_rate).toBeCloseTo(1 / btcEur.exchange_rate, 10);
    expect(first.body.USDT.USDC.exchange_rate).toBe(1);
    // fiat↔fiat is not a crypto exchange
    expect(first.body.EUR.USD).toBeUndefined();
  });

  it('lists the nine locales with English as default and validates affiliate tags', async () => {
    const { status, body } = await platform.client().get('/api/info/locales?stag=123_abc&affb_id=122');
    expect(status).toBe(200);
    expect(body.map((l: { code: string }) => l.code)).toEqual(['en', 'de', 'en-AU', 'en-CA', 'en-NZ', 'fr-CA', 'no', 'it', 'et']);
    expect(body.find((l: { code: string }) => l.code === 'de')).toEqual({ code: 'de', name: 'German', name_in_locale: 'Deutsch', default: false });
    expect(body.filter((l: { default: boolean }) => l.default)).toHaveLength(1);
    const bad = await platform.client().get('/api/info/locales?affb_id=abc');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.affb_id).toBeDefined();
  });

  it('geolocates loopback to the dev country and honours X-Debug-Country from loopback', async () => {
    const plain = await platform.client().get('/api/current_ip');
    expect(plain.body).toEqual({ ip: '127.0.0.1', country_code: 'DE', region_code: null, default_currency: 'EUR' });
    const au = await platform.client().get('/api/current_ip', { 'X-Debug-Country': 'au' });
    expect(au.body).toMatchObject({ country_code: 'AU', default_currency: 'AUD' });
    const unknown = await platform.client().get('/api/current_ip', { 'X-Debug-Country': 'ZZ' });
    expect(unknown.body.country_code).toBe('DE');
  });

  it('parses the client context from the User-Agent', async () => {
    const iphoneInstagram = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.0';
    const ios = await platform.client().get('/client-context', { 'User-Agent': iphoneInstagram });
    expect(ios.body).toEqual({ userAgent: iphoneInstagram, isMetaWebview: true, isIOS: true, isMobile: true, isApp: false, browser: 'unknown', isBot: false });
    const desktop = await platform.client().get('/client-context', { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36' });
    expect(desktop.body).toMatchObject({ isMobile: false, isIOS: false, browser: 'chrome', isBot: false });
    const bot = await platform.client().get('/client-context', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(bot.body.isBot).toBe(true);
    const huge = await platform.client().get('/client-context', { 'User-Agent': 'x'.repeat(5000) });
    expect(huge.body.userAgent).toHaveLength(512);
  });
});

describe('geo lookup rules', () => {
  it('ignores X-Debug-Country from a non-loopback address and outside demo mode', async () => {
    const { countryForRequest, countryForIp } = await import('../../platform/info/geo.ts');
    const request = (ip: string, mode: 'demo' | 'production' = 'demo') =>
      ({ ip, socket: { remoteAddress: ip }, server: { platform: { config: { mode } } }, headers: { 'x-debug-country': 'AU' } }) as never;
    expect(countryForRequest(request('127.0.0.1'), 'DE')).toBe('AU');
    expect(countryForRequest(request('::ffff:127.0.0.1'), 'DE')).toBe('AU');
    expect(countryForRequest(request('127.0.0.1', 'production'), 'DE')).toBe('DE');
    expect(countryForRequest(request('8.8.8.8'), 'DE')).toBeNull();
    expect(countryForRequest(request('10.1.2.3'), 'NO')).toBe('NO');
    expect(countryForIp('198.51.100.7', 'DE')).toBe('AU');
  });
});
