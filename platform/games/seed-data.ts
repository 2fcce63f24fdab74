/**
 * Invented studios, collections and title vocabulary for the demo catalogue. Every studio name
 * is made up; none is (or imitates) a real game studio's trademark.
 */
export type ProviderKind = 'slots' | 'live' | 'instant' | 'mixed';

export interface ProviderSeed {
  id: string;
  title: string;
  kind: ProviderKind;
  /** Relative share of the catalogue. */
  weight: number;
  /** Offers crypto currencies (others are fiat only). */
  crypto: boolean;
}

export const PROVIDERS: readonly ProviderSeed[] = [
  { id: 'copperleaf', title: 'Copperleaf Studios', kind: 'slots', weight: 9, crypto: true },
  { id: 'blue-comet', title: 'Blue Comet Gaming', kind: 'slots', weight: 8, crypto: true },
  { id: 'driftwood', title: 'Driftwood Games', kind: 'slots', weight: 7, crypto: false },
  { id: 'emberlight', title: 'Emberlight', kind: 'slots', weight: 7, crypto: true },
  { id: 'foxglove', title: 'Foxglove Play', kind: 'mixed', weight: 6, crypto: true },
  { id: 'golden-lynx', title: 'Golden Lynx', kind: 'slots', weight: 6, crypto: true },
  { id: 'harbourlight', title: 'Harbourlight Gaming', kind: 'slots', weight: 5, crypto: false },
  { id: 'ironbark', title: 'Ironbark Interactive', kind: 'mixed', weight: 5, crypto: true },
  { id: 'jadefire', title: 'Jadefire', kind: 'slots', weight: 5, crypto: true },
  { id: 'kestrel', title: 'Kestrel Gaming', kind: 'slots', weight: 4, crypto: false },
  { id: 'lunar-tide', title: 'Lunar Tide', kind: 'slots', weight: 4, crypto: true },
  { id: 'maple-moss', title: 'Maple & Moss', kind: 'slots', weight: 4, crypto: true },
  { id: 'northwind', title: 'Northwind Slots', kind: 'slots', weight: 4, crypto: false },
  { id: 'opaline', title: 'Opaline Games', kind: 'mixed', weight: 3, crypto: true },
  { id: 'quartzline', title: 'Quartzline', kind: 'slots', weight: 3, crypto: true },
  { id: 'saffron', title: 'Saffron Spins', kind: 'slots', weight: 3, crypto: true },
  { id: 'umbra', title: 'Umbra Games', kind: 'slots', weight: 3, crypto: false },
  { id: 'willowisp', title: 'Willowisp', kind: 'slots', weight: 3, crypto: true },
  { id: 'yellowtail', title: 'Yellowtail Studios', kind: 'slots', weight: 3, crypto: true },
  { id: 'zephyr-forge', title: 'Zephyr Forge', kind: 'slots', weight: 2, crypto: true },
  { id: 'bright-orchard', title: 'Bright Orchard', kind: 'slots', weight: 2, crypto: false },
  { id: 'cobalt-fox', title: 'Cobalt Fox', kind: 'slots', weight: 2, crypto: true },
  { id: 'dune-sparrow', title: 'Dune Sparrow', kind: 'mixed', weight: 2, crypto: true },
  { id: 'fable-forge', title: 'Fable Forge', kind: 'slots', weight: 2, crypto: true },
  { id: 'glimmerstone', title: 'Glimmerstone', kind: 'slots', weight: 2, crypto: false },
  { id: 'hollow-oak', title: 'Hollow Oak', kind: 'slots', weight: 2, crypto: true },
  { id: 'indigo-lantern', title: 'Indigo Lantern', kind: 'slots', weight: 2, crypto: true },
  { id: 'kite-key', title: 'Kite & Key', kind: 'slots', weight: 1, crypto: true },
  { id: 'pinecrest-live', title: 'Pinecrest Live', kind: 'live', weight: 4, crypto: true },
  { id: 'tidewater-live', title: 'Tidewater Live', kind: 'live', weight: 3, crypto: true },
  { id: 'velvet-crown', title: 'Velvet Crown Live', kind: 'live', weight: 2, crypto: false },
  { id: 'rocketfern', title: 'Rocketfern', kind: 'instant', weight: 2, crypto: true },
  { id: 'skylark-arcade', title: 'Skylark Arcade', kind: 'instant', weight: 2, crypto: true },
  { id: 'pebble-bay', title: 'Pebble Bay Bingo', kind: 'instant', weight: 1, crypto: false },
];

