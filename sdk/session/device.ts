/**
 * A stable per-browser device id (random, never personal data), kept in localStorage. Sign-in
 * sends it as `dfpc`, so the platform can throttle a failing device and recognise the owner's
 * device (docs/api/auth-and-players.md "Throttling and lock-out"); the cashbox's fraud check sends
 * it as `device_fingerprint`. Undefined when the browser keeps no storage.
 */
const KEY = 'casino-kit.device-id';

export function deviceId(): string | undefined {
  try {
    let id = globalThis.localStorage?.getItem(KEY);
    if (!id) {
      id = randomId();
      globalThis.localStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

function randomId(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
