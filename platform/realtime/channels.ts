/**
 * Who may subscribe to what (docs/api/realtime.md#channels). Only channels the platform publishes
 * on can be subscribed, so a client can never make the hub keep state for a channel of its own
 * invention (issue 11, High 1):
 * - the public channels of `PUBLIC_CHANNELS` — everyone, guests included;
 * - `<name>#<userId>` with a name of `USER_CHANNEL_NAMES` — only the connection whose token `sub`
 *   is that one id (no multi-user `#a,b` channels: the platform never publishes on them);
 * - any other namespace or public name, or another per-user name — 102 unknown channel;
 *   another user's channel, or a guest on a per-user one — 103; a plain name — 103.
 */
import { ERRORS, type ProtocolError } from './protocol.ts';

export const PUBLIC_NAMESPACE = 'public';

/** Public channels the platform publishes on (jackpots/winners.ts, jackpots/broadcast.ts, competitions/publish.ts). */
export const PUBLIC_CHANNELS: ReadonlySet<string> = new Set(['public:wins', 'public:jackpots_changes', 'public:tournaments_changes']);

/**
 * Per-user channel names the platform publishes on (wallet, payments, jackpot awards, bonuses and free
 * spins: docs/api/bonuses.md "Realtime"; tournaments: docs/api/competitions.md "Realtime"; lootboxes: docs/api/lootboxes.md "Realtime"). A service
 * that publishes on a new name adds it here: `userChannel` only accepts these names.
 */
export const USER_CHANNEL_NAMES = [
  'balance',
  'payments_changes',
  'jackpot_win_award',
  'bonuses_changes',
  'freespins_changes',
  'tournaments_statuses',
  'tournament_notifications',
  // docs/api/notifications.md (platform/notifications/notify.ts; lotteries publish through it too)
  'personal_notifications',
  // docs/api/realtime.md "Every channel": limits (provider/wallet.ts), payments (payments/service.ts), groups (players/routes.ts)
  'game_limits',
  'payments_events',
  'payment_methods_updated',
  // docs/api/lootboxes.md "Realtime" (platform/lootboxes/publish.ts)
  'lootboxes_changes',
  // docs/api/loyalty.md "Realtime" (platform/loyalty/publish.ts)
  'comps_award',
  // docs/api/vip.md "Status" (platform/vip/status.ts)
  'groups_updates',
] as const;
export type UserChannelName = (typeof USER_CHANNEL_NAMES)[number];
const USER_NAMES: ReadonlySet<string> = new Set(USER_CHANNEL_NAMES);

export type SubscribeVerdict = { ok: true } | { ok: false; error: ProtocolError };

const refuse = (error: ProtocolError): SubscribeVerdict => ({ ok: false, error });

/** `userId` is the connection's `sub`: '' for a guest. */
export function canSubscribe(channel: string, userId: string): SubscribeVerdict {
  const colon = channel.indexOf(':');
  const hash = channel.indexOf('#');
  // A ':' after '#' belongs to the user part, which never holds one: refuse it as malformed.
  if (hash !== -1 && colon > hash) return refuse(ERRORS.badRequest);
  const namespace = colon === -1 ? '' : channel.slice(0, colon);
  if (namespace !== '' && namespace !== PUBLIC_NAMESPACE) return refuse(ERRORS.unknownChannel);

  if (hash !== -1) {
    const name = channel.slice(colon + 1, hash);
    const users = channel.slice(hash + 1);
    if (name === '' || users.split(',').some((id) => id === '')) return refuse(ERRORS.badRequest);
    if (namespace !== '' || !USER_NAMES.has(name) || users.includes(',')) return refuse(ERRORS.unknownChannel);
    return userId !== '' && users === userId ? { ok: true } : refuse(ERRORS.permissionDenied);
  }
  if (namespace === PUBLIC_NAMESPACE) {
    if (channel.length === colon + 1) return refuse(ERRORS.permissionDenied);
    return PUBLIC_CHANNELS.has(channel) ? { ok: true } : refuse(ERRORS.unknownChannel);
  }
  return refuse(ERRORS.permissionDenied);
}

/** Whether any client could ever subscribe to `channel` (the hub warns when it is published on). */
export function isSubscribable(channel: string): boolean {
  const hash = channel.indexOf('#');
  return canSubscribe(channel, hash === -1 ? '' : channel.slice(hash + 1)).ok;
}
