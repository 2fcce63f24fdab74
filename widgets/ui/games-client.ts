/**
 * The calls the lobby, the game grid and the game page make, gathered from the SDK's area modules
 * (sdk/api: games, favourites and played games, menu config, banners, limits) so the widgets
 * depend on one small surface.
 */
import { startupConfigApi } from '../../sdk/api/startup-config.ts';
import { gamesApi, playerGamesApi, type Device, type GamesFilter } from '../../sdk/api/games.ts';
import { limitsApi } from '../../sdk/api/wallet.ts';
import type { HttpClient } from '../../sdk/http/client.ts';

export type { Banner } from '../../sdk/api/schemas/banners.ts';
export type { MenuCategoriesConfig as MenuCategories } from '../../sdk/api/schemas/startup-config.ts';
export type { Collection, Game, GameProvider as Provider } from '../../sdk/api/schemas/games.ts';
export type { Device };

export const catalogueClient = (http: HttpClient) => {
  const games = gamesApi(http);
  const mine = playerGamesApi(http);
  return {
    page: (filter: GamesFilter, page: number, pageSize: number, device: Device) => games.filter(filter, page, pageSize, device),
    select: (identifiers: string[], device: Device) => games.select(identifiers, device),
    bySeoTitle: (seoTitle: string) => games.selectBySeoTitles([seoTitle]),
    collections: games.collections,
    providers: games.providers,
    menu: () => startupConfigApi(http).menuCategories(),
    playedGames: mine.played,
    favouriteIds: mine.favouriteIds,
    favouriteGames: mine.favourites,
    addFavourite: mine.addFavourite,
    removeFavourite: mine.removeFavourite,
    launch: (identifier: string, mode: 'real' | 'demo') => games.launch(identifier, mode),
    limits: () => limitsApi(http).list(),
  };
};

let device: Device | undefined;

/** `device` of docs/api/games.md (contract §3.1) (from the UA in the original app; a narrow viewport at first use here). */
export function deviceOf(): Device {
  device ??= typeof matchMedia === 'function' && matchMedia('(max-width: 767px)').matches ? 'mobile' : 'desktop';
  return device;
}

/** A server render's device, from the request (host-demo/server/first-view.ts); the browser decides by its viewport. */
export const setDevice = (next: Device | undefined) => void (device = next);
