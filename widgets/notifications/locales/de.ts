/** notifications: de, its own chunk (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  bell: 'Benachrichtigungen',
  title: 'Benachrichtigungen',
  empty: 'Gerade keine Benachrichtigungen.',
  clear: 'Alle löschen',
  open: 'Öffnen',
  dismiss: '„{title}“ entfernen',
  unread_one: '{count} ungelesen',
  unread_other: '{count} ungelesen',
};
