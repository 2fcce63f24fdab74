import { defineCatalogue, messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { messages as en } from './locales/countdown/en.ts';

export type CountdownKey = keyof typeof en;

/**
 * The one duration formatter (docs/product/tournaments-lotteries-quests.md#status): a promotion's
 * countdown (widgets/ui/countdown.tsx), a gift's time to activate or wager (widgets/gifts) and the
 * host's pages all say a remaining time the same way, with the plural keys of the `countdown`
 * catalogue: English bundled, every other locale its own chunk (docs/architecture.md "Internationalisation").
 */
export const countdownMessages = defineCatalogue<CountdownKey>('countdown', en, { de: () => import('./locales/countdown/de.ts'), 'fr-CA': () => import('./locales/countdown/fr-CA.ts'), no: () => import('./locales/countdown/no.ts'), it: () => import('./locales/countdown/it.ts'), et: () => import('./locales/countdown/et.ts') });

/** A remaining time split into units; `seconds` absent when counted in whole minutes. */
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds?: number;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** `ms` in whole units, rounded up to the smallest (a countdown never shows 0 before the end): seconds, or minutes (`seconds` then absent). */
export function durationParts(ms: number, smallest: 'second' | 'minute' = 'second'): DurationParts {
  const step = smallest === 'second' ? 1000 : 60_000;
  const count = Math.max(0, Math.ceil(ms / step));
  const minutes = smallest === 'second' ? Math.floor(count / 60) : count;
  const parts: DurationParts = { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
  if (smallest === 'second') parts.seconds = count % 60;
  return parts;
}

/** "2 days 3 hours", "5 hours 1 minute", "4 minutes 9 seconds", "12 minutes": the two largest units (the second left out when 0), localised plurals. */
export function durationText(parts: DurationParts, locale: Locale): string {
  const t = messagesFor(countdownMessages, locale);
  const present = UNITS.filter((unit) => parts[unit] !== undefined);
  const first = present.findIndex((unit) => (parts[unit] ?? 0) > 0);
  if (first < 0) return t.format(present[present.length - 1] ?? 'seconds', { count: 0 });
  const shown = present.slice(first, first + 2).filter((unit) => (parts[unit] ?? 0) > 0);
  return shown.map((unit) => t.format(unit, { count: parts[unit] })).join(' ');
}

/** `ms` as text: `durationText(durationParts(ms, smallest), locale)`. */
export function formatDuration(ms: number, locale: Locale, smallest: 'second' | 'minute' = 'second'): string {
  return durationText(durationParts(ms, smallest), locale);
}
