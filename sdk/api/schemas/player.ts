/** Player, settings, stats, subscriptions, sessions, two-factor (docs/api/auth-and-players.md, contract §2.2–§2.4, §5.4). */
import * as z from 'zod/mini';
import { AmountsByCurrency, int, iso, strings } from './common.ts';
import { Player, Status } from './session.ts';

export { Player, Settings } from './session.ts';

/** The answer of sign-in, registration, confirmation and update_details: always a signed-in player. */
export const SignedInPlayer = z.extend(Player, {
  id: int,
  email: z.string(),
  currency: z.string(),
  statuses: z.array(Status),
  auth_fields_missed: strings,
});
export type SignedInPlayer = z.infer<typeof SignedInPlayer>;

/** GET /api/player/stats; sums keyed by currency, in subunits. */
export const PlayerStats = z.looseObject({
  deposits_count: int,
  deposits_sum: AmountsByCurrency,
  cashouts_sum: AmountsByCurrency,
  bets_sum: AmountsByCurrency,
  messages: z.optional(z.looseObject({ notice: z.optional(z.string()) })),
});
export type PlayerStats = z.infer<typeof PlayerStats>;

/** GET/PUT /api/subscriptions (docs/api/auth-and-players.md, contract §2.3). */
export const Subscriptions = z.looseObject({
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
  receive_promos_via_phone_calls: z.boolean(),
  agreed_to_partner_promotions: z.boolean(),
});
export type Subscriptions = z.infer<typeof Subscriptions>;

/** GET /api/player/sessions item; `last_seen_at` is our addition. */
export const PlayerSession = z.looseObject({
  id: int,
  // Null when the sign-in request carried none (our platform stores what it was sent).
  ip: z.nullable(z.string()),
  country: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  created_at: iso,
  last_seen_at: z.optional(iso),
  current: z.boolean(),
});
export type PlayerSession = z.infer<typeof PlayerSession>;
export const PlayerSessions = z.array(PlayerSession);

/** GET/POST/DELETE /api/player/two_factor: `{otp_secret, data}` (null once 2FA is on, on our platform). */
export const TwoFactor = z.looseObject({
  otp_secret: z.nullable(z.string()),
  data: z.nullable(z.string()),
  two_factor_enabled: z.optional(z.boolean()),
});
export type TwoFactor = z.infer<typeof TwoFactor>;

/** GET /api/captcha (our sandbox captcha; send `"<id>:<answer>"` as `captcha`). */
export const Captcha = z.looseObject({ id: z.string(), question: z.string() });
export type Captcha = z.infer<typeof Captcha>;

/** POST /check-email success body; failures are 422 `{errors: {message: <key>}}`. */
export const CheckEmailAnswer = z.looseObject({ errors: z.optional(z.looseObject({ message: z.optional(z.string()) })) });
export type CheckEmailAnswer = z.infer<typeof CheckEmailAnswer>;
