import { formatMoney } from '../../../sdk/money/format.ts';
import { maskWinnerName } from '../../../sdk/rules/jackpots.ts';
import { useLoad } from '../lib/use-load.ts';
import { Link } from 'wouter';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import { Section } from './PageFrame.tsx';

/** Latest big wins (GET /api/stats/winners/latest): names masked to 6 characters + *** (docs/product/jackpots.md#wins, spec 001 §3). */
export function WinnersFeed({ limit = 8 }: { limit?: number }) {
  const { api } = useServices();
  const t = useT();
  const locale = useLocale();
  const winners = useLoad(`winners:${limit}`, () => api.winners(limit));
  const list = winners.data ?? [];
  if (winners.error || (!winners.loading && list.length === 0)) return null;
  return (
    <Section title={t.winnersTitle} id="winners-title">
      <ul className="winners">
        {list.map((winner) => (
          <li key={`${winner.at}-${winner.nickname}-${winner.game_identifier}`} className="winner">
            <span className="winner__icon" aria-hidden="true">★</span>
            <p>
              <span className="winner__name">{maskWinnerName(winner.nickname)}</span>{' '}
              {t.winnerOn}{' '}
              <Link to={`/play/${winner.game_identifier}`}>{winner.game_title}</Link>
            </p>
            <strong className="winner__amount">{formatMoney(winner.win_amount_cents, winner.currency, locale)}</strong>
          </li>
        ))}
      </ul>
    </Section>
  );
}
