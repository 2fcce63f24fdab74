/** Loyalty (comp) points shop (docs/product/loyalty-lootboxes-wheel.md#comp-points, docs/product/loyalty-lootboxes-wheel.md#exchange, spec 001 §4–§5, docs/product/loyalty-lootboxes-wheel.md#cards, contract §5.15). */

export const isAffordable = (balance: number, cost: number): boolean => balance >= cost;
export const shortfall = (balance: number, cost: number): number => Math.max(0, cost - balance);

/**
 * The level reload of docs/product/loyalty-lootboxes-wheel.md#comp-points: when persistent points
 * reach the max of the player's current level condition (the profile's non-numeric status id, its
 * range in `/api/info/statuses`), the level changed and the profile must be read again.
 */
export function levelMaxReached(
  persistent: number,
  currentLevelId: string | undefined,
  levels: readonly { id: string; conditions: readonly { persistent_comp_points?: { max: number; exclude_end: boolean } }[] }[],
): boolean {
  const range = levels.find((level) => level.id === currentLevelId)?.conditions[0]?.persistent_comp_points;
  if (!range) return false;
  return range.exclude_end ? persistent >= range.max : persistent > range.max;
}
