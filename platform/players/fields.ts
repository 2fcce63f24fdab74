import { ADULT_AGE, ESTONIA_ADULT_AGE } from '../../sdk/rules/validation.ts';
import { CURRENCY_CODES } from '../money/currencies.ts';

/**
 * Profile fields and the contexts that require them (docs/api/info-cms.md, contract §2.5 `/api/info/player_fields`).
 * A context lists the fields a player must have filled before that action: registering,
 * depositing, cashing out, editing, or launching a provider's games (`pragmatic`).
 */
export interface FieldInfo {
  field: string;
  type: 'string' | 'date' | 'boolean' | 'select';
  length?: { minimum: number; maximum: number };
  once_set?: boolean;
  age?: { min: Record<string, number> };
  inclusion?: { in: string[] };
}

/** The age rule is the SDK's (sdk/rules/validation.ts `minimumAge`): the client and the platform apply the same one. */
export { minimumAge } from '../../sdk/rules/validation.ts';
export const MIN_AGE = ADULT_AGE;
export const MIN_AGE_EE = ESTONIA_ADULT_AGE;

export const GENDERS = ['m', 'f'] as const;

export const PLAYER_FIELDS: readonly FieldInfo[] = [
  { field: 'email', type: 'string', length: { minimum: 3, maximum: 254 } },
  { field: 'password', type: 'string', length: { minimum: 8, maximum: 64 } },
  { field: 'currency', type: 'select', inclusion: { in: [...CURRENCY_CODES] } },
  { field: 'nickname', type: 'string', length: { minimum: 3, maximum: 15 } },
  { field: 'first_name', type: 'string', length: { minimum: 1, maximum: 50 } },
  { field: 'last_name', type: 'string', length: { minimum: 1, maximum: 50 } },
  { field: 'date_of_birth', type: 'date', once_set: true, age: { min: { default: MIN_AGE, EE: MIN_AGE_EE } } },
  { field: 'gender', type: 'select', inclusion: { in: [...GENDERS] } },
  { field: 'country', type: 'select', once_set: true },
  { field: 'city', type: 'string', length: { minimum: 1, maximum: 64 } },
  { field: 'address', type: 'string', length: { minimum: 1, maximum: 128 } },
  { field: 'postal_code', type: 'string', length: { minimum: 2, maximum: 10 } },
  { field: 'state', type: 'string', length: { minimum: 1, maximum: 64 } },
  { field: 'mobile_phone', type: 'string', length: { minimum: 8, maximum: 20 } },
  { field: 'receive_promos', type: 'boolean' },
  { field: 'receive_sms_promos', type: 'boolean' },
  { field: 'terms_acceptance', type: 'boolean' },
];

const PERSONAL_INFO = ['first_name', 'last_name', 'date_of_birth', 'country', 'city', 'address', 'postal_code', 'mobile_phone'];

export const FIELD_CONTEXTS = {
  registration: ['email', 'password', 'currency', 'country', 'date_of_birth', 'terms_acceptance'],
  deposit: PERSONAL_INFO,
  cashout: PERSONAL_INFO,
  edition: [] as string[],
  pragmatic: ['first_name', 'last_name', 'date_of_birth'],
} satisfies Record<string, string[]>;

export type FieldContext = keyof typeof FIELD_CONTEXTS;
export const FIELD_CONTEXT_NAMES = Object.keys(FIELD_CONTEXTS) as [FieldContext, ...FieldContext[]];

export function playerFieldsInfo() {
  return { fields: PLAYER_FIELDS, contexts: { ...FIELD_CONTEXTS, payment_systems: {} } };
}

/** Whole years between a YYYY-MM-DD birth date and `nowMs` (UTC calendar). */
export function ageOn(dateOfBirth: string, nowMs: number): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const now = new Date(nowMs);
  const birthdayPassed = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

/** YYYY-MM-DD or the form's strict DD/MM/YYYY → YYYY-MM-DD, or null if not a real date. */
export function normaliseDate(input: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  const form = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : form ? [form[3], form[2], form[1]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number(year) < 1900 || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}

const POSTAL_CODES: Record<string, RegExp> = {
  AT: /^\d{4}$/, AU: /^\d{4}$/, BE: /^\d{4}$/, BR: /^\d{5}-?\d{3}$/, CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, CH: /^\d{4}$/,
  DE: /^\d{5}$/, DK: /^\d{4}$/, EE: /^\d{5}$/, ES: /^\d{5}$/, FI: /^\d{5}$/, FR: /^\d{5}$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/, IE: /^[A-Za-z]\d[\dWw] ?[A-Za-z\d]{4}$/, IN: /^\d{6}$/, IT: /^\d{5}$/,
  JP: /^\d{3}-?\d{4}$/, LT: /^(LT-)?\d{5}$/, LV: /^(LV-)?\d{4}$/, NL: /^\d{4} ?[A-Za-z]{2}$/, NO: /^\d{4}$/, NZ: /^\d{4}$/,
  PL: /^\d{2}-\d{3}$/, SE: /^\d{3} ?\d{2}$/, US: /^\d{5}(-\d{4})?$/,
};
const ANY_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export const isValidPostalCode = (country: string | null, code: string) => (POSTAL_CODES[country ?? ''] ?? ANY_POSTAL_CODE).test(code);

const AU_STATES: [string, [number, number][]][] = [
  ['NSW', [[1000, 2599], [2619, 2899], [2921, 2999]]],
  ['ACT', [[200, 299], [2600, 2618], [2900, 2920]]],
  ['VIC', [[3000, 3999], [8000, 8999]]],
  ['QLD', [[4000, 4999], [9000, 9999]]],
  ['SA', [[5000, 5999]]],
  ['WA', [[6000, 6797], [6800, 6999]]],
  ['TAS', [[7000, 7999]]],
  ['NT', [[800, 999]]],
];
const CA_STATES: Record<string, string> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON',
  R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT', Y: 'YT',
};

/** The state a postal code belongs to, for Australia and Canada (docs/product/account-and-auth.md#postal-code-to-state, spec 000 §5); null elsewhere. */
export function stateFromPostalCode(country: string | null, postalCode: string): string | null {
  if (country === 'AU' && /^\d{3,4}$/.test(postalCode)) {
    const code = Number(postalCode);
    return AU_STATES.find(([, ranges]) => ranges.some(([from, to]) => code >= from && code <= to))?.[0] ?? null;
  }
  if (country === 'CA') return CA_STATES[postalCode.charAt(0).toUpperCase()] ?? null;
  return null;
}
