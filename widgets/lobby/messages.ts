import type { Messages } from '../../sdk/i18n/locales.ts';

/** The lobby's own strings; its tiles and grids use widgets/game-grid/messages.ts. */
type Key =
  | 'sections'
  | 'home'
  | 'allGames'
  | 'favourites'
  | 'providers'
  | 'recentlyPlayed'
  | 'showAll'
  | 'showAllOf'
  | 'scrollBack'
  | 'scrollForward'
  | 'banners'
  | 'slide'
  | 'previousSlide'
  | 'nextSlide'
  | 'pause'
  | 'resume'
  | 'providersTitle'
  | 'providerGames'
  | 'close'
  | 'favouritesEmpty'
  | 'favouritesGuest'
  | 'signIn'
  | 'signUp'
  | 'loading'
  | 'error'
  | 'retry';

const en: Record<Key, string> = {
  sections: 'Game sections',
  home: 'Lobby',
  allGames: 'All games',
  favourites: 'Favourites',
  providers: 'Providers',
  recentlyPlayed: 'Recently played',
  showAll: 'Show all',
  showAllOf: 'Show all: {title}',
  scrollBack: 'Scroll {title} back',
  scrollForward: 'Scroll {title} forward',
  banners: 'Promotions',
  slide: '{n} of {total}',
  previousSlide: 'Previous promotion',
  nextSlide: 'Next promotion',
  pause: 'Pause the slideshow',
  resume: 'Play the slideshow',
  providersTitle: 'Game providers',
  providerGames: 'Games by {provider}',
  close: 'Close',
  favouritesEmpty: 'No favourites yet. Use the heart on a game to keep it here.',
  favouritesGuest: 'Sign in to keep your favourite games in one place.',
  signIn: 'Sign in',
  signUp: 'Create an account',
  loading: 'Loading…',
  error: 'This part of the lobby could not be loaded.',
  retry: 'Try again',
};

