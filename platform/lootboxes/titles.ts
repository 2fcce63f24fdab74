import type { LocalisedTitle } from '../bonuses/campaigns.ts';

/**
 * Player-visible lootbox strings in the nine locales (platform/info/locales.ts; docs/api/lootboxes.md
 * "Templates"): item titles derived from a prize, box titles and the notification sent on issue.
 */

type Locale = 'en' | 'de' | 'en-AU' | 'en-CA' | 'en-NZ' | 'fr-CA' | 'no' | 'it' | 'et';
const all = (texts: Record<'en' | 'de' | 'fr-CA' | 'no' | 'it' | 'et', string>): Record<Locale, string> => ({
  ...texts,
  'en-AU': texts.en,
  'en-CA': texts.en,
  'en-NZ': texts.en,
});

/** "10 free spins" (plural forms: every count on a wheel is above 1, the singular is kept for 1). */
export const freespinsTitle = (count: number): LocalisedTitle =>
  count === 1
    ? all({ en: '1 free spin', de: '1 Freispiel', 'fr-CA': '1 tour gratuit', no: '1 gratisspinn', it: '1 giro gratis', et: '1 tasuta keerutus' })
    : all({ en: `${count} free spins`, de: `${count} Freispiele`, 'fr-CA': `${count} tours gratuits`, no: `${count} gratisspinn`, it: `${count} giri gratis`, et: `${count} tasuta keerutust` });

export const bonusTitle = (eur: number): LocalisedTitle =>
  all({ en: `EUR ${eur} bonus`, de: `${eur} EUR Bonus`, 'fr-CA': `Bonus de ${eur} EUR`, no: `EUR ${eur} bonus`, it: `Bonus di ${eur} EUR`, et: `${eur} EUR boonus` });

export const superPrizeTitle = (eur: number): LocalisedTitle =>
  all({ en: `Super prize: EUR ${eur} bonus`, de: `Superpreis: ${eur} EUR Bonus`, 'fr-CA': `Super prix : bonus de ${eur} EUR`, no: `Superpremie: EUR ${eur} bonus`, it: `Super premio: bonus di ${eur} EUR`, et: `Superauhind: ${eur} EUR boonus` });

export const pointsTitle = (points: number): LocalisedTitle =>
  all({ en: `${points} loyalty points`, de: `${points} Treuepunkte`, 'fr-CA': `${points} points de fidélité`, no: `${points} lojalitetspoeng`, it: `${points} punti fedeltà`, et: `${points} lojaalsuspunkti` });

export const WHEEL_SPIN_TITLE = all({ en: 'Wheel spin', de: 'Glücksrad-Dreh', 'fr-CA': 'Tour de roue', no: 'Hjulspinn', it: 'Giro della ruota', et: 'Ratta keerutus' });

export const vipBoxTitle = (status: string): LocalisedTitle =>
  all({ en: `VIP ${status} lootbox`, de: `VIP-${status}-Lootbox`, 'fr-CA': `Coffre VIP ${status}`, no: `VIP ${status}-premieboks`, it: `Forziere VIP ${status}`, et: `VIP ${status} auhinnakast` });

/** The notification of a new box (docs/api/notifications.md): title and text. */
export const issuedNotice = (wheel: boolean): { title: LocalisedTitle; text: LocalisedTitle } =>
  wheel
    ? {
        title: all({ en: 'You have a wheel spin', de: 'Du hast einen Glücksrad-Dreh', 'fr-CA': 'Vous avez un tour de roue', no: 'Du har et hjulspinn', it: 'Hai un giro della ruota', et: 'Sul on ratta keerutus' }),
        text: all({
          en: 'Spin the wheel to win free spins or bonus money.',
          de: 'Dreh das Glücksrad und gewinne Freispiele oder Bonusgeld.',
          'fr-CA': 'Faites tourner la roue pour gagner des tours gratuits ou de l’argent bonus.',
          no: 'Snurr hjulet og vinn gratisspinn eller bonuspenger.',
          it: 'Gira la ruota per vincere giri gratis o denaro bonus.',
          et: 'Keeruta ratast ja võida tasuta keerutusi või boonusraha.',
        }),
      }
    : {
        title: all({ en: 'You have a lootbox', de: 'Du hast eine Lootbox', 'fr-CA': 'Vous avez un coffre', no: 'Du har en premieboks', it: 'Hai un forziere', et: 'Sul on auhinnakast' }),
        text: all({ en: 'Open it to see your prize.', de: 'Öffne sie, um deinen Preis zu sehen.', 'fr-CA': 'Ouvrez-le pour voir votre prix.', no: 'Åpne den for å se premien din.', it: 'Aprilo per vedere il tuo premio.', et: 'Ava see, et näha oma auhinda.' }),
      };

/** The notification of a won prize. */
export const wonNotice = (prize: LocalisedTitle): { title: LocalisedTitle; text: LocalisedTitle } => ({
  title: all({ en: 'You won a prize', de: 'Du hast einen Preis gewonnen', 'fr-CA': 'Vous avez gagné un prix', no: 'Du vant en premie', it: 'Hai vinto un premio', et: 'Sa võitsid auhinna' }),
  text: Object.fromEntries(
    Object.entries(
      all({ en: 'Your prize: {prize}. Find it in your gifts.', de: 'Dein Preis: {prize}. Du findest ihn bei deinen Geschenken.', 'fr-CA': 'Votre prix : {prize}. Retrouvez-le dans vos cadeaux.', no: 'Premien din: {prize}. Du finner den blant gavene dine.', it: 'Il tuo premio: {prize}. Lo trovi tra i tuoi regali.', et: 'Sinu auhind: {prize}. Leiad selle oma kingituste alt.' }),
    ).map(([locale, text]) => [locale, text.replace('{prize}', prize[locale] ?? prize.en ?? '')]),
  ),
});
