import { GameTile } from '../components/GameTile.tsx';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { PageFrame } from '../components/PageFrame.tsx';
import { useLoad } from '../lib/use-load.ts';
import { Link } from '../router/Link.tsx';
import { useServices, useT } from '../state/app-context.tsx';

/** Favourite games of the signed-in player (GET /api/player/favorite_games, v2). */
export default function FavoritesPage() {
  const { api } = useServices();
  const t = useT();
  const games = useLoad('player:favourites', () => api.favourites());
  return (
    <PageFrame title={t.title_favorites} wide>
      {games.error ? (
        <LoadFailed retry={games.reload} />
      ) : games.data && games.data.length === 0 ? (
        <div className="empty">
          <p>{t.favoritesEmpty}</p>
          <Link to="/" className="button">
            {t.navLobby}
          </Link>
        </div>
      ) : (
        <ul className="grid" aria-busy={games.loading}>
          {(games.data ?? []).map((game) => (
            <li key={game.identifier}>
              <GameTile game={game} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
