import type { HttpClient } from '../http/client.ts';
import { AdventureView, VipClub } from './schemas/vip-club.ts';
import { VipProgramConfig } from './schemas/vip.ts';

/** The VIP club and the adventure calendar of the signed-in player (docs/api/vip.md "Routes"); apart from vip.ts so progress readers do not carry them. */
export const vipClubApi = (http: HttpClient) => ({
  /** The programme's statuses and thresholds (`/api/fe/config/vip-program-config`, docs/api/info-cms.md); here rather than through sdk/api/config.ts, whose module would split into a chunk of its own shared with the account widgets. */
  program: (signal?: AbortSignal) => http.get('/api/fe/config/vip-program-config', { schema: VipProgramConfig, signal }),
  /** Progress, status, level gifts, manager. */
  club: (signal?: AbortSignal) => http.get('/jam/vip_club', { schema: VipClub, signal }),
  /** The player's evaluated adventure calendar (docs/api/vip.md "Adventures"). */
  adventure: (signal?: AbortSignal) => http.get('/jam/adventure', { schema: AdventureView, signal }),
});
