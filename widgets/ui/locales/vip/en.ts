/** vip: English, bundled with the profile and the host's VIP page, the fallback of every other locale; one name per status of sdk/rules/vip.ts (docs/product/vip-and-adventures.md#ladder). */
import type { VipStatus } from '../../../../sdk/rules/vip.ts';

export const messages: Record<VipStatus, string> = {
  regular: 'Regular',
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
  diamond: 'Diamond',
};
