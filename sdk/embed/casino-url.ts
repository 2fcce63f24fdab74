/**
 * The one builder of casino URLs a widget links to (docs/integration.md "Affiliate attribution",
 * docs/product/embedding-and-mirrors.md#cookies-and-tracking): base (the casino's origin on a partner
 * page, '' in the host) + path, carrying the affiliate's attribution as the casino's landing
 * parameters (`stag`, `affb_id`, the UTM parameters of spec 000 §9), which the host turns into its
 * 30-day cookies and a click (host-demo/app/lib/affiliate.ts, utm.ts).
 */
import { AFFB_ID_PATTERN, STAG_PATTERN, UTM_PARAMS } from '../rules/constants.ts';

/** What a widget's links carry to the casino: `stag`, `affb_id` and the UTM parameters, each a valid value. */
export type Attribution = Partial<Record<'stag' | 'affb_id' | (typeof UTM_PARAMS)[number], string>>;

export interface AttributionInput {
  /** The `affiliate` attribute / prop: the affiliate's stag. */
  affiliate?: string | null;
  /** The `read-page-params` attribute / prop: carry the page's own `stag`, `affb_id` and UTM parameters. */
  readPageParams?: boolean | string | null;
}

const PATTERNS: Partial<Record<keyof Attribution, RegExp>> = { stag: STAG_PATTERN, affb_id: AFFB_ID_PATTERN };
/** A UTM value: 1–200 characters, as the platform takes them (platform/telemetry/schemas.ts). */
const UTM_VALUE = /^.{1,200}$/;

/**
 * The attribution of one widget: its `affiliate` stag and, with `readPageParams` on (`true`, or an
 * attribute present without `="false"`), the page's parameters (`search`, default the page's query).
 * The attribute's stag wins over the page's; a malformed value is not carried (a bad `affiliate` is
 * reported on the console). Undefined when there is nothing to carry.
 */
export function attributionOf({ affiliate, readPageParams }: AttributionInput, search: string = globalThis.location?.search ?? ''): Attribution | undefined {
  const page = new URLSearchParams(readPageParams === true || (typeof readPageParams === 'string' && readPageParams !== 'false') ? search : '');
  const attribution: Attribution = {};
  for (const name of ['stag', 'affb_id', ...UTM_PARAMS] as const) {
    const value = (name === 'stag' && affiliate) || page.get(name);
    if (value && (PATTERNS[name] ?? UTM_VALUE).test(value)) attribution[name] = value;
  }
  if (affiliate && attribution.stag !== affiliate) console.warn('CasinoKit: not a stag, not carried:', affiliate);
  return Object.keys(attribution).length > 0 ? attribution : undefined;
}

/** `base + path`, with the attribution's parameters added to the path's query (our paths carry no `#`). */
export function casinoUrl(base: string, path: string, attribution?: Attribution): string {
  const url = `${base.replace(/\/$/, '')}${path}`;
  const query = attribution ? new URLSearchParams(attribution as Record<string, string>).toString() : '';
  return query ? `${url}${path.includes('?') ? '&' : '?'}${query}` : url;
}
