import { defineCatalogue } from '../../sdk/i18n/i18n.ts';

import { messages as en } from './locales/en.ts';

export type GameSliderKey = keyof typeof en;

/** game-slider strings: English bundled, every other locale its own chunk (docs/architecture.md "Internationalisation"). */
export const gameSliderMessages = defineCatalogue<GameSliderKey>('game-slider', en, { de: () => import('./locales/de.ts'), 'en-AU': () => import('./locales/en-AU.ts'), 'en-NZ': () => import('./locales/en-NZ.ts'), 'fr-CA': () => import('./locales/fr-CA.ts'), no: () => import('./locales/no.ts'), it: () => import('./locales/it.ts'), et: () => import('./locales/et.ts') });
