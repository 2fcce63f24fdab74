import type { HttpClient } from '../http/client.ts';
import { Jackpots, JackpotWins } from './schemas.ts';

/** Jackpots and their winners (contract §3.7, §5.17). */
export const jackpotsApi = (http: HttpClient) => ({
  list: () => http.get('/api/jackpots', { schema: Jackpots }),
  wins: (limit = 20) => http.get('/api/jackpot_wins', { query: { limit }, schema: JackpotWins }),
});
