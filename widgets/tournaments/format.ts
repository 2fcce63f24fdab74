import type { Tournament, TournamentPlayerStatus } from '../../sdk/api/schemas/tournaments.ts';
import type { MessagesOf } from '../../sdk/i18n/i18n.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import type { tournamentsMessages } from './messages.ts';

export type T = MessagesOf<typeof tournamentsMessages>;

/**
 * A leaderboard entry's score in the tournament's ranking metric (docs/api/competitions.md "Definition",
 * contract §5.9 `strategy`): money wagered or won through the one money formatter, rounds, the best
 * multiplier, or points.
 */
export function scoreText(t: T, tournament: Pick<Tournament, 'strategy' | 'currency'>, entry: TournamentPlayerStatus, locale: Locale): string {
  switch (tournament.strategy) {
    case 'bet':
      return formatMoney(entry.bet_cents, tournament.currency, locale);
    case 'win':
      return formatMoney(entry.win_cents, tournament.currency, locale);
    case 'spin':
      return t.format('rounds', { count: entry.games_taken });
    case 'rate':
      return t.format('multiplier', { rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Number(entry.rate)) });
    default:
      return t.format('points', { count: entry.points });
  }
}

/** The prize pool of a card, or null when it pays no money (free spins or bonuses only). */
export function prizePool(item: { money_prize_pool_cents?: number; money_budget_cents?: number; currency: string }, locale: Locale): string | null {
  const cents = item.money_prize_pool_cents ?? item.money_budget_cents ?? 0;
  return cents > 0 ? formatMoney(cents, item.currency, locale) : null;
}
