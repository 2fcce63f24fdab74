import { useMemo } from 'react';
import type { Core } from '../../sdk/core.ts';
import { favouriteIdOf, getFavourites } from '../../sdk/state/favourites.ts';
import type { Game } from './games-client.ts';
import type { TileFavourite } from './GameTile.tsx';
import type { PlayerView } from './use-player.ts';
import { useSignalValue } from './use-signal.ts';

/**
 * A tile's favourite toggle: only for players and games with an id in the player's currency
 * (docs/product/lobby-and-games.md#favourites, spec 001 §4); `pending` while the PUT/DELETE is in flight, when further clicks are ignored.
 */
export function useFavouriteToggle(core: Core, game: Game | null, player: PlayerView): TileFavourite | null {
  const store = useMemo(() => getFavourites(core), [core]);
  const ids = useSignalValue(store.ids);
  const pending = useSignalValue(store.pending);
  if (!game || !player.loggedIn) return null;
  const id = favouriteIdOf(game, player.currency);
  if (id === null) return null;
  return { active: ids.has(id), pending: pending.has(id), onToggle: () => void store.toggle(id) };
}
