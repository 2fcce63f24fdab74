import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groupIdsOf, inGroup, isMultiAccount, paymentBrandVisible } from '../../../sdk/rules/groups.ts';

describe('groups', () => {
  it('takes numeric status ids as groups and drops the level', () => {
    expect(groupIdsOf([{ id: '21' }, { id: 'level_3' }, { id: 100 }, { id: ' 759 ' }, { id: '1.5' }])).toEqual([21, 100, 759]);
    expect(groupIdsOf(null)).toEqual([]);
  });

  it('tester 21, multi-account 100', () => {
    expect(isMultiAccount([100])).toBe(true);
    expect(isMultiAccount(['1000'])).toBe(false);
    expect(inGroup(['level_1'], 1)).toBe(false);
  });

  it('sofort is hidden for group 631; notices for 21 and 916', () => {
    expect(paymentBrandVisible('sofort', ['631'])).toBe(false);
    expect(paymentBrandVisible('Sofort', [631])).toBe(false);
    expect(paymentBrandVisible('sofort', ['21'])).toBe(true);
    expect(paymentBrandVisible('visa', ['631'])).toBe(true);
  });
});

describe('purity of sdk/rules', () => {
  const dir = new URL('../../../sdk/rules/', import.meta.url);
  const files = readdirSync(dir).filter((name) => name.endsWith('.ts'));

  it.each(files)('%s uses no clock, DOM, storage, network or framework', (name) => {
    const source = readFileSync(new URL(name, dir), 'utf8');
    expect(source).not.toMatch(/Date\.now\(|new Date\(\)|Math\.random\(|\bdocument\.|\bwindow\.|localStorage|sessionStorage|\bfetch\(|from 'react|from 'preact/);
  });
});
