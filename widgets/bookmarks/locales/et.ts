/** bookmarks: et, its own chunk (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  label: 'Sinu auhinnad',
  shop: 'Lojaalsuspood',
  wheel: 'Boonusratas',
  adventures: 'Seiklused',
  spins_one: '{count} keerutus',
  spins_other: '{count} keerutust',
};
