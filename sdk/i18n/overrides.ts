import type { HttpClient } from '../http/client.ts';
import { messagesCacheBucket } from '../rules/constants.ts';
import { addMessages } from './i18n.ts';
import type { Locale } from './locales.ts';

type Tree = { [key: string]: string | Tree };
const fetched = new Set<string>();
const OVERLAY_KEY = 'casino-kit';

/**
 * The operator's overlay (docs/architecture.md "Internationalisation"): the platform's
 * `/messages/<locale>.json?t=<5-minute bucket>` (docs/api.md) is the contract's tree (`header`,
 * `menu`, `cashbox`, … in its own key names); our strings are overridden under its `casino-kit`
 * key, one object per catalogue (`{ "casino-kit": { "jackpot-slider": { "title": "Mega jackpots" } } }`),
 * on top of the bundled strings of that locale. The contract's own keys are not mapped: its
 * `cashbox.amount` is not our `cashbox.amount` (which has a `{currency}`). Fetched once per platform, locale and bucket, so browsers and CDNs
 * share one answer per bucket. A failure is logged only: the bundled strings stay.
 */
export async function loadOverrides(http: HttpClient, locale: Locale, now: number): Promise<void> {
  const bucket = messagesCacheBucket(now);
  const key = `${http.baseUrl}|${locale}|${bucket}`;
  if (fetched.has(key)) return;
  fetched.add(key);
  try {
    const tree = await http.get<Tree>(`/messages/${locale}.json`, { query: { t: bucket }, retry: false });
    applyOverrides(locale, tree);
  } catch (error) {
    console.warn(`[casino-kit] LOAD_TRANSLATIONS_ERROR: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Puts each catalogue's part of an overlay tree on top of its bundled strings. */
export function applyOverrides(locale: Locale, tree: Tree): void {
  const ours = tree[OVERLAY_KEY];
  if (!ours || typeof ours !== 'object') return;
  for (const [ns, table] of Object.entries(ours)) {
    if (table && typeof table === 'object') addMessages(ns, locale, table as Record<string, string>);
  }
}
