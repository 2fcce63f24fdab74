export const GROUP_MULTI_ACCOUNT = 100;
/** Testers: every promotion page, the adventures bookmark (docs/product/account-and-auth.md, spec 001 §6). */
export const GROUP_TESTER = 21;
export const GROUP_SOFORT_HIDDEN = 631;

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

/** The sofort payment brand is hidden for group 631. */
export function paymentBrandVisible(brand: string, groups: readonly GroupId[]): boolean {
  return !(brand.toLowerCase() === 'sofort' && inGroup(groups, GROUP_SOFORT_HIDDEN));
}

/** Groups that enable the header notices (spec 000 §6): tester 21 and 916 (docs/product/notifications-and-banners.md#notices). */
const GROUP_NOTICES = 916;
export type HeaderNoticeId = 'tester' | 'preview';

/** The header notices a player's groups turn on, in display order (docs/product/notifications-and-banners.md#notices). */
export function headerNotices(groups: readonly GroupId[]): HeaderNoticeId[] {
  const notices: HeaderNoticeId[] = [];
  if (inGroup(groups, GROUP_TESTER)) notices.push('tester');
  if (inGroup(groups, GROUP_NOTICES)) notices.push('preview');
  return notices;
}

