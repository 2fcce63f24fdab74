/** Seeded CMS snippets (`/api/cms/snippets`): short texts the shell places by category. */
export interface SnippetSeed {
  key: string;
  categories: string[];
  texts: Record<string, string>;
}

export const SNIPPET_SEEDS: SnippetSeed[] = [
  {
    key: 'footer-copyright',
    categories: ['footer', 'copyright'],
    texts: {
      en: '© Casino Kit. Gambling can be addictive — play responsibly. 18+ only.',
      de: '© Casino Kit. Glücksspiel kann süchtig machen – spielen Sie verantwortungsvoll. Erst ab 18.',
      it: '© Casino Kit. Il gioco può creare dipendenza: gioca responsabilmente. Vietato ai minori di 18 anni.',
    },
  },
  {
    key: 'footer-licence-CW',
    categories: ['footer-licence', 'CW'],
    texts: { en: 'Casino Kit is operated under a licence of the Curaçao Gaming Authority.' },
  },
  {
    key: 'footer-licence-EE',
    categories: ['footer-licence', 'EE'],
    texts: {
      en: 'Casino Kit holds a gambling licence of the Estonian Tax and Customs Board. Players must be 21 or older.',
      et: 'Casino Kit tegutseb Maksu- ja Tolliameti hasartmängu tegevusloa alusel. Mängida võivad vähemalt 21-aastased.',
    },
  },
  {
    key: 'footer-licence-GCB',
    categories: ['footer-licence', 'GCB'],
    texts: { en: 'Casino Kit is licensed by the Gaming Control Board.' },
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
      de: 'Wir verwenden Cookies, um Sie angemeldet zu halten und – mit Ihrer Einwilligung – die Website zu messen und zu verbessern. <a href="/cookie-policy">Cookie-Richtlinie</a>',
    },
  },
  {
    key: 'support-hours',
    categories: ['support'],
    texts: { en: 'Live chat and e-mail support are available 24/7 at support@casino.localhost.', de: 'Live-Chat und E-Mail-Support rund um die Uhr: support@casino.localhost.' },
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
