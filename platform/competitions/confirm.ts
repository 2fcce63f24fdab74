import type { After } from '../bonuses/publish.ts';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { scoredPush } from './publish.ts';
import { drainScores } from './outbox.ts';
import { currencyOfUser, definitionOf, groupsOfUser, inAudience, tournamentById } from './store.ts';

/**
 * POST /api/tournaments/{id}/confirm (docs/api/competitions.md "Player routes"): the player opts in.
 * Refused with a 422 naming the reason when the tournament is not open to them: `tournament_over`
 * (its window has ended), `currency_not_allowed` (their currency is not among its currencies),
 * `not_in_audience` (its groups exclude them). Confirming twice is fine; confirming before the start
 * is allowed (the entry counts from the start). Automatic tournaments need no confirmation: the
 * answer is the same and an entry is kept.
 */
export function confirmEntry(ctx: PlatformContext, userId: number, tournamentId: number): After {
  // Bets logged before the confirmation are scored as they were placed: unconfirmed (outbox.ts).
  drainScores(ctx.db);
  return immediate(ctx.db, () => {
    const tournament = tournamentById(ctx.db, tournamentId);
    if (!tournament) throw notFound('Tournament not found');
    const definition = definitionOf(ctx.db, tournament);
    const now = ctx.clock.now();
    if (now >= Date.parse(tournament.end_at)) throw unprocessable({ base: ['This tournament is over'] }, 'tournament_over');
    const currency = currencyOfUser(ctx.db, userId);
    if (!definition.currencies.includes(currency)) throw unprocessable({ currency: [`is not one of this tournament's currencies (${definition.currencies.join(', ')})`] }, 'currency_not_allowed');
    if (!inAudience(definition, groupsOfUser(ctx.db, userId))) throw unprocessable({ base: ['This tournament is not open to your account'] }, 'not_in_audience');
    ctx.db
      .prepare(
        `INSERT INTO tournament_entries (tournament_id, user_id, confirmed, reached_at_ms, currency, created_at, updated_at)
         VALUES (@t, @u, 1, @ms, @currency, @now, @now)
         ON CONFLICT (tournament_id, user_id) DO UPDATE SET confirmed = 1, updated_at = excluded.updated_at`,
      )
      .run({ t: tournament.id, u: userId, ms: now, currency, now: iso(now) });
    return [scoredPush(ctx, userId, [])];
  });
}
