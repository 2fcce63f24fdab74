/**
 * The one builder of casino URLs a widget links to (docs/integration.md "Affiliate attribution",
 * docs/product/embedding-and-mirrors.md#cookies-and-tracking): base (the casino's origin on a partner
 * page, '' in the host) + path, carrying the affiliate's attribution as the casino's landing
 * parameters (`stag`, `affb_id`, the UTM parameters of spec 000 §9), which the host turns into its
 * 30-day cookies and a click (host-demo/app/lib/affiliate.ts, utm.ts).
 */
import { AFFB_ID_PATTERN, STAG_PATTERN, UTM_PARAMS } from '../rules/constants.ts';

type UtmParam = (typeof UTM_PARAMS)[number];

/** What a widget's links carry to the casino. */
export interface Attribution {
  stag?: string;
  affb_id?: string;
  utm?: Partial<Record<UtmParam, string>>;
}

export interface AttributionInput {
  /** The `affiliate` attribute / prop: the affiliate's stag. */
  affiliate?: string | null;
  /** The `read-page-params` attribute / prop: carry the page's own `stag`, `affb_id` and UTM parameters. */
  readPageParams?: boolean | string | null;
}

const MAX_UTM_LENGTH = 200;

/** An attribute present without `="false"` is on (`<casino-lobby read-page-params>`). */
const isOn = (value: AttributionInput['readPageParams']) => value === true || (typeof value === 'string' && value !== 'false');

/**
 * The attribution of one widget: its `affiliate` stag (malformed: ignored), and with `readPageParams`
 * the page's parameters (`search`, default the page's query); the attribute's stag wins over the page's.
 */
export function attributionOf(input: AttributionInput, search: string = globalThis.location?.search ?? ''): Attribution | undefined {
  const attribution: Attribution = {};
  if (isOn(input.readPageParams)) {
    const params = new URLSearchParams(search);
    const stag = params.get('stag');
    const affb = params.get('affb_id');
    if (stag && STAG_PATTERN.test(stag)) attribution.stag = stag;
    if (affb && AFFB_ID_PATTERN.test(affb)) attribution.affb_id = affb;
    for (const name of UTM_PARAMS) {
      const value = params.get(name);
      if (value && value.length <= MAX_UTM_LENGTH) (attribution.utm ??= {})[name] = value;
    }
  }
  if (input.affiliate) {
    if (STAG_PATTERN.test(input.affiliate)) attribution.stag = input.affiliate;
    else console.warn(`CasinoKit: affiliate "${input.affiliate}" is not a stag (letters, digits, _ and -, 1–64) and is not carried`);
  }
  return attribution.stag || attribution.affb_id || attribution.utm ? attribution : undefined;
}

/** `base + path`, with the attribution's parameters added to the path's query (before any `#`). */
export function casinoUrl(base: string, path: string, attribution?: Attribution): string {
  const url = `${base.replace(/\/$/, '')}${path}`;
  if (!attribution) return url;
  const params = new URLSearchParams();
  if (attribution.stag) params.set('stag', attribution.stag);
  if (attribution.affb_id) params.set('affb_id', attribution.affb_id);
  for (const [name, value] of Object.entries(attribution.utm ?? {})) if (value) params.set(name, value);
  const query = params.toString();
  if (!query) return url;
  const hash = url.indexOf('#');
  const [head, fragment] = hash >= 0 ? [url.slice(0, hash), url.slice(hash)] : [url, ''];
  return `${head}${head.includes('?') ? '&' : '?'}${query}${fragment}`;
}
