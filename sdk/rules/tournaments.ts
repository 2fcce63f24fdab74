/** Tournaments, quests-as-tournaments and lotteries (docs/product/tournaments-lotteries-quests.md#status, spec 001 §4, docs/product/tournaments-lotteries-quests.md#tournaments, docs/product/tournaments-lotteries-quests.md#lotteries, contract §5.9, §5.11, §7). */
import { type GroupId, toGroupId } from './groups.ts';

export type PromoStatus = 'future' | 'active' | 'archive';

export interface Timed {
  start_at: string;
  end_at: string;
}

/** future if start is ahead; else active if end is ahead; else archive. `now` in ms. */
export function promoStatus(item: Timed, now: number): PromoStatus {
  if (Date.parse(item.start_at) > now) return 'future';
  if (Date.parse(item.end_at) > now) return 'active';
  return 'archive';
}

/** Active shows time left, future a countdown to the start, archive no timer. */
export function promoTimer(item: Timed, now: number): { kind: 'ends_in' | 'starts_in'; ms: number } | null {
  switch (promoStatus(item, now)) {
    case 'future':
      return { kind: 'starts_in', ms: Date.parse(item.start_at) - now };
    case 'active':
      return { kind: 'ends_in', ms: Date.parse(item.end_at) - now };
    default:
      return null;
  }
}

interface Identified {
  frontend_identifier?: string | null;
}

export const NONVISIBLE_IDENTIFIER = 'nonvisible';
const identifier = (item: Identified): string => item.frontend_identifier ?? '';

export const isNonvisible = (item: Identified): boolean => identifier(item) === NONVISIBLE_IDENTIFIER;
export const isQuest = (item: Identified): boolean => identifier(item).includes('quest');
export const isAchievement = (item: Identified): boolean => identifier(item).includes('achievement');

/** The normal tournament list: no 'nonvisible', no quests, no achievements. */
export function normalTournaments<T extends Identified>(items: readonly T[]): T[] {
  return items.filter((item) => !isNonvisible(item) && !isQuest(item) && !isAchievement(item));
}

export function questTournaments<T extends Identified>(items: readonly T[]): T[] {
  return items.filter((item) => !isNonvisible(item) && isQuest(item));
}

export function achievementTournaments<T extends Identified>(items: readonly T[]): T[] {
  return items.filter((item) => !isNonvisible(item) && isAchievement(item));
}

/** Empty group_ids = everyone; otherwise the player must be in one of them (guests have none). */
export function visibleToGroups(item: { group_ids?: readonly GroupId[] | null }, playerGroups: readonly GroupId[]): boolean {
  const audience = item.group_ids ?? [];
  if (audience.length === 0) return true;
  const mine = new Set(playerGroups.map(toGroupId));
  return audience.some((id) => mine.has(toGroupId(id)));
}

export function filterByGroups<T extends { group_ids?: readonly GroupId[] | null }>(items: readonly T[], playerGroups: readonly GroupId[]): T[] {
  return items.filter((item) => visibleToGroups(item, playerGroups));
}
