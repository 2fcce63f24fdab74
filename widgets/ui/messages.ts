import { defineCatalogue } from '../../sdk/i18n/i18n.ts';

/** Strings of the shared widget frame (widgets/ui/WidgetFrame.tsx): the platform-unreachable fallback. */
import { messages as en } from './locales/frame/en.ts';

export type FrameKey = keyof typeof en;

/** frame strings: English bundled, every other locale its own chunk (docs/architecture.md "Internationalisation"). */
export const messages = defineCatalogue<FrameKey>('frame', en, { de: () => import('./locales/frame/de.ts'), 'fr-CA': () => import('./locales/frame/fr-CA.ts'), no: () => import('./locales/frame/no.ts'), it: () => import('./locales/frame/it.ts'), et: () => import('./locales/frame/et.ts') });
