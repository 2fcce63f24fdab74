import { randomInt } from 'node:crypto';
import { prizePayableIn, type LootboxItemDefinition } from './definition.ts';

/**
 * The server's draw (docs/api/lootboxes.md "RNG"): one item by weight with a cryptographic RNG
 * (`crypto.randomInt`, uniform over [0, total) without modulo bias). Items with weight 0, or whose prize
 * cannot be paid in the box's currency, take no part. The result carries what the audit log keeps.
 */
export interface Draw {
  item: LootboxItemDefinition;
  /** [item id, weight] of every item that took part, in order. */
  weights: [number, number][];
  total: number;
  /** The random value in [0, total). */
  value: number;
}

export type RandomInt = (max: number) => number;
const cryptoRandom: RandomInt = (max) => randomInt(0, max);

export function drawItem(items: readonly LootboxItemDefinition[], currency: string, random: RandomInt = cryptoRandom): Draw {
  const weights: [number, number][] = [];
  const eligible: LootboxItemDefinition[] = [];
  for (const item of items) {
    const weight = item.weight ?? 0;
    if (weight > 0 && prizePayableIn(item.prize, currency)) {
      weights.push([item.id, weight]);
      eligible.push(item);
    }
  }
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  if (total === 0) throw new Error('no item can be drawn');
  const value = random(total);
  let rest = value;
  for (let index = 0; index < eligible.length; index++) {
    const weight = (weights[index] as [number, number])[1];
    if (rest < weight) return { item: eligible[index] as LootboxItemDefinition, weights, total, value };
    rest -= weight;
  }
  throw new Error('random value out of range');
}
