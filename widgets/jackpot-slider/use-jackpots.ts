import { useEffect, useState } from 'react';
import { jackpotsApi } from '../../sdk/api/jackpots.ts';
import type { Jackpot, JackpotWin } from '../../sdk/api/schemas.ts';
import type { Core } from '../../sdk/core.ts';
import { activeJackpots } from '../../sdk/rules/jackpots.ts';
import { useOnRecovered } from '../ui/use-reachability.ts';
import { JACKPOTS_CHANNEL, parseJackpotPush } from './jackpot-feed.ts';

const LOAD_ATTEMPTS = 3;

/** What the first frame was rendered from, handed over so the widget starts where the frame is. */
export interface JackpotsInitial {
  jackpots: Jackpot[];
  wins: JackpotWin[];
}

export interface JackpotsState {
  status: 'loading' | 'ready' | 'error';
  jackpots: Jackpot[];
  wins: JackpotWin[];
  /** The last refresh failed: what is shown may be out of date. */
  stale: boolean;
}

/**
 * Active jackpots, kept live by `public:jackpots_changes` (contract §6.3: replace by id), and
 * the latest jackpot wins. Loads retry with backoff; failures are reported, never thrown.
 */
export function useJackpots(
  core: Core,
  onError: (name: string, message: string) => void,
  initial?: JackpotsInitial,
): JackpotsState & { retry(): void } {
  const [state, setState] = useState<JackpotsState>(() =>
    initial ? { status: 'ready', jackpots: activeJackpots(initial.jackpots), wins: initial.wins, stale: false } : { status: 'loading', jackpots: [], wins: [], stale: false },
  );
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const api = jackpotsApi(core.http);
    let cancelled = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const refresh = async (attempt = 0): Promise<void> => {
      try {
        const [jackpots, wins] = await Promise.all([api.list(), api.wins().catch(() => null)]);
        if (cancelled) return;
        setState((previous) => ({ status: 'ready', jackpots: activeJackpots(jackpots), wins: wins ?? previous.wins, stale: false }));
      } catch (error) {
        if (cancelled) return;
        const message = error instanceof Error ? error.message : String(error);
        core.bus.emit('error', { name: 'LOAD_JACKPOTS_ERROR', message });
        onError('LOAD_JACKPOTS_ERROR', message);
        const retrying = attempt + 1 < LOAD_ATTEMPTS;
        setState((previous) => (previous.status === 'ready' ? { ...previous, stale: true } : { ...previous, status: retrying ? 'loading' : 'error' }));
        if (retrying) retryTimer = setTimeout(() => void refresh(attempt + 1), 1000 * 2 ** attempt);
      }
    };

    // Data rendered into the first frame is fresh enough; the socket keeps it current from here.
    if (!(initial && reloads === 0)) void refresh();
    const unsubscribe = core.realtime.subscribe(JACKPOTS_CHANNEL, (data) => {
      const jackpot = parseJackpotPush(data, onError);
      if (!jackpot) return;
      setState((previous) => {
        const others = previous.jackpots.filter((existing) => existing.id !== jackpot.id);
        const index = previous.jackpots.findIndex((existing) => existing.id === jackpot.id);
        if (jackpot.state !== 'active') return { ...previous, jackpots: others };
        const jackpots = [...previous.jackpots];
        if (index >= 0) jackpots[index] = jackpot;
        else jackpots.push(jackpot);
        return { ...previous, jackpots };
      });
    });
    // A reconnect that could not recover every publication means our amounts may be behind.
    const offUnrecovered = core.bus.on('error', (event) => {
      if (event.name === 'REALTIME_UNRECOVERED' && event.message.includes(JACKPOTS_CHANNEL)) void refresh();
    });

    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
      unsubscribe();
      offUnrecovered();
    };
    // onError is an event callback; re-subscribing when its identity changes would be wrong.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [core, reloads]);

  const retry = () => setReloads((count) => count + 1);
  // Back from unreachable: the pools moved meanwhile, so they are loaded afresh.
  useOnRecovered(core, retry);
  return { ...state, retry };
}

