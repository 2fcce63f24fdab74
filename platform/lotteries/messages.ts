/**
 * The lottery's player-visible platform strings in the nine locales (docs/api/lotteries.md "Realtime"),
 * chosen by the player's locale like bonus titles (platform/bonuses/serialize.ts `titleIn`).
 */
const WON: Record<string, { title: string; text: string }> = {
  en: { title: 'You won in {lottery}!', text: 'Your ticket {ticket} drew place {place}. Your prize is in your account.' },
  'en-AU': { title: 'You won in {lottery}!', text: 'Your ticket {ticket} drew place {place}. Your prize is in your account.' },
  'en-CA': { title: 'You won in {lottery}!', text: 'Your ticket {ticket} drew place {place}. Your prize is in your account.' },
  'en-NZ': { title: 'You won in {lottery}!', text: 'Your ticket {ticket} drew place {place}. Your prize is in your account.' },
  de: { title: 'Du hast in {lottery} gewonnen!', text: 'Dein Los {ticket} hat Platz {place} gezogen. Dein Preis ist auf deinem Konto.' },
  'fr-CA': { title: 'Vous avez gagné à {lottery} !', text: 'Votre billet {ticket} a tiré la place {place}. Votre prix est dans votre compte.' },
  no: { title: 'Du vant i {lottery}!', text: 'Loddet ditt {ticket} trakk plass {place}. Premien din er på kontoen din.' },
  it: { title: 'Hai vinto in {lottery}!', text: 'Il tuo biglietto {ticket} ha estratto il posto {place}. Il tuo premio è nel tuo conto.' },
  et: { title: 'Sa võitsid loosimises {lottery}!', text: 'Sinu pilet {ticket} võitis koha {place}. Sinu auhind on sinu kontol.' },
};

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * The notification of a lottery win in every locale (`notify`, docs/api/notifications.md "Producers"),
 * the lottery's title in each (`titleIn`'s fallback when it has none there).
 */
export function winMessages(lotteryTitle: (locale: string) => string, values: { ticket: string; place: number }): { title: Record<string, string>; text: Record<string, string> } {
  const title: Record<string, string> = {};
  const text: Record<string, string> = {};
  for (const [locale, table] of Object.entries(WON)) {
    const filled = { ...values, lottery: lotteryTitle(locale) };
    title[locale] = fill(table.title, filled);
    text[locale] = fill(table.text, filled);
  }
  return { title, text };
}
