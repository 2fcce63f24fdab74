import type { Game } from '../../../sdk/api/schemas.ts';
import { interpolate } from '../../../sdk/i18n/interpolate.ts';
import { playPath, previewOf } from '../lib/api.ts';
import { Link } from '../router/Link.tsx';
import { useT } from '../state/app-context.tsx';

const SHOWN_BADGES = ['new', 'top', 'jackpot'];

interface Badge {
  type: string;
  theme?: string;
}

/**
 * A game tile: preview, title, provider; the hover/focus overlay offers play (real) and demo
 * (spec 001 §4 game tiles). Guards on /play decide what a guest's real-play click does.
 */
export function GameTile({ game, eager = false }: { game: Game; eager?: boolean }) {
  const t = useT();
  const badges = ((game as { badges?: Badge[] }).badges ?? []).filter((badge) => SHOWN_BADGES.includes(badge.type)).slice(0, 2);
  const hasDemo = game.has_demo_mode !== false;
  return (
    <article className="tile">
      <div className="tile__frame">
      <Link to={playPath(game)} className="tile__link" aria-label={interpolate(t.playGame, { title: game.title })}>
        <img className="tile__img" src={previewOf(game)} alt="" width={300} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        <span className="tile__play" aria-hidden="true">
          {t.play}
        </span>
      </Link>
      {badges.length > 0 && (
        <ul className="tile__badges">
          {badges.map((badge) => (
            <li key={badge.type} className={`tile__badge tile__badge--${badge.type}`}>
              {badgeLabel(t, badge.type)}
            </li>
          ))}
        </ul>
      )}
      {hasDemo && (
        <Link to={playPath(game, 'demo')} className="tile__demo" aria-label={`${t.demo}: ${game.title}`}>
          {t.demo}
        </Link>
      )}
      </div>
      <div className="tile__meta">
        <h3 className="tile__title">{game.title}</h3>
        <p className="tile__provider">{game.provider}</p>
      </div>
    </article>
  );
}

function badgeLabel(t: ReturnType<typeof useT>, type: string): string {
  switch (type) {
    case 'new':
      return t.badgeNew;
    case 'top':
      return t.badgeTop;
    case 'jackpot':
      return t.badgeJackpot;
    default:
      return type;
  }
}
