/** notifications: fr-CA, its own chunk (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  bell: 'Notifications',
  title: 'Notifications',
  empty: 'Aucune notification pour le moment.',
  clear: 'Tout effacer',
  open: 'Ouvrir',
  dismiss: 'Retirer « {title} »',
  unread_one: '{count} non lue',
  unread_many: '{count} non lues',
  unread_other: '{count} non lues',
};
