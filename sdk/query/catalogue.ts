/** Catalogue queries shared by the lobby widget and the host's pages (docs/architecture.md "Server state"). */
import type * as z from 'zod/mini';
import { GameProviders } from '../api/schemas/games.ts';
import type { HttpClient } from '../http/client.ts';
import type { QueryOptions } from './client.ts';
import { KEYS } from './keys.ts';

export const providersQuery = (http: HttpClient): QueryOptions<z.infer<typeof GameProviders>> => ({
  key: KEYS.providers,
  fetch: (signal) => http.get('/api/games/providers', { schema: GameProviders, signal }),
  errorName: 'LOAD_PROVIDERS_ERROR',
  staleMs: 10 * 60_000,
});
