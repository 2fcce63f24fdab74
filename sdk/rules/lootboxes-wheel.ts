/** Lootboxes, the spin wheel and bookmark widgets (spec 001 §4, §9; contract §5.14, §7). */
import { type GroupId, toGroupId } from './groups.ts';

export interface LootboxLike {
  id: number;
  stage: string;
  group_key: string;
  created_at: string;
}

export const WHEEL_GROUP_KEY_PREFIXES: readonly string[] = ['manual_wheel', 'wheel'];

export function isActiveWheelSpin(lootbox: Pick<LootboxLike, 'stage' | 'group_key'>): boolean {
  return lootbox.stage === 'issued' && WHEEL_GROUP_KEY_PREFIXES.some((prefix) => lootbox.group_key.startsWith(prefix));
}

export function activeWheelSpins<T extends Pick<LootboxLike, 'stage' | 'group_key'>>(lootboxes: readonly T[]): T[] {
  return lootboxes.filter(isActiveWheelSpin);
}

const DAY_MS = 86_400_000;
const dayNumber = (ms: number, offsetMinutes: number): number => Math.floor((ms + offsetMinutes * 60_000) / DAY_MS);

/**
 * Expired lootboxes are hidden; activated ones only on the calendar day they were created (UTC,
 * or the player's offset in minutes east of UTC); the other stages are shown.
 */
export function visibleLootboxes<T extends Pick<LootboxLike, 'stage' | 'created_at'>>(lootboxes: readonly T[], now: number, utcOffsetMinutes = 0): T[] {
  return lootboxes.filter((box) => {
    if (box.stage === 'expired') return false;
    if (box.stage === 'activated') return dayNumber(Date.parse(box.created_at), utcOffsetMinutes) === dayNumber(now, utcOffsetMinutes);
    return true;
  });
}

/** A websocket update replaces the lootbox with the same id (or appends a new one). */
export function replaceLootbox<T extends { id: number }>(lootboxes: readonly T[], update: T): T[] {
  const index = lootboxes.findIndex((box) => box.id === update.id);
  if (index === -1) return [...lootboxes, update];
  return lootboxes.map((box, i) => (i === index ? update : box));
}

/** The spin wheel bookmark shows for the wheel group or with at least one active wheel spin. */
export function wheelBookmarkVisible(groups: readonly GroupId[], wheelGroupId: number | null, lootboxes: readonly Pick<LootboxLike, 'stage' | 'group_key'>[]): boolean {
  const inWheelGroup = wheelGroupId !== null && groups.some((id) => toGroupId(id) === wheelGroupId);
  return inWheelGroup || lootboxes.some(isActiveWheelSpin);
}

export const BOOKMARK_PRIORITY = ['loyalty_shop', 'spin_wheel', 'adventures', 'quests'] as const;
export type Bookmark = (typeof BOOKMARK_PRIORITY)[number];
export const MAX_BOOKMARKS = 2;

/** At most 2 of the available bookmarks, in priority order. */
export function visibleBookmarks(available: Partial<Record<Bookmark, boolean>>): Bookmark[] {
  return BOOKMARK_PRIORITY.filter((bookmark) => available[bookmark] === true).slice(0, MAX_BOOKMARKS);
}

/** Wheel fallback data (spec 001 §9). */
export const WHEEL_FALLBACK_WEIGHTS: readonly number[] = [4000, 4000, 2000, 0, 0, 0, 0, 5];
export const WHEEL_WAGERS: readonly number[] = [30, 3];
export const WHEEL_FALLBACK_CURRENCY = 'EUR';
