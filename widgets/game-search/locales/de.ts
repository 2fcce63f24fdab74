/** game-search: de, its own chunk, loaded only on de pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  open: 'Spiele suchen',
  label: 'Spiele suchen',
  placeholder: 'Spiel oder Anbieter',
  clear: 'Suche löschen',
  close: 'Suche schließen',
  recommended: 'Empfohlene Spiele',
  results: 'Ergebnisse',
  empty: 'Nichts gefunden für „{query}“.',
  hint: 'Prüfe die Schreibweise oder versuche es mit einem Anbieternamen.',
  loading: 'Suche läuft…',
  by: 'von {provider}',
};
