import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import type { After } from '../bonuses/publish.ts';
import { notify } from '../notifications/notify.ts';
import { startsSoonMessage } from './messages.ts';
import { announcedTo, notify as publishNotice } from './publish.ts';
import { definitionOf, tournamentById, type TournamentRow } from './store.ts';

/**
 * `tournament_starts_soon` (docs/api/competitions.md "Starts soon", contract §6.3): `starts_soon_minutes`
 * (default STARTS_SOON_DEFAULT_MINUTES) before `start_at`, the lifecycle's sweep (lifecycle.ts, by the
 * injectable clock) tells the players `tournament_started` would tell — in the audience and currencies, with an
 * entry (opt-in) or a real game session within a day, at most MAX_RECIPIENTS — once per tournament: one
 * transaction sets `tournaments.starts_soon_at` (migration 070) and stores each player's notification
 * (`notify`, key `tournament:<id>:starts_soon`), so a restart or a second sweep sends nothing again. After the
 * commit: each player's `personal_notifications` push and the `tournament_notifications` event.
 * A tournament defined too late (its notice time already past but not started) gets it at once; one that started
 * before any sweep saw it gets only `tournament_started`.
 */
const STARTS_SOON_DEFAULT_MINUTES = 60;

/** Whether the notice is due now (the window of `starts_soon_minutes` before the start has opened). */
function due(ctx: PlatformContext, tournament: TournamentRow): boolean {
  const minutes = definitionOf(ctx.db, tournament).starts_soon_minutes ?? STARTS_SOON_DEFAULT_MINUTES;
  const start = Date.parse(tournament.start_at);
  const now = ctx.clock.now();
  return minutes > 0 && now < start && now >= start - minutes * 60_000;
}

/** Sends every due notice (the sweep's step); returns the after-commit pushes. */
export function announceStartsSoon(ctx: PlatformContext): After {
  const now = iso(ctx.clock.now());
  const waiting = ctx.db.prepare<[string], number>('SELECT id FROM tournaments WHERE starts_soon_at IS NULL AND started_at IS NULL AND start_at > ? ORDER BY id').pluck().all(now);
  const after: After = [];
  for (const id of waiting) {
    const tournament = tournamentById(ctx.db, id);
    if (tournament && due(ctx, tournament)) after.push(...announce(ctx, tournament.id));
  }
  return after;
}

function announce(ctx: PlatformContext, tournamentId: number): After {
  return immediate(ctx.db, () => {
    const marked = ctx.db.prepare('UPDATE tournaments SET starts_soon_at = ? WHERE id = ? AND starts_soon_at IS NULL').run(iso(ctx.clock.now()), tournamentId);
    const tournament = tournamentById(ctx.db, tournamentId);
    if (marked.changes === 0 || !tournament) return [];
    const { title, frontend_identifier } = definitionOf(ctx.db, tournament);
    const texts = startsSoonMessage(title);
    const after: After = [];
    for (const userId of announcedTo(ctx, tournament)) {
      const stored = notify(ctx, userId, { kind: 'tournament_starts_soon', ...texts, key: `tournament:${tournament.id}:starts_soon`, link: `/tournaments/${frontend_identifier}` });
      if (!stored.created) continue;
      after.push(...stored.after, () => publishNotice(ctx, userId, tournament, 'tournament_starts_soon'));
    }
    return after;
  });
}
