/** countdown: it, its own chunk, loaded only on it pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  endsIn: 'Termina tra {time}',
  startsIn: 'Inizia tra {time}',
  finished: 'Terminato',
  days_one: '{count} giorno',
  days_many: '{count} di giorni',
  days_other: '{count} giorni',
  hours_one: '{count} ora',
  hours_many: '{count} di ore',
  hours_other: '{count} ore',
  minutes_one: '{count} minuto',
  minutes_many: '{count} di minuti',
  minutes_other: '{count} minuti',
  seconds_one: '{count} secondo',
  seconds_many: '{count} di secondi',
  seconds_other: '{count} secondi',
};
