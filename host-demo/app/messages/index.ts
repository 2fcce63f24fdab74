/**
 * The host's own strings, one module per locale, loaded on demand so a visitor downloads one
 * language (about 5 KB brotli) and not nine. Every locale has every key of `en` (the type
 * requires it; tests/unit/components/host-messages.test.tsx also checks values are non-empty).
 */
import type { Locale } from '../../../sdk/i18n/locales.ts';
import type { HostMessages } from './en.ts';

export type { HostMessages };

const LOADERS: Record<Locale, () => Promise<{ messages: HostMessages }>> = {
  en: () => import('./en.ts'),
  de: () => import('./de.ts'),
  'en-AU': () => import('./en-AU.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'en-NZ': () => import('./en-NZ.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
  no: () => import('./no.ts'),
  it: () => import('./it.ts'),
  et: () => import('./et.ts'),
};

const loaded = new Map<Locale, HostMessages>();

export async function loadMessages(locale: Locale): Promise<HostMessages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  try {
    const { messages } = await LOADERS[locale]();
    loaded.set(locale, messages);
    return messages;
  } catch (error) {
    // Translation load failure: logged only (spec 000 §8); English keeps the page usable.
    console.warn('[host] messages for', locale, 'failed to load', error);
    if (locale === 'en') throw error;
    return loadMessages('en');
  }
}
