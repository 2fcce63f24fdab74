/** bookmarks: de, its own chunk (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  label: 'Deine Belohnungen',
  shop: 'Treueshop',
  wheel: 'Bonusrad',
  adventures: 'Abenteuer',
  spins_one: '{count} Dreh',
  spins_other: '{count} Drehs',
};
