import { defineCatalogue } from '../../sdk/i18n/i18n.ts';

import { messages as en } from './locales/en.ts';

export type GiftsKey = keyof typeof en;

/** gifts strings (the gifts widget, the profile's gifts and bonus balance, the game page's free spins): English bundled, every other locale its own chunk (docs/architecture.md "Internationalisation"). */
export const giftsMessages = defineCatalogue<GiftsKey>('gifts', en, { de: () => import('./locales/de.ts'), 'fr-CA': () => import('./locales/fr-CA.ts'), no: () => import('./locales/no.ts'), it: () => import('./locales/it.ts'), et: () => import('./locales/et.ts') });
