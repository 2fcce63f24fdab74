/** Seeded CMS snippets (`/api/cms/snippets`): short texts the shell places by category. */
export interface SnippetSeed {
  key: string;
  categories: string[];
  texts: Record<string, string>;
}

/** The licensee line of the CW and GCB footers (the EE and AU ones say more). */
const LICENSEE_LINE: Record<string, string> = {
  en: '{{brand}} is operated by {{legal_entity}} under licence {{licence_number}} of the {{licence_authority}}.',
  de: '{{brand}} wird von {{legal_entity}} unter der Lizenz {{licence_number}} der Behörde {{licence_authority}} betrieben.',
  it: '{{brand}} è gestito da {{legal_entity}} con la licenza {{licence_number}} rilasciata da {{licence_authority}}.',
  'fr-CA': '{{brand}} est exploité par {{legal_entity}} sous la licence {{licence_number}} de l’autorité {{licence_authority}}.',
  no: '{{brand}} drives av {{legal_entity}} under lisens {{licence_number}} fra {{licence_authority}}.',
  et: '{{brand}} käitaja on {{legal_entity}}, tegevusluba {{licence_number}}, väljastaja {{licence_authority}}.',
};

export const SNIPPET_SEEDS: SnippetSeed[] = [
  {
    key: 'footer-copyright',
    categories: ['footer', 'copyright'],
    texts: {
      en: '© {{brand}}, {{legal_entity}}. Gambling can be addictive — play responsibly. 18+ only.',
      de: '© {{brand}}, {{legal_entity}}. Glücksspiel kann süchtig machen – spiel verantwortungsvoll. Erst ab 18.',
      it: '© {{brand}}, {{legal_entity}}. Il gioco può creare dipendenza: gioca responsabilmente. Vietato ai minori di 18 anni.',
      'fr-CA': '© {{brand}}, {{legal_entity}}. Le jeu peut créer une dépendance : jouez de façon responsable. Réservé aux 18 ans et plus.',
      no: '© {{brand}}, {{legal_entity}}. Pengespill kan være avhengighetsskapende – spill ansvarlig. Kun for personer over 18 år.',
      et: '© {{brand}}, {{legal_entity}}. Hasartmäng võib tekitada sõltuvust – mängi vastutustundlikult. Ainult täisealistele.',
    },
  },
  {
    key: 'footer-licence-CW',
    categories: ['footer-licence', 'CW'],
    texts: LICENSEE_LINE,
  },
  {
    key: 'footer-licence-EE',
    categories: ['footer-licence', 'EE'],
    texts: {
      en: '{{brand}} is operated by {{legal_entity}} under gambling licence {{licence_number}} of the {{licence_authority}}. Players must be 21 or older.',
      et: '{{brand}} käitaja on {{legal_entity}}, kellel on Maksu- ja Tolliameti hasartmängu tegevusluba {{licence_number}}. Mängida võivad vähemalt 21-aastased.',
    },
  },
  {
    key: 'footer-licence-GCB',
    categories: ['footer-licence', 'GCB'],
    texts: LICENSEE_LINE,
  },
  {
    key: 'footer-licence-AU',
    categories: ['footer-licence', 'AU'],
    texts: { en: '{{brand}} is operated by {{legal_entity}} under licence {{licence_number}} of the {{licence_authority}}. Not offered to players in Australia.' },
  },
  {
    key: 'au-notice',
    categories: ['au-notice'],
    texts: {
      en: 'You appear to be in Australia. Real-money online casino games are not offered in Australia. Do you want to continue to the information pages?',
    },
  },
  {
    key: 'cookie-banner',
    categories: ['cookie-banner'],
    texts: {
      en: 'We use cookies to keep you signed in and, with your consent, to measure and improve the site. <a href="/cookie-policy">Cookie Policy</a>',
      de: 'Wir verwenden Cookies, um dich angemeldet zu halten und – mit deiner Einwilligung – die Website zu messen und zu verbessern. <a href="/cookie-policy">Cookie-Richtlinie</a>',
      'fr-CA': 'Nous utilisons des témoins pour vous garder connecté et, avec votre consentement, pour mesurer et améliorer le site. <a href="/cookie-policy">Politique relative aux témoins</a>',
      no: 'Vi bruker informasjonskapsler for å holde deg innlogget og, med ditt samtykke, for å måle og forbedre nettstedet. <a href="/cookie-policy">Retningslinjer for informasjonskapsler</a>',
      it: 'Usiamo i cookie per mantenerti connesso e, con il tuo consenso, per misurare e migliorare il sito. <a href="/cookie-policy">Informativa sui cookie</a>',
      et: 'Kasutame küpsiseid, et hoida sind sisselogituna ja sinu nõusolekul saidi kasutust mõõta ja parandada. <a href="/cookie-policy">Küpsiste kasutamise põhimõtted</a>',
    },
  },
  {
    key: 'support-hours',
    categories: ['support'],
    texts: {
      en: 'Live chat and e-mail support are available 24/7 at support@casino.localhost.',
      de: 'Live-Chat und E-Mail-Support rund um die Uhr: support@casino.localhost.',
      'fr-CA': 'Le clavardage et le soutien par courriel sont offerts 24 h sur 24, 7 jours sur 7 : support@casino.localhost.',
      no: 'Livechat og e-poststøtte er tilgjengelig døgnet rundt: support@casino.localhost.',
      it: 'Chat dal vivo e assistenza via e-mail 24 ore su 24, 7 giorni su 7: support@casino.localhost.',
      et: 'Vestlus- ja e-posti tugi on saadaval ööpäev läbi: support@casino.localhost.',
    },
  },
  {
    key: 'tournament-weekly-race',
    categories: ['tournament'],
    texts: {
      en: JSON.stringify({ frontend_identifier: 'weekly-race', theme: 'rocket', background: '/cms-assets/tournaments/weekly-race.webp', rules: ['Play any slot for real money.', 'Every EUR 1 bet earns 1 point.', 'The top 50 players share the prize pool.'] }),
    },
  },
];

/** Seeded downloadable files (`/api/cms/files`), served as text at `/cms-files/<id>/<name>`. */
export interface FileSeed {
  key: string;
  name: string;
  categories: string[];
  description: string;
  /** Page whose English text becomes the file body (tags stripped). */
  fromPage: string;
}

export const FILE_SEEDS: FileSeed[] = [
  { key: 'terms', name: 'terms-and-conditions.txt', categories: ['terms'], description: 'Terms and Conditions (printable)', fromPage: 'terms-and-conditions' },
  { key: 'privacy', name: 'privacy-policy.txt', categories: ['privacy'], description: 'Privacy Policy (printable)', fromPage: 'privacy-policy' },
];
