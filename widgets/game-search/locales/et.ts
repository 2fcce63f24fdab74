/** game-search: et, its own chunk, loaded only on et pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  open: 'Otsi mänge',
  label: 'Otsi mänge',
  placeholder: 'Mäng või pakkuja',
  clear: 'Tühjenda otsing',
  close: 'Sulge otsing',
  recommended: 'Soovitatud mängud',
  results: 'Tulemused',
  empty: 'Päringule „{query}” ei leitud midagi.',
  hint: 'Kontrolli õigekirja või proovi pakkuja nime.',
  loading: 'Otsin…',
  by: 'pakkujalt {provider}',
};
