import type { Messages } from '../../sdk/i18n/locales.ts';

/** The grid's strings and the game tile's (widgets/ui/GameTile.tsx), which the lobby reuses. */
export type GridKey =
  | 'playGame'
  | 'demo'
  | 'demoGame'
  | 'favouriteAdd'
  | 'favouriteRemove'
  | 'lockedTitle'
  | 'lockedText'
  | 'badgeNew'
  | 'badgeTop'
  | 'badgeJackpot'
  | 'badgeBonusWagering'
  | 'badgeMysticJackpots'
  | 'randomTitle'
  | 'randomText'
  | 'cashbackTitle'
  | 'cashbackText'
  | 'games'
  | 'gamesCount'
  | 'loading'
  | 'loadingMore'
  | 'empty'
  | 'error'
  | 'retry'
  | 'end';

export type GridMessages = Record<GridKey, string>;

const en: GridMessages = {
  playGame: 'Play {title}',
  demo: 'Demo',
  demoGame: 'Play {title} in demo mode',
  favouriteAdd: 'Add {title} to favourites',
  favouriteRemove: 'Remove {title} from favourites',
  lockedTitle: 'Not available in your currency',
  lockedText: 'This game does not support {currency}.',
  badgeNew: 'New',
  badgeTop: 'Top',
  badgeJackpot: 'Jackpot',
  badgeBonusWagering: 'Bonus wagering',
  badgeMysticJackpots: 'Mystic jackpot',
  randomTitle: 'Random game',
  randomText: 'Feeling lucky? We pick one for you.',
  cashbackTitle: 'Live cashback',
  cashbackText: 'Get money back on live casino games every week.',
  games: 'Games',
  gamesCount: '{count} games',
  loading: 'Loading games…',
  loadingMore: 'Loading more games…',
  empty: 'No games here yet.',
  error: 'The games could not be loaded.',
  retry: 'Try again',
  end: 'You have seen all {count} games.',
};

const pokies: Partial<GridMessages> = { randomTitle: 'Random pokie', empty: 'No pokies here yet.' };

