/**
 * Amount handling of the cashbox: typed major units ↔ integer subunits without float noise, the
 * amount rules of docs/product/cashbox-and-payments.md#amount-rules (spec 000 §5) in their order, and the quick-amount buttons from currency-config.
 */
import type { CurrencyConfig } from '../../sdk/api/schemas.ts';
import { currency as currencyInfo } from '../../sdk/money/currencies.ts';
import { FIRST_DEPOSIT_DEFAULT } from '../../sdk/rules/constants.ts';
import { validateAmount } from '../../sdk/rules/validation.ts';

export const subunitsOf = (code: string) => currencyInfo(code)?.subunits_to_unit ?? 100;
const digitsOf = (subunits: number) => Math.max(0, Math.round(Math.log10(subunits)));

export type ParsedAmount = { cents: number; error: null } | { cents: null; error: 'required' | 'invalid_format' | 'not_integer' };

/**
 * "50", "50.5", "1 000,25" → subunits. More decimals than the currency has is the spec's
 * `integer` rule (subunits must be whole): 'not_integer'.
 */
export function parseAmount(text: string, code: string): ParsedAmount {
  const clean = text.trim().replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (clean === '') return { cents: null, error: 'required' };
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(clean);
  if (!match) return { cents: null, error: 'invalid_format' };
  const subunits = subunitsOf(code);
  const digits = digitsOf(subunits);
  const fraction = match[2] ?? '';
  if (fraction.replace(/0+$/, '').length > digits) return { cents: null, error: 'not_integer' };
  const cents = Number(match[1]) * subunits + Number((fraction + '0'.repeat(digits)).slice(0, digits) || '0');
  return Number.isSafeInteger(cents) ? { cents, error: null } : { cents: null, error: 'invalid_format' };
}

/** Subunits → a plain decimal string for the input ("50", "0.0008"). */
export function centsToInput(cents: number, code: string): string {
  const subunits = subunitsOf(code);
  const digits = digitsOf(subunits);
  const whole = Math.floor(cents / subunits);
  const fraction = String(cents % subunits).padStart(digits, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export const majorToCents = (major: number, code: string) => Math.round(major * subunitsOf(code));

export interface AmountLimits {
  minCents: number;
  maxCents: number;
  /** Cashouts: the withdrawable balance ('not enough money'). */
  balanceCents?: number;
  /** currency-config `rounding` = decimal places kept: amounts must be a multiple of that unit. */
  rounding?: number;
}

/** The spec's amount rules, in sdk/rules order (integer, min, max, multiple-of, balance). */
export function amountError(text: string, code: string, limits: AmountLimits): string | null {
  const parsed = parseAmount(text, code);
  if (parsed.error) return parsed.error;
  const digits = digitsOf(subunitsOf(code));
  const multipleOfCents = limits.rounding !== undefined && limits.rounding < digits ? 10 ** (digits - limits.rounding) : undefined;
  return validateAmount(parsed.cents, { minCents: limits.minCents, maxCents: limits.maxCents, multipleOfCents, balanceCents: limits.balanceCents });
}

/**
 * Quick amounts: the default amount and the lower bound of every currency-config step that the
 * method accepts, at most five, ascending (in subunits).
 */
export function quickAmounts(config: CurrencyConfig[string] | undefined, code: string, minCents: number, maxCents: number): number[] {
  if (!config) return [];
  const candidates = [config.defaultAmount, ...config.steps.map((step) => step.min), ...config.steps.map((step) => (typeof step.max === 'number' ? step.max : 0))];
  const cents = [...new Set(candidates.map((major) => majorToCents(major, code)))].filter((value) => value > 0 && value >= minCents && value <= maxCents);
  return cents.sort((a, b) => a - b).slice(0, 5);
}

/** docs/product/cashbox-and-payments.md#currencies (Spec 000 §9): a first fiat deposit defaults to 50; otherwise currency-config's defaultAmount. */
export function defaultDepositCents(code: string, config: CurrencyConfig[string] | undefined, firstDeposit: boolean): number | null {
  const fiat = currencyInfo(code)?.fiat ?? true;
  if (fiat && firstDeposit) return majorToCents(FIRST_DEPOSIT_DEFAULT, code);
  if (config) return majorToCents(config.defaultAmount, code);
  return fiat ? majorToCents(FIRST_DEPOSIT_DEFAULT, code) : null;
}
