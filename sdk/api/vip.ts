import type { HttpClient } from '../http/client.ts';
import { AdventureView, VipClub, VipProgress } from './schemas/vip.ts';

/** VIP progress from the app's own service (docs/product/vip-and-adventures.md#progress, contract §3.7, §5.12); on failure the FE shows "regular". */
export const vipApi = (http: HttpClient) => ({
  progress: () => http.get('/jam/vip_status_progress', { schema: VipProgress }),
  /** The club of the signed-in player: progress, status, level gifts, manager (docs/api/vip.md "Routes"). */
  club: (signal?: AbortSignal) => http.get('/jam/vip_club', { schema: VipClub, signal }),
  /** The player's evaluated adventure calendar (docs/api/vip.md "Adventures"). */
  adventure: (signal?: AbortSignal) => http.get('/jam/adventure', { schema: AdventureView, signal }),
});
