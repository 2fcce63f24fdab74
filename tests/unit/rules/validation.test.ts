import { describe, expect, it } from 'vitest';
import { ageOn, daysInMonth, cardFraudData, luhnValid, minimumAge, parseBirthDate, validateAmount, validateBirthDate, validateCardExpiry, validateCardNumber, validateChecked, validateEmail, validateInteger, validateMaxValue, validateMinValue, validateMultipleOf, validateName, validateNickname, validateNotExceedingBalance, validatePassword, validatePasswordConfirmation, validatePhone, validatePostcode } from '../../../sdk/rules/validation.ts';

// 15 June 2025, noon UTC.
const NOW = Date.UTC(2025, 5, 15, 12);

describe('nickname: letters, digits, space, dot, hyphen; 3..15 or empty', () => {
  it.each([
    ['', null],
    ['abc', null],
    ['ab', 'too_short'],
    ['a', 'too_short'],
    ['abcdefghijklmno', null], // 15
    ['abcdefghijklmnop', 'too_long'], // 16
    ['Jürgen', null],
    ['Дмитрий', null],
    ['李小龍王', null],
    ['J.R. Smith-2', null],
    ['my name 99', null],
    ['bad_name', 'wrong_chars'],
    ['bad@name', 'wrong_chars'],
    ['emoji🙂x', 'wrong_chars'],
    ['ab!', 'wrong_chars'],
    ['ÄÖÜäöüß', null],
    ['ÄÖÜäöüßÄÖÜäöüßÄ', null], // 15 non-ASCII letters count as 15
    ['ÄÖÜäöüßÄÖÜäöüßÄÖ', 'too_long'],
  ])('%j → %s', (value, expected) => {
    expect(validateNickname(value)).toBe(expected);
  });
});

