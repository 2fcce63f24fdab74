/**
 * Player groups (spec 000 §6, spec 001 §6). A player's `statuses` mix numeric group ids with one
 * non-numeric level id (contract §7): only the numeric ones are groups.
 */
export const GROUP_TESTER = 21;
export const GROUP_MULTI_ACCOUNT = 100;
export const GROUP_LITHUANIA_IBAN = 1101;
export const GROUP_SOFORT_HIDDEN = 631;
export const GROUP_WELCOME_PACK = 131811;
/** Registration A/B test: the user joins one of these by the parity of their id (spec 000 §4). */
export const GROUP_AB_EVEN = 543;
export const GROUP_AB_ODD = 544;
/** Groups 21 and 916 enable header notices (spec 000 §6). */
export const NOTICE_GROUPS: readonly number[] = [21, 916];
/** Lootbox configs are keyed by these groups (spec 001 §3). */
export const LOOTBOX_CONFIG_GROUPS: readonly number[] = [21, 1308, 1309];

export type GroupId = number | string;

/** Numeric group ids out of a status list (ids like "100"), dropping the level entry. */
export function groupIdsOf(statuses: readonly { id: GroupId }[] | null | undefined): number[] {
  const ids: number[] = [];
  for (const status of statuses ?? []) {
    const id = toGroupId(status.id);
    if (id !== null) ids.push(id);
  }
  return ids;
}

export function toGroupId(id: GroupId): number | null {
  if (typeof id === 'number') return Number.isInteger(id) ? id : null;
  return /^\d+$/.test(id.trim()) ? Number(id.trim()) : null;
}

export function inGroup(groups: readonly GroupId[], group: number): boolean {
  return groups.some((id) => toGroupId(id) === group);
}

export function isMultiAccount(groups: readonly GroupId[]): boolean {
  return inGroup(groups, GROUP_MULTI_ACCOUNT);
}

export function isTester(groups: readonly GroupId[]): boolean {
  return inGroup(groups, GROUP_TESTER);
}

/** Registration A/B group by user-id parity: even → 543, odd → 544 (the mapping direction is ours). */
export function abTestGroup(userId: number): number {
  return userId % 2 === 0 ? GROUP_AB_EVEN : GROUP_AB_ODD;
}

/** The sofort payment brand is hidden for group 631. */
export function paymentBrandVisible(brand: string, groups: readonly GroupId[]): boolean {
  return !(brand.toLowerCase() === 'sofort' && inGroup(groups, GROUP_SOFORT_HIDDEN));
}

export function noticesEnabled(groups: readonly GroupId[]): boolean {
  return NOTICE_GROUPS.some((group) => inGroup(groups, group));
}
