/** countdown: et, its own chunk, loaded only on et pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  endsIn: 'Lõpeb {time} pärast',
  startsIn: 'Algab {time} pärast',
  finished: 'Lõppenud',
  days_one: '{count} päeva',
  days_other: '{count} päeva',
  hours_one: '{count} tunni',
  hours_other: '{count} tunni',
  minutes_one: '{count} minuti',
  minutes_other: '{count} minuti',
  seconds_one: '{count} sekundi',
  seconds_other: '{count} sekundi',
};
