/**
 * Payloads of the realtime channels (docs/api/realtime.md, contract §6.3): `data` of one publication per channel name
 * (without the `#<userId>` suffix). Channels whose payload the contract does not show are
 * `unknown`; `public:wins` carries a winners-feed item and `groups_updates` a `{id, name}`
 * status on our platform (decisions, docs/sdk-api.md).
 */
import * as z from 'zod/mini';
import { int, iso } from './common.ts';
import { Bonus, Freespin } from './bonuses.ts';
import { Jackpot, JackpotWin } from './jackpots.ts';
import { Lootbox } from './lootbox.ts';
import { CompPoints } from './loyalty.ts';
import { TournamentPlayerStatuses } from './tournaments.ts';
import { Account, PaymentChange } from './wallet.ts';
import { Winner } from './winners.ts';

export const TournamentNotification = z.looseObject({
  event: z.enum(['tournament_started', 'player_joined_leaderboard', 'player_kicked_from_leaderboard', 'tournament_starts_soon']),
  id: int,
  title: z.string(),
  start_at: iso,
  end_at: iso,
  award_place: z.optional(z.nullable(int)),
  previous_place: z.optional(z.nullable(int)),
});
export type TournamentNotification = z.infer<typeof TournamentNotification>;

export const PersonalNotification = z.looseObject({ id: z.union([int, z.string()]), title: z.string(), text: z.string() });
export type PersonalNotification = z.infer<typeof PersonalNotification>;

/** `game_limits`: e.g. `{reason: "trigger_reality_check"}`. */
export const GameLimitsEvent = z.looseObject({ reason: z.string() });
export type GameLimitsEvent = z.infer<typeof GameLimitsEvent>;

/** `groups_updates`: shape not shown by the contract; the FE adds/replaces a `{id, name}` status. */
export const GroupsUpdate = z.looseObject({ id: z.optional(z.union([int, z.string()])), name: z.optional(z.string()) });
export type GroupsUpdate = z.infer<typeof GroupsUpdate>;

/** Channel name (no `public:` prefix, no `#user` suffix) → schema of its `data`. */
export const CHANNEL_PAYLOADS = {
  balance: Account,
  bonuses_changes: Bonus,
  freespins_changes: Freespin,
  comps_award: CompPoints,
  lootboxes_changes: Lootbox,
  jackpots_changes: Jackpot,
  tournaments_statuses: TournamentPlayerStatuses,
  tournament_notifications: TournamentNotification,
  personal_notifications: PersonalNotification,
  payments_changes: PaymentChange,
  game_limits: GameLimitsEvent,
  groups_updates: GroupsUpdate,
  wins: Winner,
  jackpot_win_award: JackpotWin,
  payments_events: z.unknown(),
  payment_methods_updated: z.unknown(),
  allsecure_notification: z.unknown(),
  $analytics: z.unknown(),
} as const;

/** `balance#42` → `balance`, `public:wins` → `wins`. */
export function channelName(channel: string): string {
  return channel.replace(/^public:/, '').replace(/#.*$/, '');
}

/** Validates one publication's `data` by its channel; unknown channels pass as `unknown`. */
export function parseChannelPayload(channel: string, data: unknown) {
  const schema = (CHANNEL_PAYLOADS as Record<string, z.ZodMiniType>)[channelName(channel)];
  return schema ? schema.safeParse(data) : ({ success: true, data } as const);
}
