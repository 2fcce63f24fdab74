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

/**
 * The slug of a tournament's page (docs/product/tournaments-lotteries-quests.md#pages): a quest's
 * third identifier part (`quest--m--summer` → `summer`), every other identifier as it is.
 */
export function tournamentSlug(item: Identified): string {
  const id = identifier(item);
  return isQuest(item) ? (id.split('--')[2] ?? id) : id;
}

/** The item `/tournaments/<slug>` (or `/<id>`, the older shape) names: its slug, its whole identifier or its numeric id. */
export function findBySlug<T extends Identified & { id: number }>(items: readonly T[], slugOrId: string): T | undefined {
  if (!slugOrId) return undefined;
  return items.find((item) => tournamentSlug(item) === slugOrId || identifier(item) === slugOrId) ?? (/^\d+$/.test(slugOrId) ? items.find((item) => item.id === Number(slugOrId)) : undefined);
}

/** Where a card leads (docs/product/tournaments-lotteries-quests.md#pages): a quest to `/action/<slug>`, a lottery to `/lottery/<slug>`, anything else to `/tournaments/<slug>`; the id when there is no identifier. */
export function promoPath(item: Identified & { id: number }, kind: 'tournament' | 'lottery' = 'tournament'): string {
  const slug = encodeURIComponent(tournamentSlug(item) || String(item.id));
  if (kind === 'lottery') return `/lottery/${slug}`;
  return isQuest(item) ? `/action/${slug}` : `/tournaments/${slug}`;
}

export const TOURNAMENT_TABS = ['all', 'producers', 'lotteries', 'actions', 'achievements', 'archive'] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];

interface Listed extends Identified, Timed {
  id: number;
  providers?: readonly string[] | null;
}

/**
 * The tournaments a tab of the list shows (docs/product/tournaments-lotteries-quests.md#pages), newest
 * first within their status: `all` the normal ones running or coming, `producers` those of them for
 * named providers (`providers` on the wire, docs/api/competitions.md), `actions` the quests,
 * `achievements` the achievements (never archived ones), `archive` the normal ones that are over.
 * Lotteries are a list of their own (`lotteries` shows none of these). Group visibility is the
 * caller's (`filterByGroups`), nonvisible items never show.
 */
export function tournamentsForTab<T extends Listed>(tab: TournamentTab, items: readonly T[], now: number): T[] {
  const live = (item: T) => promoStatus(item, now) !== 'archive';
  const order = (list: T[]) => list.sort((a, b) => rank(a, now) - rank(b, now) || Date.parse(a.end_at) - Date.parse(b.end_at));
  switch (tab) {
    case 'all':
      return order(normalTournaments(items).filter(live));
    case 'producers':
      return order(normalTournaments(items).filter((item) => live(item) && (item.providers?.length ?? 0) > 0));
    case 'actions':
      return order(questTournaments(items).filter(live));
    case 'achievements':
      return order(achievementTournaments(items).filter(live));
    case 'archive':
      return normalTournaments(items).filter((item) => !live(item)).sort((a, b) => Date.parse(b.end_at) - Date.parse(a.end_at));
    default:
      return [];
  }
}

/** Active before future: the one ending soonest first, then the one starting soonest. */
const rank = (item: Timed, now: number) => (promoStatus(item, now) === 'active' ? 0 : 1);

/** Lotteries for the list: `lotteries` those running or coming, `archive` those drawn (newest first). */
export function lotteriesForTab<T extends Identified & Timed>(tab: TournamentTab, items: readonly T[], now: number): T[] {
  const visible = items.filter((item) => !isNonvisible(item));
  if (tab === 'lotteries') return visible.filter((item) => promoStatus(item, now) !== 'archive').sort((a, b) => rank(a, now) - rank(b, now) || Date.parse(a.end_at) - Date.parse(b.end_at));
  if (tab === 'archive') return visible.filter((item) => promoStatus(item, now) === 'archive').sort((a, b) => Date.parse(b.end_at) - Date.parse(a.end_at));
  return [];
}

/**
 * The menu counter (docs/product/tournaments-lotteries-quests.md#counter): how many active normal
 * tournaments there are beyond the count stored at the last visit of the list; null for none.
 */
