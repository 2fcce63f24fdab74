import { defineCatalogue, messagesFor } from '../../sdk/i18n/i18n.ts';
import type { VipStatus } from '../../sdk/rules/vip.ts';
import { messages as en } from './locales/vip/en.ts';

/**
 * The VIP status names (docs/product/vip-and-adventures.md#ladder), one table for the profile
 * widget and the host's VIP club page: English bundled, every other locale its own chunk
 * (docs/architecture.md "Internationalisation").
 */
export const vipMessages = defineCatalogue<VipStatus>('vip', en, { de: () => import('./locales/vip/de.ts'), 'fr-CA': () => import('./locales/vip/fr-CA.ts'), no: () => import('./locales/vip/no.ts'), it: () => import('./locales/vip/it.ts'), et: () => import('./locales/vip/et.ts') });

/** A VIP status's name in the player's language; a status the table does not know shows as it came. */
export function vipName(locale: string | undefined, status: string): string {
  return status in en ? messagesFor(vipMessages, locale)[status as VipStatus] : status;
}
