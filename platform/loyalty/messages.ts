/**
 * The player-visible strings of the loyalty platform (docs/api/loyalty.md "Exchange"): the
 * exchange notification in the nine locales (platform/info/locales.ts).
 */

const DONE_TITLE: Record<string, string> = {
  en: 'Exchange done',
  de: 'Tausch erledigt',
  'en-AU': 'Exchange done',
  'en-CA': 'Exchange done',
  'en-NZ': 'Exchange done',
  'fr-CA': 'Échange effectué',
  no: 'Bytte fullført',
  it: 'Scambio completato',
  et: 'Vahetus tehtud',
};

const DONE_TEXT: Record<string, (reward: string, points: number) => string> = {
  en: (reward, points) => `${reward} for ${points} loyalty points is yours.`,
  de: (reward, points) => `${reward} für ${points} Treuepunkte gehört dir.`,
  'en-AU': (reward, points) => `${reward} for ${points} loyalty points is yours.`,
  'en-CA': (reward, points) => `${reward} for ${points} loyalty points is yours.`,
  'en-NZ': (reward, points) => `${reward} for ${points} loyalty points is yours.`,
  'fr-CA': (reward, points) => `${reward} pour ${points} points de fidélité est à vous.`,
  no: (reward, points) => `${reward} for ${points} lojalitetspoeng er din.`,
  it: (reward, points) => `${reward} per ${points} punti fedeltà è tuo.`,
  et: (reward, points) => `${reward} ${points} lojaalsuspunkti eest on sinu.`,
};

/** The notification of a done exchange: `titles` are the card's (all nine locales). */
export function exchangeNotice(titles: Record<string, string>, quantity: number, points: number): { title: Record<string, string>; text: Record<string, string> } {
  const text: Record<string, string> = {};
  for (const [locale, line] of Object.entries(DONE_TEXT)) {
    const reward = (quantity > 1 ? `${quantity} × ` : '') + (titles[locale] ?? titles.en ?? '');
    text[locale] = line(reward, points);
  }
  return { title: { ...DONE_TITLE }, text };
}
