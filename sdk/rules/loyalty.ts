/** Loyalty (comp) points shop (docs/product/loyalty-lootboxes-wheel.md#comp-points, docs/product/loyalty-lootboxes-wheel.md#exchange, spec 001 §4–§5, docs/product/loyalty-lootboxes-wheel.md#cards, contract §5.15). */

export const isAffordable = (balance: number, cost: number): boolean => balance >= cost;
export const shortfall = (balance: number, cost: number): number => Math.max(0, cost - balance);
