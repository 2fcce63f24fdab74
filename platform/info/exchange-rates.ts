import { CURRENCIES } from '../money/currencies.ts';

/**
 * Dev rate table for `/api/info/crypto_exchange_rates`: a fixed USD price per whole unit of each
 * currency (a snapshot, not a feed), so every pair is deterministic and tests can assert on it.
 * Every pair with at least one crypto side is listed; fiat↔fiat exchange is not offered.
 */
const USD_PRICE: Record<string, number> = {
  EUR: 1.08, USD: 1, GBP: 1.27, CAD: 0.73, AUD: 0.66, NZD: 0.6, NOK: 0.094, PLN: 0.25, JPY: 0.0067,
  BRL: 0.2, INR: 0.012, KZT: 0.0021,
  BTC: 65_000, BCH: 450, ETH: 3_400, LTC: 80, DOG: 0.15, BNB: 580, USDT: 1, USDC: 1, ADA: 0.45, TRX: 0.12,
};

/** Exchange fee as a fraction of the converted amount (1 %). */
export const EXCHANGE_FEE = 0.01;

export interface ExchangeRate {
  exchange_rate: number;
  fee: number;
  total_exchange_rate: number;
}

const significant = (value: number) => Number(value.toPrecision(8));

export function cryptoExchangeRates(): Record<string, Record<string, ExchangeRate>> {
  const table: Record<string, Record<string, ExchangeRate>> = {};
  for (const from of CURRENCIES) {
    for (const to of CURRENCIES) {
      if (from.code === to.code || (from.fiat && to.fiat)) continue;
      const fromPrice = USD_PRICE[from.code];
      const toPrice = USD_PRICE[to.code];
      if (fromPrice === undefined || toPrice === undefined) continue;
      const rate = fromPrice / toPrice;
      (table[from.code] ??= {})[to.code] = {
        exchange_rate: significant(rate),
        fee: EXCHANGE_FEE,
        total_exchange_rate: significant(rate * (1 - EXCHANGE_FEE)),
      };
    }
  }
  return table;
}

/** Converts an amount in `from` subunits to `to` subunits at the dev rates (no fee), rounded. */
export function convertCents(amountCents: number, from: string, to: string): number {
  if (from === to) return amountCents;
  const fromCurrency = CURRENCIES.find((c) => c.code === from);
  const toCurrency = CURRENCIES.find((c) => c.code === to);
  const fromPrice = USD_PRICE[from];
  const toPrice = USD_PRICE[to];
  if (!fromCurrency || !toCurrency || fromPrice === undefined || toPrice === undefined) return amountCents;
  return Math.round(((amountCents / fromCurrency.subunits_to_unit) * fromPrice * toCurrency.subunits_to_unit) / toPrice);
}
