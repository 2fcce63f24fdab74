import type { Messages } from '../../sdk/i18n/locales.ts';

/** Strings of the shared widget frame (widgets/ui/WidgetFrame.tsx): the platform-unreachable fallback. */
export type FrameKey = 'unreachableTitle' | 'unreachableText' | 'staleSince' | 'retry';

const en = {
  unreachableTitle: 'The casino cannot be reached',
  unreachableText: 'We keep trying in the background.',
  staleSince: 'What you see is from {time} and may be out of date.',
  retry: 'Try again',
};

export const messages: Messages<FrameKey> = {
  en,
  'en-AU': en,
  'en-CA': en,
  'en-NZ': en,
  de: {
    unreachableTitle: 'Das Casino ist nicht erreichbar',
    unreachableText: 'Wir versuchen es im Hintergrund weiter.',
    staleSince: 'Der angezeigte Stand ist von {time} und eventuell nicht aktuell.',
    retry: 'Erneut versuchen',
  },
  'fr-CA': {
    unreachableTitle: 'Le casino est injoignable',
    unreachableText: 'Nous réessayons en arrière-plan.',
    staleSince: 'Ce que vous voyez date de {time} et n’est peut-être plus à jour.',
    retry: 'Réessayer',
  },
  no: {
    unreachableTitle: 'Kasinoet kan ikke nås',
    unreachableText: 'Vi fortsetter å prøve i bakgrunnen.',
    staleSince: 'Det du ser er fra {time} og kan være utdatert.',
    retry: 'Prøv igjen',
  },
  it: {
    unreachableTitle: 'Il casinò non è raggiungibile',
    unreachableText: 'Continuiamo a riprovare in background.',
    staleSince: 'Quello che vedi risale alle {time} e potrebbe non essere aggiornato.',
    retry: 'Riprova',
  },
  et: {
    unreachableTitle: 'Kasiinoga ei saa ühendust',
    unreachableText: 'Proovime taustal edasi.',
    staleSince: 'Näidatud seis on kellaajast {time} ega pruugi olla ajakohane.',
    retry: 'Proovi uuesti',
  },
};
