import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from './harness.ts';

/**
 * Input validated by the schemas at the routes (platform/http/schemas.ts, docs/api.md
 * "Conventions") answers as the handlers did: the contract's 422 shape, field names without the
 * body's wrapper, and the route's own checks (sign-in, signature) before the input.
 */
describe('schemas at the route', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('a guest gets 401 before its body is looked at', async () => {
    const guest = platform.client();
    for (const [method, path] of [
      ['PUT', '/api/users'],
      ['PATCH', '/api/player'],
      ['POST', '/api/user_limits'],
      ['POST', '/api/player/payments/deposit'],
    ] as const) {
      const response = await guest.request(method, path, { nonsense: true });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.code).toBe('unauthorized');
    }
  });

  it('bad input is a 422 in the contract shape, fields named without the wrapper', async () => {
    const client = platform.clientAs(platform.createUser());
    const profile = await client.patch('/api/player', { player: { nickname: 12 } });
    expect(profile.status).toBe(422);
    expect(profile.body).toEqual({ errors: { nickname: [expect.any(String)] }, code: 'invalid' });

    const limit = await client.delete('/api/user_limits/abc');
    expect(limit.status).toBe(422);
    expect(limit.body).toEqual({ errors: { id: [expect.any(String)] }, code: 'invalid' });

    const accounts = await client.get('/api/player/accounts?compatibility=maybe');
    expect(accounts.status).toBe(422);
    expect(Object.keys(accounts.body.errors)).toEqual(['compatibility']);
  });

  it('each sign-in step is validated with its own schema', async () => {
    const guest = platform.client();
    const password = await guest.post('/api/users/sign_in', { user: { email: 'x@example.test' } });
    expect(password.status).toBe(422);
    expect(Object.keys(password.body.errors)).toEqual(['password']);
    const otp = await guest.post('/api/users/sign_in', { user: { otp_attempt: 'abc' } });
    expect(otp.status).toBe(422);
    expect(Object.keys(otp.body.errors)).toEqual(['otp_attempt']);
  });

  it('registration still reports every problem at once from its handler', async () => {
    const response = await platform.client().post('/api/users', { user: { email: 'not-an-address' } });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(expect.arrayContaining(['email', 'password', 'currency', 'country', 'date_of_birth']));
  });

  it('the seamless-wallet API checks the signature before the body', async () => {
    const response = await fetch(`${platform.url}/provider/wallet/bet`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"token": 5}' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'invalid_signature' });
  });
});
