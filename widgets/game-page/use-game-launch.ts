import { useEffect, useState } from 'react';
import type { Core } from '../../sdk/core.ts';
import { ApiError, ValidationError } from '../../sdk/http/errors.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { gameBlockedByLimits } from '../../sdk/rules/limits.ts';
import { getLimits } from '../../sdk/state/limits.ts';
import { gameGuard } from '../../sdk/rules/guards.ts';
import { catalogueClient, type Game } from '../ui/games-client.ts';
import { paths, type Mode } from '../ui/navigation.ts';
import { currencyLocked, type PlayerView } from '../ui/use-player.ts';

/** Why the game is not running (each has its own panel). */
export type Blocked =
  | { kind: 'not_found' }
  | { kind: 'restricted' }
  | { kind: 'not_available' }
  | { kind: 'currency' }
  | { kind: 'demo_unavailable' }
  | { kind: 'registration'; path: string }
  | { kind: 'limits'; path: string }
  | { kind: 'profile'; missing: string[] }
  | { kind: 'error' };

export type LaunchState =
  | { phase: 'loading'; game: Game | null }
  | { phase: 'playing'; game: Game; url: string; mode: Mode }
  | { phase: 'blocked'; game: Game | null; blocked: Blocked };

/** The platform's launch refusals (docs/api/provider.md) → what the page shows. */
export function blockedByCode(error: unknown, target: string): Blocked {
  if (!(error instanceof ApiError)) return { kind: 'error' };
  if (error.status === 401) return { kind: 'registration', path: paths.registration(target) };
  switch (error.code) {
    case 'not_found':
      return { kind: 'not_found' };
    case 'restricted_region':
      return { kind: 'restricted' };
    case 'game_not_available':
      return { kind: 'not_available' };
    case 'demo_not_available':
      return { kind: 'demo_unavailable' };
    case 'game_not_support_currency':
      return { kind: 'currency' };
    case 'limit_reached':
    case 'cooling_off':
    case 'self_excluded':
      return { kind: 'limits', path: paths.limits() };
    case 'profile_fields_required':
      return { kind: 'profile', missing: error instanceof ValidationError ? Object.keys(error.fields) : [] };
    default:
      return error.status === 404 ? { kind: 'not_found' } : { kind: 'error' };
  }
}

/**
 * Finds the game, applies the launch guards (docs/product/shell-and-routes.md#real-play, spec 000 §2.4, docs/product/limits-and-responsible-gaming.md#blocking, spec 001 §2: reached limit → profile
 * limits, guest real play → registration with redirect, unsupported currency → overlay; then the
 * platform's own refusals), and launches the provider's iframe. Re-runs on `attempt`.
 */
const gameQuery = (core: Core, name: string) => ({ key: ['games', 'seo_title', name], fetch: () => catalogueClient(core.http).bySeoTitle(name), errorName: 'LOAD_GAME_ERROR' });
const gameOf = (found: Record<string, Game> | undefined, producer: string) => Object.values(found ?? {}).find((candidate) => candidate.provider === producer) ?? null;

export function useGameLaunch(core: Core, producer: string, name: string, mode: Mode, player: PlayerView, attempt: number): LaunchState {
  const queries = getQueries(core);
  // The game is server state (docs/architecture.md "Server state"): one query per SEO title, so a
  // retry or a second look within the stale time asks nothing; a failure is reported on the bus as
  // LOAD_GAME_ERROR by the query layer. A server render fetches it first (host-demo/server/first-view.ts),
  // so the page starts with the game's name. The launch below is a write: never cached.
  queries.collect?.(gameQuery(core, name));
  const [state, setState] = useState<LaunchState>(() => ({ phase: 'loading', game: gameOf(queries.getQueryData(['games', 'seo_title', name]), producer) }));
  const ready = player.status !== 'unknown';
  const { loggedIn, currency, fiat } = player;

  useEffect(() => {
    if (!ready || !producer || !name) return;
    let cancelled = false;
    const target = paths.game(producer, name, mode);
    const show = (next: LaunchState) => {
      if (!cancelled) setState(next);
    };

    void (async () => {
      setState((previous) => ({ phase: 'loading', game: previous.game && previous.game.provider === producer ? previous.game : null }));
      let game: Game | null;
      try {
        game = gameOf(await getQueries(core).fetchQuery(gameQuery(core, name)), producer);
      } catch {
        return show({ phase: 'blocked', game: null, blocked: { kind: 'error' } });
      }
      if (!game) return show({ phase: 'blocked', game: null, blocked: { kind: 'not_found' } });

      let limitReached = false;
      if (loggedIn) {
        // The page's one limits state (sdk/state/limits.ts): joins the host's load, no request of its own.
        const limits = await getLimits(core).ensure();
        limitReached = gameBlockedByLimits(limits, currency);
      }
      const decision = gameGuard(target, { loggedIn, restrictedRegion: false, limitReached });
      if (decision && 'redirect' in decision) {
        const kind = decision.redirect.startsWith(paths.limits()) ? 'limits' : 'registration';
        return show({ phase: 'blocked', game, blocked: { kind, path: decision.redirect } });
      }
      if (mode === 'real' && currencyLocked(game, { loggedIn, fiat, currency })) return show({ phase: 'blocked', game, blocked: { kind: 'currency' } });

      try {
        const launch = await catalogueClient(core.http).launch(game.identifier, mode);
        const url = new URL(launch.url, core.http.baseUrl || globalThis.location?.href).href;
        core.bus.emit('game-opened', { identifier: game.identifier, mode });
        show({ phase: 'playing', game, url, mode });
      } catch (error) {
        const blocked = blockedByCode(error, target);
        if (blocked.kind === 'error') core.bus.emit('error', { name: 'GAME_LAUNCH_ERROR', message: error instanceof Error ? error.message : String(error) });
        show({ phase: 'blocked', game, blocked });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [core, producer, name, mode, ready, loggedIn, currency, fiat, attempt]);

  return state;
}
