/**
 * The player's favourite games, shared by every game widget on the page (a heart toggled in the
 * lobby shows in the grid too), framework-free (docs/architecture.md "Server state"). Favourites
 * are per-currency game ids (contract §2.2, §7; docs/api/games.md): the id is
 * `game.currencies[<player currency>].id`. Only players have them (docs/rules.md); a toggle is
 * refused while a request for the same game is in flight. The list is the `['player',
 * 'favourites']` query, so the session's logout drops it with the rest of the player's data.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { playerGamesApi } from '../api/games.ts';
import type { Core } from '../core.ts';
import { getQueries } from '../query/index.ts';
import { KEYS } from '../query/keys.ts';
import { getSession } from '../session/index.ts';
import { observeWhileSignedIn } from './observe-signed-in.ts';

export interface FavouritesStore {
  ids: ReadonlySignal<ReadonlySet<number>>;
  pending: ReadonlySignal<ReadonlySet<number>>;
  /** The player's list has been loaded at least once. */
  loaded: ReadonlySignal<boolean>;
  /** Adds or removes; resolves false when refused (guest, no id, already in flight) or failed. */
  toggle(gameId: number): Promise<boolean>;
  reload(): Promise<void>;
}

const stores = new WeakMap<Core, FavouritesStore>();
const EMPTY: ReadonlySet<number> = new Set();

/** The game's favourite id in the player's currency, if the game has one. */
export function favouriteIdOf(game: { currencies?: Record<string, { id: number }> }, currency: string): number | null {
  return game.currencies?.[currency]?.id ?? null;
}

export function getFavourites(core: Core): FavouritesStore {
  const existing = stores.get(core);
  if (existing) return existing;
  const session = getSession(core);
  const queries = getQueries(core);
  const api = playerGamesApi(core.http);
  const query = { key: KEYS.favourites, fetch: () => api.favouriteIds(), errorName: 'LOAD_FAVORITE_GAMES_ERROR' };
  const entry = queries.state<number[]>(KEYS.favourites);
  const ids = computed<ReadonlySet<number>>(() => (session.status.value === 'player' && entry.value.data ? new Set(entry.value.data) : EMPTY));
  const pending = signal<ReadonlySet<number>>(EMPTY);

  const withPending = (id: number, on: boolean) => {
    const next = new Set(pending.peek());
    if (on) next.add(id);
    else next.delete(id);
    pending.value = next;
  };

  const store: FavouritesStore = {
    ids,
    pending,
    loaded: computed(() => session.status.value === 'player' && entry.value.data !== undefined),
    reload: () => (session.status.peek() === 'player' ? queries.invalidate(KEYS.favourites) : Promise.resolve()),
    async toggle(id) {
      if (session.status.peek() !== 'player' || pending.peek().has(id)) return false;
      const adding = !ids.peek().has(id);
      withPending(id, true);
      try {
        await (adding ? api.addFavourite(id) : api.removeFavourite(id));
        queries.setQueryData<number[]>(KEYS.favourites, (previous = []) => (adding ? [...previous.filter((existing) => existing !== id), id] : previous.filter((existing) => existing !== id)));
        withPending(id, false);
        return true;
      } catch (error) {
        withPending(id, false);
        core.bus.emit('error', { name: adding ? 'ADD_FAVORITE_GAME_ERROR' : 'REMOVE_FAVORITE_GAME_ERROR', message: error instanceof Error ? error.message : String(error) });
        return false;
      }
    },
  };
  observeWhileSignedIn(session, queries, query);
  stores.set(core, store);
  return store;
}
