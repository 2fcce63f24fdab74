import { maskWinnerName } from '../../sdk/rules/jackpots.ts';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { catalogueOf } from '../games/catalogue.ts';
import { attachJackpots, pickCatalogueGames, type GamePick } from './attach.ts';
import { createJackpot, type JackpotDefinition } from './define.ts';
import { convertSubunits } from './rates.ts';
import { insertBigWin } from './winners.ts';

/** Small deterministic PRNG (mulberry32): the same seed data on every fresh database. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const FIAT_ALLOWED = ['EUR', 'USD', 'GBP', 'CAD', 'AUD', 'NZD', 'NOK', 'PLN'];

/**
 * The games each seeded jackpot lists, picked from the catalogue (docs/api/jackpots.md "Seed"), so
 * every listed game exists and real spins on it contribute. The category rule adds the rest.
 */
export const JACKPOT_GAME_PICKS: Readonly<Record<string, GamePick>> = {
  'rocket-jackpot': { category: 'jackpot', currency: 'EUR', count: 6 },
  'mystic-jackpot': { category: 'mystic-jackpots', currency: 'EUR', count: 3 },
  'btc-jackpot': { category: 'btc-games', currency: 'BTC', count: 6 },
  'summer-jackpot': { category: 'jackpot', currency: 'EUR', count: 3, skip: 3 },
};

/** After the catalogue was replaced (`npm run seed -- --games N`): the seeded jackpots list games of the new catalogue. */
export const reattachSeededJackpots = (ctx: Pick<PlatformContext, 'db'>) => attachJackpots(ctx, JACKPOT_GAME_PICKS);

const EUR = 100;
/** Satoshi per BTC (platform/money/currencies.ts). */
const SAT = 100_000_000;

const DEFINITIONS: JackpotDefinition[] = [
  {
    name: 'Rocket Jackpot',
    identifier: 'rocket-jackpot',
    currency: 'EUR',
    allowedCurrencies: FIAT_ALLOWED,
    gameCategory: 'jackpot',
    minBetCents: 20,
    levels: [
      { name: 'Mini', seedCents: 50 * EUR, contributionBp: 20, dropRange: [80 * EUR, 150 * EUR] },
      { name: 'Major', seedCents: 1_000 * EUR, contributionBp: 15, dropRange: [1_500 * EUR, 3_000 * EUR] },
      { name: 'Mega', seedCents: 25_000 * EUR, contributionBp: 10, dropRange: [40_000 * EUR, 100_000 * EUR] },
    ],
  },
  {
    name: 'Mystic Jackpot',
    identifier: 'mystic-jackpot',
    currency: 'EUR',
    allowedCurrencies: FIAT_ALLOWED,
    gameCategory: 'mystic-jackpots',
    minBetCents: 10,
    levels: [
      { name: 'Mini', seedCents: 20 * EUR, contributionBp: 25, dropRange: [30 * EUR, 60 * EUR] },
      { name: 'Major', seedCents: 500 * EUR, contributionBp: 15, dropRange: [750 * EUR, 1_500 * EUR] },
      { name: 'Mega', seedCents: 10_000 * EUR, contributionBp: 10, dropRange: [15_000 * EUR, 40_000 * EUR] },
    ],
  },
  {
    name: 'Daily Drop',
    identifier: 'daily-drop',
    currency: 'EUR',
    allowedCurrencies: FIAT_ALLOWED,
    gameCategory: 'slots',
    levels: [
      { name: 'Hourly', seedCents: 10 * EUR, contributionBp: 10, dropRange: [15 * EUR, 40 * EUR] },
      { name: 'Daily', seedCents: 200 * EUR, contributionBp: 8, dropRange: [300 * EUR, 800 * EUR] },
      { name: 'Super', seedCents: 5_000 * EUR, contributionBp: 5, dropRange: [7_500 * EUR, 20_000 * EUR] },
    ],
  },
  {
    name: 'Bitcoin Jackpot',
    identifier: 'btc-jackpot',
    currency: 'BTC',
    allowedCurrencies: ['BTC', 'ETH', 'LTC'],
    gameCategory: 'btc-games',
    levels: [
      { name: 'Mini', seedCents: 100_000, contributionBp: 20, dropRange: [200_000, 400_000] },
      { name: 'Major', seedCents: 2_000_000, contributionBp: 15, dropRange: [3_000_000, 6_000_000] },
      { name: 'Mega', seedCents: 50_000_000, contributionBp: 10, dropRange: [80_000_000, 2 * SAT] },
    ],
  },
  {
    name: 'Summer Jackpot',
    identifier: 'summer-jackpot',
    state: 'inactive',
    currency: 'EUR',
    allowedCurrencies: ['EUR'],
    levels: [
      { name: 'Mini', seedCents: 30 * EUR, contributionBp: 20, dropRange: [50 * EUR, 100 * EUR] },
      { name: 'Major', seedCents: 750 * EUR, contributionBp: 15, dropRange: [1_000 * EUR, 2_500 * EUR] },
      { name: 'Mega', seedCents: 15_000 * EUR, contributionBp: 10, dropRange: [20_000 * EUR, 60_000 * EUR] },
    ],
  },
];

const NICKNAMES = [
  'LuckyLynx', 'SpinQueen', 'RocketRaccoon77', 'MidnightAce', 'GoldenGoose', 'NordicNova', 'CasinoKiwi', 'VelvetViper',
  'ZenGambler', 'BlazingBear', 'CrimsonCoin', 'TurboTiger', 'SilentSpinner', 'MapleMagic', 'OceanOwl', 'JackpotJules',
  'FrostyFox', 'NeonNinja', 'WildWombat', 'StarryStella',
];

