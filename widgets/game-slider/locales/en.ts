/** game-slider: English, bundled with the widget and the fallback of every other locale (docs/architecture.md "Internationalisation"). */
export const messages = {
  title: 'Games',
  previous: 'Previous games',
  next: 'Next games',
  all: 'All games',
  loading: 'Loading games…',
  failed: 'The games could not be loaded.',
  retry: 'Try again',
  empty: 'No games here yet.',
  jackpot: 'Jackpot',
};
