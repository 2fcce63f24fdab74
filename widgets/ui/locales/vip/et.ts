/** vip: et, its own chunk, loaded only on et pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  regular: 'Tavaline',
  bronze: 'Pronks',
  silver: 'Hõbe',
  gold: 'Kuld',
  platinum: 'Plaatina',
  diamond: 'Teemant',
};
