/** cookie-banner: et, its own chunk, loaded only on et pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  label: 'Küpsiste nõusolek',
  text: 'Kasutame küpsiseid, et hoida sind sisselogituna, meeles pidada sinu eelistusi ja mõõta saidi kasutamist.',
  policy: 'Küpsiste eeskiri',
  accept: 'Nõustu küpsistega',
  essential: 'Ainult vajalikud',
};
