/** game-search: it, its own chunk, loaded only on it pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  open: 'Cerca giochi',
  label: 'Cerca giochi',
  placeholder: 'Gioco o fornitore',
  clear: 'Cancella ricerca',
  close: 'Chiudi ricerca',
  recommended: 'Giochi consigliati',
  results: 'Risultati',
  empty: 'Nessun risultato per «{query}».',
  hint: 'Controlla l’ortografia o prova il nome di un fornitore.',
  loading: 'Ricerca in corso…',
  by: 'di {provider}',
};
