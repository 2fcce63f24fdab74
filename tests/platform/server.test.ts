import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from './harness.ts';

describe('platform server basics', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('answers unknown routes with the contract error shape', async () => {
    const response = await platform.client().get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body.errors.base[0]).toContain('/api/nope');
  });

  it('refuses a state-changing call without X-Requested-With (CSRF)', async () => {
    const response = await fetch(`${platform.url}/api/anything`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('csrf');
  });

  it('refuses a state-changing call from a foreign origin', async () => {
    const response = await platform.client().post('/api/anything', {}, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('sends security headers', async () => {
    const response = await platform.client().get('/api/nope');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('applies every migration to a fresh database', () => {
    const names = platform.ctx.db.prepare('SELECT name FROM schema_migrations ORDER BY name').pluck().all();
    expect(names[0]).toBe('001_core.sql');
  });
});
