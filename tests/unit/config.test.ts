import { describe, expect, it } from 'vitest';
import { brandForHost, configFromEnv, licenceForHost } from '../../platform/config.ts';

describe('platform settings', () => {
  it('refuses a round-recovery window or interval that is not a whole number, instead of silently switching recovery off', () => {
    expect(() => configFromEnv({ ROUND_RECOVERY_WINDOW_MS: '60s' })).toThrow(/ROUND_RECOVERY_WINDOW_MS/);
    expect(() => configFromEnv({ ROUND_RECOVERY_WINDOW_MS: '0' })).toThrow(/> 0/);
    expect(() => configFromEnv({ ROUND_RECOVERY_INTERVAL_MS: 'soon' })).toThrow(/ROUND_RECOVERY_INTERVAL_MS/);
    expect(configFromEnv({ ROUND_RECOVERY_WINDOW_MS: '10000' })).toMatchObject({ roundRecoveryWindowMs: 10_000, roundRecoveryIntervalMs: 5_000 });
    expect(configFromEnv({})).toMatchObject({ roundRecoveryWindowMs: 60_000, roundRecoveryIntervalMs: 30_000 });
  });

  it('reads REDIS_URL and NODE_ID (issue 18): unset means one node, a malformed value stops the start', () => {
    expect(configFromEnv({})).toMatchObject({ redisUrl: undefined, nodeId: expect.stringMatching(/^.+:\d+$/) });
    expect(configFromEnv({ REDIS_URL: ' ', NODE_ID: '' }).redisUrl).toBeUndefined();
    expect(configFromEnv({ REDIS_URL: 'redis://127.0.0.1:6379', NODE_ID: 'node-1' })).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', nodeId: 'node-1' });
    expect(configFromEnv({ REDIS_URL: 'rediss://:secret@redis.internal:6380/2' }).redisUrl).toBe('rediss://:secret@redis.internal:6380/2');
    for (const bad of ['localhost:6379', 'http://redis:6379', 'redis://', 'redis://host/cache']) expect(() => configFromEnv({ REDIS_URL: bad })).toThrow(/REDIS_URL/);
    // The URL may hold a password: the error does not repeat it.
    expect(() => configFromEnv({ REDIS_URL: 'http://:hunter2@redis:6379' })).toThrow(/^(?!.*hunter2)/);
    for (const bad of ['node 1', 'x'.repeat(65), 'nöde']) expect(() => configFromEnv({ NODE_ID: bad })).toThrow(/NODE_ID/);
  });

  it('looks mirrors up by their own names only, never by names of Object.prototype', () => {
    const config = configFromEnv({});
    for (const host of ['constructor', '__proto__', 'toString']) {
      expect(licenceForHost(config, host)).toBe(config.licence);
      expect(brandForHost(config, host)).toBe(config.brand);
    }
  });
});
