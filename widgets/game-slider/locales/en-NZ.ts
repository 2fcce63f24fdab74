/** game-slider: en-NZ, only where it differs from English (the rest falls back to en, sdk/i18n/i18n.ts); its own chunk. */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  title: 'Pokies',
  previous: 'Previous pokies',
  next: 'Next pokies',
  all: 'All pokies',
  loading: 'Loading pokies…',
  failed: 'The pokies could not be loaded.',
  empty: 'No pokies here yet.',
};