export const messages: Messages<GridKey> = {
  en,
  'en-AU': { ...en, ...pokies },
  'en-CA': en,
  'en-NZ': { ...en, ...pokies },
  de: {
    playGame: '{title} spielen',
    demo: 'Demo',
    demoGame: '{title} im Demomodus spielen',
    favouriteAdd: '{title} zu den Favoriten hinzufügen',
    favouriteRemove: '{title} aus den Favoriten entfernen',
    lockedTitle: 'In Ihrer Währung nicht verfügbar',
    lockedText: 'Dieses Spiel unterstützt {currency} nicht.',
    badgeNew: 'Neu',
    badgeTop: 'Top',
    badgeJackpot: 'Jackpot',
    badgeBonusWagering: 'Bonus-Umsatz',
    badgeMysticJackpots: 'Mystic Jackpot',
    randomTitle: 'Zufallsspiel',
    randomText: 'Glück gefällig? Wir wählen ein Spiel für Sie aus.',
    cashbackTitle: 'Live-Cashback',
    cashbackText: 'Jede Woche Geld zurück auf Live-Casino-Spiele.',
    games: 'Spiele',
    gamesCount: '{count} Spiele',
    loading: 'Spiele werden geladen…',
    loadingMore: 'Weitere Spiele werden geladen…',
    empty: 'Hier gibt es noch keine Spiele.',
    error: 'Die Spiele konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    end: 'Sie haben alle {count} Spiele gesehen.',
  },
  'fr-CA': {
    playGame: 'Jouer à {title}',
    demo: 'Démo',
    demoGame: 'Jouer à {title} en mode démo',
    favouriteAdd: 'Ajouter {title} aux favoris',
    favouriteRemove: 'Retirer {title} des favoris',
    lockedTitle: 'Non offert dans votre devise',
    lockedText: 'Ce jeu ne prend pas en charge la devise {currency}.',
    badgeNew: 'Nouveau',
    badgeTop: 'Top',
    badgeJackpot: 'Jackpot',
    badgeBonusWagering: 'Mise du bonus',
    badgeMysticJackpots: 'Jackpot mystique',
    randomTitle: 'Jeu au hasard',
    randomText: 'Envie de tenter votre chance? Nous choisissons pour vous.',
    cashbackTitle: 'Remise en argent en direct',
    cashbackText: 'Récupérez de l’argent sur les jeux du casino en direct chaque semaine.',
    games: 'Jeux',
    gamesCount: '{count} jeux',
    loading: 'Chargement des jeux…',
    loadingMore: 'Chargement d’autres jeux…',
    empty: 'Aucun jeu ici pour le moment.',
    error: 'Les jeux n’ont pas pu être chargés.',
    retry: 'Réessayer',
    end: 'Vous avez vu les {count} jeux.',
  },
  no: {
    playGame: 'Spill {title}',
    demo: 'Demo',
    demoGame: 'Spill {title} i demomodus',
    favouriteAdd: 'Legg {title} til i favoritter',
    favouriteRemove: 'Fjern {title} fra favoritter',
    lockedTitle: 'Ikke tilgjengelig i din valuta',
    lockedText: 'Dette spillet støtter ikke {currency}.',
    badgeNew: 'Nytt',
    badgeTop: 'Topp',
    badgeJackpot: 'Jackpot',
    badgeBonusWagering: 'Bonusomsetning',
    badgeMysticJackpots: 'Mystisk jackpot',
    randomTitle: 'Tilfeldig spill',
    randomText: 'Føler du deg heldig? Vi velger et spill for deg.',
    cashbackTitle: 'Live-cashback',
    cashbackText: 'Få penger tilbake på live-casinospill hver uke.',
    games: 'Spill',
    gamesCount: '{count} spill',
    loading: 'Laster inn spill…',
    loadingMore: 'Laster inn flere spill…',
    empty: 'Ingen spill her ennå.',
    error: 'Spillene kunne ikke lastes inn.',
    retry: 'Prøv igjen',
    end: 'Du har sett alle {count} spillene.',
  },
  it: {
    playGame: 'Gioca a {title}',
    demo: 'Demo',
    demoGame: 'Gioca a {title} in modalità demo',
    favouriteAdd: 'Aggiungi {title} ai preferiti',
    favouriteRemove: 'Rimuovi {title} dai preferiti',
    lockedTitle: 'Non disponibile nella tua valuta',
    lockedText: 'Questo gioco non supporta {currency}.',
    badgeNew: 'Nuovo',
    badgeTop: 'Top',
    badgeJackpot: 'Jackpot',
    badgeBonusWagering: 'Puntata bonus',
    badgeMysticJackpots: 'Jackpot mistico',
    randomTitle: 'Gioco a caso',
    randomText: 'Ti senti fortunato? Scegliamo noi un gioco per te.',
    cashbackTitle: 'Cashback live',
    cashbackText: 'Ricevi ogni settimana un rimborso sui giochi del casinò live.',
    games: 'Giochi',
    gamesCount: '{count} giochi',
    loading: 'Caricamento dei giochi…',
    loadingMore: 'Caricamento di altri giochi…',
    empty: 'Ancora nessun gioco qui.',
    error: 'Non è stato possibile caricare i giochi.',
    retry: 'Riprova',
    end: 'Hai visto tutti i {count} giochi.',
  },
  et: {
    playGame: 'Mängi mängu {title}',
    demo: 'Demo',
    demoGame: 'Mängi mängu {title} demorežiimis',
    favouriteAdd: 'Lisa {title} lemmikutesse',
    favouriteRemove: 'Eemalda {title} lemmikutest',
    lockedTitle: 'Sinu valuutas pole saadaval',
    lockedText: 'See mäng ei toeta valuutat {currency}.',
    badgeNew: 'Uus',
    badgeTop: 'Top',
    badgeJackpot: 'Jackpot',
    badgeBonusWagering: 'Boonuse panustamine',
    badgeMysticJackpots: 'Müstiline jackpot',
    randomTitle: 'Juhuslik mäng',
    randomText: 'Tunned end õnnelikuna? Valime sulle mängu.',
    cashbackTitle: 'Live-tagasimakse',
    cashbackText: 'Saa igal nädalal raha tagasi live-kasiino mängudelt.',
    games: 'Mängud',
    gamesCount: '{count} mängu',
    loading: 'Mängude laadimine…',
    loadingMore: 'Laadin veel mänge…',
    empty: 'Siin pole veel mänge.',
    error: 'Mänge ei õnnestunud laadida.',
    retry: 'Proovi uuesti',
    end: 'Oled näinud kõiki {count} mängu.',
  },
};
