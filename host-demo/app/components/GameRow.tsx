import type { Game } from '../../../sdk/api/schemas.ts';
import { LOBBY_ROW_SIZE } from '../../../sdk/rules/lobby.ts';
import { Link } from '../router/Link.tsx';
import { useT } from '../state/app-context.tsx';
import { GameTile } from './GameTile.tsx';

/** A lobby row: up to 15 games in a horizontal scroller, a skeleton of 5 while loading (spec 001 §2, §9). */
export function GameRow({ title, games, loading, more, eager, id }: { title: string; games: Game[] | undefined; loading: boolean; more?: string; eager?: boolean; id: string }) {
  const t = useT();
  return (
    <section className="row" aria-labelledby={id}>
      <div className="section__head">
        <h2 id={id} className="section__title">
          {title}
        </h2>
        {more && (
          <Link to={more} className="section__more">
            {t.showAll}
          </Link>
        )}
      </div>
      <div className="row__scroller">
        {loading && !games
          ? Array.from({ length: 5 }, (_, index) => <div key={index} className="tile tile--skeleton" aria-hidden="true" />)
          : (games ?? []).slice(0, LOBBY_ROW_SIZE).map((game, index) => <GameTile key={game.identifier} game={game} eager={eager && index < 6} />)}
      </div>
    </section>
  );
}
