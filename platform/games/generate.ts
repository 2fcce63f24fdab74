import { isCurrencyCode, currency as currencyInfo } from '../money/currencies.ts';
import { iso } from '../clock.ts';
import { Prng } from './prng.ts';
import {
  ADJECTIVES, CATALOGUE_DATE, COLLECTIONS, EUR_PER_UNIT, INSTANT_FORMATS, LIVE_FORMATS, NOUNS, PLACES,
  PROVIDERS, SLOT_SUFFIXES, TABLE_FORMATS, VOLATILITIES, type ProviderSeed,
} from './seed-data.ts';
import { slugify } from './text.ts';

/** One game row as the seed writes it (the DB shape of migration 050). */
export interface SeedGame {
  identifier: string;
  provider: string;
  seo_title: string;
  title: string;
  popularity_rank: number;
  released_at: string;
  volatility_rating: string | null;
  lines: number | null;
  ways: number | null;
  hit_rate: string | null;
  payout: string;
  devices: ('desktop' | 'mobile')[];
  categories: string[];
  currencies: Record<string, { id: number; jackpot: number | null }>;
}

export interface SeedCatalogue {
  providers: { id: string; title: string; position: number }[];
  collections: { id: string; title: string; position: number }[];
  games: SeedGame[];
}

export const DEFAULT_SEED = 'casino-kit';
const DAY = 86_400_000;

/**
 * Per-currency game ids are `100000 + gameIndex * 32 + slot`, slot from this fixed list (FUN last),
 * so ids are unique across the whole catalogue, and game N keeps its ids whatever the catalogue size.
 */
