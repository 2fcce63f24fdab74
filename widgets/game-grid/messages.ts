import { defineCatalogue, type Messages } from '../../sdk/i18n/i18n.ts';

/** The grid's strings and the game tile's (widgets/ui/GameTile.tsx), which the lobby reuses. */
import { messages as en } from './locales/en.ts';

export type GridKey = keyof typeof en;

/** game-grid strings: English bundled, every other locale its own chunk (docs/architecture.md "Internationalisation"). */
export const messages = defineCatalogue<GridKey>('game-grid', en, { de: () => import('./locales/de.ts'), 'en-AU': () => import('./locales/en-AU.ts'), 'en-NZ': () => import('./locales/en-NZ.ts'), 'fr-CA': () => import('./locales/fr-CA.ts'), no: () => import('./locales/no.ts'), it: () => import('./locales/it.ts'), et: () => import('./locales/et.ts') });
export type GridMessages = Messages<GridKey>;
