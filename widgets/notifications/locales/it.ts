/** notifications: it, its own chunk (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  bell: 'Notifiche',
  title: 'Notifiche',
  empty: 'Nessuna notifica al momento.',
  clear: 'Cancella tutto',
  open: 'Apri',
  dismiss: 'Rimuovi «{title}»',
  unread_one: '{count} non letta',
  unread_many: '{count} non lette',
  unread_other: '{count} non lette',
};
