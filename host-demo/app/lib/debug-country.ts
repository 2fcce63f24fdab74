/**
 * Development only: a tester simulates a country (e.g. AU for the Australia notice and the
 * restricted-region guards) by setting it on /ffc; every platform call then carries
 * `X-Debug-Country`, which the platform honours in demo mode from loopback addresses only
 * (docs/operations.md).
 */
import { KEYS, readJson } from './storage.ts';

export function debugCountryFetch(base: typeof fetch = globalThis.fetch.bind(globalThis)): typeof fetch {
  return (input, init) => {
    const country = readJson<string | null>('local', KEYS.debugCountry, null);
    if (!country || !/^[A-Z]{2}$/.test(country)) return base(input, init);
    const headers = new Headers(init?.headers);
    headers.set('X-Debug-Country', country);
    return base(input, { ...init, headers });
  };
}
