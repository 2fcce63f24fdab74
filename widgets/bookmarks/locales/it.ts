/** bookmarks: it, its own chunk (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  label: 'I tuoi premi',
  shop: 'Negozio fedeltà',
  wheel: 'Ruota bonus',
  adventures: 'Avventure',
  spins_one: '{count} giro',
  spins_many: '{count} giri',
  spins_other: '{count} giri',
};
