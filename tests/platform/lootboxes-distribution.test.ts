import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawItem } from '../../platform/lootboxes/draw.ts';
import { parseTemplate, templateByKey, type TemplateRow } from '../../platform/lootboxes/store.ts';
import { effectiveWeight } from '../../platform/lootboxes/definition.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

/**
 * The server's draw (docs/api/lootboxes.md "RNG"): 100,000 draws of the seeded wheels with the real
 * crypto.randomInt, called in process. The counts must match the weights: a chi-square test at
 * p = 0.001 (critical values for 1–7 degrees of freedom below) and every segment within ±4σ of its
 * expected count (binomial σ = √(n·p·(1−p))); weight-0 segments never drawn.
 */
const DRAWS = 100_000;
/** χ² critical values at p = 0.001 by degrees of freedom. */
const CHI2_CRITICAL = [0, 10.83, 13.82, 16.27, 18.47, 20.52, 22.46, 24.32];

describe('lootbox draw distribution', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it.each(['wheel', 'wheel-21', 'wheel-1308', 'wheel-1309'])('%s: 100,000 draws match the weights', (key) => {
    const template = parseTemplate(templateByKey(platform.ctx.db, key) as TemplateRow);
    const items = template.items.map((item, index) => ({ ...item, weight: effectiveWeight(item, index) }));
    const total = items.reduce((sum, item) => sum + item.weight, 0);
    const counts = new Map(items.map((item) => [item.id, 0]));
    for (let i = 0; i < DRAWS; i++) {
      const { item } = drawItem(items, 'EUR');
      counts.set(item.id, (counts.get(item.id) as number) + 1);
    }
    let chi2 = 0;
    const rows: string[] = [];
    let drawn = 0;
    for (const item of items) {
      const observed = counts.get(item.id) as number;
      const p = item.weight / total;
      const expected = DRAWS * p;
      const sigma = Math.sqrt(DRAWS * p * (1 - p));
      rows.push(`${item.id} weight ${item.weight}: expected ${expected.toFixed(1)} ± ${sigma.toFixed(1)}, observed ${observed} (${sigma > 0 ? ((observed - expected) / sigma).toFixed(2) : '0'}σ)`);
      if (item.weight === 0) {
        expect(observed, `item ${item.id} has weight 0`).toBe(0);
        continue;
      }
      drawn++;
      chi2 += (observed - expected) ** 2 / expected;
      expect(Math.abs(observed - expected), rows.at(-1)).toBeLessThanOrEqual(4 * sigma);
    }
    const critical = CHI2_CRITICAL[drawn - 1] as number;
    console.log(`${key}: ${DRAWS} draws, χ² = ${chi2.toFixed(2)} (df ${drawn - 1}, critical ${critical} at p = 0.001)\n  ${rows.join('\n  ')}`);
    expect(chi2).toBeLessThan(critical);
  });

  it('a prize not payable in the currency is never drawn', () => {
    const template = parseTemplate(templateByKey(platform.ctx.db, 'wheel') as TemplateRow);
    const items = template.items.map((item, index) => {
      const weighted = { ...item, weight: effectiveWeight(item, index) };
      return weighted.prize.type === 'bonus' ? { ...weighted, prize: { ...weighted.prize, amount_cents: {} } } : weighted;
    });
    for (let i = 0; i < 2_000; i++) expect(drawItem(items, 'EUR').item.prize.type).toBe('freespins');
  });

  it('the random value selects by cumulative weight at the boundaries', () => {
    const items = [1, 2, 3].map((id) => ({ id, weight: id * 10, title: {}, prize: { type: 'points' as const, points: 1 } }));
    const at = (value: number) => drawItem(items, 'EUR', () => value).item.id;
    expect([at(0), at(9), at(10), at(29), at(30), at(59)]).toEqual([1, 1, 2, 2, 3, 3]);
  });
});
