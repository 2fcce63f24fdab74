/**
 * Chat provider by level group (docs/product/account-and-auth.md#support-chat, spec 000 §4, §9): live chat when the player's chat group is
 * writable (the live-chat vendor has a group for it), else the second provider. Groups: VIP 2,
 * general 1 (any signed-in player), default 26 (guests). The vendor's writable groups are
 * configuration; in this sandbox the general and VIP groups are.
 */
import { CHAT_GROUPS } from '../../../sdk/rules/constants.ts';
import { inVipGroup } from '../../../sdk/rules/vip.ts';

export const WRITABLE_CHAT_GROUPS: readonly number[] = [CHAT_GROUPS.general, CHAT_GROUPS.vip];

export function chatGroup(groups: readonly number[], loggedIn = groups.length > 0): number {
  if (inVipGroup(groups)) return CHAT_GROUPS.vip;
  return loggedIn ? CHAT_GROUPS.general : CHAT_GROUPS.default;
}

export function chatProvider(groups: readonly number[], loggedIn?: boolean, writable: readonly number[] = WRITABLE_CHAT_GROUPS): 'live-chat' | 'secondary' {
  return writable.includes(chatGroup(groups, loggedIn)) ? 'live-chat' : 'secondary';
}
