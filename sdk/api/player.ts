import type { HttpClient } from '../http/client.ts';
import { Accounts, CompPoints, Player, Settings } from './schemas.ts';

/** Player calls (contract §2.2). Loads return the validated body; callers decide the fallback. */
export const playerApi = (http: HttpClient) => ({
  profile: () => http.get('/api/player', { schema: Player }),
  settings: () => http.get('/api/player/settings', { schema: Settings }),
  accounts: () => http.get('/api/player/accounts', { query: { compatibility: false }, schema: Accounts }),
  compPoints: () => http.get('/api/player/comp_points', { schema: CompPoints }),
  updateLocale: (locale: string) => http.patch('/api/player/update_locale', { locale }),
  update: (context: string, player: Record<string, unknown>) => http.patch('/api/player', { context, player }),
  addGroups: (groups: number[]) => http.post('/api/player/groups', { groups: { add: groups } }),
});
