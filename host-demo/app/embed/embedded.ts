/**
 * Embedded mode: the host runs in a partner's iframe when opened with `?embedded=1`; the flag
 * holds for the tab (session storage) so in-app navigation keeps it.
 */
import { KEYS, readJson, writeJson } from '../lib/storage.ts';

export function isEmbedded(search: string): boolean {
  const flag = new URLSearchParams(search).get('embedded');
  if (flag === '1' || flag === 'true') writeJson('session', KEYS.embedded, true);
  if (flag === '0' || flag === 'false') writeJson('session', KEYS.embedded, false);
  return readJson<boolean>('session', KEYS.embedded, false) && window.self !== window.top;
}
