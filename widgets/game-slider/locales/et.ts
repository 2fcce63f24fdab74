/** game-slider: et, its own chunk, loaded only on et pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  title: 'Mängud',
  previous: 'Eelmised mängud',
  next: 'Järgmised mängud',
  all: 'Kõik mängud',
  loading: 'Mänge laaditakse…',
  failed: 'Mänge ei õnnestunud laadida.',
  retry: 'Proovi uuesti',
  empty: 'Siin pole veel mänge.',
  jackpot: 'Jackpot',
};
