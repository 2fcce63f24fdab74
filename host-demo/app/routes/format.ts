import { intlLocale } from '../../../sdk/i18n/intl-locale.ts';
import type { Locale } from '../../../sdk/i18n/locales.ts';

/** "2 d 4 h" / "3 h 12 min" / "5 min" in the locale's unit words (Intl.NumberFormat unit style). */
export function formatDuration(ms: number, locale: Locale): string {
  const tag = intlLocale(locale);
  const unit = (value: number, name: 'day' | 'hour' | 'minute') => new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${unit(days, 'day')} ${unit(hours, 'hour')}`;
  if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes % 60, 'minute')}`;
  return unit(minutes, 'minute');
}
