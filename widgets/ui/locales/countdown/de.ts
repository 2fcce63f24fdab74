/** countdown: de, its own chunk, loaded only on de pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  endsIn: 'Endet in {time}',
  startsIn: 'Startet in {time}',
  finished: 'Beendet',
  days_one: '{count} Tag',
  days_other: '{count} Tagen',
  hours_one: '{count} Stunde',
  hours_other: '{count} Stunden',
  minutes_one: '{count} Minute',
  minutes_other: '{count} Minuten',
  seconds_one: '{count} Sekunde',
  seconds_other: '{count} Sekunden',
};
