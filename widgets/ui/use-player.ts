import { useEffect } from 'react';
import type { Core } from '../../sdk/core.ts';
import { currency as currencyInfo } from '../../sdk/money/currencies.ts';
import { getSession, type Session } from '../../sdk/session/index.ts';
import { useSignalValue } from './use-signal.ts';

const loading = new WeakMap<Session, Promise<void>>();

/**
 * Loads the page's session once if nobody has (a widget alone on a partner page); the host loads
 * it at start-up, and then this only reads it.
 */
export function ensureSession(core: Core): Session {
  const session = getSession(core);
  if (session.status.peek() === 'unknown' && !loading.has(session)) loading.set(session, session.load().catch(() => undefined));
  return session;
}

export interface PlayerView {
  session: Session;
  /** 'unknown' until the profile answered. */
  status: 'unknown' | 'guest' | 'player';
  loggedIn: boolean;
  /** The player's currency (logged in), else the widget's. */
  currency: string;
  /** Fiat currency: the currency lock applies (docs/product/lobby-and-games.md#currency-lock, spec 001 §4, "logged in, non-crypto"). */
  fiat: boolean;
}

/** The shared session as the game widgets read it. */
export function usePlayer(core: Core, fallbackCurrency: string): PlayerView {
  const session = getSession(core);
  useEffect(() => {
    ensureSession(core);
  }, [core]);
  const status = useSignalValue(session.status);
  const user = useSignalValue(session.user);
  const currency = (status === 'player' && user?.currency) || fallbackCurrency;
  return { session, status, loggedIn: status === 'player', currency, fiat: currencyInfo(currency)?.fiat ?? true };
}

/** The game cannot be played in the player's currency (docs/product/lobby-and-games.md#currency-lock, spec 001 §4, spec 000 §8). */
export function currencyLocked(game: { currencies?: Record<string, unknown> }, player: Pick<PlayerView, 'loggedIn' | 'fiat' | 'currency'>): boolean {
  if (!player.loggedIn || !player.fiat || !game.currencies) return false;
  return !(player.currency in game.currencies);
}
