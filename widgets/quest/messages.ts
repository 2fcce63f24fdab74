import { defineCatalogue } from '../../sdk/i18n/i18n.ts';

import { messages as en } from './locales/en.ts';

export type QuestKey = keyof typeof en;

/** quest strings (the quest widget and its bookmark): English bundled, every other locale its own chunk; regional English has nothing of its own (docs/architecture.md "Internationalisation"). */
export const questMessages = defineCatalogue<QuestKey>('quest', en, { de: () => import('./locales/de.ts'), 'fr-CA': () => import('./locales/fr-CA.ts'), no: () => import('./locales/no.ts'), it: () => import('./locales/it.ts'), et: () => import('./locales/et.ts') });
