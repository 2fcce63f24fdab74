/** Postal code → state or province (docs/product/account-and-auth.md#postal-code-to-state, spec 000 §5), used to fill a missing `state` on the profile. */

export type AuState = 'NSW' | 'ACT' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT';
export type CaProvince = 'NL' | 'NS' | 'PE' | 'NB' | 'QC' | 'ON' | 'MB' | 'SK' | 'AB' | 'BC' | 'NT' | 'YT';

/** Inclusive numeric ranges, exactly as the spec lists them. */
export const AU_POSTCODE_RANGES: readonly (readonly [from: number, to: number, state: AuState])[] = [
  [1000, 2599, 'NSW'],
  [2619, 2899, 'NSW'],
  [2921, 2999, 'NSW'],
  [200, 299, 'ACT'],
  [2600, 2618, 'ACT'],
  [2900, 2920, 'ACT'],
  [3000, 3999, 'VIC'],
  [8000, 8999, 'VIC'],
  [4000, 4999, 'QLD'],
  [9000, 9999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6797, 'WA'],
  [6800, 6999, 'WA'],
  [7000, 7999, 'TAS'],
  [800, 999, 'NT'],
];

/** Australian postcode ("0800", "2600", or a number) → state; null outside every range. */
export function auStateFromPostcode(postcode: string | number): AuState | null {
  const text = String(postcode).trim();
  if (!/^\d{3,4}$/.test(text)) return null;
  const value = Number(text);
  for (const [from, to, state] of AU_POSTCODE_RANGES) {
    if (value >= from && value <= to) return state;
  }
  return null;
}

export const CA_PROVINCE_BY_LETTER: Readonly<Record<string, CaProvince>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

/** Canadian postal code → province by its first letter; null for letters no province uses. */
export function caProvinceFromPostcode(postcode: string): CaProvince | null {
  const first = postcode.trim().charAt(0).toUpperCase();
  return CA_PROVINCE_BY_LETTER[first] ?? null;
}

/** Country-aware lookup for AU and CA; other countries have no derivation (null). */
export function stateFromPostcode(country: string, postcode: string): AuState | CaProvince | null {
  switch (country.toUpperCase()) {
    case 'AU':
      return auStateFromPostcode(postcode);
    case 'CA':
      return caProvinceFromPostcode(postcode);
    default:
      return null;
  }
}
