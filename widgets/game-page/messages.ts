import type { Messages } from '../../sdk/i18n/locales.ts';

/**
 * The game page's strings. GAME_NOT_SUPPORT_CURRENCY_TITLE / GAME_NOT_SUPPORT_CURRENCY are the
 * contract's keys (spec 000 §8) with the platform's texts (platform/cms/messages), as is
 * `loginRestricted` (spec 000 §2.4).
 */
type Key =
  | 'loading'
  | 'modeLabel'
  | 'demo'
  | 'real'
  | 'fullscreen'
  | 'exitFullscreen'
  | 'close'
  | 'back'
  | 'frameTitle'
  | 'balance'
  | 'GAME_NOT_SUPPORT_CURRENCY_TITLE'
  | 'GAME_NOT_SUPPORT_CURRENCY'
  | 'playDemo'
  | 'loginRestricted'
  | 'notAvailable'
  | 'demoUnavailable'
  | 'playReal'
  | 'notFound'
  | 'error'
  | 'retry'
  | 'registrationTitle'
  | 'registrationText'
  | 'signUp'
  | 'limitsTitle'
  | 'limitsText'
  | 'openLimits'
  | 'profileTitle'
  | 'profileText'
  | 'saveAndPlay';

const en: Record<Key, string> = {
  loading: 'Starting {title}…',
  modeLabel: 'Game mode',
  demo: 'Demo',
  real: 'Real money',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  close: 'Close game',
  back: 'Back to lobby',
  frameTitle: '{title} (game)',
  balance: 'Balance',
  GAME_NOT_SUPPORT_CURRENCY_TITLE: 'This game does not support your currency',
  GAME_NOT_SUPPORT_CURRENCY: 'Switch to another wallet or choose a different game.',
  playDemo: 'Play the demo',
  loginRestricted: 'Login not available in your country',
  notAvailable: 'This game is not available in your country.',
  demoUnavailable: 'This game has no demo mode.',
  playReal: 'Play for real money',
  notFound: 'We could not find this game.',
  error: 'The game could not be started.',
  retry: 'Try again',
  registrationTitle: 'Real money play needs an account',
  registrationText: 'Create an account or sign in to play {title} for real money. The demo is free.',
  signUp: 'Create an account',
  limitsTitle: 'A limit is reached',
  limitsText: 'One of your responsible-gaming limits is reached, so games are paused. You can review your limits in your profile.',
  openLimits: 'Open my limits',
  profileTitle: 'Complete your profile to play',
  profileText: 'The provider of {title} needs these details before you can play for real money.',
  saveAndPlay: 'Save and play',
};

