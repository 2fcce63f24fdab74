import type { HttpClient } from '../http/client.ts';
import { PlayerStats, Subscriptions } from './schemas/player.ts';
import { Accounts, CompPoints, Player, Settings } from './schemas/session.ts';

/**
 * Player calls (contract §2.2). `playerApi` is what the shared core needs (sdk/core.ts), so it
 * stays small: every widget on a page pays for it (its schemas are in schemas/session.ts). The
 * rest of the player's own calls are in `profileApi`. Loads return the validated body; callers
 * decide the fallback (see `playerLoadErrors`).
 */
export const playerApi = (http: HttpClient) => ({
  profile: () => http.get('/api/player', { schema: Player }),
  settings: () => http.get('/api/player/settings', { schema: Settings }),
  accounts: () => http.get('/api/player/accounts', { query: { compatibility: false }, schema: Accounts }),
  compPoints: () => http.get('/api/player/comp_points', { schema: CompPoints }),
  updateLocale: (locale: string) => http.patch('/api/player/update_locale', { locale }),
  update: (context: string, player: Record<string, unknown>) => http.patch('/api/player', { context, player }),
  addGroups: (groups: number[]) => http.post('/api/player/groups', { groups: { add: groups } }),
});

export interface GroupChange {
  add?: (number | string)[];
  /** HEAD only (contract §8). */
  remove?: (number | string)[];
}

/** The player's stats, groups, subscriptions and bonus settings (contract §2.2, §2.3). */
export const profileApi = (http: HttpClient) => ({
  stats: () => http.get('/api/player/stats', { schema: PlayerStats }),
  updateGroups: (groups: GroupChange) => http.post('/api/player/groups', { groups }),
  subscriptions: () => http.get('/api/subscriptions', { schema: Subscriptions }),
  updateSubscriptions: (subscription_params: Partial<Subscriptions>) => http.put('/api/subscriptions', { subscription_params }),
  setBonusCode: (deposit_bonus_code: string) => http.patch('/api/player/set_bonus_code', { deposit_bonus_code }),
  clearBonusCode: () => http.delete('/api/player/clear_bonus_code'),
  updateBonusSettings: (can_issue: boolean) => http.patch('/api/player/update_bonus_settings', { can_issue }),
});
