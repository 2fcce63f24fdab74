/** Notifications (docs/product/notifications-and-banners.md#notifications, spec 000 §4, §9; spec 001 §4, §9). */
import { NOTIFICATIONS_KEEP_MS } from './constants.ts';

export const NOTIFICATION_COUNTER_MAX = 8;

/** The counter shows 1..8 as is, 9 and more as '9+', and nothing (null) for 0. */
export function counterLabel(count: number): string | null {
  if (!(count > 0)) return null;
  return count <= NOTIFICATION_COUNTER_MAX ? String(Math.floor(count)) : '9+';
}

/** Keeps items stored less than 2 hours (7,200,000 ms) ago; an item exactly 2 h old is dropped. */
export function keepRecent<T>(items: readonly T[], now: number, storedAt: (item: T) => number): T[] {
  return items.filter((item) => now - storedAt(item) < NOTIFICATIONS_KEEP_MS);
}