export const messages: Messages<Key> = {
  en,
  'en-AU': { ...en, playDemo: 'Play the free demo' },
  'en-CA': en,
  'en-NZ': { ...en, playDemo: 'Play the free demo' },
  de: {
    loading: '{title} wird gestartet…',
    modeLabel: 'Spielmodus',
    demo: 'Demo',
    real: 'Echtgeld',
    fullscreen: 'Vollbild',
    exitFullscreen: 'Vollbild beenden',
    close: 'Spiel schließen',
    back: 'Zurück zur Lobby',
    frameTitle: '{title} (Spiel)',
    balance: 'Guthaben',
    GAME_NOT_SUPPORT_CURRENCY_TITLE: 'Dieses Spiel unterstützt Ihre Währung nicht',
    GAME_NOT_SUPPORT_CURRENCY: 'Wechseln Sie zu einem anderen Konto oder wählen Sie ein anderes Spiel.',
    playDemo: 'Demo spielen',
    loginRestricted: 'Anmeldung in Ihrem Land nicht verfügbar',
    notAvailable: 'Dieses Spiel ist in Ihrem Land nicht verfügbar.',
    demoUnavailable: 'Dieses Spiel hat keinen Demomodus.',
    playReal: 'Mit Echtgeld spielen',
    notFound: 'Dieses Spiel wurde nicht gefunden.',
    error: 'Das Spiel konnte nicht gestartet werden.',
    retry: 'Erneut versuchen',
    registrationTitle: 'Für Echtgeld brauchen Sie ein Konto',
    registrationText: 'Erstellen Sie ein Konto oder melden Sie sich an, um {title} mit Echtgeld zu spielen. Die Demo ist kostenlos.',
    signUp: 'Konto erstellen',
    limitsTitle: 'Ein Limit ist erreicht',
    limitsText: 'Eines Ihrer Limits für verantwortungsvolles Spielen ist erreicht, daher sind Spiele pausiert. Sie können Ihre Limits im Profil prüfen.',
    openLimits: 'Meine Limits öffnen',
    profileTitle: 'Vervollständigen Sie Ihr Profil',
    profileText: 'Der Anbieter von {title} benötigt diese Angaben, bevor Sie mit Echtgeld spielen können.',
    saveAndPlay: 'Speichern und spielen',
  },
  'fr-CA': {
    loading: 'Lancement de {title}…',
    modeLabel: 'Mode de jeu',
    demo: 'Démo',
    real: 'Argent réel',
    fullscreen: 'Plein écran',
    exitFullscreen: 'Quitter le plein écran',
    close: 'Fermer le jeu',
    back: 'Retour au lobby',
    frameTitle: '{title} (jeu)',
    balance: 'Solde',
    GAME_NOT_SUPPORT_CURRENCY_TITLE: 'Ce jeu ne prend pas en charge votre devise',
    GAME_NOT_SUPPORT_CURRENCY: 'Passez à un autre portefeuille ou choisissez un autre jeu.',
    playDemo: 'Jouer à la démo',
    loginRestricted: 'La connexion n’est pas disponible dans votre pays',
    notAvailable: 'Ce jeu n’est pas offert dans votre pays.',
    demoUnavailable: 'Ce jeu n’a pas de mode démo.',
    playReal: 'Jouer en argent réel',
    notFound: 'Nous n’avons pas trouvé ce jeu.',
    error: 'Le jeu n’a pas pu être lancé.',
    retry: 'Réessayer',
    registrationTitle: 'Un compte est requis pour jouer en argent réel',
    registrationText: 'Créez un compte ou connectez-vous pour jouer à {title} en argent réel. La démo est gratuite.',
    signUp: 'Créer un compte',
    limitsTitle: 'Une limite est atteinte',
    limitsText: 'L’une de vos limites de jeu responsable est atteinte : les jeux sont suspendus. Vous pouvez revoir vos limites dans votre profil.',
    openLimits: 'Voir mes limites',
    profileTitle: 'Complétez votre profil pour jouer',
    profileText: 'Le fournisseur de {title} a besoin de ces renseignements avant que vous jouiez en argent réel.',
    saveAndPlay: 'Enregistrer et jouer',
  },
  no: {
    loading: 'Starter {title}…',
    modeLabel: 'Spillmodus',
    demo: 'Demo',
    real: 'Ekte penger',
    fullscreen: 'Fullskjerm',
    exitFullscreen: 'Avslutt fullskjerm',
    close: 'Lukk spillet',
    back: 'Tilbake til lobbyen',
    frameTitle: '{title} (spill)',
    balance: 'Saldo',
    GAME_NOT_SUPPORT_CURRENCY_TITLE: 'Dette spillet støtter ikke valutaen din',
    GAME_NOT_SUPPORT_CURRENCY: 'Bytt til en annen lommebok eller velg et annet spill.',
    playDemo: 'Spill demoen',
    loginRestricted: 'Innlogging er ikke tilgjengelig i ditt land',
    notAvailable: 'Dette spillet er ikke tilgjengelig i ditt land.',
    demoUnavailable: 'Dette spillet har ingen demomodus.',
    playReal: 'Spill med ekte penger',
    notFound: 'Vi fant ikke dette spillet.',
    error: 'Spillet kunne ikke startes.',
    retry: 'Prøv igjen',
    registrationTitle: 'Spill med ekte penger krever en konto',
    registrationText: 'Opprett en konto eller logg inn for å spille {title} med ekte penger. Demoen er gratis.',
    signUp: 'Opprett konto',
    limitsTitle: 'En grense er nådd',
    limitsText: 'En av grensene dine for ansvarlig spill er nådd, så spillene er satt på pause. Du kan se grensene dine i profilen.',
    openLimits: 'Åpne grensene mine',
    profileTitle: 'Fullfør profilen din for å spille',
    profileText: 'Leverandøren av {title} trenger disse opplysningene før du kan spille med ekte penger.',
    saveAndPlay: 'Lagre og spill',
  },
  it: {
    loading: 'Avvio di {title}…',
    modeLabel: 'Modalità di gioco',
    demo: 'Demo',
    real: 'Soldi veri',
    fullscreen: 'Schermo intero',
    exitFullscreen: 'Esci dallo schermo intero',
    close: 'Chiudi il gioco',
    back: 'Torna alla lobby',
    frameTitle: '{title} (gioco)',
    balance: 'Saldo',
    GAME_NOT_SUPPORT_CURRENCY_TITLE: 'Questo gioco non supporta la tua valuta',
    GAME_NOT_SUPPORT_CURRENCY: 'Passa a un altro portafoglio o scegli un altro gioco.',
    playDemo: 'Gioca la demo',
    loginRestricted: 'Accesso non disponibile nel tuo paese',
    notAvailable: 'Questo gioco non è disponibile nel tuo paese.',
    demoUnavailable: 'Questo gioco non ha la modalità demo.',
    playReal: 'Gioca con soldi veri',
    notFound: 'Non abbiamo trovato questo gioco.',
    error: 'Non è stato possibile avviare il gioco.',
    retry: 'Riprova',
    registrationTitle: 'Per giocare con soldi veri serve un account',
    registrationText: 'Crea un account o accedi per giocare a {title} con soldi veri. La demo è gratuita.',
    signUp: 'Crea un account',
    limitsTitle: 'Hai raggiunto un limite',
    limitsText: 'Hai raggiunto uno dei tuoi limiti di gioco responsabile, quindi i giochi sono in pausa. Puoi controllare i limiti nel tuo profilo.',
    openLimits: 'Apri i miei limiti',
    profileTitle: 'Completa il profilo per giocare',
    profileText: 'Il fornitore di {title} ha bisogno di questi dati prima che tu possa giocare con soldi veri.',
    saveAndPlay: 'Salva e gioca',
  },
  et: {
    loading: 'Käivitan mängu {title}…',
    modeLabel: 'Mängurežiim',
    demo: 'Demo',
    real: 'Päris raha',
    fullscreen: 'Täisekraan',
    exitFullscreen: 'Välju täisekraanist',
    close: 'Sulge mäng',
    back: 'Tagasi fuajeesse',
    frameTitle: '{title} (mäng)',
    balance: 'Saldo',
    GAME_NOT_SUPPORT_CURRENCY_TITLE: 'See mäng ei toeta sinu valuutat',
    GAME_NOT_SUPPORT_CURRENCY: 'Vali teine rahakott või mõni muu mäng.',
    playDemo: 'Mängi demot',
    loginRestricted: 'Sisselogimine ei ole sinu riigis saadaval',
    notAvailable: 'See mäng ei ole sinu riigis saadaval.',
    demoUnavailable: 'Sellel mängul pole demorežiimi.',
    playReal: 'Mängi päris rahaga',
    notFound: 'Me ei leidnud seda mängu.',
    error: 'Mängu ei õnnestunud käivitada.',
    retry: 'Proovi uuesti',
    registrationTitle: 'Päris rahaga mängimiseks on vaja kontot',
    registrationText: 'Loo konto või logi sisse, et mängida mängu {title} päris rahaga. Demo on tasuta.',
    signUp: 'Loo konto',
    limitsTitle: 'Limiit on täis',
    limitsText: 'Üks sinu vastutustundliku mängimise limiitidest on täis, seega on mängud peatatud. Limiite saad vaadata oma profiilis.',
    openLimits: 'Ava minu limiidid',
    profileTitle: 'Mängimiseks täida oma profiil',
    profileText: 'Mängu {title} pakkuja vajab neid andmeid enne, kui saad päris rahaga mängida.',
    saveAndPlay: 'Salvesta ja mängi',
  },
};