describe('email', () => {
  it.each([
    ['player@example.com', null],
    ['first.last+tag@mail.example.co.uk', null],
    ['  padded@example.com  ', null],
    ['', 'required'],
    ['   ', 'required'],
    ['no-at.example.com', 'invalid_format'],
    ['two@@example.com', 'invalid_format'],
    ['nodomain@', 'invalid_format'],
    ['notld@example', 'invalid_format'],
    ['space in@example.com', 'invalid_format'],
    ['x@-bad.com', 'invalid_format'],
    [`${'a'.repeat(250)}@e.com`, 'invalid_format'], // 256 > 254
  ])('%j → %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });
});

describe('password: letters, digits, listed symbols; minimum 8 (OWASP)', () => {
  it.each([
    ['', 'required'],
    ['abcdefg', 'too_short'], // 7
    ['abcdefgh', null], // 8
    ['Pa55w0rd!', null],
    ["!@#$%^&*()_+-=[]{};:'\",.<>/?\\|`~", null],
    ['pass word1', 'wrong_chars'], // space is not listed
    ['pässwörd1', null],
    ['password€€', 'wrong_chars'],
    ['a'.repeat(128), null],
    ['a'.repeat(129), 'too_long'],
  ])('%j → %s', (value, expected) => {
    expect(validatePassword(value)).toBe(expected);
  });

  it('must equal its confirmation', () => {
    expect(validatePasswordConfirmation('Secret123', 'Secret123')).toBeNull();
    expect(validatePasswordConfirmation('Secret123', 'secret123')).toBe('not_match');
    expect(validatePasswordConfirmation('Secret123', '')).toBe('not_match');
  });
});

describe('phone: at least 8 of digits, + ( ) space -', () => {
  it.each([
    ['12345678', null],
    ['1234567', 'too_short'],
    ['+49 (30) 123-45', null],
    ['+4912345', null],
    ['+491234', 'too_short'],
    ['12345678a', 'wrong_chars'],
    ['1234.5678', 'wrong_chars'],
    ['', 'required'],
  ])('%j → %s', (value, expected) => {
    expect(validatePhone(value)).toBe(expected);
  });
});

describe('names', () => {
  it.each([
    ['Anna-Maria', null],
    ['O. Brien 3rd', null],
    ['Łukasz', null],
    ['José', null],
    ["O'Brien", 'wrong_chars'],
    ['Anna_Maria', 'wrong_chars'],
    ['', 'required'],
    ['  ', 'required'],
  ])('name %j → %s', (value, expected) => {
    expect(validateName(value)).toBe(expected);
  });

});

describe('birth date: strict DD/MM/YYYY, real date, 18+ (21+ for Estonia)', () => {
  it.each([
    ['15/06/2007', null], // 18th birthday today: old enough
    ['14/06/2007', null],
    ['16/06/2007', 'min_age'], // 18 tomorrow
    ['15/06/2008', 'min_age'],
    ['01/01/1950', null],
    ['31/01/2000', null], // day 31 is the max
    ['32/01/2000', 'invalid_date'],
    ['00/01/2000', 'invalid_date'],
    ['01/12/2000', null], // month 12 is the max
    ['01/13/2000', 'invalid_date'],
    ['01/00/2000', 'invalid_date'],
    ['31/04/2000', 'invalid_date'], // April has 30 days
    ['29/02/2000', null], // leap year
    ['29/02/2001', 'invalid_date'],
    ['1/01/2000', 'invalid_date'], // day must be two digits
    ['01/1/2000', 'invalid_date'], // month must be two digits
    ['01/01/00', 'invalid_date'],
    ['01-01-2000', 'invalid_date'],
    ['2000/01/01', 'invalid_date'],
    [' 01/01/2000', 'invalid_date'],
    ['16/06/2025', 'invalid_date'], // future
    ['', 'required'],
  ])('%j → %s', (value, expected) => {
    expect(validateBirthDate(value, NOW)).toBe(expected);
  });

  it.each([
    ['15/06/2004', null], // 21st birthday today
    ['16/06/2004', 'min_age'],
    ['15/06/2007', 'min_age'], // 18 is not enough in Estonia
  ])('Estonia %j → %s', (value, expected) => {
    expect(validateBirthDate(value, NOW, { estonia: true })).toBe(expected);
  });

  it.each([
    [{ country: 'EE' }, 21], // an Estonian resident, on any mirror
    [{ country: 'EE', licence: 'CW' }, 21],
    [{ country: 'DE', licence: 'EE' }, 21], // anyone under the Estonian licence
    [{ country: 'DE', licence: 'CW' }, 18],
    [{ country: null, licence: 'GCB' }, 18],
    [{}, 18],
  ])('minimum age of %j → %i, and validateBirthDate follows it', (player, expected) => {
    expect(minimumAge(player)).toBe(expected);
    // 20 on NOW (2025-06-15): old enough only where the minimum is 18.
    expect(validateBirthDate('15/06/2005', NOW, { minAge: minimumAge(player) })).toBe(expected === 21 ? 'min_age' : null);
  });

  it('a 29 February birthday counts from 1 March in common years', () => {
    expect(validateBirthDate('29/02/2008', Date.UTC(2026, 1, 28, 12))).toBe('min_age');
    expect(validateBirthDate('29/02/2008', Date.UTC(2026, 2, 1, 0))).toBeNull();
  });

  it('uses the UTC calendar day, or the given offset', () => {
    const lateOn14th = Date.UTC(2025, 5, 14, 23, 30);
    expect(validateBirthDate('15/06/2007', lateOn14th)).toBe('min_age');
    expect(validateBirthDate('15/06/2007', lateOn14th, { utcOffsetMinutes: 60 })).toBeNull();
  });

  it('parses and ages', () => {
    expect(parseBirthDate('05/11/1990')).toEqual({ year: 1990, month: 11, day: 5 });
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 14 })).toBe(17);
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 15 })).toBe(18);
  });
});

describe('card expiry MM/YY: month 1..12, not before the current month', () => {
  it.each([
    ['06/25', null], // current month
    ['05/25', 'expired'],
    ['07/25', null],
    ['12/24', 'expired'],
    ['01/26', null],
    ['01/25', 'expired'],
    ['12/26', null],
    ['00/26', 'invalid_format'],
    ['13/26', 'invalid_format'],
    ['6/25', 'invalid_format'],
    ['06/2025', 'invalid_format'],
    ['0625', 'invalid_format'],
    ['', 'required'],
  ])('%j → %s', (value, expected) => {
    expect(validateCardExpiry(value, NOW)).toBe(expected);
  });
});

