import { currency } from '../money/currencies.ts';

/**
 * Fixed demo exchange rates: the value of one major unit in micro-euros. Jackpots are kept in one
 * currency; a qualifying bet in another allowed currency is converted at these rates, and a win is
 * paid in the winner's bet currency. A real operator would feed live rates here.
 */
const MICRO_EUR_PER_UNIT: Record<string, bigint> = {
  EUR: 1_000_000n,
  USD: 920_000n,
  GBP: 1_170_000n,
  CAD: 680_000n,
  AUD: 610_000n,
  NZD: 560_000n,
  NOK: 86_000n,
  PLN: 230_000n,
  JPY: 6_100n,
  BRL: 170_000n,
  INR: 11_000n,
  KZT: 1_900n,
  BTC: 60_000_000_000n,
  BCH: 350_000_000n,
  ETH: 3_000_000_000n,
  LTC: 75_000_000n,
  DOG: 140_000n,
  BNB: 550_000_000n,
  USDT: 920_000n,
  USDC: 920_000n,
  ADA: 400_000n,
  TRX: 120_000n,
};

/** Converts integer subunits of `from` into integer subunits of `to`, rounding down (exact BigInt maths). */
export function convertSubunits(amount: number, from: string, to: string): number {
  if (from === to) return amount;
  const fromRate = MICRO_EUR_PER_UNIT[from];
  const toRate = MICRO_EUR_PER_UNIT[to];
  const fromCurrency = currency(from);
  const toCurrency = currency(to);
  if (!fromRate || !toRate || !fromCurrency || !toCurrency) throw new Error(`No exchange rate for ${from}→${to}`);
  const numerator = BigInt(amount) * fromRate * BigInt(toCurrency.subunits_to_unit);
  const denominator = BigInt(fromCurrency.subunits_to_unit) * toRate;
  return Number(numerator / denominator);
}
