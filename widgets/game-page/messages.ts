import { defineCatalogue } from '../../sdk/i18n/i18n.ts';

/**
 * The game page's strings. GAME_NOT_SUPPORT_CURRENCY_TITLE / GAME_NOT_SUPPORT_CURRENCY are the
 * contract's keys (docs/product/lobby-and-games.md#currency-lock, spec 000 §8) with the platform's texts (platform/cms/messages), as is
 * `loginRestricted` (docs/product/shell-and-routes.md#guards, spec 000 §2.4).
 */
import { messages as en } from './locales/en.ts';

type Key = keyof typeof en;

/** game-page strings: English bundled, every other locale its own chunk (docs/architecture.md "Internationalisation"). */
export const messages = defineCatalogue<Key>('game-page', en, { de: () => import('./locales/de.ts'), 'en-AU': () => import('./locales/en-AU.ts'), 'en-NZ': () => import('./locales/en-NZ.ts'), 'fr-CA': () => import('./locales/fr-CA.ts'), no: () => import('./locales/no.ts'), it: () => import('./locales/it.ts'), et: () => import('./locales/et.ts') });
