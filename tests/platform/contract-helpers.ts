/**
 * The SDK's own HttpClient against the platform over real HTTP: a fetch that keeps cookies like
 * a browser (the session cookie from sign-in goes back on every call) and records what it sent.
 */
import { HttpClient } from '../../sdk/http/client.ts';

export function cookieFetch(jar = new Map<string, string>()): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.set('Cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1);
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /expires=Thu, 01 Jan 1970/i.test(attribute));
      if (!name) continue;
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}

/** A browser-like SDK client for `baseUrl`; no retries (a failure should fail the test at once). */
export function sdkClient(baseUrl: string, jar = new Map<string, string>()): HttpClient {
  return new HttpClient({ baseUrl, fetch: cookieFetch(jar), retryEnabled: false, timeoutMs: 10_000 });
}
