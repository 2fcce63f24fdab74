/**
 * THE table from realtime channel to the queries it keeps current (docs/architecture.md "Server
 * state", "Channel → query table"). A push either writes the query's data from its payload
 * (`updates`: no request at all) or marks the queries stale (`invalidates`: every observed one is
 * fetched once, however many widgets show it). Channel names are without `public:` and `#<userId>`
 * (sdk/api/schemas/realtime.ts `channelName`). A channel that only raises an event (a toast, a
 * reality check) maps to no query; its publication still goes on the bus as `websocket`.
 */
import type { Jackpot } from '../api/schemas/jackpots.ts';
import type { Account, CompPoints } from '../api/schemas/session.ts';
import type { Payment } from '../api/schemas/wallet.ts';
import type { Winner } from '../api/schemas/winners.ts';
import type { QueryClient, QueryKey } from './client.ts';
import { KEYS } from './keys.ts';

export interface QueryUpdate {
  key: QueryKey;
  /** The next data from the previous (undefined if never loaded) and the push; undefined: no change. */
  apply(previous: unknown, data: unknown, key: QueryKey): unknown;
}

export interface ChannelRule {
  updates?: readonly QueryUpdate[];
  invalidates?: readonly QueryKey[];
}

interface WithId {
  id: number | string;
}

/** Replace by id, or add: a list kept current from pushes of single items. */
function upsert<T extends WithId>(previous: unknown, item: T | null, where: 'start' | 'end'): T[] | undefined {
  if (!item || !Array.isArray(previous)) return undefined;
  const list = previous as T[];
  const index = list.findIndex((existing) => existing.id === item.id);
  if (index >= 0) return list.map((existing, i) => (i === index ? { ...existing, ...item } : existing));
  return where === 'start' ? [item, ...list] : [...list, item];
}

/**
 * Payload guards: structural checks of the fields a row uses, not the zod schemas, so the table
 * costs a widget that follows one public channel no schema bytes (docs/architecture.md "Decisions").
 * The session still validates `balance` with its schema before the `balance` bus event.
 */
type Fields = Record<string, unknown>;
export const isObject = (data: unknown): data is Fields => typeof data === 'object' && data !== null && !Array.isArray(data);
export const has = (data: Fields, field: string, type: 'string' | 'number') => typeof data[field] === type;
export const guard = <T>(check: (data: Fields) => boolean) => (data: unknown): T | null => (isObject(data) && check(data) ? (data as T) : null);

const asAccount = guard<Account>((d) => has(d, 'currency', 'string') && has(d, 'amount_cents', 'number'));
const asCompPoints = guard<CompPoints>((d) => isObject(d.chargeable) && isObject(d.persistent));
/** A full payment (a history item) has what a status change does not: its system's name and brand. */
const asPayment = guard<Payment>((d) => has(d, 'id', 'number') && has(d, 'system_name', 'string') && has(d, 'brand', 'string') && has(d, 'state', 'string'));
const asPaymentChange = guard<WithId>((d) => has(d, 'id', 'number'));
const asJackpot = guard<Jackpot>((d) => has(d, 'id', 'number') && has(d, 'state', 'string') && Array.isArray(d.levels));
const asWinner = guard<Winner>((d) => has(d, 'nickname', 'string') && has(d, 'win_amount_cents', 'number'));
export const CHANNEL_QUERIES: Record<string, ChannelRule> = {
  // The wallet in the push's currency replaces the one with the same currency.
  balance: {
    updates: [
      {
        key: KEYS.accounts,
        apply: (previous, data) => {
          const account = asAccount(data);
          if (!account) return undefined;
          return [...((previous as Account[] | undefined) ?? []).filter((existing) => existing.currency !== account.currency), account];
        },
      },
    ],
  },
  comps_award: { updates: [{ key: KEYS.compPoints, apply: (_previous, data) => asCompPoints(data) ?? undefined }] },
  bonuses_changes: { invalidates: [KEYS.bonuses] },
  freespins_changes: { invalidates: [KEYS.freespins] },
  lootboxes_changes: { invalidates: [KEYS.lootboxes] },
  // A limit reached or a reality check: the limits' usage moved.
  game_limits: { invalidates: [KEYS.limits] },
  // Until a page shows tournaments, their statuses mark them stale; sdk/query/tournaments.ts, loaded with
  // every view of them, replaces this row by one that writes the push into the statuses and the boards,
  // and adds the public `tournaments_changes` row (only its views follow that channel).
  tournaments_statuses: { invalidates: [KEYS.tournaments] },
  // A start, a place won or lost, a result: lists, boards and statuses are read again (the notice itself
  // is the host's, host-demo/app/state/StartupEffects.tsx).
  tournament_notifications: { invalidates: [KEYS.tournaments, KEYS.tournamentStatus] },
  // A new status can change the profile and which payment brands show (sdk/rules/groups.ts).
  groups_updates: { invalidates: [KEYS.profile, KEYS.paymentMethods] },
  jackpot_win_award: { invalidates: [KEYS.jackpots, KEYS.jackpotWins] },
  // The notifications bar's list (sdk/state/notifications.ts, docs/api/notifications.md) is fetched again.
  personal_notifications: { invalidates: [KEYS.notifications] },
  // A full payment is added or replaces its own; a status change is merged into it.
  payments_changes: {
    updates: [
      {
        key: KEYS.payments,
        apply: (previous, data) => {
          const full = asPayment(data);
          if (full) return upsert(previous, full, 'start');
          const change = asPaymentChange(data);
          if (!change || !Array.isArray(previous)) return undefined;
          return (previous as WithId[]).map((item) => (item.id === change.id ? { ...item, ...change } : item));
        },
      },
    ],
  },
  payments_events: { invalidates: [KEYS.payments] },
  payment_methods_updated: { invalidates: [KEYS.paymentMethods] },
  // Public: a jackpot replaces its own by id (docs/api/realtime.md, contract §6.3); one no longer active leaves the list.
  jackpots_changes: {
    updates: [
      {
        key: KEYS.jackpots,
        apply: (previous, data) => {
          const jackpot = asJackpot(data);
          if (!jackpot || !Array.isArray(previous)) return undefined;
          if (jackpot.state !== 'active') return (previous as Jackpot[]).filter((existing) => existing.id !== jackpot.id);
          return upsert(previous, jackpot, 'end');
        },
      },
    ],
  },
  // Public: a win goes on top of every winners list, which keeps its length (`['winners', limit]`).
  wins: {
    updates: [
      {
        key: KEYS.winners,
        apply: (previous, data, key) => {
          const win = asWinner(data);
          if (!win || !Array.isArray(previous)) return undefined;
          const limit = Number(key[1]) || previous.length;
          return [win, ...previous].slice(0, limit);
        },
      },
    ],
  },
};

/** `balance#42` → `balance`, `public:wins` → `wins`. */
const nameOf = (channel: string) => channel.replace(/^public:/, '').replace(/#.*$/, '');

/** Applies one publication to the queries of its channel's rule; false when the table has none. */
export function applyPush(queries: QueryClient, channel: string, data: unknown): boolean {
  const rule = CHANNEL_QUERIES[nameOf(channel)];
  if (!rule) return false;
  for (const update of rule.updates ?? []) queries.setQueriesData<unknown>(update.key, (previous, key) => update.apply(previous, data, key));
  for (const key of rule.invalidates ?? []) void queries.invalidate(key);
  return true;
}
