/**
 * Malformed input over every endpoint issue 12 added (docs/api.md "Corrections of the wire
 * contract"): as a guest, a player and the operator, never a 5xx, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_OPERATOR_KEY_LENGTH } from '../../platform/http/operator-auth.ts';
import type { ApiClient } from './harness.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

const KEY = 'o'.repeat(MIN_OPERATOR_KEY_LENGTH);
const BODIES: unknown[] = [
  '{not json',
  'null',
  '[]',
  '"text"',
  123,
  {},
  { event: null, amount: {}, status: [] },
  { event: 'appinstalled', details: 'x'.repeat(100_000) },
  { event: 'appinstalled', details: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i])) },
  { type: 'deposit', isSuccessTransaction: true, paymentSystem: 'x', amount: '1e400', currency: 'EUR' },
  { type: 'deposit', isSuccessTransaction: true, paymentSystem: 'x', amount: 'NaN', currency: 'EUR' },
  { type: 'deposit', isSuccessTransaction: true, paymentSystem: 'x', amount: '9'.repeat(40), currency: 'EUR' },
  { status: 'approved', comment: { a: 1 } },
  { status: 'approved', comment: 'x'.repeat(10_000) },
  { document_type: 'identity', file: 'not a file' },
  '{"__proto__":{"admin":true},"status":"approved"}',
];

const BODY_ENDPOINTS: [string, string][] = [
  ['POST', '/api/pwa_events'],
  ['POST', '/metrics/transaction-metric'],
  ['POST', '/api/player/documents'],
  ['POST', '/api/operator/documents/1/review'],
  ['POST', '/api/operator/documents/abc/review'],
  ['DELETE', '/api/auth_providers/1'],
];

const QUERY_PATHS = [
  '/api/player/games?page=-1',
  '/api/player/games?page=1e400&page_size=x',
  '/api/player/games?page[]=1&page_size[a]=2',
  '/api/player/games?page_size=0',
  '/api/operator/documents?status=nope',
  '/api/operator/documents?limit=1e999',
  '/api/operator/documents/99999999999999999999/file',
  '/api/operator/documents/-1/file',
  '/api/player/documents/abc',
  '/api/auth_providers/%00',
  '/api/fe/config/vip-program-config?x[]=1',
  '/api/info/auth_providers?x=1',
];

const MULTIPARTS: [string, string][] = [
  ['multipart/form-data', '--x\r\n'],
  ['multipart/form-data; boundary=', ''],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="document_type"\r\n\r\nidentity\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="\u202e.png"\r\n\r\n\x89PNG\r\n\x1a\n\r\n--x--'],
  ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="${'n'.repeat(5000)}"\r\n\r\nv\r\n--x--`],
  ['multipart/form-data; boundary=x', '--x--'],
];

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform({ operatorApiKey: KEY });
});
afterAll(() => platform?.close());

async function sweep(client: ApiClient, headers: Record<string, string> = {}): Promise<string[]> {
  const failures: string[] = [];
  for (const [method, path] of BODY_ENDPOINTS) {
    for (const body of BODIES) {
      const response = await client.request(method, path, body, headers);
      if (response.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(body).slice(0, 60)} → ${response.status}`);
    }
  }
  for (const path of QUERY_PATHS) {
    const method = path.startsWith('/api/player/documents/') || path.startsWith('/api/auth_providers/') ? 'DELETE' : 'GET';
    const response = await client.request(method, path, undefined, headers);
    if (response.status >= 500) failures.push(`${method} ${path} → ${response.status}`);
  }
  for (const [type, body] of MULTIPARTS) {
    const response = await client.request('POST', '/api/player/documents', body, { ...headers, 'Content-Type': type });
    if (response.status >= 500) failures.push(`multipart ${type} → ${response.status}`);
  }
  return failures;
}

describe('issue 12 endpoints: malformed input', () => {
  it('never answers 5xx, as a guest, a player or the operator, and stores no document', async () => {
    const userId = platform.createUser();
    expect(await sweep(platform.client())).toEqual([]);
    expect(await sweep(platform.clientAs(userId))).toEqual([]);
    expect(await sweep(platform.client(), { Authorization: `Bearer ${KEY}` })).toEqual([]);
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM player_documents').pluck().get()).toBe(0);
  });
});
