import type { HttpClient } from '../http/client.ts';
import { WinnersFeed } from './schemas/winners.ts';

/** The latest big wins (docs/api/jackpots.md, contract §5.18), newest first. Its own module so the jackpot slider does not carry it. */
export const winnersApi = (http: HttpClient) => ({
  latest: (limit = 20) => http.get('/api/stats/winners/latest', { query: { limit }, schema: WinnersFeed }),
});
