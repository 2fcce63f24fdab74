import type { Bonus, Freespin } from '../../sdk/api/schemas.ts';
import { bonusesApi } from '../../sdk/api/bonuses.ts';
import type { Core } from '../../sdk/core.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { useQuery, type QueryResult } from '../ui/use-query.ts';

/** The `disabled-bonuses` config (docs/api/info-cms.md): read once a page, a failure hides nothing. */
const DISABLED_KEY = ['config', 'disabled-bonuses'];

export interface GiftsQueries {
  bonuses: QueryResult<Bonus[]>;
  freespins: QueryResult<Freespin[]>;
  /** Group keys whose issued items are hidden (docs/product/bonuses-and-free-spins.md#lifecycle). */
  disabledGroups: readonly string[];
}

/**
 * The player's bonuses and free spins on the page's one query client (docs/architecture.md "Server
 * state"): every view of them (profile, gifts widget, header counter, game page) shares one request
 * per list, kept current by the `bonuses_changes` / `freespins_changes` pushes, which invalidate
 * them (sdk/query/channels.ts) — no polling.
 */
export function useGifts(core: Core, enabled = true, withDisabledGroups = true): GiftsQueries {
  const api = bonusesApi(core.http);
  const bonuses = useQuery<Bonus[]>(core, { key: KEYS.bonuses, fetch: () => api.bonuses(), errorName: 'LOAD_BONUSES_ERROR', enabled });
  const freespins = useQuery<Freespin[]>(core, { key: KEYS.freespins, fetch: () => api.freespins(), errorName: 'LOAD_FREESPINS_ERROR', enabled });
  const disabled = useQuery(core, {
    key: DISABLED_KEY,
    fetch: async () => (await api.disabledGroups()).group_keys,
    staleMs: 10 * 60_000,
    errorName: 'LOAD_CONFIG_ERROR',
    enabled: enabled && withDisabledGroups,
  });
  return { bonuses, freespins, disabledGroups: disabled.data ?? [] };
}
