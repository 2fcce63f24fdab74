import type { Brand } from '../config.ts';

/**
 * CMS texts name the mirror, not the vendor (docs/host.md "Brand and legal entity"): seeded and
 * operator-written pages and snippets say `{{brand}}`, `{{legal_entity}}`, `{{licence_number}}`
 * and `{{licence_authority}}`, filled per request from the mirror's brand. Unknown `{{…}}` stay.
 */
const FIELDS: Record<string, keyof Brand> = {
  brand: 'name',
  legal_entity: 'legalEntity',
  licence_number: 'licenceNumber',
  licence_authority: 'licenceAuthority',
};

export function brandText(text: string, brand: Brand): string {
  return text.includes('{{') ? text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (FIELDS[key] ? brand[FIELDS[key]] : whole)) : text;
}

/** Every string inside `value` (pages, lists, snippets) with the placeholders filled. */
export function withBrand<T>(value: T, brand: Brand): T {
  if (typeof value === 'string') return brandText(value, brand) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withBrand(item, brand)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withBrand(item, brand)])) as T;
  }
  return value;
}
