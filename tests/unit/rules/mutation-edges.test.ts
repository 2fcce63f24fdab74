/**
 * Edges of the rules the widgets and host use, where mutation testing found mutants that survived
 * the other rules tests (docs/testing.md "Mutation testing"): anchored patterns, whitespace, the
 * exact bounds of dates, cards and amounts.
 */
import { describe, expect, it } from 'vitest';
import { toGroupId } from '../../../sdk/rules/groups.ts';
import { authErrorRedirect, duplicateNavigation, hashAction, LOGIN_PATH, parseLocalePrefix, PROMOTIONS_PATH, staticRedirect, stripTrailingSlash } from '../../../sdk/rules/guards.ts';
import { activeJackpots, leaderboardPlace } from '../../../sdk/rules/jackpots.ts';
import { stateFromPostcode } from '../../../sdk/rules/postcode-state.ts';
import { cardFraudData, EMAIL_MAX, validateAmount, validateBirthDate, validateCardExpiry, validateCardNumber, validateEmail } from '../../../sdk/rules/validation.ts';
import { defaultVipProgress, vipStatusFromGroups } from '../../../sdk/rules/vip.ts';

describe('guards', () => {
  it('strips every trailing slash, keeping the query', () => {
    expect(stripTrailingSlash('/pokies///?a=1')).toEqual({ redirect: '/pokies?a=1' });
  });

  it('takes a locale prefix only from the first segment of an absolute path', () => {
    expect(parseLocalePrefix('de/pokies')).toEqual({ locale: 'en', path: 'de/pokies', prefixed: false });
    expect(parseLocalePrefix('x/de/pokies')).toEqual({ locale: 'en', path: 'x/de/pokies', prefixed: false });
    expect(parseLocalePrefix('/x/de/pokies')).toMatchObject({ locale: 'en', prefixed: false });
    expect(parseLocalePrefix('/de/a\nb')).toMatchObject({ locale: 'en', prefixed: false });
    expect(parseLocalePrefix('/DE')).toEqual({ locale: 'de', path: '/', prefixed: true });
  });

  it('ignores only a navigation to the route already shown', () => {
    expect(duplicateNavigation(null, '/')).toBeNull();
    expect(duplicateNavigation(null, '/null')).toBeNull();
    expect(duplicateNavigation('/pokies', '/pokies')).toEqual({ ignore: true });
    expect(duplicateNavigation('/pokies?page=2', '/pokies')).toBeNull();
  });

  it('redirects only the exact legacy paths', () => {
    expect(staticRedirect('/categories/slots')).toEqual({ redirect: '/pokies/slots' });
    expect(staticRedirect('/accounts/7/deposit')).toEqual({ redirect: '/deposit' });
    expect(staticRedirect('/cashbox/withdraw')).toEqual({ redirect: '/withdraw' });
    expect(staticRedirect('/santa-vegas')).toEqual({ redirect: PROMOTIONS_PATH });
    expect(staticRedirect('/santa-vegas', { chanceGame: true })).toEqual({ redirect: PROMOTIONS_PATH });
    for (const path of ['/categories/slots/new', '/x/categories/slots', '/accounts/7/deposit/x', '/x/accounts/7/deposit', '/cashbox/deposit/x', '/x/cashbox/deposit', '/santa-vegas/x']) {
      expect(staticRedirect(path), path).toBeNull();
    }
  });

  it('reads a hash action from the whole hash only', () => {
    expect(hashAction('#chat', 'https://sport.example/')).toMatchObject({ popup: 'chat' });
    expect(hashAction('ch#at', 'https://sport.example/')).toBeNull();
    expect(hashAction('#sport_live', 'https://sport.example/')).toEqual({ externalUrl: 'https://sport.example/live' });
    expect(hashAction('#xsport_live', 'https://sport.example/')).toBeNull();
    expect(hashAction('#sport_a\nb', 'https://sport.example/')).toBeNull();
  });

  it('sends an auth error to the login', () => {
    expect(authErrorRedirect()).toEqual({ redirect: LOGIN_PATH });
  });
});

