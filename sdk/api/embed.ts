/**
 * The embedded login hand-off (docs/host.md "Embedded mode", docs/api/auth-and-players.md
 * "Embedded login hand-off"): only the casino's frame on a partner page and its first-party login
 * window call these, so they live apart from `auth.ts`, out of every page's first load.
 */
import type { HttpClient } from '../http/client.ts';
import type { EmbedSessionBody } from './requests.ts';
import { EmbedSignInCode } from './schemas/embed.ts';
import { SignedInPlayer } from './schemas/player.ts';

export const embedApi = (http: HttpClient) => ({
  /** From a signed-in first-party window of the casino only. */
  embedCode: () => http.post('/api/users/embed_code', {}, { schema: EmbedSignInCode }),
  /** The frame exchanges that code, once, for its own (partitioned) session. */
  embedSession: (code: string) => http.post('/api/users/embed_session', { code } satisfies EmbedSessionBody, { schema: SignedInPlayer }),
});
