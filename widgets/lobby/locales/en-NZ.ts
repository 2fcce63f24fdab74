/** lobby: en-NZ, only where it differs from English (the rest falls back to en, sdk/i18n/i18n.ts); its own chunk. */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  allGames: 'All pokies and games',
};
