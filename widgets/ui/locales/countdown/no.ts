/** countdown: no, its own chunk, loaded only on no pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  endsIn: 'Slutter om {time}',
  startsIn: 'Starter om {time}',
  finished: 'Avsluttet',
  days_one: '{count} dag',
  days_other: '{count} dager',
  hours_one: '{count} time',
  hours_other: '{count} timer',
  minutes_one: '{count} minutt',
  minutes_other: '{count} minutter',
  seconds_one: '{count} sekund',
  seconds_other: '{count} sekunder',
};
