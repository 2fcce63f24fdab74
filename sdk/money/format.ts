/**
 * The one money formatter. Amounts are integer subunits (`*_cents`). Fiat goes through
 * Intl's currency style; crypto codes are not ISO 4217 (USDT has four letters), so crypto is a
 * number in display units followed by its code.
 */
import { intlLocale } from '../i18n/intl-locale.ts';
import type { Locale } from '../i18n/locales.ts';
import { JACKPOT_UNITS, jackpotDisplay } from '../rules/jackpots.ts';
import { currency as currencyInfo } from './currencies.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

const fractionDigits = (subunits: number) => Math.max(0, Math.round(Math.log10(subunits)));

export function formatMoney(amountCents: number, currencyCode: string, locale: Locale, options: { wholeUnits?: boolean } = {}): string {
  const info = currencyInfo(currencyCode);
  const subunits = info?.subunits_to_unit ?? 100;
  const units = amountCents / subunits;
  const tag = intlLocale(locale);
  if (!info || info.fiat) {
    const digits = options.wholeUnits ? 0 : fractionDigits(subunits);
    return formatter(tag, { style: 'currency', currency: currencyCode, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(units);
  }
  return `${formatter(tag, { maximumFractionDigits: fractionDigits(subunits) }).format(units)} ${currencyCode}`;
}

/** Jackpot amounts in their display units (rules: ETH/LTC in 0.001, BTC in 1e-6; others whole units). */
export function formatJackpotAmount(amountCents: number, currencyCode: string, locale: Locale): string {
  if (!JACKPOT_UNITS[currencyCode]) return formatMoney(amountCents, currencyCode, locale, { wholeUnits: true });
  const { value, unit } = jackpotDisplay(amountCents, currencyCode, currencyInfo(currencyCode)?.subunits_to_unit ?? 1e8);
  return `${formatter(intlLocale(locale), { maximumFractionDigits: 0 }).format(Math.floor(value))} ${unit}`;
}
