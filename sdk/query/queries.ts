/**
 * The shared query definitions (docs/architecture.md "Server state"): one key, one fetch (with
 * the query's AbortSignal, honoured by the HTTP client) and one error name per resource, so every
 * widget and page asking for it joins the same entry. Every fetch is an sdk/api call with its schema.
 * These are the session's (every widget with a player loads them, so their schemas are only the
 * core's own, schemas/session.ts); the others live with their state (sdk/state/limits.ts,
 * sdk/query/catalogue.ts), so a module pulls no schema it does not use.
 */
import { playerApi } from '../api/player.ts';
import type { Accounts, CompPoints, SessionPlayerFields } from '../api/schemas/session.ts';
import type * as z from 'zod/mini';
import type { HttpClient } from '../http/client.ts';
import type { QueryOptions } from './client.ts';
import { KEYS } from './keys.ts';

const MINUTE = 60_000;

export const accountsQuery = (http: HttpClient): QueryOptions<z.infer<typeof Accounts>> => ({
  key: KEYS.accounts,
  fetch: (signal) => playerApi(http).accounts(signal),
  errorName: 'LOAD_ACCOUNTS_ERROR',
});

export const compPointsQuery = (http: HttpClient): QueryOptions<z.infer<typeof CompPoints>> => ({
  key: KEYS.compPoints,
  fetch: (signal) => playerApi(http).compPoints(signal),
  errorName: 'LOAD_COMP_POINTS_ERROR',
});

/** Which profile fields each context requires: the same for every player, asked once a page. */
export const playerFieldsQuery = (http: HttpClient): QueryOptions<SessionPlayerFields> => ({
  key: KEYS.playerFields,
  fetch: (signal) => playerApi(http).playerFields(signal),
  errorName: 'LOAD_PLAYER_FIELDS_ERROR',
  staleMs: 10 * MINUTE,
});
