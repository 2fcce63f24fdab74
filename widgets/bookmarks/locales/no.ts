/** bookmarks: no, its own chunk (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  label: 'Dine belønninger',
  shop: 'Lojalitetsbutikk',
  wheel: 'Bonushjul',
  adventures: 'Eventyr',
  spins_one: '{count} spinn',
  spins_other: '{count} spinn',
};
