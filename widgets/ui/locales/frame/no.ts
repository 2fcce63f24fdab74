/** frame: no, its own chunk, loaded only on no pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  unreachableTitle: 'Kasinoet kan ikke nås',
  unreachableText: 'Vi fortsetter å prøve i bakgrunnen.',
  staleSince: 'Det du ser er fra {time} og kan være utdatert.',
  retry: 'Prøv igjen',
};