/** Seeded winners-feed items name only catalogue games: popular slots, in a currency each game takes. */
const FEED_PICKS: Readonly<Record<'fiat' | 'crypto', GamePick>> = {
  fiat: { category: 'slots', currency: 'EUR', count: 8 },
  crypto: { category: 'btc-games', currency: 'BTC', count: 4 },
};

/** Jackpots with live amounts, ~20 historic jackpot wins and ~30 winners-feed items, all deterministic but the hidden drop values. */
export function seedJackpots(ctx: PlatformContext): void {
  const random = prng(0x1ac4b07);
  const now = ctx.clock.now();
  immediate(ctx.db, () => {
    const levelIds: { levelId: number; jackpotId: number; currency: string; allowed: string[]; range: [number, number] }[] = [];
    for (const definition of DEFINITIONS) {
      // Start each level part-way to its drop range, so the slider does not show bare seeds.
      const levels = definition.levels.map((level) => ({
        ...level,
        amountCents: level.seedCents + Math.floor((level.dropRange[0] - level.seedCents) * (0.2 + 0.7 * random.next())),
      }));
      const pick = JACKPOT_GAME_PICKS[definition.identifier];
      const games = pick ? pickCatalogueGames(ctx.db, pick) : definition.games;
      const jackpotId = createJackpot(ctx, { ...definition, games, levels });
      const rows = ctx.db.prepare<[number], { id: number }>('SELECT id FROM jackpot_levels WHERE jackpot_id = ? ORDER BY level_index').all(jackpotId);
      rows.forEach((row, index) =>
        levelIds.push({
          levelId: row.id,
          jackpotId,
          currency: definition.currency,
          allowed: definition.allowedCurrencies ?? [definition.currency],
          range: definition.levels[index]!.dropRange,
        }),
      );
    }

    const insertWin = ctx.db.prepare(
      `INSERT INTO jackpot_wins (jackpot_id, level_id, user_id, user_name, currency, amount_cents, original_currency,
         original_amount_cents, created_at, approved_at)
       VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const addPaidOut = ctx.db.prepare('UPDATE jackpot_levels SET paid_out_cents = paid_out_cents + ? WHERE id = ?');
    // Historic wins of the active jackpots (the inactive one is the last definition), lower levels far more often.
    const winnable = levelIds.filter((level) => level.jackpotId !== levelIds.at(-1)!.jackpotId);
    for (let index = 0; index < 20; index++) {
      const weighted = winnable.filter((_, position) => random.next() < [0.9, 0.45, 0.12][position % 3]!);
      const level = random.pick(weighted.length ? weighted : winnable);
      const original = random.int(level.range[0], level.range[1]);
      const winnerCurrency = random.next() < 0.75 ? level.currency : random.pick(level.allowed);
      const createdAt = iso(now - random.int(1, 30 * 24 * 60) * 60_000);
      insertWin.run(
        level.jackpotId,
        level.levelId,
        maskWinnerName(random.pick(NICKNAMES)),
        winnerCurrency,
        convertSubunits(original, level.currency, winnerCurrency),
        level.currency,
        original,
        createdAt,
        createdAt,
      );
      addPaidOut.run(original, level.levelId);
    }

    seedWinnersFeed(ctx, random, now);
  });
}

/** ~30 winners-feed items of catalogue games over the last few hours (seeded rows have no user). */
function seedWinnersFeed(ctx: PlatformContext, random: ReturnType<typeof prng>, now: number): void {
  const catalogue = catalogueOf(ctx.db);
  const fiatGames = pickCatalogueGames(ctx.db, FEED_PICKS.fiat);
  const cryptoGames = pickCatalogueGames(ctx.db, FEED_PICKS.crypto);
  let at = now;
  for (let index = 0; index < 30 && fiatGames.length > 0; index++) {
    at -= random.int(1, 12) * 60_000;
    const crypto = random.next() < 0.2 && cryptoGames.length > 0;
    const game = catalogue.byIdentifier.get(random.pick(crypto ? cryptoGames : fiatGames))!;
    const currency = crypto ? 'BTC' : random.next() < 0.8 ? 'EUR' : 'USD';
    const bet = crypto ? random.pick([20_000, 50_000, 100_000, 250_000]) : random.pick([20, 50, 100, 200, 500, 1_000, 2_500]);
    const multiplier = random.int(10, 2_500) + random.int(0, 99) / 100;
    insertBigWin(ctx.db, {
      user_id: null,
      nickname: maskWinnerName(random.pick(NICKNAMES)),
      currency,
      game_identifier: game.identifier,
      game_title: game.title,
      game_table_image_path: game.raw.preview,
      game_table_url: `/play/${game.identifier}`,
      bet_cents: bet,
      win_cents: Math.round(bet * multiplier),
      at_ms: at,
    });
  }
}

/**
 * Brings a database seeded before jackpots and the feed named catalogue games up to date (a seed
 * step, once per database; docs/api/jackpots.md "Seed"): the seeded jackpots list catalogue
 * games, and seeded feed rows naming games the catalogue lacks are replaced by fresh ones.
 */
export function repairSeededJackpots(ctx: PlatformContext): void {
  immediate(ctx.db, () => {
    reattachSeededJackpots(ctx);
    const { changes } = ctx.db.prepare('DELETE FROM big_wins WHERE user_id IS NULL AND game_identifier NOT IN (SELECT identifier FROM games)').run();
    if (changes > 0) seedWinnersFeed(ctx, prng(0x1ac4b08), ctx.clock.now());
  });
}
