import { defineCatalogue } from '../../sdk/i18n/i18n.ts';

import { messages as en } from './locales/en.ts';

export type BookmarksKey = keyof typeof en;

/** bookmarks strings: English bundled, every other locale its own chunk (docs/architecture.md "Internationalisation"). */
export const bookmarksMessages = defineCatalogue<BookmarksKey>('bookmarks', en, { de: () => import('./locales/de.ts'), 'fr-CA': () => import('./locales/fr-CA.ts'), no: () => import('./locales/no.ts'), it: () => import('./locales/it.ts'), et: () => import('./locales/et.ts') });
