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

/** The `personal_notifications` message of a lottery win, in the player's locale (English when it has none). */
export function winMessage(locale: string, values: { lottery: string; ticket: string; place: number }): { title: string; text: string } {
  const table = WON[locale] ?? (WON.en as { title: string; text: string });
  return { title: fill(table.title, values), text: fill(table.text, values) };
}
