/** notifications: et, its own chunk (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  bell: 'Teavitused',
  title: 'Teavitused',
  empty: 'Praegu teavitusi pole.',
  clear: 'Kustuta kõik',
  open: 'Ava',
  dismiss: 'Eemalda „{title}“',
  unread_one: '{count} lugemata',
  unread_other: '{count} lugemata',
};
