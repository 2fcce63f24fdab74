/**
 * The embedded login hand-off (docs/host.md "Embedded mode", docs/api/auth-and-players.md
 * "Embedded login hand-off"): only the casino's frame on a partner page and its first-party login
 * window call these, so they live apart from `auth.ts`, out of every page's first load.
 */
import * as z from 'zod/mini';
import type { HttpClient } from '../http/client.ts';
import type { EmbedSessionBody } from './requests.ts';
import { int } from './schemas/common.ts';
import { SignedInPlayer } from './schemas/player.ts';

/** `POST /api/users/embed_code`: a one-time code, valid `expires_in` seconds. */
export const EmbedSignInCode = z.object({ code: z.string(), expires_in: int });

export const embedApi = (http: HttpClient) => ({
  /** From a signed-in first-party window of the casino only. */
  embedCode: () => http.post('/api/users/embed_code', {}, { schema: EmbedSignInCode }),
  /** The frame exchanges that code, once, for its own (partitioned) session. */
  embedSession: (code: string) => http.post('/api/users/embed_session', { code } satisfies EmbedSessionBody, { schema: SignedInPlayer }),
});
