import type { HttpClient } from '../http/client.ts';
import { AdventureView, VipClub } from './schemas/vip-club.ts';

/** The VIP club and the adventure calendar of the signed-in player (docs/api/vip.md "Routes"); apart from vip.ts so progress readers do not carry them. */
export const vipClubApi = (http: HttpClient) => ({
  /** Progress, status, level gifts, manager. */
  club: (signal?: AbortSignal) => http.get('/jam/vip_club', { schema: VipClub, signal }),
  /** The player's evaluated adventure calendar (docs/api/vip.md "Adventures"). */
  adventure: (signal?: AbortSignal) => http.get('/jam/adventure', { schema: AdventureView, signal }),
});