describe('jackpots', () => {
  it('keeps only active jackpots, and medals only places 1 to 3', () => {
    expect(activeJackpots([{ state: 'active', id: 1 }, { state: 'closed', id: 2 }, { state: 'active', id: 3 }]).map((j) => j.id)).toEqual([1, 3]);
    expect(leaderboardPlace(0)).toEqual({ label: '0' });
    expect(leaderboardPlace(-1)).toEqual({ label: '-1' });
    expect(leaderboardPlace(3)).toEqual({ medal: 3 });
    expect(leaderboardPlace(4)).toEqual({ label: '4' });
  });
});

describe('validation', () => {
  it('accepts an e-mail of exactly the maximum length', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(EMAIL_MAX - 64 - 1 - 63 - 1 - 63 - 1)}`;
    expect(email).toHaveLength(EMAIL_MAX);
    expect(validateEmail(email)).toBeNull();
    expect(validateEmail(`a${email}`)).toBe('invalid_format');
  });

  it('refuses birth dates that are not a strict real DD/MM/YYYY', () => {
    const now = Date.UTC(2026, 0, 15);
    for (const value of ['01/01/2000x', '00/01/2000', '01/00/2000', '01/13/2000', '32/01/2000']) expect(validateBirthDate(value, now), value).toBe('invalid_date');
    expect(validateBirthDate('15/01/2008', now)).toBeNull();
    expect(validateBirthDate('16/01/2008', now)).toBe('min_age');
    expect(validateBirthDate('15/06/2007', now)).toBeNull();
    expect(validateBirthDate('16/06/2008', now)).toBe('min_age');
    expect(validateBirthDate('10/06/2008', now)).toBe('min_age');
    // Born today: age 0, a real date, too young.
    expect(validateBirthDate('15/01/2026', now)).toBe('min_age');
    expect(validateBirthDate('16/01/2026', now)).toBe('invalid_date');
  });

  it('reads a card expiry with surrounding spaces, and nothing before MM', () => {
    const now = Date.UTC(2026, 0, 15);
    expect(validateCardExpiry(' 12/30 ', now)).toBeNull();
    expect(validateCardExpiry('112/30', now)).toBe('invalid_format');
  });

  it('calls a card number of spaces missing, not short', () => {
    expect(validateCardNumber('   ')).toBe('required');
  });

  it('splits the fraud-check data of a card, trimming the expiry', () => {
    expect(cardFraudData('4242 4242 4242 4242', ' 12 / 30 ')).toEqual({ bin: '424242', last4: '4242', month: '12', year: '30' });
    expect(cardFraudData('4242424242424242', '1230')).toEqual({ bin: '424242', last4: '4242', month: '1230', year: '' });
  });

  it('checks only the amount rules it is given', () => {
    expect(validateAmount(150)).toBeNull();
    expect(validateAmount(150, { minCents: 100 })).toBeNull();
    expect(validateAmount(150, { maxCents: 200 })).toBeNull();
    expect(validateAmount(150, { multipleOfCents: 50 })).toBeNull();
    expect(validateAmount(150, { balanceCents: 150 })).toBeNull();
    expect(validateAmount(150, { balanceCents: 149 })).toBe('not_enough_money');
  });
});

describe('groups, VIP and postcodes', () => {
  it('reads a group id with spaces around it', () => {
    expect(toGroupId(' 259 ')).toBe(259);
  });

  it('takes the VIP status only from groups the player is in', () => {
    expect(vipStatusFromGroups([257])).toBe('bronze');
    expect(vipStatusFromGroups(['258', 257])).toBe('silver');
    expect(vipStatusFromGroups([])).toBe('regular');
    expect(defaultVipProgress('EUR')).toMatchObject({ currency: 'EUR', currentStatus: 'regular', activeStatus: 'regular', nextStatus: 'bronze' });
  });

  it('derives an Australian state only from 3 or 4 digits, and a Canadian province from a trimmed code', () => {
    expect(stateFromPostcode('AU', '2600')).toBe('ACT');
    expect(stateFromPostcode('AU', '2600.5')).toBeNull();
    expect(stateFromPostcode('AU', '0x0A28')).toBeNull();
    expect(stateFromPostcode('CA', ' k1a 0b1')).toBe('ON');
  });
});