/**
 * Providers hidden in some countries (the `providers-config` shape). DE is absent on purpose: it
 * is the development country of loopback callers (platform/info/geo.ts), so a dev lobby is whole.
 */
export const PROVIDER_RESTRICTIONS: Record<string, 'all' | string[]> = {
  driftwood: ['AU', 'NZ'],
  kestrel: ['GB'],
  'velvet-crown': ['US', 'CA'],
  umbra: ['AU', 'GB', 'US'],
};

/** Collections in lobby order: slug → title. Geo-suffixed ones are the same list per country. */
export const COLLECTIONS: readonly { id: string; title: string }[] = [
  { id: 'all', title: 'All games' },
  { id: 'top', title: 'Top' },
  { id: 'top:au', title: 'Top in Australia' },
  { id: 'top:ca', title: 'Top in Canada' },
  { id: 'top:de', title: 'Top in Germany' },
  { id: 'new', title: 'New' },
  { id: 'popular', title: 'Popular' },
  { id: 'trending', title: 'Trending' },
  { id: 'recommended', title: 'Recommended' },
  { id: 'recommended:au', title: 'Recommended in Australia' },
  { id: 'recommended:de', title: 'Recommended in Germany' },
  { id: 'slots', title: 'Slots' },
  { id: 'live', title: 'Live casino' },
  { id: 'table', title: 'Table games' },
  { id: 'blackjack', title: 'Blackjack' },
  { id: 'roulette', title: 'Roulette' },
  { id: 'baccarat', title: 'Baccarat' },
  { id: 'poker', title: 'Poker' },
  { id: 'game-shows', title: 'Game shows' },
  { id: 'crash-games', title: 'Crash games' },
  { id: 'fishing-games', title: 'Fishing games' },
  { id: 'bingo-keno', title: 'Bingo & keno' },
  { id: 'jackpot', title: 'Jackpot games' },
  { id: 'mystic-jackpots', title: 'Mystic jackpots' },
  { id: 'bonus-buy', title: 'Bonus buy' },
  { id: 'megaways', title: 'Megaways' },
  { id: 'bonus-wagering', title: 'Bonus wagering' },
  { id: 'btc-games', title: 'BTC games' },
  { id: 'special', title: 'Special' },
  { id: 'exclusive', title: 'Exclusive' },
  { id: 'animated', title: 'Animated' },
  { id: 'pragmatic-drop-wins', title: 'Drop & wins' },
  { id: 'pragmatic-drop-wins-live', title: 'Drop & wins live' },
  { id: 'prerelease', title: 'Coming soon' },
];

/** Title vocabulary. A few words carry accents so accent-insensitive search has work to do. */
export const ADJECTIVES = [
  'Sweet', 'Golden', 'Wild', 'Lucky', 'Mystic', 'Royal', 'Blazing', 'Frozen', 'Crystal', 'Jungle',
  'Cosmic', 'Neon', 'Shadow', 'Thunder', 'Velvet', 'Sunny', 'Candy', 'Ancient', 'Emerald', 'Ruby',
  'Sapphire', 'Cherry', 'Viking', 'Samurai', 'Aztec', 'Lotus', 'Tiki', 'Starlight', 'Midnight',
  'Moonlit', 'Enchanted', 'Savage', 'Jolly', 'Electric', 'Zesty', 'Hidden', 'Roaring', 'Silver',
  'Spicy', 'Juicy', 'Magic', 'Dancing', 'Polar', 'Desert', 'Rainbow', 'Stormy', 'Hungry', 'Brave',
  'Café', 'Señor', 'Crème', 'Château', 'Jalapeño', 'Noël', 'Piñata', 'Mañana', 'Über', 'Déjà',
] as const;

