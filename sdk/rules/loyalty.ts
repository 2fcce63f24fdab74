/** Loyalty (comp) points shop (spec 001 §4–§5, contract §5.15). */

export const isAffordable = (balance: number, cost: number): boolean => balance >= cost;
export const shortfall = (balance: number, cost: number): number => Math.max(0, cost - balance);
