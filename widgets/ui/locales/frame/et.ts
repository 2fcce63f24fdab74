/** frame: et, its own chunk, loaded only on et pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  unreachableTitle: 'Kasiinoga ei saa ühendust',
  unreachableText: 'Proovime taustal edasi.',
  staleSince: 'Näidatud seis on kellaajast {time} ega pruugi olla ajakohane.',
  retry: 'Proovi uuesti',
};
