import type { HttpClient } from '../http/client.ts';
import { PlayerStats, Subscriptions } from './schemas/player.ts';
import { Accounts, CompPoints, Player, SessionPlayerFields, Settings } from './schemas/session.ts';
import type { BonusCodeBody, BonusSettingsBody, GroupsBody, LocaleBody, ProfilePatchBody, SubscriptionsBody } from './requests.ts';

/**
 * Player calls (docs/api/auth-and-players.md, contract §2.2). `playerApi` is what the shared core needs (sdk/core.ts), so it
 * stays small: every widget on a page pays for it (its schemas are in schemas/session.ts). The
 * rest of the player's own calls are in `profileApi`. Loads return the validated body; callers
 * decide the fallback (see `playerLoadErrors`).
 */
/** The PATCH /api/player context (which fields it requires) and fields, as the route declares them. */
export type ProfileContext = ProfilePatchBody['context'];
export type ProfilePatch = ProfilePatchBody['player'];

export const playerApi = (http: HttpClient) => ({
  profile: () => http.get('/api/player', { schema: Player }),
  settings: () => http.get('/api/player/settings', { schema: Settings }),
  accounts: (signal?: AbortSignal) => http.get('/api/player/accounts', { query: { compatibility: false }, schema: Accounts, signal }),
  compPoints: (signal?: AbortSignal) => http.get('/api/player/comp_points', { schema: CompPoints, signal }),
  /** Which profile fields each context requires, as the session reads them (the full field rules: `infoApi.playerFields`). */
  playerFields: (signal?: AbortSignal) => http.get('/api/info/player_fields', { schema: SessionPlayerFields, signal }),
  updateLocale: (locale: string) => http.patch('/api/player/update_locale', { locale } satisfies LocaleBody),
  update: (context: ProfileContext, player: ProfilePatch) => http.patch('/api/player', { context, player } satisfies ProfilePatchBody),
  addGroups: (groups: number[]) => http.post('/api/player/groups', { groups: { add: groups } } satisfies GroupsBody),
});

export interface GroupChange {
  add?: (number | string)[];
  /** HEAD only (docs/api.md, contract §8). */
  remove?: (number | string)[];
}

/** The player's stats, groups, subscriptions and bonus settings (docs/api/auth-and-players.md, contract §2.2, §2.3). */
export const profileApi = (http: HttpClient) => ({
  stats: () => http.get('/api/player/stats', { schema: PlayerStats }),
  updateGroups: (groups: GroupChange) => http.post('/api/player/groups', { groups } satisfies GroupsBody),
  subscriptions: () => http.get('/api/subscriptions', { schema: Subscriptions }),
  updateSubscriptions: (subscription_params: Partial<Subscriptions>) => http.put('/api/subscriptions', { subscription_params } satisfies SubscriptionsBody),
  setBonusCode: (deposit_bonus_code: string) => http.patch('/api/player/set_bonus_code', { deposit_bonus_code } satisfies BonusCodeBody),
  clearBonusCode: () => http.delete('/api/player/clear_bonus_code'),
  updateBonusSettings: (can_issue: boolean) => http.patch('/api/player/update_bonus_settings', { can_issue } satisfies BonusSettingsBody),
});
