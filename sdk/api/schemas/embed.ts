/** The embedded login hand-off's answer (docs/api/auth-and-players.md "Embedded login hand-off"); apart from player.ts so it stays out of every page's first load. */
import * as z from 'zod/mini';
import { int } from './common.ts';

/** `POST /api/users/embed_code`: a one-time code, valid `expires_in` seconds. */
export const EmbedSignInCode = z.object({ code: z.string(), expires_in: int });
