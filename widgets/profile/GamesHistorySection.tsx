import { useState } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { playerGamesApi } from '../../sdk/api/games.ts';
import type { GameHistoryPage, GameRound } from '../../sdk/api/schemas.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import { accountMessages } from '../ui/account-messages.ts';
import { FormAlert } from '../ui/Field.tsx';
import { useLoad } from '../ui/use-load.ts';
import { formatDate, messages } from './messages.ts';
import type { SectionProps } from './section.ts';

const PAGE_SIZE = 20;
const EMPTY: GameHistoryPage = { data: [], pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 0, total_count: 0 } };

/** The player's real-money rounds, newest first, paged (GET /api/player/games; docs/widgets-account.md). */
export function GamesHistorySection({ core, locale, href }: SectionProps) {
  const t = messagesFor(messages, locale);
  const [page, setPage] = useState(1);
  const history = useLoad<GameHistoryPage>(core, 'LOAD_GAME_HISTORY_ERROR', () => playerGamesApi(core.http).history(page, PAGE_SIZE), EMPTY, [page]);

  if (history.loading && history.data.data.length === 0) return <p role="status" className="ck-muted">{messagesFor(accountMessages, locale).loading}</p>;
  if (history.error) {
    return (
      <FormAlert kind="info">
        {t.historyFailed}{' '}
        <button type="button" className="ck-link-button" onClick={history.reload}>{messagesFor(accountMessages, locale).retry}</button>
      </FormAlert>
    );
  }
  const { data: rounds, pagination } = history.data;
  if (rounds.length === 0 && pagination.total_count === 0) return <p className="ck-muted">{t.gamesEmpty}</p>;
  const winText = (round: GameRound) =>
    round.state === 'open' ? t.roundOpen : round.state === 'rolled_back' ? t.roundRolledBack : formatMoney(round.win_cents, round.currency, locale);
  return (
    <div className="ck-stack">
      <div className="ck-table-wrap">
        <table className="ck-table">
          <caption className="ck-visually-hidden">{t.section_games_history}</caption>
          <thead>
            <tr><th scope="col">{t.colGame}</th><th scope="col">{t.colBet}</th><th scope="col">{t.colWin}</th><th scope="col">{t.colPlayedAt}</th></tr>
          </thead>
          <tbody>
            {rounds.map((round) => {
              const [provider = '', name = ''] = round.game_identifier.split('/');
              return (
                <tr key={round.round_id} data-state={round.state}>
                  <th scope="row">
                    <a href={href(`/play/${encodeURIComponent(provider)}/${encodeURIComponent(name)}`)}>{round.game_title}</a>
                  </th>
                  <td>{formatMoney(round.bet_cents, round.currency, locale)}</td>
                  <td>{winText(round)}</td>
                  <td>{formatDate(round.created_at, locale, true)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pagination.total_pages > 1 ? (
        <nav className="ck-row" aria-label={t.historyPages}>
          <button type="button" className="ck-button ck-button--ghost" disabled={pagination.prev_page === null || history.loading} onClick={() => setPage(pagination.prev_page ?? 1)}>{t.pagePrev}</button>
          <span role="status">{t.format('pageOf', { page: pagination.current_page, pages: pagination.total_pages })}</span>
          <button type="button" className="ck-button ck-button--ghost" disabled={pagination.next_page === null || history.loading} onClick={() => setPage(pagination.next_page ?? page)}>{t.pageNext}</button>
        </nav>
      ) : null}
    </div>
  );
}
