/** frame: en-NZ, its own chunk, loaded only on en-NZ pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  unreachableTitle: 'The casino cannot be reached',
  unreachableText: 'We keep trying in the background.',
  staleSince: 'What you see is from {time} and may be out of date.',
  retry: 'Try again',
};
