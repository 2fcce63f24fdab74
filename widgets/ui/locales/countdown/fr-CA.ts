/** countdown: fr-CA, its own chunk, loaded only on fr-CA pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  endsIn: 'Se termine dans {time}',
  startsIn: 'Commence dans {time}',
  finished: 'Terminé',
  days_one: '{count} jour',
  days_many: '{count} de jours',
  days_other: '{count} jours',
  hours_one: '{count} heure',
  hours_many: '{count} d’heures',
  hours_other: '{count} heures',
  minutes_one: '{count} minute',
  minutes_many: '{count} de minutes',
  minutes_other: '{count} minutes',
  seconds_one: '{count} seconde',
  seconds_many: '{count} de secondes',
  seconds_other: '{count} secondes',
};
