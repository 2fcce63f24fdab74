/**
 * The shared query definitions (docs/architecture.md "Server state"): one key, one fetch (with
 * the query's AbortSignal, honoured by the HTTP client) and one error name per resource, so every
 * widget and page asking for it joins the same entry. Paths and schemas are the ones of sdk/api.
 */
import { GameProviders } from '../api/schemas/games.ts';
import { PlayerFields } from '../api/schemas/info.ts';
import { Accounts, CompPoints } from '../api/schemas/session.ts';
import { Limits } from '../api/schemas/wallet.ts';
import type * as z from 'zod/mini';
import type { HttpClient } from '../http/client.ts';
import type { QueryOptions } from './client.ts';
import { KEYS } from './keys.ts';

const MINUTE = 60_000;

export const accountsQuery = (http: HttpClient): QueryOptions<z.infer<typeof Accounts>> => ({
  key: KEYS.accounts,
  fetch: (signal) => http.get('/api/player/accounts', { query: { compatibility: false }, schema: Accounts, signal }),
  errorName: 'LOAD_ACCOUNTS_ERROR',
});

export const compPointsQuery = (http: HttpClient): QueryOptions<z.infer<typeof CompPoints>> => ({
  key: KEYS.compPoints,
  fetch: (signal) => http.get('/api/player/comp_points', { schema: CompPoints, signal }),
  errorName: 'LOAD_COMP_POINTS_ERROR',
});

/** Which profile fields each context requires: the same for every player, asked once a page. */
export const playerFieldsQuery = (http: HttpClient): QueryOptions<z.infer<typeof PlayerFields>> => ({
  key: KEYS.playerFields,
  fetch: (signal) => http.get('/api/info/player_fields', { schema: PlayerFields, signal }),
  errorName: 'LOAD_PLAYER_FIELDS_ERROR',
  staleMs: 10 * MINUTE,
});

/** The player's responsible-gaming limits (kept current by `game_limits`, sdk/query/channels.ts). */
export const limitsQuery = (http: HttpClient): QueryOptions<z.infer<typeof Limits>> => ({
  key: KEYS.limits,
  fetch: (signal) => http.get('/api/user_limits', { schema: Limits, signal }),
  errorName: 'LOAD_LIMITS_ERROR',
});

export const providersQuery = (http: HttpClient): QueryOptions<z.infer<typeof GameProviders>> => ({
  key: KEYS.providers,
  fetch: (signal) => http.get('/api/games/providers', { schema: GameProviders, signal }),
  errorName: 'LOAD_PROVIDERS_ERROR',
  staleMs: 10 * MINUTE,
});
