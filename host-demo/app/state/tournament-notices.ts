import { useEffect } from 'react';
import { localesSettled, messagesFor } from '../../../sdk/i18n/i18n.ts';
import { getNotifications } from '../../../sdk/state/notifications.ts';
import { tournamentNotice } from '../../../sdk/rules/tournaments.ts';
import { tournamentsMessages } from '../../../widgets/tournaments/messages.ts';
import type { Services } from './services.ts';

/**
 * A `tournament_notifications` push (contract §6.3, docs/api/competitions.md "Realtime") as a notice
 * in the notifications bar and a toast (docs/product/notifications-and-banners.md#notifications): the
 * tournament started, the player entered or left the prize places, the result. Subscribed by the menu's
 * tournaments counter (layout/TournamentsCounter.tsx), a chunk loaded after the first render, so the
 * lobby's first load does not carry it; the texts are the tournaments catalogue's (widgets/tournaments/messages.ts).
 */
/** One toast per this long: a first round can put a player in the prize places of every empty board at once; the rest go to the bar only. */
const TOAST_EVERY_MS = 10_000;
let lastToastAt = -Infinity;

export async function showTournamentNotice(services: Services, data: unknown): Promise<void> {
  const notice = tournamentNotice(data);
  if (!notice) return;
  // The catalogue was declared with this chunk: its table for the page's locale first.
  await localesSettled();
  const t = messagesFor(tournamentsMessages, services.messages.peek().locale);
  const key = notice.event === 'tournament_finished' && notice.place === null ? 'tn_tournament_finished_unplaced' : (`tn_${notice.event}` as const);
  const text = t.format(key, { title: notice.title, place: notice.place ?? '' });
  getNotifications(services.core).add({ id: `tournament-${notice.id}-${notice.event}-${notice.place ?? ''}`, title: t.tournamentNotice, text, path: `/tournaments/${notice.id}` });
  const now = Date.now();
  if (now - lastToastAt < TOAST_EVERY_MS) return;
  lastToastAt = now;
  services.toasts.show(notice.event === 'player_kicked_from_leaderboard' ? 'warning' : 'info', text);
}

/** While a player is signed in: their `tournament_notifications#<id>` as notices. */
export function useTournamentNotices(services: Services, userId: number | undefined): void {
  useEffect(() => {
    if (userId === undefined) return;
    return services.core.realtime.subscribe(`tournament_notifications#${userId}`, (data) => void showTournamentNotice(services, data));
  }, [services, userId]);
}
