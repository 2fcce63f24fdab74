import { vipClubApi } from '../../sdk/api/vip-club.ts';
import type { VipClub } from '../../sdk/api/schemas/vip-club.ts';
import type { HttpClient } from '../../sdk/http/client.ts';
import type { QueryOptions } from '../../sdk/query/client.ts';

export type { VipClub };

export const VIP_CLUB_KEY = ['vip-club'] as const;

/** The club query (docs/api/vip.md "Routes"): read again whenever it is shown and on every promotion push. */
export const vipClubQuery = (http: HttpClient): QueryOptions<VipClub> => ({
  key: [...VIP_CLUB_KEY],
  fetch: (signal) => vipClubApi(http).club(signal),
  staleMs: 0,
  errorName: 'LOAD_VIP_CLUB_ERROR',
});
