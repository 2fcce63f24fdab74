/**
 * Field validation (docs/product/account-and-auth.md#field-rules, spec 000 §5). Every validator returns `null` when the value is valid, or a
 * stable message key the UI translates. Keys (documented in docs/rules.md):
 * required, wrong_chars, too_short, too_long, invalid_format, invalid_length, not_match,
 * english_letters_only, invalid_date, min_age, expired, invalid_card, card_restricted,
 * not_enough_money, not_multiple, not_integer, min, min_value, max_value, not_checked,
 * invalid_postcode, invalid_iban.
 */
export type MessageKey = string;
export type ValidationResult = MessageKey | null;

const length = (value: string): number => [...value].length;

/** Letters of any script (with combining marks), ASCII digits, space, dot, hyphen. */
const NAME_CHARS = /^[\p{L}\p{M}0-9 .-]*$/u;

export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 15;

/** Nickname: optional; if given, NAME_CHARS only and 3..15 characters. */
export function validateNickname(value: string): ValidationResult {
  if (value === '') return null;
  if (!NAME_CHARS.test(value)) return 'wrong_chars';
  if (length(value) < NICKNAME_MIN) return 'too_short';
  if (length(value) > NICKNAME_MAX) return 'too_long';
  return null;
}

export const EMAIL_MAX = 254;
// The WHATWG "valid e-mail address" shape, plus a dotted domain (a TLD) as sign-up forms expect.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function validateEmail(value: string): ValidationResult {
  const email = value.trim();
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) return 'invalid_format';
  return null;
}

/** OWASP ASVS: at least 8 characters, and allow long passphrases (at least 64). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** The listed symbol set allowed besides letters and digits. */
export const PASSWORD_SYMBOLS = "!@#$%^&*()_+-=[]{};:'\",.<>/?\\|`~";
const escapeForClass = (chars: string): string => chars.replace(/[\\\][^-]/g, (c) => `\\${c}`);
const PASSWORD_CHARS = new RegExp(`^[\\p{L}0-9${escapeForClass(PASSWORD_SYMBOLS)}]*$`, 'u');

export function validatePassword(value: string): ValidationResult {
  if (value === '') return 'required';
  if (!PASSWORD_CHARS.test(value)) return 'wrong_chars';
  if (length(value) < PASSWORD_MIN) return 'too_short';
  if (length(value) > PASSWORD_MAX) return 'too_long';
  return null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): ValidationResult {
  return password === confirmation ? null : 'not_match';
}

export const PHONE_MIN = 8;
const PHONE = /^[0-9+() -]+$/;

export function validatePhone(value: string): ValidationResult {
  if (value === '') return 'required';
  if (!PHONE.test(value)) return 'wrong_chars';
  return value.length >= PHONE_MIN ? null : 'too_short';
}

/** First name, last name, city…: NAME_CHARS, not blank. */
export function validateName(value: string): ValidationResult {
  if (value.trim() === '') return 'required';
  return NAME_CHARS.test(value) ? null : 'wrong_chars';
}

export const ADULT_AGE = 18;
export const ESTONIA_ADULT_AGE = 21;

/**
 * The minimum age to register and play (docs/rules.md "Age"): 21 for residents of Estonia
 * (`country` EE) and for any player under the Estonian licence (`licence` EE), 18 otherwise. It
 * follows the player, not the mirror: an Estonian resident is 21+ on every mirror. The platform
 * checks it with this very function (platform/players/fields.ts).
 */
export function minimumAge(player: { country?: string | null; licence?: string | null }): number {
  return player.country === 'EE' || player.licence === 'EE' ? ESTONIA_ADULT_AGE : ADULT_AGE;
}

export interface CalendarDate {
  year: number;
  month: number; // 1..12
  day: number;
}