const CURRENCY_SLOTS = ['EUR', 'USD', 'GBP', 'CAD', 'AUD', 'NZD', 'NOK', 'PLN', 'JPY', 'BRL', 'INR', 'KZT', 'BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'BNB', 'USDT', 'USDC', 'ADA', 'TRX'];
const FUN_SLOT = 31;
const RARE_FIAT = new Set(['JPY', 'KZT', 'INR', 'NOK']);

type Kind = 'slot' | 'live' | 'table' | 'instant';

function gameKind(rng: Prng, provider: ProviderSeed): Kind {
  switch (provider.kind) {
    case 'live':
      return 'live';
    case 'instant':
      return rng.chance(0.85) ? 'instant' : 'slot';
    case 'mixed':
      return rng.weighted<Kind>(['slot', 'table', 'instant'], [60, 25, 15]);
    default:
      return rng.chance(0.93) ? 'slot' : 'table';
  }
}

function slotTitle(rng: Prng): string {
  const adjective = rng.pick(ADJECTIVES);
  const noun = rng.pick(NOUNS);
  switch (rng.weighted([0, 1, 2, 3, 4, 5], [45, 15, 14, 10, 6, 10])) {
    case 0:
      return `${adjective} ${noun}`;
    case 1:
      return `${noun} of ${rng.pick(PLACES)}`;
    case 2:
      return `${adjective} ${noun} ${rng.pick(SLOT_SUFFIXES)}`;
    case 3:
      return `${noun} ${rng.pick(SLOT_SUFFIXES)}`;
    case 4:
      return `The ${adjective} ${noun}`;
    default: {
      const second = rng.pick(ADJECTIVES);
      return second === adjective ? `${adjective} ${noun} Deluxe` : `${adjective} ${second} ${noun}`;
    }
  }
}

function formatTitle(rng: Prng, noun: string, prefixes: readonly string[], suffix = ''): string {
  const first = rng.chance(0.5) ? rng.pick(prefixes) : rng.pick(rng.chance(0.5) ? ADJECTIVES : PLACES);
  return `${first} ${noun}${suffix}`;
}

const money = (value: number) => value.toFixed(2);

interface Draft extends Omit<SeedGame, 'popularity_rank' | 'categories'> {
  categories: Set<string>;
  kind: Kind;
  popularity: number;
  /** Independent draws for the rank-based collections, so they do not depend on generation order. */
  geoTop: [boolean, boolean, boolean];
}

function draftGame(seed: string, index: number, takenSeoTitles: Set<string>): Draft {
  const rng = new Prng(`${seed}:game:${index}`);
  const provider = rng.weighted(PROVIDERS, PROVIDERS.map((p) => p.weight));
  const kind = gameKind(rng, provider);
  const categories = new Set<string>(['all']);

  let title: string;
  if (kind === 'slot') {
    title = slotTitle(rng);
    categories.add('slots');
  } else if (kind === 'live') {
    const format = rng.pick(LIVE_FORMATS);
    title = formatTitle(rng, format.noun, ['Speed', 'VIP', 'Prestige', 'Turbo', 'Grand', 'Salon'], rng.chance(0.4) ? ' Live' : '');
    categories.add('live').add(format.category);
  } else if (kind === 'table') {
    const format = rng.pick(TABLE_FORMATS);
    title = formatTitle(rng, format.noun, ['Classic', 'European', 'American', 'French', 'Multihand', 'Single Deck']);
    categories.add('table').add(format.category);
  } else {
    const format = rng.pick(INSTANT_FORMATS);
    title = formatTitle(rng, format.noun, ['Turbo', 'Mega', 'Super', 'Hyper'], rng.chance(0.3) ? ' X' : '');
    categories.add(format.category);
  }

  let seoTitle = slugify(title);
  for (let n = 2; takenSeoTitles.has(`${provider.id}/${seoTitle}`); n++) seoTitle = `${slugify(title)}-${n}`;
  takenSeoTitles.add(`${provider.id}/${seoTitle}`);

  // Release dates: most of the back catalogue is years old; a few games are fresh or unreleased.
  const released = rng.chance(0.006)
    ? CATALOGUE_DATE + rng.int(1, 30) * DAY
    : CATALOGUE_DATE - (rng.chance(0.07) ? rng.int(0, 44) : rng.int(45, 6 * 365)) * DAY;
  if (released > CATALOGUE_DATE) categories.add('prerelease');
  else if (released > CATALOGUE_DATE - 45 * DAY) categories.add('new');

  let lines: number | null = null;
  let ways: number | null = null;
  let volatility: string | null = null;
  let hitRate: string | null = null;
  let payout: string;
  if (kind === 'slot') {
    volatility = rng.pick(VOLATILITIES);
    if (rng.chance(0.07)) {
      categories.add('megaways');
      ways = 117_649;
    } else if (rng.chance(0.3)) ways = rng.pick([243, 1024, 4096]);
    else lines = rng.pick([5, 9, 10, 20, 25, 30, 40, 50, 100]);
    hitRate = money(rng.int(1500, 4500) / 100);
    payout = money(rng.int(9400, 9750) / 100);
    if (rng.chance(0.25)) categories.add('bonus-buy');
    if (rng.chance(0.12)) categories.add('animated');
    if (rng.chance(0.03)) categories.add('pragmatic-drop-wins');
    if (rng.chance(0.05)) {
      categories.add('jackpot');
      if (rng.chance(0.15)) categories.add('mystic-jackpots');
    }
  } else if (kind === 'live') {
    payout = money(rng.int(9730, 9890) / 100);
    if (rng.chance(0.15)) categories.add('pragmatic-drop-wins-live');
  } else if (kind === 'table') {
    volatility = 'low';
    payout = money(rng.int(9700, 9950) / 100);
  } else {
    volatility = rng.pick(VOLATILITIES.slice(2));
    payout = money(rng.int(9500, 9900) / 100);
  }
  if ((kind === 'slot' && rng.chance(0.35)) || (kind === 'table' && rng.chance(0.1))) categories.add('bonus-wagering');
  if (provider.crypto && rng.chance(0.08)) categories.add('btc-games');
  if (rng.chance(0.01)) categories.add('special');
  if (rng.chance(0.015)) categories.add('exclusive');
  if (rng.chance(0.03)) categories.add('trending');
  if (rng.chance(0.03)) categories.add('recommended');
  if (rng.chance(0.02)) categories.add('recommended:au');
  if (rng.chance(0.02)) categories.add('recommended:de');

  const roll = rng.next();
  const devices: ('desktop' | 'mobile')[] = kind === 'live' || roll < 0.96 ? ['desktop', 'mobile'] : roll < 0.99 ? ['desktop'] : ['mobile'];

  const currencies: Draft['currencies'] = {};
  const jackpotEur = categories.has('jackpot') ? Math.round(Math.exp(rng.int(Math.round(Math.log(5_000) * 100), Math.round(Math.log(2_000_000) * 100)) / 100)) : null;
  const skipsRareFiat = rng.chance(0.15);
  CURRENCY_SLOTS.forEach((code, slot) => {
    const info = currencyInfo(code);
    if (!info || !isCurrencyCode(code)) return;
    if (!info.fiat && !provider.crypto) return;
    if (skipsRareFiat && RARE_FIAT.has(code)) return;
    const perUnit = EUR_PER_UNIT[code] ?? 1;
    const jackpot = jackpotEur === null ? null : Math.round((jackpotEur / perUnit) * info.subunits_to_unit);
    currencies[code] = { id: 100_000 + index * 32 + slot, jackpot };
  });
  if (kind !== 'live') currencies.FUN = { id: 100_000 + index * 32 + FUN_SLOT, jackpot: null };

  // Popularity: a provider-weighted skew, fresh games get a push.
  const popularity = rng.next() ** 2 * (1 + provider.weight / 10) * (categories.has('new') ? 1.15 : 1);

  return {
    identifier: `${provider.id}/${seoTitle}`,
    provider: provider.id,
    seo_title: seoTitle,
    title,
    released_at: iso(released),
    volatility_rating: volatility,
    lines,
    ways,
    hit_rate: hitRate,
    payout,
    devices,
    categories,
    currencies,
    kind,
    popularity,
    geoTop: [rng.chance(0.35), rng.chance(0.35), rng.chance(0.35)],
  };
}

/**
 * Generates the demo catalogue. Game N depends only on the seed and games 0..N-1 (seo title
 * collisions), so a larger catalogue starts with the same games as a smaller one.
 */
export function generateCatalogue(count: number, seed = DEFAULT_SEED): SeedCatalogue {
  const taken = new Set<string>();
  const drafts: Draft[] = [];
  for (let index = 0; index < count; index++) drafts.push(draftGame(seed, index, taken));

  const byPopularity = drafts.map((draft, index) => ({ draft, index })).sort((a, b) => b.draft.popularity - a.draft.popularity || a.index - b.index);
  const topCut = Math.max(10, Math.round(count * 0.04));
  const popularCut = Math.max(20, Math.round(count * 0.12));
  const geoCut = Math.max(30, Math.round(count * 0.15));
  const ranks = new Map<Draft, number>();
  byPopularity.forEach(({ draft }, position) => {
    const rank = position + 1;
    ranks.set(draft, rank);
    if (draft.categories.has('prerelease')) return;
    if (rank <= topCut) draft.categories.add('top');
    if (rank <= popularCut) draft.categories.add('popular');
    if (rank <= geoCut) {
      if (draft.geoTop[0]) draft.categories.add('top:au');
      if (draft.geoTop[1]) draft.categories.add('top:ca');
      if (draft.geoTop[2]) draft.categories.add('top:de');
    }
  });

  const order = new Map(COLLECTIONS.map((collection, position) => [collection.id, position]));
  const games = drafts.map((draft): SeedGame => {
    const { categories, kind: _kind, popularity: _popularity, geoTop: _geoTop, ...game } = draft;
    return {
      ...game,
      popularity_rank: ranks.get(draft) ?? count,
      categories: [...categories].sort((a, b) => (order.get(a) ?? 999) - (order.get(b) ?? 999)),
    };
  });
  return {
    providers: PROVIDERS.map((provider, position) => ({ id: provider.id, title: provider.title, position })),
    collections: COLLECTIONS.map((collection, position) => ({ ...collection, position })),
    games,
  };
}
