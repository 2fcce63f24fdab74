/**
 * The one i18n (docs/architecture.md "Internationalisation"): every string of the widgets and the
 * host lives in a catalogue (one i18next namespace), English is bundled and is the fallback, every
 * other locale is its own chunk loaded on demand, and the platform's `/messages/{lang}.json` is the
 * operator's overlay on top (sdk/i18n/overrides.ts). Formatting is i18next's: `{name}`
 * placeholders, plurals through `Intl.PluralRules` (`key_one`, `key_other`, … called as
 * `format('key', { count })`), and `{amount, money}` through the one money formatter
 * (sdk/money/format.ts, with the `currency` value).
 */
import i18next from 'i18next';
import { formatMoney } from '../money/format.ts';
import { LOCALES, resolveLocale, type Locale } from './locales.ts';

export type Table = Record<string, string>;
type TableModule = { messages: Table };
type Source = Table | (() => Promise<TableModule>);

export interface Catalogue<Key extends string> {
  readonly ns: string;
  /** Phantom: the keys of the English table. */
  readonly keys?: Key;
}

/** A catalogue's strings in one locale (English where the locale lacks a key), and its formatter. */
export type Messages<Key extends string> = Readonly<Record<Key, string>> & {
  /** The locale these strings are for. */
  readonly locale: Locale;
  /** i18next formatting: placeholders, plurals (`count`) and `{amount, money}` (with `currency`). */
  format(key: PluralBase<Key> | Key, values?: Record<string, unknown>): string;
};

/** The strings type of a catalogue (`MessagesOf<typeof messages>`). */
export type MessagesOf<C> = C extends Catalogue<infer Key> ? Messages<Key> : never;

/** `freespins` for the plural keys `freespins_one`, `freespins_other`, … */
type PluralBase<Key extends string> = Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : never;

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  resources: {},
  initAsync: false,
  // Our catalogues write `{name}`; React escapes what it renders.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
} as Parameters<typeof i18n.init>[0]);
// `{amount, money}`: the one money formatter; the amount is integer subunits.
i18n.services.formatter?.add('money', (value: unknown, lng: string | undefined, options: Record<string, unknown>) =>
  formatMoney(Number(value), String(options.currency ?? ''), resolveLocale(lng)),
);

const sources = new Map<string, Partial<Record<Locale, Source>>>();
const loading = new Map<string, Promise<void>>();
/** Bundled tables in memory (`ns|locale`); an overlay alone does not count, its locale still loads. */
const bundled = new Set<string>();
/** Chunks that failed to load: their keys show in English rather than never. */
const failed = new Set<string>();
const listeners = new Set<() => void>();

/**
 * Declares a catalogue: its English table (or a loader, for the host whose English is a chunk too)
 * and a loader per other locale (`() => import('./locales/de.ts')`, one chunk each).
 */
export function defineCatalogue<Key extends string>(ns: string, en: Record<Key, string> | (() => Promise<{ messages: Record<Key, string> }>), others: Partial<Record<Locale, () => Promise<TableModule>>>): Catalogue<Key> {
  sources.set(ns, { ...others, en: en as Source });
  if (typeof en !== 'function') {
    i18n.addResourceBundle('en', ns, en, true, false);
    bundled.add(`${ns}|en`);
  }
  return { ns };
}

/** Adds strings on top of a locale's table (the operator's overlay, sdk/i18n/overrides.ts; tests that load every locale). */
export function addMessages(ns: string, locale: Locale, table: Table, overwrite = true): void {
  i18n.addResourceBundle(locale, ns, table, true, overwrite);
  changed();
}

/** A locale's bundled table (what its chunk holds), under any overlay already there. */
export function addBundledMessages(ns: string, locale: Locale, table: Table): void {
  bundled.add(`${ns}|${locale}`);
  addMessages(ns, locale, table, false);
}

function changed(): void {
  memo.clear();
  for (const listener of listeners) listener();
}

/** Called when strings change (a locale loaded, the operator's overlay arrived). */
export function onMessagesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `locale`'s table of catalogue `ns` is in memory. */
export function hasMessages(ns: string, locale: Locale): boolean {
  return bundled.has(`${ns}|${locale}`);
}

function isLoaded(ns: string, locale: Locale): boolean {
  return bundled.has(`${ns}|${locale}`) || failed.has(`${ns}|${locale}`);
}

/** The table a catalogue shows `locale` from: its own, or English where the catalogue has no such locale. */
function tableLocale(ns: string, locale: Locale): Locale {
  return sources.get(ns)?.[locale] ? locale : 'en';
}

/** Whether every declared catalogue has its table for `tag`'s locale in memory. */
export function localeReady(tag: string | undefined): boolean {
  const locale = resolveLocale(tag);
  for (const ns of sources.keys()) if (!isLoaded(ns, tableLocale(ns, locale))) return false;
  return true;
}

function loadOne(ns: string, locale: Locale): Promise<void> {
  const source = sources.get(ns)?.[locale];
  const key = `${ns}|${locale}`;
  if (!source || typeof source !== 'function' || bundled.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = source().then(
      // The bundled table goes under an overlay that may have arrived first.
      ({ messages }) => addBundledMessages(ns, locale, messages),
      (error: unknown) => {
        loading.delete(key);
        failed.add(key);
        changed();
        console.warn(`[casino-kit] LOAD_TRANSLATIONS_ERROR: ${ns}/${locale}: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Loads `locale`'s chunk of every declared catalogue. English is bundled with each widget; the
 * host's English is a chunk of its own, loaded for English pages (every locale has every key, a
 * unit test checks it, so other pages need not download English too).
 */
export async function loadLocale(tag: string | undefined): Promise<void> {
  const locale = resolveLocale(tag);
  await Promise.all([...sources.keys()].map((ns) => loadOne(ns, tableLocale(ns, locale))));
}

const memo = new Map<string, Messages<string>>();

/** A catalogue's strings in `tag`'s locale, falling back to English key by key. */
export function messagesFor<Key extends string>(catalogue: Catalogue<Key>, tag: string | undefined): Messages<Key> {
  const locale = resolveLocale(tag);
  const id = `${catalogue.ns}|${locale}`;
  const cached = memo.get(id);
  if (cached) return cached as Messages<Key>;
  const english = (i18n.getResourceBundle('en', catalogue.ns) ?? {}) as Table;
  const own = (i18n.getResourceBundle(locale, catalogue.ns) ?? {}) as Table;
  const table: Record<string, unknown> = { ...english, ...own };
  const t = i18n.getFixedT(locale, catalogue.ns);
  table.locale = locale;
  table.format = (key: string, values: Record<string, unknown> = {}) => String(t(key, values as never));
  memo.set(id, table as Messages<string>);
  return table as Messages<Key>;
}
