/** Lobby and games (docs/api/games.md, contract §3.1, §4.1, §2.2 favourites and played games). */
import * as z from 'zod/mini';
import { cents, int, isoOrNull, strings } from './common.ts';

const text = z.optional(z.nullable(z.string()));

/**
 * docs/api/games.md (contract §4.1) GameRaw: one item of `games_filter.data`, of the `select` maps and of favourites
 * v2. Only what every widget needs is required; the rest is optional (older platforms omit it).
 */
export const Game = z.looseObject({
  identifier: z.string(),
  title: z.string(),
  provider: z.string(),
  seo_title: z.optional(z.string()),
  uniq_seo_title: z.optional(z.boolean()),
  categories: z.optional(strings),
  /** Per-currency launchable id; `FUN` = demo. `jackpot` in that currency's subunits. */
  currencies: z.optional(z.record(z.string(), z.looseObject({ id: z.number(), jackpot: z.optional(z.nullable(cents)) }))),
  devices: z.optional(strings),
  has_demo_mode: z.optional(z.boolean()),
  lines: z.optional(z.nullable(int)),
  ways: z.optional(z.nullable(int)),
  volatility_rating: text,
  hit_rate: text,
  payout: text,
  unfinished_games_for: z.optional(z.array(z.unknown())),
  is_geo_available: z.optional(z.boolean()),
  /** Our additions (docs/api/games.md): derived fields the app would otherwise compute. */
  collections: z.optional(z.record(z.string(), z.number())),
  badges: z.optional(z.array(z.looseObject({ type: z.string() }))),
  preview: z.optional(z.string()),
  released_at: text,
});
export type Game = z.infer<typeof Game>;
export const Games = z.array(Game);

/** POST /api/games_filter: paging stops when `next_page` is null. */
export const GamesPage = z.looseObject({
  data: Games,
  pagination: z.optional(
    z.looseObject({
      current_page: z.optional(int),
      next_page: z.nullable(z.number()),
      prev_page: z.optional(z.nullable(int)),
      total_pages: z.optional(int),
      total_count: z.optional(int),
    }),
  ),
});
export type GamesPage = z.infer<typeof GamesPage>;

/** One real-money round of the player (GET /api/player/games; docs/api/games.md "Game history"). */
export const GameRound = z.looseObject({
  round_id: z.string(),
  game_identifier: z.string(),
  game_title: z.string(),
  currency: z.string(),
  bet_cents: cents,
  win_cents: cents,
  state: z.enum(['open', 'settled', 'rolled_back']),
  created_at: z.string(),
});
export type GameRound = z.infer<typeof GameRound>;

/** GET /api/player/games: the player's rounds, newest first, paged like `games_filter`. */
export const GameHistoryPage = z.looseObject({
  data: z.array(GameRound),
  pagination: z.looseObject({ current_page: int, next_page: z.nullable(int), prev_page: z.nullable(int), total_pages: int, total_count: int }),
});
export type GameHistoryPage = z.infer<typeof GameHistoryPage>;

/** POST /api/games_filter/select and select_by_seo_titles: keyed by identifier. */
export const GamesByIdentifier = z.record(z.string(), Game);
export type GamesByIdentifier = z.infer<typeof GamesByIdentifier>;

/** GET /api/games/collections: ids may carry a geo suffix (`top:au`). */
export const Collection = z.looseObject({ id: z.string(), title: z.string(), games_count: z.optional(int) });
export type Collection = z.infer<typeof Collection>;
export const Collections = z.array(Collection);

export const GameProvider = z.looseObject({ id: z.string(), title: z.string() });
export type GameProvider = z.infer<typeof GameProvider>;
export const GameProviders = z.array(GameProvider);

/** GET /api/games/jackpots: `{<CUR>: {<identifier>: amount_cents}}`. */
export const GameJackpots = z.record(z.string(), z.record(z.string(), z.number()));
export type GameJackpots = z.infer<typeof GameJackpots>;

/** GET /api/player/favorite_games v1: per-currency game ids. */
export const FavouriteIds = z.array(int);

/** GET /api/player/played_games item. */
export const PlayedGame = z.looseObject({ identifier: z.string(), last_activity_at: isoOrNull });
export type PlayedGame = z.infer<typeof PlayedGame>;
export const PlayedGames = z.array(PlayedGame);

/** POST /api/games/launch (our decision; the contract does not show game launch): the iframe URL. */
export const GameLaunch = z.looseObject({
  url: z.string(),
  token: z.optional(z.string()),
  expires_at: z.optional(z.string()),
  mode: z.optional(z.enum(['real', 'demo'])),
  currency: z.optional(z.string()),
  identifier: z.optional(z.string()),
  engine: z.optional(z.string()),
});
export type GameLaunch = z.infer<typeof GameLaunch>;
