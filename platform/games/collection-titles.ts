/**
 * Collection titles in the nine locales (docs/api/games.md "Localised titles"): the platform
 * answers `GET /api/games/collections?l=` in the caller's language; English (the seeded
 * `game_collections.title`) is only the fallback for a collection or locale missing here.
 * Geo collections (`top:de`) put the country's name, from `Intl.DisplayNames` in that language,
 * into `{country}`. en-AU, en-CA and en-NZ read English.
 */
type Titles = Record<string, string>;

const de: Titles = {
  all: 'Alle Spiele', top: 'Top', 'top:*': 'Top in {country}', new: 'Neu', popular: 'Beliebt', trending: 'Im Trend',
  recommended: 'Empfohlen', 'recommended:*': 'Empfohlen in {country}', slots: 'Slots', live: 'Live-Casino', table: 'Tischspiele',
  blackjack: 'Blackjack', roulette: 'Roulette', baccarat: 'Baccarat', poker: 'Poker', 'game-shows': 'Spielshows',
  'crash-games': 'Crash-Spiele', 'fishing-games': 'Angelspiele', 'bingo-keno': 'Bingo & Keno', jackpot: 'Jackpot-Spiele',
  'mystic-jackpots': 'Mystic Jackpots', 'bonus-buy': 'Bonuskauf', megaways: 'Megaways', 'bonus-wagering': 'Bonus-Umsatz',
  'btc-games': 'BTC-Spiele', special: 'Besonderes', exclusive: 'Exklusiv', animated: 'Animiert', 'pragmatic-drop-wins': 'Drops & Wins',
  'pragmatic-drop-wins-live': 'Drops & Wins Live', prerelease: 'Demnächst',
};

const frCA: Titles = {
  all: 'Tous les jeux', top: 'Meilleurs', 'top:*': 'Meilleurs au {country}', new: 'Nouveautés', popular: 'Populaires', trending: 'Tendances',
  recommended: 'Recommandés', 'recommended:*': 'Recommandés au {country}', slots: 'Machines à sous', live: 'Casino en direct', table: 'Jeux de table',
  blackjack: 'Blackjack', roulette: 'Roulette', baccarat: 'Baccara', poker: 'Poker', 'game-shows': 'Jeux télévisés',
  'crash-games': 'Jeux crash', 'fishing-games': 'Jeux de pêche', 'bingo-keno': 'Bingo et keno', jackpot: 'Jeux à jackpot',
  'mystic-jackpots': 'Jackpots mystiques', 'bonus-buy': 'Achat de bonus', megaways: 'Megaways', 'bonus-wagering': 'Mise du bonus',
  'btc-games': 'Jeux BTC', special: 'Spécial', exclusive: 'Exclusifs', animated: 'Animés', 'pragmatic-drop-wins': 'Drops & Wins',
  'pragmatic-drop-wins-live': 'Drops & Wins en direct', prerelease: 'Bientôt disponibles',
};

const no: Titles = {
  all: 'Alle spill', top: 'Topp', 'top:*': 'Topp i {country}', new: 'Nye', popular: 'Populære', trending: 'Trender',
  recommended: 'Anbefalt', 'recommended:*': 'Anbefalt i {country}', slots: 'Spilleautomater', live: 'Live-kasino', table: 'Bordspill',
  blackjack: 'Blackjack', roulette: 'Rulett', baccarat: 'Baccarat', poker: 'Poker', 'game-shows': 'Spillshow',
  'crash-games': 'Crash-spill', 'fishing-games': 'Fiskespill', 'bingo-keno': 'Bingo og keno', jackpot: 'Jackpotspill',
  'mystic-jackpots': 'Mystiske jackpotter', 'bonus-buy': 'Bonuskjøp', megaways: 'Megaways', 'bonus-wagering': 'Bonusomsetning',
  'btc-games': 'BTC-spill', special: 'Spesielle', exclusive: 'Eksklusive', animated: 'Animerte', 'pragmatic-drop-wins': 'Drops & Wins',
  'pragmatic-drop-wins-live': 'Drops & Wins live', prerelease: 'Kommer snart',
};

const it: Titles = {
  all: 'Tutti i giochi', top: 'Top', 'top:*': 'Top in {country}', new: 'Novità', popular: 'Popolari', trending: 'Di tendenza',
  recommended: 'Consigliati', 'recommended:*': 'Consigliati in {country}', slots: 'Slot', live: 'Casinò live', table: 'Giochi da tavolo',
  blackjack: 'Blackjack', roulette: 'Roulette', baccarat: 'Baccarat', poker: 'Poker', 'game-shows': 'Game show',
  'crash-games': 'Giochi crash', 'fishing-games': 'Giochi di pesca', 'bingo-keno': 'Bingo e keno', jackpot: 'Giochi con jackpot',
  'mystic-jackpots': 'Jackpot mistici', 'bonus-buy': 'Acquisto bonus', megaways: 'Megaways', 'bonus-wagering': 'Puntata bonus',
  'btc-games': 'Giochi BTC', special: 'Speciali', exclusive: 'Esclusivi', animated: 'Animati', 'pragmatic-drop-wins': 'Drops & Wins',
  'pragmatic-drop-wins-live': 'Drops & Wins live', prerelease: 'In arrivo',
};

const et: Titles = {
  all: 'Kõik mängud', top: 'Populaarseimad', 'top:*': 'Populaarseimad: {country}', new: 'Uued', popular: 'Populaarsed', trending: 'Trendikad',
  recommended: 'Soovitatud', 'recommended:*': 'Soovitatud: {country}', slots: 'Slotid', live: 'Live-kasiino', table: 'Lauamängud',
  blackjack: 'Blackjack', roulette: 'Rulett', baccarat: 'Baccarat', poker: 'Pokker', 'game-shows': 'Mängusaated',
  'crash-games': 'Crash-mängud', 'fishing-games': 'Kalapüügimängud', 'bingo-keno': 'Bingo ja keno', jackpot: 'Jackpotimängud',
  'mystic-jackpots': 'Müstilised jackpotid', 'bonus-buy': 'Boonuse ost', megaways: 'Megaways', 'bonus-wagering': 'Boonuse panustamine',
  'btc-games': 'BTC-mängud', special: 'Erilised', exclusive: 'Eksklusiivsed', animated: 'Animeeritud', 'pragmatic-drop-wins': 'Drops & Wins',
  'pragmatic-drop-wins-live': 'Drops & Wins live', prerelease: 'Varsti tulekul',
};

const TITLES: Record<string, Titles> = { de, 'fr-CA': frCA, no, it, et };
const INTL: Record<string, string> = { no: 'nb-NO' };

/** The title of collection `id` for `chain` (platform/cms/locale.ts), else `english`. */
export function collectionTitle(id: string, english: string, chain: readonly string[]): string {
  const [slug, geo] = id.split(':');
  for (const locale of chain) {
    if (locale === 'en' || locale.startsWith('en-')) return english;
    const titles = TITLES[locale];
    const title = titles?.[geo ? `${slug}:*` : id];
    if (!title) continue;
    if (!geo) return title;
    const country = new Intl.DisplayNames([INTL[locale] ?? locale], { type: 'region', fallback: 'none' }).of(geo.toUpperCase());
    return country ? title.replace('{country}', country) : english;
  }
  return english;
}

