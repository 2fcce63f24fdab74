/**
 * The affiliate leaderboard's first frame, kept fresh without the framework (docs/widgets.md
 * "Tournaments"): every 15 s while the page is visible it asks the casino for the frame again (the
 * server renders it: no i18n, money or framework code here) and swaps the markup in. The frame's
 * state follows, so the widget, loaded on the first interaction, starts from the latest board.
 */
import type { LeaderboardInitial } from './Leaderboard.tsx';

const POLL_MS = 15_000;

interface Props {
  api?: string;
  locale?: string;
  tournament?: string;
  limit?: string | number;
  basePath?: string;
}

/** The frame's address for these props (the loader asks the same, sdk/embed/loader.ts). */
export function frameUrl(api: string, props: Props): string {
  const url = new URL(`${api.replace(/\/$/, '')}/widgets/leaderboard/frame`, document.baseURI);
  for (const key of ['locale', 'tournament', 'limit', 'basePath'] as const) if (props[key] !== undefined && props[key] !== '') url.searchParams.set(key, String(props[key]));
  return url.href;
}

export function live(root: ShadowRoot, props: Props & { api: string }, state: LeaderboardInitial, onUnreachable: () => void): () => void {
  const url = frameUrl(props.api, props);
  let failures = 0;
  const timer = setInterval(() => {
    if (document.visibilityState === 'hidden') return;
    fetch(url, { credentials: 'omit' })
      .then((response) => (response.ok ? (response.json() as Promise<{ html: string; state: LeaderboardInitial }>) : Promise.reject(new Error(String(response.status)))))
      .then((frame) => {
        failures = 0;
        root.innerHTML = frame.html;
        state.tournament = frame.state.tournament;
      })
      .catch(() => {
        // Twice in a row: the widget takes over and shows the unreachable fallback.
        if (++failures >= 2) onUnreachable();
      });
  }, POLL_MS);
  return () => clearInterval(timer);
}
