/** game-search: no, its own chunk, loaded only on no pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  open: 'Søk etter spill',
  label: 'Søk etter spill',
  placeholder: 'Spill eller leverandør',
  clear: 'Tøm søket',
  close: 'Lukk søket',
  recommended: 'Anbefalte spill',
  results: 'Resultater',
  empty: 'Ingen treff for «{query}».',
  hint: 'Sjekk stavemåten eller prøv et leverandørnavn.',
  loading: 'Søker…',
  by: 'fra {provider}',
};
