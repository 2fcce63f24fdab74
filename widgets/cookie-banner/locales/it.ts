/** cookie-banner: it, its own chunk, loaded only on it pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  label: 'Consenso ai cookie',
  text: 'Usiamo i cookie per mantenerti connesso, ricordare le tue preferenze e misurare l’uso del sito.',
  policy: 'Informativa sui cookie',
  accept: 'Accetta i cookie',
  essential: 'Solo essenziali',
};
