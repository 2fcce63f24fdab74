import { gamesApi, playerGamesApi } from '../../sdk/api/games.ts';
import type { Game, PlayedGame } from '../../sdk/api/schemas.ts';
import { accountMessages } from '../ui/account-messages.ts';
import { FormAlert } from '../ui/Field.tsx';
import { useLoad } from '../ui/use-load.ts';
import { formatDate, messages } from './messages.ts';
import type { SectionProps } from './section.ts';

interface Row {
  played: PlayedGame;
  game: Game | undefined;
}

/** Played games (GET /api/player/played_games), named via POST /api/games_filter/select. */
export function GamesHistorySection({ core, locale }: SectionProps) {
  const t = messages[locale];
  const rows = useLoad<Row[]>(core, 'LOAD_PLAYED_GAMES_ERROR', async () => {
    const played = await playerGamesApi(core.http).played();
    if (played.length === 0) return [];
    const games = await gamesApi(core.http).select(played.map((p) => p.identifier)).catch(() => ({}) as Record<string, Game>);
    return played.map((p) => ({ played: p, game: games[p.identifier] }));
  }, []);

  if (rows.loading) return <p role="status" className="ck-muted">{accountMessages[locale].loading}</p>;
  if (rows.error) {
    return (
      <FormAlert kind="info">
        {t.historyFailed}{' '}
        <button type="button" className="ck-link-button" onClick={rows.reload}>{accountMessages[locale].retry}</button>
      </FormAlert>
    );
  }
  if (rows.data.length === 0) return <p className="ck-muted">{t.gamesEmpty}</p>;
  return (
    <div className="ck-table-wrap">
      <table className="ck-table">
        <caption className="ck-visually-hidden">{t.section_games_history}</caption>
        <thead>
          <tr><th scope="col">{t.colGame}</th><th scope="col">{t.colProvider}</th><th scope="col">{t.colLastPlayed}</th></tr>
        </thead>
        <tbody>
          {rows.data.map(({ played, game }) => {
            const [provider = '', name = ''] = played.identifier.split('/');
            const path = `/play/${encodeURIComponent(game?.provider ?? provider)}/${encodeURIComponent(game?.seo_title ?? name)}`;
            return (
              <tr key={played.identifier}>
                <th scope="row">
                  <a href={`${core.config.api}${path}`}>{game?.title ?? played.identifier}</a>
                </th>
                <td>{game?.provider ?? provider}</td>
                <td>{played.last_activity_at ? formatDate(played.last_activity_at, locale, true) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
