/**
 * Every catalogue's locale tables, read eagerly from the source (tests only; the bundles load one
 * locale at a time, docs/architecture.md "Internationalisation"): `{ catalogue: { locale: table } }`.
 */
import { addBundledMessages } from '../../sdk/i18n/i18n.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';

const files = import.meta.glob<{ messages: Record<string, string> }>(['../../widgets/*/locales/*.ts', '../../widgets/ui/locales/*/*.ts'], { eager: true });

export const CATALOGUES: Record<string, Partial<Record<Locale, Record<string, string>>>> = {};
for (const [path, { messages }] of Object.entries(files)) {
  const match = /widgets\/(?:ui\/locales\/([\w-]+)|([\w-]+)\/locales)\/([\w-]+)\.ts$/.exec(path);
  if (!match) throw new Error(`unexpected locale file ${path}`);
  // widgets/vip/ holds the club's strings (catalogue `vip-club`); `vip` is the status names of widgets/ui/locales/vip.
  const ns = match[1] ?? (match[2] === 'vip' ? 'vip-club' : match[2]!);
  (CATALOGUES[ns] ??= {})[match[3] as Locale] = messages;
}

/** Puts every locale of every catalogue in memory, as if each page had loaded its chunk. */
export function loadAllLocales(): void {
  for (const [ns, tables] of Object.entries(CATALOGUES)) for (const [locale, table] of Object.entries(tables)) addBundledMessages(ns, locale as Locale, table);
}