describe('card number: Luhn, 12..19 digits, spaces allowed', () => {
  it.each([
    ['4111111111111111', null],
    ['4111 1111 1111 1111', null],
    ['411111111117', null], // 12 digits
    ['40000000006', 'invalid_length'], // 11 digits
    ['4111111111111111110', null], // 19 digits
    ['41111111111111111115', 'invalid_length'], // 20 digits
    ['4111111111111112', 'invalid_card'],
    ['4111-1111-1111-1111', 'invalid_format'],
    ['4111a11111111111', 'invalid_format'],
    ['', 'required'],
  ])('%j → %s', (value, expected) => {
    expect(validateCardNumber(value)).toBe(expected);
  });

  it('a restricted BIN is refused (the default list is empty)', () => {
    expect(validateCardNumber('4111111111111111', ['411111'])).toBe('card_restricted');
    expect(validateCardNumber('4111111111111111', [])).toBeNull();
  });

  it('luhn', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it('fraud-check data: BIN 6, last 4, expiry split', () => {
    expect(cardFraudData('4111 1111 2222 3333', '07/27')).toEqual({ bin: '411111', last4: '3333', month: '07', year: '27' });
  });
});

describe('amounts in integer subunits', () => {
  it.each([
    [1000, 1000, null],
    [1001, 1000, 'not_enough_money'],
    [0, 0, null],
  ])('amount %i against balance %i → %s', (amount, balance, expected) => {
    expect(validateNotExceedingBalance(amount, balance)).toBe(expected);
  });

  it.each([
    [500, 100, null],
    [550, 100, 'not_multiple'],
    [550, 0, null],
  ])('%i multiple of %i → %s', (amount, step, expected) => {
    expect(validateMultipleOf(amount, step)).toBe(expected);
  });

  it('integer, min length, min/max value, checked', () => {
    expect(validateInteger(10)).toBeNull();
    expect(validateInteger(10.5)).toBe('not_integer');
    expect(validateInteger(Number.NaN)).toBe('not_integer');
    expect(validateMinValue(1000, 1000)).toBeNull();
    expect(validateMinValue(999, 1000)).toBe('min_value');
    expect(validateMaxValue(5000, 5000)).toBeNull();
    expect(validateMaxValue(5001, 5000)).toBe('max_value');
    expect(validateChecked(true)).toBeNull();
    expect(validateChecked(false)).toBe('not_checked');
  });

  it.each([
    [5000, null],
    [5000.5, 'not_integer'],
    [999, 'min_value'],
    [100001, 'max_value'],
    [5050, 'not_multiple'],
    [20000, 'not_enough_money'],
    [10000, null],
  ])('validateAmount(%d) → %s', (amount, expected) => {
    expect(validateAmount(amount, { minCents: 1000, maxCents: 100000, multipleOfCents: 100, balanceCents: 10000 })).toBe(expected);
  });
});

describe('postal code by country', () => {
  it.each([
    ['DE', '10115', null],
    ['DE', '1011', 'invalid_postcode'],
    ['AT', '1010', null],
    ['AT', '10100', 'invalid_postcode'],
    ['GB', 'SW1A 1AA', null],
    ['GB', 'm1 1ae', null],
    ['GB', 'EC1A1BB', null],
    ['GB', '12345', 'invalid_postcode'],
    ['CA', 'K1A 0B1', null],
    ['CA', 'k1a0b1', null],
    ['CA', 'D1A 0B1', 'invalid_postcode'],
    ['AU', '2000', null],
    ['AU', '200', 'invalid_postcode'],
    ['NZ', '6011', null],
    ['NZ', '60111', 'invalid_postcode'],
    ['NO', '0150', null],
    ['NO', 'A150', 'invalid_postcode'],
    ['IT', '00184', null],
    ['IT', '0018', 'invalid_postcode'],
    ['EE', '10111', null],
    ['EE', '101111', 'invalid_postcode'],
    ['FR', '75008', null],
    ['FR', '7500', 'invalid_postcode'],
    ['US', '90210', null],
    ['US', '90210-1234', null],
    ['US', '90210-12', 'invalid_postcode'],
    ['IE', 'D02 X285', null],
    ['IE', 'D6W 1234', null],
    ['IE', 'B02 X285', 'invalid_postcode'],
    ['FI', '00100', null],
    ['FI', '0010', 'invalid_postcode'],
    ['de', ' 10115 ', null],
    ['BR', '01310-100', null], // unknown country: permissive
    ['BR', 'A', 'invalid_postcode'],
    ['BR', '#1234', 'invalid_postcode'],
    ['DE', '', 'required'],
  ])('%s %j → %s', (country, value, expected) => {
    expect(validatePostcode(value, country)).toBe(expected);
  });
});

describe('calendar', () => {
  it.each([
    [2000, 2, 29],
    [1900, 2, 28],
    [2024, 2, 29],
    [2025, 2, 28],
    [0, 2, 29],
    [2025, 4, 30],
    [2025, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});
