import type { Prize } from '../../sdk/api/schemas/tournaments.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import type { T } from './format.ts';
import { tournamentsMessages } from './messages.ts';

export interface PrizeTableProps {
  prizes: readonly Prize[];
  /** The currency the money prizes are in (the tournament's or the lottery's). */
  currency: string;
  locale: Locale;
  /** The table's caption (visible); the place column's heading. */
  caption?: string;
  /** Show who won each place (a finished tournament or a drawn lottery). */
  withWinners?: boolean;
}

/**
 * The prize table of a tournament or a lottery (docs/product/tournaments-lotteries-quests.md#tournaments,
 * contract §5.9 `Prize`): place, what it pays (the platform's localised `stuff`, else the money through
 * the one formatter, else the free spins) and, once decided, its winner; a team prize names its team place
 * and the place in the team (docs/api/competitions.md "Team tournaments"). Shared by `<casino-tournament>`
 * and the lottery widget (widgets/lottery).
 */
export function PrizeTable({ prizes, currency, locale, caption, withWinners = false }: PrizeTableProps) {
  const t = messagesFor(tournamentsMessages, locale);
  if (prizes.length === 0) return null;
  const sorted = [...prizes].sort((a, b) => (a.team_place ?? 0) - (b.team_place ?? 0) || a.award_place - b.award_place);
  return (
    <div className="ck-table-wrap">
      <table className="ck-table ck-prizes">
        <caption className="ck-prizes__caption">{caption ?? t.prizes}</caption>
        <thead>
          <tr>
            <th scope="col">{t.place}</th>
            <th scope="col">{t.prize}</th>
            {withWinners ? <th scope="col">{t.winner}</th> : null}
          </tr>
        </thead>
        <tbody>
          {sorted.map((prize) => (
            <tr key={`${prize.id}`}>
              <th scope="row" className={prize.team_place === undefined ? 'ck-prizes__place' : 'ck-prizes__place ck-prizes__place--team'}>{prize.team_place === undefined ? prize.award_place : t.format('teamPrizePlace', { team: prize.team_place, place: prize.award_place })}</th>
              <td>{prizeText(t, prize, currency, locale)}</td>
              {withWinners ? <td>{prize.nickname ?? '–'}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function prizeText(t: T, prize: Prize, currency: string, locale: Locale): string {
  if (prize.stuff.trim()) return prize.stuff;
  if (prize.money_award_cents > 0) return formatMoney(prize.money_award_cents, currency, locale);
  if (prize.freespins_count > 0) return t.format('freespins', { count: prize.freespins_count });
  return '–';
}
