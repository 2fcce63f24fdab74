/** UTM tracking (docs/api/info-cms.md, docs/product/embedding-and-mirrors.md#cookies-and-tracking, spec 000 §7, §9): the landing URL's UTM parameters go to POST /log_utm_set once per visit. */
import { utmParams } from '../../../sdk/rules/constants.ts';
import { KEYS, readJson, writeJson } from './storage.ts';

export async function trackUtm(search: string, send: (metrics: Record<string, string>) => Promise<unknown>): Promise<boolean> {
  const metrics = utmParams(search);
  if (Object.keys(metrics).length === 0) return false;
  const key = JSON.stringify(metrics);
  if (readJson<string | null>('session', KEYS.utmSent, null) === key) return false;
  try {
    await send(metrics as Record<string, string>);
    writeJson('session', KEYS.utmSent, key);
    return true;
  } catch {
    return false;
  }
}
