import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { abTestGroup, groupIdsOf, inGroup, isMultiAccount, isTester, noticesEnabled, paymentBrandVisible } from '../../../sdk/rules/index.ts';

describe('groups', () => {
  it('takes numeric status ids as groups and drops the level', () => {
    expect(groupIdsOf([{ id: '21' }, { id: 'level_3' }, { id: 100 }, { id: ' 759 ' }, { id: '1.5' }])).toEqual([21, 100, 759]);
    expect(groupIdsOf(null)).toEqual([]);
  });

  it('tester 21, multi-account 100', () => {
    expect(isTester(['21'])).toBe(true);
    expect(isTester(['210'])).toBe(false);
    expect(isMultiAccount([100])).toBe(true);
    expect(isMultiAccount(['1000'])).toBe(false);
    expect(inGroup(['level_1'], 1)).toBe(false);
  });

  it.each([
    [2, 543],
    [7, 544],
    [0, 543],
  ])('A/B group of user %i → %i', (id, group) => {
    expect(abTestGroup(id)).toBe(group);
  });

  it('sofort is hidden for group 631; notices for 21 and 916', () => {
    expect(paymentBrandVisible('sofort', ['631'])).toBe(false);
    expect(paymentBrandVisible('Sofort', [631])).toBe(false);
    expect(paymentBrandVisible('sofort', ['21'])).toBe(true);
    expect(paymentBrandVisible('visa', ['631'])).toBe(true);
    expect(noticesEnabled(['916'])).toBe(true);
    expect(noticesEnabled([21])).toBe(true);
    expect(noticesEnabled(['100'])).toBe(false);
  });
});

describe('purity of sdk/rules', () => {
  const dir = new URL('../../../sdk/rules/', import.meta.url);
  const files = readdirSync(dir).filter((name) => name.endsWith('.ts'));

  it.each(files)('%s uses no clock, DOM, storage, network or framework', (name) => {
    const source = readFileSync(new URL(name, dir), 'utf8');
    expect(source).not.toMatch(/Date\.now\(|new Date\(\)|Math\.random\(|\bdocument\.|\bwindow\.|localStorage|sessionStorage|\bfetch\(|from 'react|from 'preact/);
  });

  it('index re-exports every module', () => {
    const index = readFileSync(new URL('index.ts', dir), 'utf8');
    for (const name of files.filter((f) => f !== 'index.ts')) expect(index).toContain(`./${name}`);
  });
});