/** Parses strict DD/MM/YYYY into a real calendar date, or null. */
export function parseBirthDate(value: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (day < 1 || day > 31 || month < 1 || month > 12) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Proleptic Gregorian month length (Date.UTC would map years 0..99 to 1900..1999). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The UTC calendar date of an instant. */
export function utcDate(now: number): CalendarDate {
  const d = new Date(now);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * Whole years between a birth date and today. The birthday counts from its own day, so a person
 * turns 18 on their 18th birthday; someone born on 29 February has their birthday on 1 March in
 * common years (the plain month/day comparison gives that).
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const years = today.year - birth.year;
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return hadBirthday ? years : years - 1;
}

export interface BirthDateOptions {
  /** Estonia licence: the age limit is 21 instead of 18. */
  estonia?: boolean;
  /** The player's minimum age (`minimumAge({country, licence})`); wins over `estonia`. */
  minAge?: number;
  /** Minutes east of UTC of the player's calendar (default 0: UTC). */
  utcOffsetMinutes?: number;
}

/** Strict DD/MM/YYYY, a real date, not in the future, and at least `minAge` (18; 21 for Estonia) today. */
export function validateBirthDate(value: string, now: number, options: BirthDateOptions = {}): ValidationResult {
  if (value === '') return 'required';
  const birth = parseBirthDate(value);
  if (!birth) return 'invalid_date';
  const today = utcDate(now + (options.utcOffsetMinutes ?? 0) * 60_000);
  const age = ageOn(birth, today);
  if (age < 0) return 'invalid_date';
  return age >= (options.minAge ?? (options.estonia ? ESTONIA_ADULT_AGE : ADULT_AGE)) ? null : 'min_age';
}

/** Card expiry MM/YY: month 01..12, not before the current (UTC) month; YY is 20YY. */
export function validateCardExpiry(value: string, now: number): ValidationResult {
  if (value === '') return 'required';
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return 'invalid_format';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'invalid_format';
  const today = utcDate(now);
  if (year < today.year || (year === today.year && month < today.month)) return 'expired';
  return null;
}

export const CARD_MIN_DIGITS = 12;
export const CARD_MAX_DIGITS = 19;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Bank-identification restriction list: present in the spec, empty there. */
export const RESTRICTED_BINS: readonly string[] = [];

/** Card number: digits with optional spaces, 12..19 digits, Luhn checksum, BIN not restricted. */
export function validateCardNumber(value: string, restrictedBins: readonly string[] = RESTRICTED_BINS): ValidationResult {
  if (value.trim() === '') return 'required';
  if (!/^[0-9 ]+$/.test(value)) return 'invalid_format';
  const digits = value.replace(/ /g, '');
  if (digits.length < CARD_MIN_DIGITS || digits.length > CARD_MAX_DIGITS) return 'invalid_length';
  if (!luhnValid(digits)) return 'invalid_card';
  if (restrictedBins.some((bin) => digits.startsWith(bin))) return 'card_restricted';
  return null;
}

/** Deposit fraud-check data (docs/product/cashbox-and-payments.md#card-rules, spec 000 §5): BIN = first 6 digits, last 4 kept, expiry split. */
export function cardFraudData(cardNumber: string, expiry: string): { bin: string; last4: string; month: string; year: string } {
  const digits = cardNumber.replace(/\D/g, '');
  const [month = '', year = ''] = expiry.split('/').map((part) => part.trim());
  return { bin: digits.slice(0, 6), last4: digits.slice(-4), month, year };
}

// ---- Amounts: integer subunits (cents) throughout ----

export function validateNotExceedingBalance(amountCents: number, balanceCents: number): ValidationResult {
  return amountCents <= balanceCents ? null : 'not_enough_money';
}

export function validateMultipleOf(amountCents: number, stepCents: number): ValidationResult {
  if (stepCents <= 0) return null;
  return amountCents % stepCents === 0 ? null : 'not_multiple';
}

export function validateInteger(value: number): ValidationResult {
  return Number.isInteger(value) ? null : 'not_integer';
}

export function validateMinValue(amountCents: number, minCents: number): ValidationResult {
  return amountCents >= minCents ? null : 'min_value';
}

export function validateMaxValue(amountCents: number, maxCents: number): ValidationResult {
  return amountCents <= maxCents ? null : 'max_value';
}

/** must-be-checked: a required checkbox (terms, age confirmation). */
export function validateChecked(checked: boolean): ValidationResult {
  return checked ? null : 'not_checked';
}

export interface AmountRules {
  balanceCents?: number;
  multipleOfCents?: number;
  minCents?: number;
  maxCents?: number;
}

/** All amount rules in a fixed order: integer, min value, max value, multiple-of, balance. */
export function validateAmount(amountCents: number, rules: AmountRules = {}): ValidationResult {
  return (
    validateInteger(amountCents) ??
    (rules.minCents !== undefined ? validateMinValue(amountCents, rules.minCents) : null) ??
    (rules.maxCents !== undefined ? validateMaxValue(amountCents, rules.maxCents) : null) ??
    (rules.multipleOfCents !== undefined ? validateMultipleOf(amountCents, rules.multipleOfCents) : null) ??
    (rules.balanceCents !== undefined ? validateNotExceedingBalance(amountCents, rules.balanceCents) : null)
  );
}

// ---- Postal codes ----

/** Real postal-code shapes per ISO country (trimmed input, case-insensitive letters). */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  GB: /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  NO: /^\d{4}$/,
  IT: /^\d{5}$/,
  EE: /^\d{5}$/,
  FR: /^\d{5}$/,
  US: /^\d{5}(?:-\d{4})?$/,
  IE: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,
  FI: /^\d{5}$/,
};

/** Countries without a known shape: 2..10 letters, digits, spaces or hyphens, starting alphanumeric. */
export const PERMISSIVE_POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export function validatePostcode(value: string, country: string): ValidationResult {
  const code = value.trim();
  if (code === '') return 'required';
  const pattern = POSTCODE_PATTERNS[country.toUpperCase()] ?? PERMISSIVE_POSTCODE;
  return pattern.test(code) ? null : 'invalid_postcode';
}

// ---- IBAN ----
