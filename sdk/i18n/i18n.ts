/**
 * The one i18n (docs/architecture.md "Internationalisation"): every string of the widgets and the
 * host lives in a catalogue (a namespace, as in i18next), English is bundled and is the fallback, every
 * other locale is its own chunk loaded on demand, and the platform's `/messages/{lang}.json` is the
 * operator's overlay on top (sdk/i18n/overrides.ts). Formatting follows i18next's message format (read by our own formatter below): `{name}`
 * placeholders, plurals through `Intl.PluralRules` (`key_one`, `key_other`, … called as
 * `format('key', { count })`), and `{amount, money}` through the one money formatter
 * (sdk/money/format.ts, with the `currency` value).
 */
import { formatMoney } from '../money/format.ts';
import { resolveLocale, type Locale } from './locales.ts';

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
  /** Formatting: placeholders, plurals (`count`) and `{amount, money}` (with `currency`). */
  format(key: PluralBase<Key> | Key, values?: Record<string, unknown>): string;
};

/** The strings type of a catalogue (`MessagesOf<typeof messages>`). */
export type MessagesOf<C> = C extends Catalogue<infer Key> ? Messages<Key> : never;

/** `freespins` for the plural keys `freespins_one`, `freespins_other`, … */
type PluralBase<Key extends string> = Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : never;

/**
 * The tables in memory, `locale` → `ns` → nested strings. The format is i18next's JSON (v4: `key_one`
 * / `key_other` plural keys, nested objects, `{name}` / `{amount, money}` placeholders as configured
 * in tests/unit/i18n-oracle.test.ts), read by the ~1 KB formatter below instead of the i18next
 * runtime, which measured 14.6 KB brotli in every bundle (docs/architecture.md
 * "Internationalisation"); that test renders every key of every catalogue in every locale with
 * i18next itself and requires the same text.
 */
type Tree = { [key: string]: string | Tree };
const store = new Map<string, Tree>();

function merge(target: Tree, source: Tree, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const here = target[key];
    if (typeof value === 'object' && value !== null) {
      if (typeof here !== 'object') target[key] = {};
      merge(target[key] as Tree, value, overwrite);
    } else if (overwrite || here === undefined) target[key] = value;
  }
}

function put(locale: Locale, ns: string, table: Table | Tree, overwrite: boolean): void {
  const id = `${locale}|${ns}`;
  const tree = store.get(id) ?? {};
  merge(tree, table, overwrite);
  store.set(id, tree);
}

/** A string by key: the key itself first (flat keys may contain dots), then the nested path. */
function lookup(tree: Tree | undefined, key: string): string | undefined {
  const flat = tree?.[key];
  if (typeof flat === 'string') return flat;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** i18next's choice of key: `key_zero` for 0 when present, else `key_<Intl.PluralRules category>`, else `key_other`, else `key`. */
function resolveKey(locale: Locale, ns: string, key: string, count: unknown): string | undefined {
  const trees = [store.get(`${locale}|${ns}`), store.get(`en|${ns}`)];
  const find = (k: string) => {
    for (const tree of trees) {
      const hit = lookup(tree, k);
      if (hit !== undefined) return hit;
    }
    return undefined;
  };
  if (typeof count === 'number') {
    let rules = pluralRules.get(locale);
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
    const plural = (count === 0 ? find(`${key}_zero`) : undefined) ?? find(`${key}_${rules.select(count)}`) ?? find(`${key}_other`);
    if (plural !== undefined) return plural;
  }
  return find(key);
}

function format(locale: Locale, ns: string, key: string, values: Record<string, unknown>): string {
  const text = resolveKey(locale, ns, key, values.count) ?? key;
  return text.replace(/\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}/g, (_, name: string, kind: string | undefined) => {
    const value = values[name];
    if (value === undefined || value === null) return '';
    if (kind === 'money') return formatMoney(Number(value), String(values.currency ?? ''), locale);
    return String(value);
  });
}

const sources = new Map<string, Partial<Record<Locale, Source>>>();
const loading = new Map<string, Promise<void>>();
/** Bundled tables in memory (`ns|locale`); an overlay alone does not count, its locale still loads. */
const bundled = new Set<string>();
/** Chunks that failed to load: their keys show in English rather than never. */
const failed = new Set<string>();
const listeners = new Set<() => void>();
/** Locales a page asked for (`loadLocale`): catalogues declared later load them too. */
const requested = new Set<Locale>();

/**
 * Declares a catalogue: its English table (or a loader, for the host whose English is a chunk too)
 * and a loader per other locale (`() => import('./locales/de.ts')`, one chunk each).
 */
export function defineCatalogue<Key extends string>(ns: string, en: Record<Key, string> | (() => Promise<{ messages: Record<Key, string> }>), others: Partial<Record<Locale, () => Promise<TableModule>>>): Catalogue<Key> {
  sources.set(ns, { ...others, en: en as Source });
  if (typeof en !== 'function') {
    put('en', ns, en, false);
    bundled.add(`${ns}|en`);
  }
  // Declared after its page's locale was loaded (a lazy chunk: the host's sign-up popup and the
  // validation table it reads): its table for that locale follows, and `onMessagesChange` says so.
  for (const locale of requested) void loadOne(ns, tableLocale(ns, locale));
  return { ns };
}

/** Adds strings on top of a locale's table (the operator's overlay, sdk/i18n/overrides.ts; tests that load every locale). */
export function addMessages(ns: string, locale: Locale, table: Table, overwrite = true): void {
  put(locale, ns, table, overwrite);
  changed(ns);
}

/** A locale's bundled table (what its chunk holds), under any overlay already there. */
export function addBundledMessages(ns: string, locale: Locale, table: Table): void {
  bundled.add(`${ns}|${locale}`);
  addMessages(ns, locale, table, false);
}

/**
 * Only `ns`'s memoised tables are dropped: `messagesFor` keeps answering the same object for every
 * other catalogue, so a listener can tell that its strings did not change (the host re-renders only
 * for its own: a lazy chunk's catalogue arriving while the server-rendered page hydrates must not
 * re-render that page, docs/architecture.md "Internationalisation").
 */
function changed(ns: string): void {
  for (const id of memo.keys()) if (id.startsWith(`${ns}|`)) memo.delete(id);
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
        changed(ns);
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
  requested.add(locale);
  await Promise.all([...sources.keys()].map((ns) => loadOne(ns, tableLocale(ns, locale))));
}

/** Settles when every locale table being loaded has arrived (or failed): a lazy chunk that declared a catalogue waits for it before it renders. */
export function localesSettled(): Promise<void> {
  return Promise.all(loading.values()).then(() => undefined);
}

const memo = new Map<string, Messages<string>>();

/** A catalogue's strings in `tag`'s locale, falling back to English key by key. */
export function messagesFor<Key extends string>(catalogue: Catalogue<Key>, tag: string | undefined): Messages<Key> {
  const locale = resolveLocale(tag);
  const id = `${catalogue.ns}|${locale}`;
  const cached = memo.get(id);
  if (cached) return cached as Messages<Key>;
  const table: Record<string, unknown> = { ...store.get(`en|${catalogue.ns}`), ...store.get(`${locale}|${catalogue.ns}`) };
  table.locale = locale;
  table.format = (key: string, values: Record<string, unknown> = {}) => format(locale, catalogue.ns, key, values);
  memo.set(id, table as Messages<string>);
  return table as Messages<Key>;
}
