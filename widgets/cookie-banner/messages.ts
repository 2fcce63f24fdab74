import type { Messages } from '../../sdk/i18n/locales.ts';

type Key = 'label' | 'text' | 'policy' | 'accept' | 'essential';

export const messages: Messages<Key> = {
  en: { label: 'Cookie consent', text: 'We use cookies to keep you signed in, remember your preferences and measure how the site is used.', policy: 'Cookie policy', accept: 'Accept cookies', essential: 'Essential only' },
  'en-AU': { label: 'Cookie consent', text: 'We use cookies to keep you signed in, remember your preferences and measure how the site is used.', policy: 'Cookie policy', accept: 'Accept cookies', essential: 'Essential only' },
  'en-CA': { label: 'Cookie consent', text: 'We use cookies to keep you signed in, remember your preferences and measure how the site is used.', policy: 'Cookie policy', accept: 'Accept cookies', essential: 'Essential only' },
  'en-NZ': { label: 'Cookie consent', text: 'We use cookies to keep you signed in, remember your preferences and measure how the site is used.', policy: 'Cookie policy', accept: 'Accept cookies', essential: 'Essential only' },
  de: { label: 'Cookie-Einwilligung', text: 'Wir verwenden Cookies, um Sie angemeldet zu halten, Ihre Einstellungen zu speichern und die Nutzung der Website zu messen.', policy: 'Cookie-Richtlinie', accept: 'Cookies akzeptieren', essential: 'Nur notwendige' },
  'fr-CA': { label: 'Consentement aux témoins', text: 'Nous utilisons des témoins pour garder votre session ouverte, retenir vos préférences et mesurer l’utilisation du site.', policy: 'Politique relative aux témoins', accept: 'Accepter les témoins', essential: 'Essentiels seulement' },
  no: { label: 'Samtykke til informasjonskapsler', text: 'Vi bruker informasjonskapsler for å holde deg innlogget, huske innstillingene dine og måle hvordan nettstedet brukes.', policy: 'Retningslinjer for informasjonskapsler', accept: 'Godta informasjonskapsler', essential: 'Kun nødvendige' },
  it: { label: 'Consenso ai cookie', text: 'Usiamo i cookie per mantenerti connesso, ricordare le tue preferenze e misurare l’uso del sito.', policy: 'Informativa sui cookie', accept: 'Accetta i cookie', essential: 'Solo essenziali' },
  et: { label: 'Küpsiste nõusolek', text: 'Kasutame küpsiseid, et hoida sind sisselogituna, meeles pidada sinu eelistusi ja mõõta saidi kasutamist.', policy: 'Küpsiste eeskiri', accept: 'Nõustu küpsistega', essential: 'Ainult vajalikud' },
};
