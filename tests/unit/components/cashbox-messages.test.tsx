import { describe, expect, it } from 'vitest';
import { describeError } from '../../../widgets/ui/account-messages.ts';
import './render.tsx';

/** Every catalogue's keys, placeholders and plural forms: tests/unit/i18n-messages.test.ts. */
describe('account widget strings', () => {
  it('translates rule keys and the platform’s 422 messages', () => {
    expect(describeError('de', 'not_enough_money')).toBe('Nicht genügend Guthaben.');
    expect(describeError('fr-CA', "can't be blank")).toBe('Ce champ est obligatoire.');
    expect(describeError('et', 'You must be at least 21 years old')).toBe('Pead olema vähemalt 21-aastane.');
    expect(describeError('en', 'something the platform said')).toBe('something the platform said');
  });

  it('counts the age in the plural forms of each locale', () => {
    expect(describeError('en', 'min_age', { age: 18 })).toBe('You must be at least 18 years old.');
    expect(describeError('en', 'min_age', { age: 1 })).toBe('You must be at least 1 year old.');
    expect(describeError('de', 'min_age', { age: 21 })).toBe('Du musst mindestens 21 Jahre alt sein.');
    expect(describeError('it', 'You must be at least 1 years old')).toBe('Devi avere almeno 1 anno.');
  });
});
