/** game-slider: no, its own chunk, loaded only on no pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  title: 'Spill',
  previous: 'Forrige spill',
  next: 'Neste spill',
  all: 'Alle spill',
  loading: 'Laster spill…',
  failed: 'Spillene kunne ikke lastes.',
  retry: 'Prøv igjen',
  empty: 'Ingen spill her ennå.',
  jackpot: 'Jackpot',
};
