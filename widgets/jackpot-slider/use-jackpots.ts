import { useEffect, useMemo, useRef, useState } from 'react';
import { jackpotsApi } from '../../sdk/api/jackpots.ts';
import type { Jackpot, JackpotWin } from '../../sdk/api/schemas.ts';
import type { Core } from '../../sdk/core.ts';
import { followChannel } from '../../sdk/query/follow.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { activeJackpots } from '../../sdk/rules/jackpots.ts';
import { useQuery } from '../ui/use-query.ts';
import { useOnRecovered } from '../ui/use-reachability.ts';
import { JACKPOTS_CHANNEL } from './jackpot-feed.ts';

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
 * Active jackpots and the latest jackpot wins, read from the page's queries (sdk/query,
 * docs/architecture.md "Server state"): `public:jackpots_changes` replaces a jackpot by id through
 * the channel → query table (docs/api/realtime.md, contract §6.3), with no request. A failed load is not retried here
 * (the HTTP client did, within its 30 s budget): the error shows with a retry button.
 */
export function useJackpots(core: Core, onError: (name: string, message: string) => void, initial?: JackpotsInitial): JackpotsState & { retry(): void } {
  const queries = getQueries(core);
  const api = useMemo(() => jackpotsApi(core.http), [core]);
  // Data rendered into the first frame is fresh enough; the socket keeps it current from here.
  // Not on the server: its one core serves every frame, whose data is `initial` alone.
  useState(() => {
    if (initial && typeof document !== 'undefined' && queries.getQueryData(KEYS.jackpots) === undefined) {
      queries.setQueryData(KEYS.jackpots, initial.jackpots);
      queries.setQueryData(KEYS.jackpotWins, initial.wins);
    }
  });
  const jackpots = useQuery<Jackpot[]>(core, { key: KEYS.jackpots, fetch: () => api.list(), errorName: 'LOAD_JACKPOTS_ERROR' });
  const wins = useQuery<JackpotWin[]>(core, { key: KEYS.jackpotWins, fetch: () => api.wins() });

  useEffect(() => followChannel(core, JACKPOTS_CHANNEL), [core]);
  // A reconnect that could not recover every publication means our amounts may be behind.
  useEffect(
    () =>
      core.bus.on('error', (event) => {
        if (event.name === 'REALTIME_UNRECOVERED' && event.message.includes(JACKPOTS_CHANNEL)) void queries.invalidate(KEYS.jackpots);
      }),
    [core, queries],
  );
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    if (jackpots.error) onErrorRef.current('LOAD_JACKPOTS_ERROR', jackpots.error instanceof Error ? jackpots.error.message : String(jackpots.error));
  }, [jackpots.error]);

  const retry = () => {
    jackpots.refetch();
    wins.refetch();
  };
  // Back from unreachable: the pools moved meanwhile, so they are loaded afresh.
  useOnRecovered(core, retry);
  const data = jackpots.data ?? initial?.jackpots;
  const list = useMemo(() => activeJackpots(data ?? []), [data]);
  return {
    status: data !== undefined ? 'ready' : jackpots.error ? 'error' : 'loading',
    jackpots: list,
    wins: wins.data ?? initial?.wins ?? [],
    stale: data !== undefined && jackpots.error !== null,
    retry,
  };
}
