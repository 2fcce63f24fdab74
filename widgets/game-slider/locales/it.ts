/** game-slider: it, its own chunk, loaded only on it pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  title: 'Giochi',
  previous: 'Giochi precedenti',
  next: 'Giochi successivi',
  all: 'Tutti i giochi',
  loading: 'Caricamento dei giochi…',
  failed: 'Non è stato possibile caricare i giochi.',
  retry: 'Riprova',
  empty: 'Ancora nessun gioco qui.',
  jackpot: 'Jackpot',
};
