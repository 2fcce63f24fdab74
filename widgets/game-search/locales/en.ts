/** game-search: English, bundled with the widget and the fallback of every other locale (docs/architecture.md "Internationalisation"). */
export const messages = {
  open: 'Search games',
  label: 'Search games',
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
