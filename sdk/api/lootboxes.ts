import type { HttpClient } from '../http/client.ts';
import { Lootbox, Lootboxes } from './schemas/lootbox.ts';

/** Lootboxes and the wheel (docs/product/loyalty-lootboxes-wheel.md#lootboxes, contract §3.5, §5.14; served by platform/lootboxes, docs/api/lootboxes.md). */
export const lootboxesApi = (http: HttpClient) => ({
  list: () => http.get('/api/player/lootboxes', { schema: Lootboxes }),
  /**
   * Spins: the answer is the spin result, presumably the lootbox with the won item `prize: true`
   * (contract: inferred). Validated as a Lootbox, so a different answer is reported, not guessed at.
   */
  activate: (id: number) => http.post(`/api/player/lootboxes/${id}/activation`, undefined, { schema: Lootbox }),
});
