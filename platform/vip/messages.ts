import type { VipStatus } from '../../sdk/rules/vip.ts';

/**
 * The VIP engine's player-visible strings in the nine locales (docs/architecture.md
 * "Internationalisation"; status names as widgets/ui/locales/vip/*): level gift titles and the
 * promotion notification (docs/api/vip.md "Notifications").
 */
const NAMES: Record<string, Partial<Record<VipStatus, string>>> = {
  en: { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum', diamond: 'Diamond' },
  de: { bronze: 'Bronze', silver: 'Silber', gold: 'Gold', platinum: 'Platin', diamond: 'Diamant' },
  'fr-CA': { bronze: 'Bronze', silver: 'Argent', gold: 'Or', platinum: 'Platine', diamond: 'Diamant' },
  no: { bronze: 'Bronse', silver: 'Sølv', gold: 'Gull', platinum: 'Platina', diamond: 'Diamant' },
  it: { bronze: 'Bronzo', silver: 'Argento', gold: 'Oro', platinum: 'Platino', diamond: 'Diamante' },
  et: { bronze: 'Pronks', silver: 'Hõbe', gold: 'Kuld', platinum: 'Plaatina', diamond: 'Teemant' },
};
const LOCALES = ['en', 'en-AU', 'en-CA', 'en-NZ', 'de', 'fr-CA', 'no', 'it', 'et'] as const;
const nameIn = (locale: string, status: VipStatus) => (NAMES[locale] ?? NAMES.en!)[status] ?? NAMES.en![status] ?? status;

const GIFT: Record<string, (name: string) => string> = {
  en: (name) => `VIP ${name} gift`,
  de: (name) => `VIP-Geschenk ${name}`,
  'fr-CA': (name) => `Cadeau VIP ${name}`,
  no: (name) => `VIP-gave ${name}`,
  it: (name) => `Regalo VIP ${name}`,
  et: (name) => `VIP ${name} kingitus`,
};
const PROMOTED_TITLE: Record<string, string> = { en: 'New VIP status', de: 'Neuer VIP-Status', 'fr-CA': 'Nouveau statut VIP', no: 'Ny VIP-status', it: 'Nuovo status VIP', et: 'Uus VIP-staatus' };
const PROMOTED_TEXT: Record<string, (name: string) => string> = {
  en: (name) => `Congratulations, you are now ${name}! Your level gift is waiting in your gifts.`,
  de: (name) => `Glückwunsch, du bist jetzt ${name}! Dein Stufengeschenk wartet bei deinen Geschenken.`,
  'fr-CA': (name) => `Félicitations, vous êtes maintenant ${name}! Votre cadeau de niveau vous attend dans vos cadeaux.`,
  no: (name) => `Gratulerer, du er nå ${name}! Nivågaven din venter blant gavene dine.`,
  it: (name) => `Congratulazioni, ora sei ${name}! Il tuo regalo di livello ti aspetta tra i tuoi regali.`,
  et: (name) => `Palju õnne, sa oled nüüd ${name}! Sinu taseme kingitus ootab sinu kingituste all.`,
};

const inAll = (pick: (locale: string) => string): Record<string, string> => Object.fromEntries(LOCALES.map((locale) => [locale, pick(locale)]));
/** Regional English (en-AU, en-CA, en-NZ) reads as English. */
const base = (locale: string) => (locale.startsWith('en') ? 'en' : locale);

export const giftTitle = (status: VipStatus) => inAll((locale) => GIFT[base(locale)]!(nameIn(base(locale), status)));
export const promotionTitle = () => inAll((locale) => PROMOTED_TITLE[base(locale)]!);
export const promotionText = (status: VipStatus) => inAll((locale) => PROMOTED_TEXT[base(locale)]!(nameIn(base(locale), status)));
