import { defineCatalogue } from '../../sdk/i18n/i18n.ts';

import { messages as en } from './locales/en.ts';

export type NotificationsKey = keyof typeof en;

/** notifications strings: English bundled, every other locale its own chunk (docs/architecture.md "Internationalisation"). */
export const notificationsMessages = defineCatalogue<NotificationsKey>('notifications', en, { de: () => import('./locales/de.ts'), 'fr-CA': () => import('./locales/fr-CA.ts'), no: () => import('./locales/no.ts'), it: () => import('./locales/it.ts'), et: () => import('./locales/et.ts') });