export const messages: Messages<Key> = {
  en,
  'en-AU': { ...en, allGames: 'All pokies and games' },
  'en-CA': en,
  'en-NZ': { ...en, allGames: 'All pokies and games' },
  de: {
    sections: 'Spielbereiche',
    home: 'Lobby',
    allGames: 'Alle Spiele',
    favourites: 'Favoriten',
    providers: 'Anbieter',
    recentlyPlayed: 'Zuletzt gespielt',
    showAll: 'Alle anzeigen',
    showAllOf: 'Alle anzeigen: {title}',
    scrollBack: '{title} zurückblättern',
    scrollForward: '{title} weiterblättern',
    banners: 'Aktionen',
    slide: '{n} von {total}',
    previousSlide: 'Vorherige Aktion',
    nextSlide: 'Nächste Aktion',
    pause: 'Diashow anhalten',
    resume: 'Diashow abspielen',
    providersTitle: 'Spieleanbieter',
    providerGames: 'Spiele von {provider}',
    close: 'Schließen',
    favouritesEmpty: 'Noch keine Favoriten. Tippen Sie auf das Herz eines Spiels, um es hier zu speichern.',
    favouritesGuest: 'Melden Sie sich an, um Ihre Lieblingsspiele an einem Ort zu sammeln.',
    signIn: 'Anmelden',
    signUp: 'Konto erstellen',
    loading: 'Wird geladen…',
    error: 'Dieser Teil der Lobby konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  'fr-CA': {
    sections: 'Sections de jeux',
    home: 'Lobby',
    allGames: 'Tous les jeux',
    favourites: 'Favoris',
    providers: 'Fournisseurs',
    recentlyPlayed: 'Joués récemment',
    showAll: 'Tout afficher',
    showAllOf: 'Tout afficher : {title}',
    scrollBack: 'Faire défiler {title} vers l’arrière',
    scrollForward: 'Faire défiler {title} vers l’avant',
    banners: 'Promotions',
    slide: '{n} sur {total}',
    previousSlide: 'Promotion précédente',
    nextSlide: 'Promotion suivante',
    pause: 'Mettre le diaporama en pause',
    resume: 'Lancer le diaporama',
    providersTitle: 'Fournisseurs de jeux',
    providerGames: 'Jeux de {provider}',
    close: 'Fermer',
    favouritesEmpty: 'Aucun favori pour le moment. Touchez le cœur d’un jeu pour le garder ici.',
    favouritesGuest: 'Connectez-vous pour garder vos jeux favoris au même endroit.',
    signIn: 'Se connecter',
    signUp: 'Créer un compte',
    loading: 'Chargement…',
    error: 'Cette partie du lobby n’a pas pu être chargée.',
    retry: 'Réessayer',
  },
  no: {
    sections: 'Spillseksjoner',
    home: 'Lobby',
    allGames: 'Alle spill',
    favourites: 'Favoritter',
    providers: 'Leverandører',
    recentlyPlayed: 'Nylig spilt',
    showAll: 'Vis alle',
    showAllOf: 'Vis alle: {title}',
    scrollBack: 'Bla {title} tilbake',
    scrollForward: 'Bla {title} fremover',
    banners: 'Kampanjer',
    slide: '{n} av {total}',
    previousSlide: 'Forrige kampanje',
    nextSlide: 'Neste kampanje',
    pause: 'Sett lysbildefremvisningen på pause',
    resume: 'Spill av lysbildefremvisningen',
    providersTitle: 'Spilleverandører',
    providerGames: 'Spill fra {provider}',
    close: 'Lukk',
    favouritesEmpty: 'Ingen favoritter ennå. Trykk på hjertet på et spill for å lagre det her.',
    favouritesGuest: 'Logg inn for å samle favorittspillene dine på ett sted.',
    signIn: 'Logg inn',
    signUp: 'Opprett konto',
    loading: 'Laster inn…',
    error: 'Denne delen av lobbyen kunne ikke lastes inn.',
    retry: 'Prøv igjen',
  },
  it: {
    sections: 'Sezioni di gioco',
    home: 'Lobby',
    allGames: 'Tutti i giochi',
    favourites: 'Preferiti',
    providers: 'Fornitori',
    recentlyPlayed: 'Giocati di recente',
    showAll: 'Mostra tutti',
    showAllOf: 'Mostra tutti: {title}',
    scrollBack: 'Scorri {title} indietro',
    scrollForward: 'Scorri {title} avanti',
    banners: 'Promozioni',
    slide: '{n} di {total}',
    previousSlide: 'Promozione precedente',
    nextSlide: 'Promozione successiva',
    pause: 'Metti in pausa la presentazione',
    resume: 'Avvia la presentazione',
    providersTitle: 'Fornitori di giochi',
    providerGames: 'Giochi di {provider}',
    close: 'Chiudi',
    favouritesEmpty: 'Ancora nessun preferito. Tocca il cuore di un gioco per tenerlo qui.',
    favouritesGuest: 'Accedi per tenere i tuoi giochi preferiti in un unico posto.',
    signIn: 'Accedi',
    signUp: 'Crea un account',
    loading: 'Caricamento…',
    error: 'Non è stato possibile caricare questa parte della lobby.',
    retry: 'Riprova',
  },
  et: {
    sections: 'Mängude jaotised',
    home: 'Fuajee',
    allGames: 'Kõik mängud',
    favourites: 'Lemmikud',
    providers: 'Pakkujad',
    recentlyPlayed: 'Hiljuti mängitud',
    showAll: 'Näita kõiki',
    showAllOf: 'Näita kõiki: {title}',
    scrollBack: 'Keri jaotist {title} tagasi',
    scrollForward: 'Keri jaotist {title} edasi',
    banners: 'Kampaaniad',
    slide: '{n} / {total}',
    previousSlide: 'Eelmine kampaania',
    nextSlide: 'Järgmine kampaania',
    pause: 'Peata slaidiesitlus',
    resume: 'Käivita slaidiesitlus',
    providersTitle: 'Mängupakkujad',
    providerGames: 'Pakkuja {provider} mängud',
    close: 'Sulge',
    favouritesEmpty: 'Lemmikuid veel pole. Puuduta mängu südant, et see siia salvestada.',
    favouritesGuest: 'Logi sisse, et hoida oma lemmikmänge ühes kohas.',
    signIn: 'Logi sisse',
    signUp: 'Loo konto',
    loading: 'Laadimine…',
    error: 'Seda fuajee osa ei õnnestunud laadida.',
    retry: 'Proovi uuesti',
  },
};
