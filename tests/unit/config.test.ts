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

  it('looks mirrors up by their own names only, never by names of Object.prototype', () => {
    const config = configFromEnv({});
    for (const host of ['constructor', '__proto__', 'toString']) {
      expect(licenceForHost(config, host)).toBe(config.licence);
      expect(brandForHost(config, host)).toBe(config.brand);
    }
  });
});
