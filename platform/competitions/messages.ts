/**
 * The player-visible texts of the tournament engine's own notifications (docs/api/competitions.md "Starts soon")
 * in the nine locales (platform/info/locales.ts); the tournament's title is its own, in each locale.
 */
import type { LocalisedTitle } from '../bonuses/campaigns.ts';

const STARTS_SOON: Record<string, { title: string; text: (tournament: string) => string }> = {
  en: { title: 'Tournament starts soon', text: (t) => `${t} starts soon. Get ready!` },
  'en-AU': { title: 'Tournament starts soon', text: (t) => `${t} starts soon. Get ready!` },
  'en-CA': { title: 'Tournament starts soon', text: (t) => `${t} starts soon. Get ready!` },
  'en-NZ': { title: 'Tournament starts soon', text: (t) => `${t} starts soon. Get ready!` },
  de: { title: 'Turnier beginnt bald', text: (t) => `${t} beginnt bald. Mach dich bereit!` },
  'fr-CA': { title: 'Le tournoi commence bientôt', text: (t) => `${t} commence bientôt. Préparez-vous!` },
  no: { title: 'Turneringen starter snart', text: (t) => `${t} starter snart. Gjør deg klar!` },
  it: { title: 'Il torneo inizia a breve', text: (t) => `${t} inizia a breve. Preparati!` },
  et: { title: 'Turniir algab varsti', text: (t) => `${t} algab varsti. Ole valmis!` },
};

/** The `tournament_starts_soon` notification's title and text in every locale. */
export function startsSoonMessage(tournament: LocalisedTitle): { title: Record<string, string>; text: Record<string, string> } {
  const title: Record<string, string> = {};
  const text: Record<string, string> = {};
  for (const [locale, line] of Object.entries(STARTS_SOON)) {
    title[locale] = line.title;
    text[locale] = line.text(tournament[locale] ?? tournament.en ?? '');
  }
  return { title, text };
}
