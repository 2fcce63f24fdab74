/**
 * Landing tracking (docs/api/info-cms.md, docs/api/affiliates.md "Clicks", docs/product/embedding-and-mirrors.md#cookies-and-tracking,
 * spec 000 §7, §9): the landing URL's UTM parameters and its affiliate `stag` / `affb_id` go to
 * POST /log_utm_set once per visit (with a stag, the platform counts an affiliate click); the landing's
 * UTM parameters are kept for the visit and go to POST /log_utm_send once the visitor has signed up,
 * which gives the player's attribution its UTM.
 */
import { attributionOf } from '../../../sdk/embed/casino-url.ts';
import { KEYS, readJson, writeJson } from './storage.ts';

type Metrics = Record<string, string>;
export interface LandingTags {
  stag?: string;
  affb_id?: string;
}

export async function trackUtm(search: string, send: (metrics: Metrics, landing: LandingTags) => Promise<unknown>): Promise<boolean> {
  // Parsed as widgets parse a page (sdk/embed/casino-url.ts): malformed tags and over-long values dropped.
  const { stag, affb_id, ...utm } = attributionOf({ readPageParams: true }, search) ?? {};
  const metrics = utm as Metrics;
  const landing: LandingTags = { ...(stag ? { stag } : {}), ...(affb_id ? { affb_id } : {}) };
  const hasUtm = Object.keys(metrics).length > 0;
  if (!hasUtm && !landing.stag) return false;
  if (hasUtm) writeJson('session', KEYS.landingUtm, metrics);
  const key = JSON.stringify({ ...metrics, ...landing });
  if (readJson<string | null>('session', KEYS.utmSent, null) === key) return false;
  try {
    await send(metrics, landing);
    writeJson('session', KEYS.utmSent, key);
    return true;
  } catch {
    return false;
  }
}

/** After sign-up: the visit's landing UTM parameters to POST /log_utm_send (signed in by then). */
export async function sendUtmAfterSignUp(send: (metrics: Metrics) => Promise<unknown>): Promise<boolean> {
  const metrics = readJson<Metrics | null>('session', KEYS.landingUtm, null);
  if (!metrics || Object.keys(metrics).length === 0) return false;
  try {
    await send(metrics);
    return true;
  } catch {
    return false;
  }
}
