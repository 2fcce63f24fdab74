/** frame: de, its own chunk, loaded only on de pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  unreachableTitle: 'Das Casino ist nicht erreichbar',
  unreachableText: 'Wir versuchen es im Hintergrund weiter.',
  staleSince: 'Der angezeigte Stand ist von {time} und eventuell nicht aktuell.',
  retry: 'Erneut versuchen',
};
