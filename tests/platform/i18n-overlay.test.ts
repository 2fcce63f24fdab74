import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../sdk/http/client.ts';
import { loadLocale, messagesFor } from '../../sdk/i18n/i18n.ts';
import { loadOverrides } from '../../sdk/i18n/overrides.ts';
import { messagesCacheBucket } from '../../sdk/rules/constants.ts';
import { messages as cashbox } from '../../widgets/cashbox/messages.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

/** The operator's overlay from the real platform's `/messages/<locale>.json` (sdk/i18n/overrides.ts). */
describe('i18n overlay from the platform', () => {
  let platform: TestPlatform;
  const requests: string[] = [];
  let http: HttpClient;

  beforeAll(async () => {
    platform = await startPlatform();
    http = new HttpClient({
      baseUrl: platform.url,
      fetch: (input, init) => {
        requests.push(String(input));
        return fetch(input, init);
      },
    });
  });
  afterAll(() => platform.close());

  it('asks for the locale’s file in its 5-minute bucket, once per bucket', async () => {
    const now = Date.UTC(2026, 10, 25, 12, 3);
    await loadOverrides(http, 'de', now);
    await loadOverrides(http, 'de', now + 60_000);
    expect(requests).toEqual([`${platform.url}/messages/de.json?t=${messagesCacheBucket(now)}`]);
    await loadOverrides(http, 'de', now + 5 * 60_000);
    expect(requests).toHaveLength(2);
  });

  it('leaves the bundled strings as they are when the tree has no `casino-kit` part (the contract’s own keys are not ours)', async () => {
    await loadLocale('de');
    const body = await platform.client().get('/messages/de.json?t=1');
    expect(body.status).toBe(200);
    expect(body.body.cashbox?.amount).toBeTruthy();
    expect(messagesFor(cashbox, 'de').amount).toContain('{currency}');
  });

  it('logs only, and keeps the bundled strings, when the file cannot be fetched', async () => {
    const down = new HttpClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(loadOverrides(down, 'it', Date.now())).resolves.toBeUndefined();
    await loadLocale('it');
    expect(messagesFor(cashbox, 'it').amount).toContain('{currency}');
  });
});
