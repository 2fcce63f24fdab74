/**
 * The player's favourite games, shared by every game widget on the page (a heart toggled in the
 * lobby shows in the grid too). Favourites are per-currency game ids (contract §2.2, §7): the id
 * is `game.currencies[<player currency>].id`. Only players have them (spec 001 §4); a toggle is
 * refused while a request for the same game is in flight.
 */
import { batch, effect, signal, type Signal } from '@preact/signals-core';
import type { Core } from '../../sdk/core.ts';
import { load } from '../../sdk/http/load.ts';
import { catalogueClient } from './games-client.ts';
import { ensureSession } from './use-player.ts';

export interface FavouritesStore {
  ids: Signal<ReadonlySet<number>>;
  pending: Signal<ReadonlySet<number>>;
  /** The player's list has been loaded at least once. */
  loaded: Signal<boolean>;
  /** Adds or removes; resolves false when refused (guest, no id, already in flight) or failed. */
  toggle(gameId: number): Promise<boolean>;
  reload(): Promise<void>;
}

const stores = new WeakMap<Core, FavouritesStore>();

/** The game's favourite id in the player's currency, if the game has one. */
export function favouriteIdOf(game: { currencies?: Record<string, { id: number }> }, currency: string): number | null {
  return game.currencies?.[currency]?.id ?? null;
}

export function getFavourites(core: Core): FavouritesStore {
  const existing = stores.get(core);
  if (existing) return existing;
  const session = ensureSession(core);
  const api = catalogueClient(core.http);
  const ids = signal<ReadonlySet<number>>(new Set());
  const pending = signal<ReadonlySet<number>>(new Set());
  const loaded = signal(false);

  const reload = async () => {
    if (session.status.peek() !== 'player') {
      batch(() => {
        ids.value = new Set();
        loaded.value = false;
      });
      return;
    }
    const list = await load(core.bus, 'LOAD_FAVORITE_GAMES_ERROR', () => api.favouriteIds(), null);
    if (list && session.status.peek() === 'player') {
      batch(() => {
        ids.value = new Set(list);
        loaded.value = true;
      });
    }
  };

  const withPending = (id: number, on: boolean) => {
    const next = new Set(pending.peek());
    if (on) next.add(id);
    else next.delete(id);
    pending.value = next;
  };

  const store: FavouritesStore = {
    ids,
    pending,
    loaded,
    reload,
    async toggle(id) {
      if (session.status.peek() !== 'player' || pending.peek().has(id)) return false;
      const adding = !ids.peek().has(id);
      withPending(id, true);
      try {
        await (adding ? api.addFavourite(id) : api.removeFavourite(id));
        const next = new Set(ids.peek());
        if (adding) next.add(id);
        else next.delete(id);
        batch(() => {
          ids.value = next;
          withPending(id, false);
        });
        return true;
      } catch (error) {
        withPending(id, false);
        core.bus.emit('error', { name: adding ? 'ADD_FAVORITE_GAME_ERROR' : 'REMOVE_FAVORITE_GAME_ERROR', message: error instanceof Error ? error.message : String(error) });
        return false;
      }
    },
  };
  // Follows login and logout for the life of the page (one store per core, like the session).
  effect(() => {
    if (session.status.value !== 'unknown') void reload();
  });
  stores.set(core, store);
  return store;
}
