/** game-slider: de, its own chunk, loaded only on de pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  title: 'Spiele',
  previous: 'Vorherige Spiele',
  next: 'Nächste Spiele',
  all: 'Alle Spiele',
  loading: 'Spiele werden geladen…',
  failed: 'Die Spiele konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty: 'Hier gibt es noch keine Spiele.',
  jackpot: 'Jackpot',
};
