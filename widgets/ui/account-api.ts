/** Calls both account widgets share, from sdk/api. */
import { infoApi } from '../../sdk/api/info.ts';
import { playerApi } from '../../sdk/api/player.ts';
import type { HttpClient } from '../../sdk/http/client.ts';

export const accountApi = (http: HttpClient) => ({
  countries: infoApi(http).countries,
  /** PATCH /api/player: 422 `{errors: {field: [msg]}}` when anything is wrong; nothing is written then. */
  updateProfile: playerApi(http).update,
});
