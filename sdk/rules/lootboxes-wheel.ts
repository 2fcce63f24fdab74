/** Lootboxes and the spin wheel (docs/product/loyalty-lootboxes-wheel.md#lootboxes, docs/product/loyalty-lootboxes-wheel.md#wheel, spec 001 §4; contract §5.14). */

export interface LootboxLike {
  stage: string;
  group_key: string;
  created_at: string;
}

const WHEEL_GROUP_KEY_PREFIXES: readonly string[] = ['manual_wheel', 'wheel'];

/** A wheel spin: stage `issued` and a group key starting with `manual_wheel` or `wheel`. */
export function isActiveWheelSpin(lootbox: Pick<LootboxLike, 'stage' | 'group_key'>): boolean {
  return lootbox.stage === 'issued' && WHEEL_GROUP_KEY_PREFIXES.some((prefix) => lootbox.group_key.startsWith(prefix));
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
