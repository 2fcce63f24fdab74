import { describe, expect, it } from 'vitest';
import { addMessages, defineCatalogue, localeReady, loadLocale, messagesFor, onMessagesChange } from '../../sdk/i18n/i18n.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import { applyOverrides } from '../../sdk/i18n/overrides.ts';
import { messages as jackpots } from '../../widgets/jackpot-slider/messages.ts';
import { giftsMessages as gifts } from '../../widgets/gifts/messages.ts';
import { messages as profile } from '../../widgets/profile/messages.ts';

/** The one i18n on i18next (sdk/i18n/i18n.ts, docs/architecture.md "Internationalisation"). */
describe('i18n', () => {
  it('loads a locale’s chunk on demand; until then, and for keys it lacks, English', async () => {
    expect(messagesFor(jackpots, 'de').title).toBe('Jackpots');
    expect(messagesFor(jackpots, 'de').howTitle).toBe('How to catch a jackpot');
    expect(localeReady('de')).toBe(false);
    await loadLocale('de-AT');
    expect(localeReady('de')).toBe(true);
    expect(messagesFor(jackpots, 'de').howTitle).toBe('So knackst du einen Jackpot');
    expect(messagesFor(jackpots, 'et').howTitle).toBe('How to catch a jackpot');
  });

  it('chooses plural forms with Intl.PluralRules for each locale', async () => {
    await Promise.all([loadLocale('fr-CA'), loadLocale('et'), loadLocale('en-AU')]);
    const en = messagesFor(gifts, 'en-AU');
    expect(en.format('freespins', { count: 1 })).toBe('1 free spin');
    expect(en.format('freespins', { count: 25 })).toBe('25 free spins');
    const fr = messagesFor(gifts, 'fr-CA');
    expect(fr.format('freespins', { count: 0 })).toBe('0 tour gratuit');
    expect(fr.format('freespins', { count: 2 })).toBe('2 tours gratuits');
    expect(fr.format('freespins', { count: 1_000_000 })).toBe('1000000 de tours gratuits');
    const et = messagesFor(profile, 'et');
    expect(et.format('minutesValue', { count: 1 })).toBe('1 minut seansi kohta');
    expect(et.format('minutesValue', { count: 45 })).toBe('45 minutit seansi kohta');
  });

  it('loads a locale already asked for into a catalogue declared later (a lazy chunk)', async () => {
    await loadLocale('et');
    const late = defineCatalogue('test-late', { hello: 'Hello' }, { et: async () => ({ messages: { hello: 'Tere' } }) });
    expect(messagesFor(late, 'et').hello).toBe('Hello');
    await new Promise<void>((resolve) => {
      const off = onMessagesChange(() => {
        if (messagesFor(late, 'et').hello === 'Tere') {
          off();
          resolve();
        }
      });
    });
    expect(messagesFor(late, 'et').hello).toBe('Tere');
    expect(localeReady('et')).toBe(true);
  });

  it('keeps answering the same table for a catalogue whose strings did not change (a re-render only for real changes)', () => {
    const mine = defineCatalogue('test-mine', { hello: 'Hello' }, {});
    defineCatalogue('test-other', { bye: 'Bye' }, {});
    const before = messagesFor(mine, 'de');
    addMessages('test-other', 'de', { bye: 'Tschüss' });
    expect(messagesFor(mine, 'de')).toBe(before);
    addMessages('test-mine', 'de', { hello: 'Hallo' });
    expect(messagesFor(mine, 'de')).not.toBe(before);
    expect(messagesFor(mine, 'de').hello).toBe('Hallo');
  });

  it('formats money inside messages with the one money formatter', () => {
    const catalogue = defineCatalogue('test-money', { deposit: 'Deposit {amount, money}' }, {});
    addMessages('test-money', 'de', { deposit: '{amount, money} einzahlen' });
    expect(messagesFor(catalogue, 'en').format('deposit', { amount: 1234567, currency: 'EUR' })).toBe(`Deposit ${formatMoney(1234567, 'EUR', 'en')}`);
    expect(messagesFor(catalogue, 'de').format('deposit', { amount: 1050, currency: 'EUR' })).toBe(`${formatMoney(1050, 'EUR', 'de')} einzahlen`);
    expect(formatMoney(1234567, 'EUR', 'en')).toBe('€12,345.67');
    expect(messagesFor(catalogue, 'en').format('deposit', { amount: 150_000_000, currency: 'BTC' })).toBe('Deposit 1.5 BTC');
  });

  it('reads nested keys', () => {
    const catalogue = defineCatalogue('test-nested', { states: { pending: 'Pending' } } as unknown as Record<string, string>, {});
    expect(messagesFor(catalogue, 'en').format('states.pending')).toBe('Pending');
  });

  it('still loads a locale’s bundled table when the overlay for it came first', async () => {
    applyOverrides('no', { 'casino-kit': { 'jackpot-slider': { title: 'Superjackpot' } } });
    expect(localeReady('no')).toBe(false);
    await loadLocale('no');
    expect(messagesFor(jackpots, 'no').title).toBe('Superjackpot');
    expect(messagesFor(jackpots, 'no').howTitle).not.toBe('How to catch a jackpot');
  });

  it('puts the operator’s overlay (its `casino-kit` part) on top of the bundled strings, and nothing else of the tree', async () => {
    await loadLocale('it');
    applyOverrides('it', { cashbox: { amount: 'Importo' }, 'casino-kit': { 'jackpot-slider': { title: 'Mega jackpot' } } });
    expect(messagesFor(jackpots, 'it').title).toBe('Mega jackpot');
    expect(messagesFor(jackpots, 'it').howTitle).toBe('Come vincere un jackpot');
    expect(messagesFor(jackpots, 'en').title).toBe('Jackpots');
  });
});
