import type { HttpClient } from '../http/client.ts';
import { Jackpots, JackpotWins } from './schemas/jackpots.ts';

/** Jackpots and their winners (docs/api/jackpots.md, contract §3.7, §5.17). Kept to what the jackpot slider needs. */
export const jackpotsApi = (http: HttpClient) => ({
  list: () => http.get('/api/jackpots', { schema: Jackpots }),
  wins: (limit = 20) => http.get('/api/jackpot_wins', { query: { limit }, schema: JackpotWins }),
});
