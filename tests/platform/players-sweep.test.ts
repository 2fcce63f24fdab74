import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './harness.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

/** Malformed input over every auth, player and mail endpoint: never a 5xx, nothing changes. */
const BODIES: unknown[] = [
  '{not json',
  'null',
  '[]',
  '"text"',
  '123',
  {},
  { user: 5 },
  { user: null },
  { user: [] },
  { user: { email: 123, password: ['x'], otp_attempt: {} } },
  { user: { email: 'a'.repeat(100_000), password: 'b'.repeat(100_000) } },
  { user: { otp_attempt: 1e308 } },
  { user: { otp_attempt: -1 } },
  { user: { email: 'x@example.test', password: 'Sturdy-pass-42', currency: 'ZZZ', date_of_birth: '99/99/9999', country: 'XX', terms_acceptance: 'yes' } },
  { user: { reset_password_token: {}, current_password: 42, password: null, terms_acceptance: 1 } },
  // eslint-disable-next-line no-loss-of-precision -- a hostile body: beyond a double's precision on purpose
  { player: { nickname: 12, date_of_birth: 99_999_999_999_999_999_999, country: {}, receive_promos: 'true' } },
  { context: 'nope', player: [] },
  { groups: { add: [-1, 1e20, 'x', null] } },
  { groups: { add: 'all' } },
  { deposit_bonus_code: {}, can_issue: 'yes', locale: ['de'], email: {} },
  { subscription_params: null },
  { two_factor: { otp_secret: 5, authentication_code: null } },
  { two_factor: { otp_secret: 'A'.repeat(10_000), authentication_code: '-12345' } },
  '{"__proto__":{"admin":true},"user":{"constructor":{"prototype":{"x":1}}}}',
  { a: { b: { c: { d: { e: { f: { g: { h: [[[[[[[]]]]]]] } } } } } } } },
];

const BODY_ENDPOINTS: [string, string][] = [
  ['POST', '/check-email'],
  ['POST', '/api/users/sign_in'],
  ['POST', '/api/users'],
  ['POST', '/api/users/confirmation'],
  ['POST', '/api/users/password'],
  ['PUT', '/api/users/password'],
  ['PUT', '/api/users'],
  ['POST', '/api/auth_providers/update_details'],
  ['PATCH', '/api/player'],
  ['PATCH', '/api/player/update_locale'],
  ['POST', '/api/player/groups'],
  ['PATCH', '/api/player/set_bonus_code'],
  ['PATCH', '/api/player/update_bonus_settings'],
  ['PUT', '/api/subscriptions'],
  ['POST', '/api/player/two_factor'],
  ['DELETE', '/api/player/two_factor'],
];

const QUERY_PATHS = [
  '/api/users/confirmation',
  '/api/users/confirmation?confirmation_token=',
  '/api/users/confirmation?confirmation_token[]=a&confirmation_token[]=b',
  `/api/users/confirmation?confirmation_token=${'x'.repeat(5000)}`,
  '/dev/mailbox.json?limit=-5',
  '/dev/mailbox.json?limit=1e400&to[]=x',
  '/dev/mailbox?to=%00%ff',
  '/api/player/sessions/abc',
  '/api/player/sessions/-1',
  '/api/player/sessions/99999999999999999999999',
];

async function sweep(client: ApiClient): Promise<{ statuses: number[]; failures: string[] }> {
  const statuses: number[] = [];
  const failures: string[] = [];
  for (const [method, path] of BODY_ENDPOINTS) {
    for (const body of BODIES) {
      const response = await client.request(method, path, body);
      statuses.push(response.status);
      if (response.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(body).slice(0, 80)} → ${response.status}`);
    }
  }
  for (const path of QUERY_PATHS) {
    for (const method of path.includes('/sessions/') ? ['DELETE', 'GET'] : ['GET']) {
      const response = await client.request(method, path);
      statuses.push(response.status);
      if (response.status >= 500) failures.push(`${method} ${path} → ${response.status}`);
    }
  }
  return { statuses, failures };
}

describe('malformed input sweep', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  const snapshot = () => ({
    users: platform.ctx.db.prepare('SELECT * FROM users ORDER BY id').all(),
    groups: platform.ctx.db.prepare('SELECT user_id, group_id FROM user_groups ORDER BY user_id, group_id').all(),
    twoFactor: platform.ctx.db.prepare('SELECT * FROM user_two_factor ORDER BY user_id').all(),
  });

  it('never answers 5xx and changes nothing, as guest or signed in', async () => {
    const userId = platform.createUser({ country: 'DE' });
    const before = snapshot();
    const guest = await sweep(platform.client());
    const member = await sweep(platform.clientAs(userId));
    expect([...guest.failures, ...member.failures]).toEqual([]);
    // Most answers are validation errors, not rate limiting: the sweep really reached the handlers.
    const all = [...guest.statuses, ...member.statuses];
    expect(all.filter((status) => status === 422).length).toBeGreaterThan(all.length / 3);
    expect(all.every((status) => status >= 200 && status < 500)).toBe(true);
    expect(snapshot()).toEqual(before);
  });
});
