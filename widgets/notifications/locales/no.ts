/** notifications: no, its own chunk (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  bell: 'Varsler',
  title: 'Varsler',
  empty: 'Ingen varsler akkurat nå.',
  clear: 'Fjern alle',
  open: 'Åpne',
  dismiss: 'Fjern «{title}»',
  unread_one: '{count} ulest',
  unread_other: '{count} uleste',
};
