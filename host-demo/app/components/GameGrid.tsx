import { useEffect, useRef, useState } from 'react';
import type { Game } from '../../../sdk/api/schemas.ts';
import { GAMES_PAGE_SIZE, INFINITE_SCROLL_THRESHOLD_PX } from '../../../sdk/rules/lobby.ts';
import { useServices, useT } from '../state/app-context.tsx';
import { GameTile } from './GameTile.tsx';
import { LoadFailed } from './LoadFailed.tsx';

/**
 * A paged game grid (spec 000 §9: 40 a page; the next page loads within 500 px of the list
 * end), with a "show more" button for keyboard users and when observers are unavailable.
 */
export function GameGrid({ filter, label, firstPage = 1 }: { filter: { categories?: string[]; providers?: string[] }; label: string; firstPage?: number }) {
  const { api } = useServices();
  const t = useT();
  const key = JSON.stringify(filter);
  const [state, setState] = useState<{ key: string; games: Game[]; next: number | null; total: number | null; loading: boolean; failed: boolean }>({
    key,
    games: [],
    next: firstPage,
    total: null,
    loading: false,
    failed: false,
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  const loadMore = async (reset = false) => {
    const page = reset ? firstPage : state.next;
    if (busy.current || page === null) return;
    busy.current = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    try {
      const answer = await api.gamesFilter(filter, page, GAMES_PAGE_SIZE);
      setState((s) => ({
        key,
        games: reset || s.key !== key ? answer.data : [...s.games, ...answer.data],
        next: answer.pagination?.next_page ?? null,
        total: answer.pagination?.total_count ?? null,
        loading: false,
        failed: false,
      }));
    } catch {
      setState((s) => ({ ...s, loading: false, failed: true }));
    } finally {
      busy.current = false;
    }
  };

  useEffect(() => {
    setState({ key, games: [], next: firstPage, total: null, loading: true, failed: false });
    busy.current = false;
    void loadMore(true);
  }, [key, firstPage]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void loadMore(), { rootMargin: `${INFINITE_SCROLL_THRESHOLD_PX}px` });
    observer.observe(target);
    return () => observer.disconnect();
  });

  return (
    <div className="grid-block">
      {state.total !== null && <p className="grid-block__count">{t.gamesCount.replace('{count}', String(state.total))}</p>}
      <ul className="grid" aria-label={label} aria-busy={state.loading}>
        {state.games.map((game, index) => (
          <li key={game.identifier}>
            <GameTile game={game} eager={index < 8} />
          </li>
        ))}
        {state.loading && state.games.length === 0 && Array.from({ length: 10 }, (_, index) => <li key={`s${index}`} className="tile tile--skeleton" aria-hidden="true" />)}
      </ul>
      {!state.loading && !state.failed && state.games.length === 0 && <p className="empty">{t.noGames}</p>}
      {state.failed && <LoadFailed retry={() => void loadMore()} />}
      <div ref={sentinel} className="grid-block__sentinel" />
      {state.next !== null && state.games.length > 0 && !state.failed && (
        <button type="button" className="button button--ghost grid-block__more" onClick={() => void loadMore()} disabled={state.loading}>
          {state.loading ? t.loading : t.loadMore}
        </button>
      )}
    </div>
  );
}
