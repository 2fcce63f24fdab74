/** bookmarks: fr-CA, its own chunk (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  label: 'Vos récompenses',
  shop: 'Boutique fidélité',
  wheel: 'Roue bonus',
  adventures: 'Aventures',
  spins_one: '{count} tour',
  spins_many: '{count} tours',
  spins_other: '{count} tours',
};