export function newTournamentsCount(activeCount: number, storedCount: number | null): number | null {
  const fresh = activeCount - Math.max(0, storedCount ?? 0);
  return fresh > 0 ? fresh : null;
}

/** How many normal tournaments are active now (what the counter stores and compares). */
export function activeTournamentsCount(items: readonly (Identified & Timed)[], now: number): number {
  return normalTournaments(items).filter((item) => promoStatus(item, now) === 'active').length;
}

export interface BoardEntry {
  tournament_id: number;
  award_place: number;
  nickname: string;
}

/** A leaderboard's size: the top 10 (docs/product/tournaments-lotteries-quests.md#tournaments). */
export const TOP_PLACES = 10;

/**
 * A `tournaments_statuses` push merged into one tournament's `top_players` (docs/api/competitions.md
 * "Realtime", contract §6.3): an entry with the same place and nickname is updated; a new holder
 * of a place replaces the old one (whose own move is in the same push); a place just below the
 * last is added while the board has fewer than 10. Sorted by place; the input is not changed.
 */
export function mergeTopPlayers<T extends BoardEntry>(top: readonly T[], tournamentId: number, statuses: readonly T[]): T[] {
  let next = [...top];
  for (const status of statuses) {
    if (status.tournament_id !== tournamentId || !(status.award_place > 0)) continue;
    const same = next.findIndex((entry) => entry.award_place === status.award_place && entry.nickname === status.nickname);
    const place = same >= 0 ? same : next.findIndex((entry) => entry.award_place === status.award_place);
    if (place >= 0) next[place] = { ...next[place], ...status };
    else if (status.award_place <= TOP_PLACES && next.length < TOP_PLACES) next = [...next, status];
  }
  return next.sort((a, b) => a.award_place - b.award_place);
}

/**
 * The player's own status out of a push (an array of their statuses and of the leaderboard entries
 * that changed, docs/api/competitions.md "Realtime"): the one of that tournament with the player's
 * nickname, or null.
 */
export function ownStatusIn<T extends BoardEntry>(statuses: readonly T[], tournamentId: number, nickname: string): T | null {
  return statuses.find((status) => status.tournament_id === tournamentId && status.nickname === nickname) ?? null;
}

/**
 * The rows of a leaderboard (docs/product/tournaments-lotteries-quests.md#tournaments): the top 10,
 * the player's own row marked, and their row added below when they are placed outside the top.
 */
export function leaderboardRows<T extends BoardEntry>(top: readonly T[], mine: T | null): { entry: T; mine: boolean }[] {
  const isMine = (entry: T) => mine !== null && entry.award_place === mine.award_place && entry.nickname === mine.nickname;
  const rows = top.slice(0, TOP_PLACES).map((entry) => ({ entry, mine: isMine(entry) }));
  if (mine && mine.award_place > 0 && !rows.some((row) => row.mine)) rows.push({ entry: mine, mine: true });
  return rows;
}

export type TournamentEvent = 'tournament_started' | 'tournament_starts_soon' | 'player_joined_leaderboard' | 'player_kicked_from_leaderboard' | 'tournament_finished';
const EVENTS: readonly string[] = ['tournament_started', 'tournament_starts_soon', 'player_joined_leaderboard', 'player_kicked_from_leaderboard', 'tournament_finished'] satisfies TournamentEvent[];

export interface TournamentNotice {
  event: TournamentEvent;
  id: number;
  title: string;
  place: number | null;
  previousPlace: number | null;
}

/** A `tournament_notifications` payload (contract §6.3, docs/api/competitions.md "Realtime") read for a notice; null when it is not one we know. */
export function tournamentNotice(data: unknown): TournamentNotice | null {
  if (typeof data !== 'object' || data === null) return null;
  const item = data as Record<string, unknown>;
  if (typeof item.event !== 'string' || !EVENTS.includes(item.event) || typeof item.id !== 'number') return null;
  const place = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);
  return { event: item.event as TournamentEvent, id: item.id, title: typeof item.title === 'string' ? item.title : '', place: place(item.award_place), previousPlace: place(item.previous_place) };
}
