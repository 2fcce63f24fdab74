import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../sdk/i18n/locales.ts';
import { CURRENCIES } from '../../sdk/money/currencies.ts';
import { formatJackpotAmount, formatMoney } from '../../sdk/money/format.ts';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    [123456, 'EUR', 'en', '€1,234.56'],
    [123456, 'EUR', 'de', '1.234,56 €'],
    [123456, 'CAD', 'fr-CA', '1 234,56 $'],
    [5000, 'NOK', 'no', '50,00 kr'],
    [1234, 'JPY', 'en', '¥1,234'],
    [150_000_000, 'BTC', 'en', '1.5 BTC'],
    [25_000_000, 'USDT', 'en', '25 USDT'],
    [1, 'ETH', 'de', '0,00000001 ETH'],
  ] as const)('%i %s in %s → %s', (cents, code, locale, expected) => {
    expect(nbsp(formatMoney(cents, code, locale))).toBe(expected);
  });

  it('formats every currency of the spec in every locale without throwing', () => {
    for (const { code } of CURRENCIES) for (const locale of LOCALES) expect(formatMoney(123456789, code, locale)).toMatch(/\d/);
  });
});

describe('formatJackpotAmount (spec 001 §9 units)', () => {
  it.each([
    [150_000_000, 'ETH', '1,500 mETH'],
    [100_000, 'LTC', '1 mLTC'],
    [1_000_000, 'BTC', '10,000 μBTC'],
    [2_500_000, 'EUR', '€25,000'],
  ] as const)('%i %s → %s', (cents, code, expected) => {
    expect(nbsp(formatJackpotAmount(cents, code, 'en'))).toBe(expected);
  });
});
