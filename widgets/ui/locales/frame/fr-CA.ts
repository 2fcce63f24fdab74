/** frame: fr-CA, its own chunk, loaded only on fr-CA pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  unreachableTitle: 'Le casino est injoignable',
  unreachableText: 'Nous réessayons en arrière-plan.',
  staleSince: 'Ce que vous voyez date de {time} et n’est peut-être plus à jour.',
  retry: 'Réessayer',
};