export const NOUNS = [
  'Bonanza', 'Fortune', 'Riches', 'Treasure', 'Spins', 'Gems', 'Reels', 'Quest', 'Kingdom', 'Empire',
  'Legends', 'Wolves', 'Buffalo', 'Fruits', 'Sevens', 'Bells', 'Diamonds', 'Gold', 'Heist', 'Safari',
  'Carnival', 'Fiesta', 'Tiger', 'Phoenix', 'Koi', 'Mermaid', 'Wizard', 'Dragon', 'Panda', 'Rhino',
  'Eagle', 'Panther', 'Pyramid', 'Temple', 'Voyage', 'Harvest', 'Frenzy', 'Bonbons', 'Lagoon',
  'Orchard', 'Volcano', 'Cowboys', 'Pirates', 'Genie', 'Jewels', 'Clover', 'Meteor', 'Oasis',
  'Soirée', 'Olé', 'Fjörd', 'Crêpes',
] as const;

export const PLACES = [
  'Atlantis', 'Olympus', 'Avalon', 'Cairo', 'Havana', 'Kyoto', 'Rio', 'Valhalla', 'Eldorado',
  'Monaco', 'Montréal', 'São Paulo', 'Zürich', 'Málaga', 'the Nile', 'the North', 'the Deep',
] as const;

export const SLOT_SUFFIXES = ['Deluxe', '1000', 'Hold & Win', 'Rush', 'Xmas', 'Extreme', 'Dream Drop', 'Multiplier', 'Remastered', '2'] as const;

export const LIVE_FORMATS = [
  { noun: 'Roulette', category: 'roulette' },
  { noun: 'Blackjack', category: 'blackjack' },
  { noun: 'Baccarat', category: 'baccarat' },
  { noun: "Hold'em", category: 'poker' },
  { noun: 'Wheel Show', category: 'game-shows' },
  { noun: 'Dice Show', category: 'game-shows' },
] as const;

export const TABLE_FORMATS = [
  { noun: 'Roulette', category: 'roulette' },
  { noun: 'Blackjack', category: 'blackjack' },
  { noun: 'Baccarat', category: 'baccarat' },
  { noun: 'Video Poker', category: 'poker' },
  { noun: 'Three Card Poker', category: 'poker' },
] as const;

export const INSTANT_FORMATS = [
  { noun: 'Rocket', category: 'crash-games' },
  { noun: 'Jet', category: 'crash-games' },
  { noun: 'Balloon', category: 'crash-games' },
  { noun: 'Fishing', category: 'fishing-games' },
  { noun: 'Reef Hunter', category: 'fishing-games' },
  { noun: 'Keno', category: 'bingo-keno' },
  { noun: 'Bingo', category: 'bingo-keno' },
] as const;

export const VOLATILITIES = ['low', 'low-medium', 'medium', 'medium-high', 'high', 'very-high'] as const;

/**
 * Rough value of one major unit in EUR, only to scale seeded jackpot amounts per currency
 * (a snapshot; live jackpots belong to the jackpots area).
 */
export const EUR_PER_UNIT: Record<string, number> = {
  EUR: 1, USD: 0.93, GBP: 1.18, CAD: 0.68, AUD: 0.61, NZD: 0.56, NOK: 0.087, PLN: 0.23, JPY: 0.0062,
  BRL: 0.19, INR: 0.011, KZT: 0.0019, BTC: 60_000, BCH: 420, ETH: 3_150, LTC: 74, DOG: 0.14, BNB: 540,
  USDT: 0.93, USDC: 0.93, ADA: 0.42, TRX: 0.11,
};

/** The catalogue's "today": release dates and the `new` collection are relative to it, not to the clock, so a seed never depends on when it ran. */
export const CATALOGUE_DATE = Date.parse('2026-11-01T00:00:00.000Z');
