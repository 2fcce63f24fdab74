/** jackpot-slider: de, its own chunk, loaded only on de pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  title: 'Jackpots',
  previous: 'Vorheriger Jackpot',
  next: 'Nächster Jackpot',
  position: '{n} von {total}',
  biggest: 'Höchste Gewinne',
  latest: 'Neueste Gewinne',
  winners: 'Jackpot-Gewinner',
  noWins: 'Noch keine Gewinner. Der nächste könntest du sein.',
  howTitle: 'So knackst du einen Jackpot',
  step1: 'Spiele ein teilnehmendes Spiel mit Echtgeld.',
  step2: 'Jeder Einsatz füllt die Töpfe, und bei jedem Dreh kann ein Jackpot fallen.',
  step3: 'Fällt er, geht der Gewinn direkt auf dein Guthaben.',
  unavailable: 'Jackpots sind gerade nicht verfügbar.',
  retry: 'Erneut versuchen',
  stale: 'Beträge sind eventuell nicht aktuell',
  loading: 'Jackpots werden geladen…',
  place: 'Platz {n}',
};
