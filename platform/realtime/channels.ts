/**
 * Who may subscribe to what (contract §6.2, Centrifugo's channels.md semantics):
 * - namespace `public:` (text before the first `:`) — everyone, guests included;
 * - user-limited channels `<name>#<id>[,<id>…]` — only a connection whose token `sub` is one of the ids;
 * - any other namespace — 102 unknown channel; a plain name without `#` — 103 (no client subscribe).
 */
import { ERRORS, type ProtocolError } from './protocol.ts';

export const PUBLIC_NAMESPACE = 'public';
const KNOWN_NAMESPACES = new Set([PUBLIC_NAMESPACE]);

export type SubscribeVerdict = { ok: true } | { ok: false; error: ProtocolError };

/** `userId` is the connection's `sub`: '' for a guest. */
export function canSubscribe(channel: string, userId: string): SubscribeVerdict {
  const colon = channel.indexOf(':');
  const hash = channel.indexOf('#');
  // A ':' after '#' belongs to the user part, which never holds one: refuse it as malformed.
  if (hash !== -1 && colon > hash) return { ok: false, error: ERRORS.badRequest };
  const namespace = colon === -1 ? '' : channel.slice(0, colon);
  if (namespace !== '' && !KNOWN_NAMESPACES.has(namespace)) return { ok: false, error: ERRORS.unknownChannel };

  if (hash !== -1) {
    const allowed = channel.slice(hash + 1).split(',');
    if (channel.slice(colon + 1, hash) === '' || allowed.some((id) => id === '')) return { ok: false, error: ERRORS.badRequest };
    return userId !== '' && allowed.includes(userId) ? { ok: true } : { ok: false, error: ERRORS.permissionDenied };
  }
  if (namespace === PUBLIC_NAMESPACE && channel.length > colon + 1) return { ok: true };
  return { ok: false, error: ERRORS.permissionDenied };
}
