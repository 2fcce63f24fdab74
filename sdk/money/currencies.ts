/**
 * Shared by the SDK and the platform. Every currency of docs/product/cashbox-and-payments.md#currencies (spec 000 §3) with its subunit size. Money is integer subunits end to end
 * (`amount_cents`); `subunits_to_unit` converts to display units. Crypto subunits are chosen so
 * any realistic balance stays below 2^53: 1e8 for BTC-like coins, 1e6 for tokens and ADA/TRX.
 */
export interface Currency {
  code: string;
  symbol: string;
  subunits_to_unit: number;
  fiat: boolean;
}

export const CURRENCIES: readonly Currency[] = [
  { code: 'EUR', symbol: '€', subunits_to_unit: 100, fiat: true },
  { code: 'USD', symbol: '$', subunits_to_unit: 100, fiat: true },
  { code: 'GBP', symbol: '£', subunits_to_unit: 100, fiat: true },
  { code: 'CAD', symbol: 'C$', subunits_to_unit: 100, fiat: true },
  { code: 'AUD', symbol: 'A$', subunits_to_unit: 100, fiat: true },
  { code: 'NZD', symbol: 'NZ$', subunits_to_unit: 100, fiat: true },
  { code: 'NOK', symbol: 'kr', subunits_to_unit: 100, fiat: true },
  { code: 'PLN', symbol: 'zł', subunits_to_unit: 100, fiat: true },
  { code: 'JPY', symbol: '¥', subunits_to_unit: 1, fiat: true },
  { code: 'BRL', symbol: 'R$', subunits_to_unit: 100, fiat: true },
  { code: 'INR', symbol: '₹', subunits_to_unit: 100, fiat: true },
  { code: 'KZT', symbol: '₸', subunits_to_unit: 100, fiat: true },
  { code: 'BTC', symbol: '₿', subunits_to_unit: 100_000_000, fiat: false },
  { code: 'BCH', symbol: 'BCH', subunits_to_unit: 100_000_000, fiat: false },
  { code: 'ETH', symbol: 'Ξ', subunits_to_unit: 100_000_000, fiat: false },
  { code: 'LTC', symbol: 'Ł', subunits_to_unit: 100_000_000, fiat: false },
  { code: 'DOG', symbol: 'Ð', subunits_to_unit: 100_000_000, fiat: false },
  { code: 'BNB', symbol: 'BNB', subunits_to_unit: 100_000_000, fiat: false },
  { code: 'USDT', symbol: '₮', subunits_to_unit: 1_000_000, fiat: false },
  { code: 'USDC', symbol: 'USDC', subunits_to_unit: 1_000_000, fiat: false },
  { code: 'ADA', symbol: '₳', subunits_to_unit: 1_000_000, fiat: false },
  { code: 'TRX', symbol: 'TRX', subunits_to_unit: 1_000_000, fiat: false },
];

export const DEFAULT_CURRENCY = 'EUR';
const byCode = new Map(CURRENCIES.map((currency) => [currency.code, currency]));

export const currency = (code: string): Currency | undefined => byCode.get(code);
export const isCurrencyCode = (code: string): boolean => byCode.has(code);
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as [string, ...string[]];
