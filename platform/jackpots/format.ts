import { formatMoney } from '../../sdk/money/format.ts';
import { currency } from '../money/currencies.ts';

function decimalsOf(code: string): number {
  const subunits = currency(code)?.subunits_to_unit ?? 100;
  return Math.round(Math.log10(subunits));
}

function splitMajorMinor(cents: number, code: string): { negative: boolean; major: string; minor: string } {
  const decimals = decimalsOf(code);
  const digits = Math.abs(Math.trunc(cents)).toString().padStart(decimals + 1, '0');
  return { negative: cents < 0, major: digits.slice(0, digits.length - decimals), minor: digits.slice(digits.length - decimals) };
}

/** The contract's decimal-string twin in major units, all subunit digits kept: 123456 EUR → "1234.56". */
export function decimalString(cents: number, code: string): string {
  const { negative, major, minor } = splitMajorMinor(cents, code);
  return `${negative ? '-' : ''}${major}${minor ? `.${minor}` : ''}`;
}

/** A display string for the winners feed: the SDK's one money formatter, in English. */
export function humanizeMoney(cents: number, code: string): string {
  return formatMoney(cents, code, 'en');
}
