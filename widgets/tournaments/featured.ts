import { normalTournaments, promoStatus } from '../../sdk/rules/tournaments.ts';

/** The tournament a leaderboard without one shows (docs/widgets.md "Tournaments"): the running normal one ending soonest, else the next to start. */
export function featuredTournament<T extends { frontend_identifier: string; start_at: string; end_at: string; top_players: unknown[] }>(items: readonly T[], now: number): T | undefined {
  const normal = normalTournaments(items);
  const active = normal.filter((item) => promoStatus(item, now) === 'active').sort((a, b) => Date.parse(a.end_at) - Date.parse(b.end_at));
  const future = normal.filter((item) => promoStatus(item, now) === 'future').sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
  return active[0] ?? future[0];
}
