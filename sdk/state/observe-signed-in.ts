/**
 * Keeps a player query observed for the life of the page while a player is signed in, and lets it
 * go at logout (docs/architecture.md "Server state"): the shared shape of the SDK's player stores
 * (limits, favourites), one per core like the session.
 */
import { effect } from '@preact/signals-core';
import type { QueryClient, QueryOptions } from '../query/client.ts';
import type { Session } from '../session/session.ts';

export function observeWhileSignedIn<T>(session: Pick<Session, 'status'>, queries: QueryClient, query: QueryOptions<T>): void {
  let stop: (() => void) | undefined;
  effect(() => {
    const player = session.status.value === 'player';
    if (player && !stop) stop = queries.observe(query);
    if (!player && stop) {
      stop();
      stop = undefined;
    }
  });
}
