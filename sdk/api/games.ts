import type { HttpClient } from '../http/client.ts';
import type { GamesFilterBody, LaunchBody, SelectBySeoTitlesBody, SelectGamesBody } from './requests.ts';
import { casinoUrl, type Attribution } from '../embed/casino-url.ts';
import {
  Collections,
  FavouriteIds,
  GameHistoryPage,
  GameJackpots,
  GameLaunch,
  GameProviders,
  Game,
  Games,
  GamesByIdentifier,
  GamesPage,
  PlayedGames,
} from './schemas/games.ts';

export interface GamesFilter {
  categories?: string[];
  providers?: string[];
  title?: string;
}

export type Device = 'desktop' | 'mobile';

const V1 = 'application/vnd.s.v1+json';
const V2 = 'application/vnd.s.v2+json';

/** Lobby and games (docs/api/games.md, contract §3.1, §4.2). `games_filter` exists only in v2 (live platforms answer 406 otherwise). */
export const gamesApi = (http: HttpClient) => ({
  filter: ({ categories, providers, title }: GamesFilter, page = 1, pageSize = 40, device: Device = 'desktop') =>
    http.post(
      '/api/games_filter',
      {
        device,
        filter: {
          ...(categories ? { categories: { identifiers: categories, strategy: 'OR' } } : {}),
          ...(providers ? { providers } : {}),
          ...(title ? { title } : {}),
        },
        page,
        page_size: pageSize,
      },
      { schema: GamesPage, headers: { Accept: V2 } },
    ),
  /** The FE's search form: a title and no paging (the server's default page size). */
  search: (title: string, device: Device = 'desktop') =>
    http.post('/api/games_filter', { device, filter: { title } } satisfies GamesFilterBody, { schema: GamesPage, headers: { Accept: V2 } }),
  /** Games by identifier (`provider/game`), keyed by identifier; unknown ones are left out. */
  select: (game_ids: string[], device?: Device) => http.post('/api/games_filter/select', { game_ids, ...(device ? { device } : {}) } satisfies SelectGamesBody, { schema: GamesByIdentifier }),
  selectBySeoTitles: (game_seo_titles: string[], without_territorial_restrictions = false) =>
    http.post('/api/games_filter/select_by_seo_titles', { without_territorial_restrictions, game_seo_titles } satisfies SelectBySeoTitlesBody, { schema: GamesByIdentifier }),
  /** Titles in `locale` (English when the platform has none), docs/api/games.md. */
  collections: (locale?: string) => http.get('/api/games/collections', { query: { l: locale }, schema: Collections }),
  providers: () => http.get('/api/games/providers', { schema: GameProviders }),
  /** `{<CUR>: {<identifier>: amount_cents}}`: the FE sums the user's currency. */
  jackpots: () => http.get('/api/games/jackpots', { schema: GameJackpots }),
  random: (filter: { category?: string; provider?: string; device?: Device; identifier?: string } = {}) =>
    http.get('/api/games/random', { query: filter, schema: Game }),
  /** Our game launch (the contract does not show one): the URL of the provider's game page for an iframe. */
  launch: (identifier: string, mode: 'real' | 'demo', currency?: string) =>
    http.post('/api/games/launch', { identifier, mode, ...(currency ? { currency } : {}) } satisfies LaunchBody, { schema: GameLaunch }),
});

/** The player's favourite and played games (docs/api/games.md, contract §2.2): signed-in only. */
export const playerGamesApi = (http: HttpClient) => ({
  /** v1: per-currency game ids (`game.currencies[<player currency>].id`). */
  favouriteIds: () => http.get('/api/player/favorite_games', { headers: { 'accept-client': V1 }, schema: FavouriteIds }),
  /** v2: full games, oldest first (the FE shows newest first). */
  favourites: () => http.get('/api/player/favorite_games', { headers: { 'accept-client': V2 }, schema: Games }),
  addFavourite: (gameId: number) => http.put(`/api/player/favorite_games/${gameId}`),
  removeFavourite: (gameId: number) => http.delete(`/api/player/favorite_games/${gameId}`),
  /** Identifiers only: post them to `gamesApi.select` for the games. */
  played: () => http.get('/api/player/played_games', { schema: PlayedGames }),
  /** The player's real-money rounds, newest first (docs/api/games.md "Game history"). */
  history: (page = 1, pageSize = 20) => http.get('/api/player/games', { query: { page, page_size: pageSize }, schema: GameHistoryPage }),
});

export const gamesLoadErrors = {
  filter: 'LOAD_GAMES_ERROR',
  search: 'LOAD_FOUND_GAMES_ERROR',
  select: 'LOAD_GAMES_BY_IDS_ERROR',
  collections: 'LOAD_COLLECTIONS_ERROR',
  providers: 'LOAD_PROVIDERS_ERROR',
  jackpots: 'LOAD_GAME_JACKPOTS_ERROR',
  favourites: 'LOAD_FAVORITE_GAMES_ERROR',
  played: 'LOAD_PLAYED_GAMES_ERROR',
  history: 'LOAD_GAME_HISTORY_ERROR',
} as const;

/** The game page of docs/api/games.md (contract §4.1): `/play/<provider>/<seo_title>`, on the casino's origin, with the affiliate's attribution (sdk/embed/casino-url.ts). */
export function gamePageUrl(casinoOrigin: string, game: Pick<Game, 'identifier' | 'provider' | 'seo_title'>, attribution?: Attribution): string {
  const seoTitle = game.seo_title ?? game.identifier.split('/')[1] ?? '';
  return casinoUrl(casinoOrigin, `/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(seoTitle)}`, attribution);
}
