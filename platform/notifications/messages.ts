/**
 * The texts of the platform's own notifications (docs/api/notifications.md "Producers") in the nine
 * locales (platform/info/locales.ts). `{x}` placeholders are filled per locale by `fill`; English
 * variants (en-AU, en-CA, en-NZ) share `en`'s wording but are spelled out so every locale is present.
 */
import type { Localised } from './notify.ts';

type Kind = 'level_up' | 'reality_check' | 'tournament_result' | 'bonus_issued' | 'freespins_issued' | 'bonus_expiring' | 'jackpot_win' | 'limit_reached' | 'deposit_succeeded' | 'deposit_failed' | 'cashout_succeeded' | 'cashout_failed';

const en = (title: string, text: string) => ({ title, text });
const english = (pair: { title: string; text: string }) => ({ en: pair, 'en-AU': pair, 'en-CA': pair, 'en-NZ': pair });

export const MESSAGES: Record<Kind, Record<string, { title: string; text: string }>> = {
  reality_check: {
    ...english(en('Reality check', 'You have been playing for {minutes} minutes. Take a break whenever you like; your limits are in your profile.')),
    de: { title: 'Realitätscheck', text: 'Du spielst seit {minutes} Minuten. Mach eine Pause, wann immer du willst; deine Limits findest du in deinem Profil.' },
    'fr-CA': { title: 'Rappel de jeu', text: 'Vous jouez depuis {minutes} minutes. Faites une pause quand vous le souhaitez; vos limites sont dans votre profil.' },
    no: { title: 'Realitetssjekk', text: 'Du har spilt i {minutes} minutter. Ta en pause når du vil; grensene dine finner du i profilen din.' },
    it: { title: 'Controllo di realtà', text: 'Stai giocando da {minutes} minuti. Fai una pausa quando vuoi; i tuoi limiti sono nel tuo profilo.' },
    et: { title: 'Reaalsuskontroll', text: 'Oled mänginud {minutes} minutit. Tee paus, millal soovid; sinu limiidid on sinu profiilis.' },
  },
  level_up: {
    ...english(en('Level up!', 'You have reached level {level}. See what it brings on your levels page.')),
    de: { title: 'Level-up!', text: 'Du hast Level {level} erreicht. Was es dir bringt, siehst du auf deiner Level-Seite.' },
    'fr-CA': { title: 'Niveau supérieur!', text: 'Vous avez atteint le niveau {level}. Voyez ce qu’il vous apporte sur votre page des niveaux.' },
    no: { title: 'Nytt nivå!', text: 'Du har nådd nivå {level}. Se hva det gir deg på nivåsiden din.' },
    it: { title: 'Livello superiore!', text: 'Hai raggiunto il livello {level}. Scopri cosa ti offre nella pagina dei livelli.' },
    et: { title: 'Uus tase!', text: 'Jõudsid tasemele {level}. Vaata oma tasemete lehelt, mida see toob.' },
  },
  tournament_result: {
    ...english(en('Tournament result', 'You took place {place} in {tournament}. Your prize: {prize}.')),
    de: { title: 'Turnierergebnis', text: 'Du hast Platz {place} in {tournament} belegt. Dein Preis: {prize}.' },
    'fr-CA': { title: 'Résultat du tournoi', text: 'Vous avez pris la place {place} dans {tournament}. Votre prix : {prize}.' },
    no: { title: 'Turneringsresultat', text: 'Du tok plass {place} i {tournament}. Premien din: {prize}.' },
    it: { title: 'Risultato del torneo', text: 'Hai conquistato il posto {place} in {tournament}. Il tuo premio: {prize}.' },
    et: { title: 'Turniiri tulemus', text: 'Saavutasid turniiril {tournament} koha {place}. Sinu auhind: {prize}.' },
  },
  bonus_issued: {
    ...english(en('New bonus', '{name} is waiting for you.')),
    de: { title: 'Neuer Bonus', text: '{name} wartet auf dich.' },
    'fr-CA': { title: 'Nouveau bonus', text: '{name} vous attend.' },
    no: { title: 'Ny bonus', text: '{name} venter på deg.' },
    it: { title: 'Nuovo bonus', text: '{name} ti aspetta.' },
    et: { title: 'Uus boonus', text: '{name} ootab sind.' },
  },
  freespins_issued: {
    ...english(en('Free spins', '{count} free spins: {name}.')),
    de: { title: 'Freispiele', text: '{count} Freispiele: {name}.' },
    'fr-CA': { title: 'Tours gratuits', text: '{count} tours gratuits : {name}.' },
    no: { title: 'Gratisspinn', text: '{count} gratisspinn: {name}.' },
    it: { title: 'Giri gratis', text: '{count} giri gratis: {name}.' },
    et: { title: 'Tasuta keerutused', text: '{count} tasuta keerutust: {name}.' },
  },
  bonus_expiring: {
    ...english(en('Bonus expiring soon', '{name} can be activated until {until}.')),
    de: { title: 'Bonus läuft bald ab', text: '{name} kann bis {until} aktiviert werden.' },
    'fr-CA': { title: 'Bonus bientôt expiré', text: '{name} peut être activé jusqu’au {until}.' },
    no: { title: 'Bonusen utløper snart', text: '{name} kan aktiveres til {until}.' },
    it: { title: 'Bonus in scadenza', text: '{name} può essere attivato fino al {until}.' },
    et: { title: 'Boonus aegub peagi', text: '{name} saab aktiveerida kuni {until}.' },
  },
  jackpot_win: {
    ...english(en('Jackpot!', 'You won {amount} in {jackpot}.')),
    de: { title: 'Jackpot!', text: 'Du hast {amount} im {jackpot} gewonnen.' },
    'fr-CA': { title: 'Jackpot!', text: 'Vous avez gagné {amount} au {jackpot}.' },
    no: { title: 'Jackpot!', text: 'Du vant {amount} i {jackpot}.' },
    it: { title: 'Jackpot!', text: 'Hai vinto {amount} nel {jackpot}.' },
    et: { title: 'Jackpot!', text: 'Võitsid {amount} jackpotist {jackpot}.' },
  },
  limit_reached: {
    ...english(en('Limit reached', 'One of your responsible gaming limits is reached.')),
    de: { title: 'Limit erreicht', text: 'Eines deiner Limits für verantwortungsvolles Spielen ist erreicht.' },
    'fr-CA': { title: 'Limite atteinte', text: 'Une de vos limites de jeu responsable est atteinte.' },
    no: { title: 'Grensen er nådd', text: 'En av grensene dine for ansvarlig spill er nådd.' },
    it: { title: 'Limite raggiunto', text: 'Uno dei tuoi limiti di gioco responsabile è stato raggiunto.' },
    et: { title: 'Limiit täis', text: 'Üks sinu vastutustundliku mängimise limiitidest on täis.' },
  },
  deposit_succeeded: {
    ...english(en('Deposit received', 'Your deposit of {amount} is on your balance.')),
    de: { title: 'Einzahlung eingegangen', text: 'Deine Einzahlung von {amount} ist gutgeschrieben.' },
    'fr-CA': { title: 'Dépôt reçu', text: 'Votre dépôt de {amount} est crédité.' },
    no: { title: 'Innskudd mottatt', text: 'Innskuddet ditt på {amount} er på saldoen.' },
    it: { title: 'Deposito ricevuto', text: 'Il tuo deposito di {amount} è sul saldo.' },
    et: { title: 'Sissemakse laekus', text: 'Sinu sissemakse {amount} on kontol.' },
  },
  deposit_failed: {
    ...english(en('Deposit not completed', 'Your deposit of {amount} was not completed.')),
    de: { title: 'Einzahlung nicht abgeschlossen', text: 'Deine Einzahlung von {amount} wurde nicht abgeschlossen.' },
    'fr-CA': { title: 'Dépôt non effectué', text: 'Votre dépôt de {amount} n’a pas abouti.' },
    no: { title: 'Innskudd ikke fullført', text: 'Innskuddet ditt på {amount} ble ikke fullført.' },
    it: { title: 'Deposito non completato', text: 'Il tuo deposito di {amount} non è stato completato.' },
    et: { title: 'Sissemakse ebaõnnestus', text: 'Sinu sissemakse {amount} ei õnnestunud.' },
  },
  cashout_succeeded: {
    ...english(en('Withdrawal paid', 'Your withdrawal of {amount} was paid out.')),
    de: { title: 'Auszahlung erfolgt', text: 'Deine Auszahlung von {amount} wurde ausgezahlt.' },
    'fr-CA': { title: 'Retrait payé', text: 'Votre retrait de {amount} a été payé.' },
    no: { title: 'Uttak utbetalt', text: 'Uttaket ditt på {amount} er utbetalt.' },
    it: { title: 'Prelievo pagato', text: 'Il tuo prelievo di {amount} è stato pagato.' },
    et: { title: 'Väljamakse tehtud', text: 'Sinu väljamakse {amount} on tehtud.' },
  },
  cashout_failed: {
    ...english(en('Withdrawal cancelled', 'Your withdrawal of {amount} was cancelled; the money is back on your balance.')),
    de: { title: 'Auszahlung storniert', text: 'Deine Auszahlung von {amount} wurde storniert; das Geld ist wieder auf deinem Konto.' },
    'fr-CA': { title: 'Retrait annulé', text: 'Votre retrait de {amount} a été annulé; l’argent est de retour sur votre solde.' },
    no: { title: 'Uttak kansellert', text: 'Uttaket ditt på {amount} ble kansellert; pengene er tilbake på saldoen.' },
    it: { title: 'Prelievo annullato', text: 'Il tuo prelievo di {amount} è stato annullato; il denaro è tornato sul saldo.' },
    et: { title: 'Väljamakse tühistatud', text: 'Sinu väljamakse {amount} tühistati; raha on kontol tagasi.' },
  },
};

/** Placeholder values: one string for every locale, or one per locale (a localised bonus name). */
export type Params = Record<string, string | Localised>;

const fill = (template: string, params: Params, locale: string) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'string' ? value : (value[locale] ?? value.en ?? Object.values(value)[0] ?? '');
  });

/** The title and text of `kind` in every locale, placeholders filled. */
export function message(kind: Kind, params: Params = {}): { title: Localised; text: Localised } {
  const title: Localised = {};
  const text: Localised = {};
  for (const [locale, pair] of Object.entries(MESSAGES[kind])) {
    title[locale] = fill(pair.title, params, locale);
    text[locale] = fill(pair.text, params, locale);
  }
  return { title, text };
}
