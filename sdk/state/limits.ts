/**
 * The signed-in player's responsible-gaming limits, one state per page (docs/architecture.md
 * "Server state"): the `['player', 'limits']` query, observed while a player is signed in, so the
 * host's guards, the game page's launch check and the profile's limits section share one request;
 * `game_limits` pushes invalidate it (sdk/query/channels.ts). Framework-free.
 */
import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { Limit } from '../api/schemas.ts';
import type { Core } from '../core.ts';
import { getQueries } from '../query/index.ts';
import { KEYS } from '../query/keys.ts';
import type { QueryOptions } from '../query/client.ts';
import { Limits } from '../api/schemas/wallet.ts';
import type { HttpClient } from '../http/client.ts';
import { getSession } from '../session/index.ts';
import { observeWhileSignedIn } from './observe-signed-in.ts';

export interface LimitsState {
  /** The limits ([] for a guest, or until loaded, or when the load failed). */
  list: ReadonlySignal<Limit[]>;
  /** The limits as soon as loaded ([] for a guest or on failure): joins a load in flight. */
  ensure(): Promise<Limit[]>;
  /** After a change: fetched again, every reader gets the answer. */
  reload(): Promise<void>;
}

/** The player's responsible-gaming limits (kept current by `game_limits`, sdk/query/channels.ts). */
export const limitsQuery = (http: HttpClient): QueryOptions<Limit[]> => ({
  key: KEYS.limits,
  fetch: (signal) => http.get('/api/user_limits', { schema: Limits, signal }),
  errorName: 'LOAD_LIMITS_ERROR',
});

const states = new WeakMap<Core, LimitsState>();

export function getLimits(core: Core): LimitsState {
  const existing = states.get(core);
  if (existing) return existing;
  const queries = getQueries(core);
  const session = getSession(core);
  const query = limitsQuery(core.http);
  const entry = queries.state<Limit[]>(KEYS.limits);
  const state: LimitsState = {
    list: computed(() => (session.status.value === 'player' ? (entry.value.data ?? []) : [])),
    ensure: () => (session.status.peek() === 'player' ? queries.fetchQuery(query).catch(() => []) : Promise.resolve([])),
    reload: () => queries.invalidate(KEYS.limits),
  };
  observeWhileSignedIn(session, queries, query);
  states.set(core, state);
  return state;
}
