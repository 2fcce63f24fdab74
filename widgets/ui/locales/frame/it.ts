/** frame: it, its own chunk, loaded only on it pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  unreachableTitle: 'Il casinò non è raggiungibile',
  unreachableText: 'Continuiamo a riprovare in background.',
  staleSince: 'Quello che vedi risale alle {time} e potrebbe non essere aggiornato.',
  retry: 'Riprova',
};
