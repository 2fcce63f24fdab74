/** game-search: en-NZ, its own chunk, loaded only on en-NZ pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  open: 'Search pokies and games',
  label: 'Search pokies and games',
  placeholder: 'Game or provider',
  clear: 'Clear search',
  close: 'Close search',
  recommended: 'Recommended games',
  results: 'Results',
  empty: 'Nothing found for “{query}”.',
  hint: 'Check the spelling or try a provider name.',
  loading: 'Searching…',
  by: 'by {provider}',
};
