/**
 * Response schemas of the contract (api-contract.md §2–§6) as zod/mini (5 KB, unlike full zod's
 * 78 KB in a bundle). Types come from here (`z.infer`), never written twice. Objects are loose:
 * a platform may send more fields than we read, and that is not an error.
 */
import * as z from 'zod/mini';

const cents = z.number();
const isoOrNull = z.nullable(z.string());

export const Status = z.looseObject({ id: z.string(), name: z.string() });

/** contract §5.4; a body without `id` means "logged out". */
export const Player = z.looseObject({
  id: z.optional(z.number()),
  email: z.optional(z.string()),
  nickname: z.optional(z.nullable(z.string())),
  first_name: z.optional(z.nullable(z.string())),
  last_name: z.optional(z.nullable(z.string())),
  date_of_birth: z.optional(z.nullable(z.string())),
  country: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  address: z.optional(z.nullable(z.string())),
  postal_code: z.optional(z.nullable(z.string())),
  state: z.optional(z.nullable(z.string())),
  mobile_phone: z.optional(z.nullable(z.string())),
  currency: z.optional(z.string()),
  language: z.optional(z.string()),
  statuses: z.optional(z.array(Status)),
  auth_fields_missed: z.optional(z.array(z.string())),
  confirmed_at: z.optional(isoOrNull),
  deposit_bonus_code: z.optional(z.nullable(z.string())),
  can_issue_bonuses: z.optional(z.boolean()),
  two_factor_enabled: z.optional(z.boolean()),
  license_name: z.optional(z.nullable(z.string())),
});
export type Player = z.infer<typeof Player>;

/** contract §5.5; also the `balance` push. */
export const Account = z.looseObject({
  currency: z.string(),
  amount_cents: cents,
  available_to_cashout_cents: cents,
  active: z.optional(z.boolean()),
});
export type Account = z.infer<typeof Account>;
export const Accounts = z.array(Account);

/** contract §2.2 settings: drives the socket. Guests get `user: ''` and still a token. */
export const Settings = z.looseObject({
  cent: z.looseObject({ user: z.string(), token: z.string(), url: z.string() }),
});
export type Settings = z.infer<typeof Settings>;

export const CompPoints = z.looseObject({
  chargeable: z.object({ points: z.number() }),
  persistent: z.object({ points: z.number() }),
});
export type CompPoints = z.infer<typeof CompPoints>;

/** contract §4.1, the fields the widgets read. */
export const Game = z.looseObject({
  identifier: z.string(),
  title: z.string(),
  provider: z.string(),
  seo_title: z.optional(z.string()),
  categories: z.optional(z.array(z.string())),
  currencies: z.optional(z.record(z.string(), z.looseObject({ id: z.number() }))),
  has_demo_mode: z.optional(z.boolean()),
});
export type Game = z.infer<typeof Game>;

export const GamesPage = z.looseObject({
  data: z.array(Game),
  pagination: z.optional(z.looseObject({ next_page: z.nullable(z.number()) })),
});
export type GamesPage = z.infer<typeof GamesPage>;

/** contract §5.17 */
export const JackpotLevel = z.looseObject({
  id: z.optional(z.union([z.number(), z.string()])),
  identifier: z.string(),
  name: z.string(),
  amount_cents: cents,
});
export const Jackpot = z.looseObject({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  identifier: z.optional(z.string()),
  state: z.string(),
  currency: z.string(),
  levels: z.array(JackpotLevel),
});
export type Jackpot = z.infer<typeof Jackpot>;
export const Jackpots = z.array(Jackpot);

export const JackpotWin = z.looseObject({
  amount_cents: cents,
  user_name: z.string(),
  jackpot_name: z.optional(z.string()),
  jackpot_level_name: z.optional(z.string()),
  jackpot_original_currency: z.string(),
  jackpot_original_amount_cents: z.optional(cents),
  created_at: z.string(),
});
export type JackpotWin = z.infer<typeof JackpotWin>;
export const JackpotWins = z.array(JackpotWin);
