/**
 * The schemas the shared core and the session read (sdk/core.ts, sdk/session): player, settings,
 * wallets, comp points. Every widget on a page pays for this module, so it stays lean on purpose:
 * money is `z.number()` here, not `z.int()` (zod/mini's integer format costs 0.44 KB brotli in
 * every widget's core); tests/platform/contract.test.ts checks our platform sends integers.
 * The area modules (player.ts, wallet.ts, loyalty.ts) re-export these.
 */
import * as z from 'zod/mini';

const text = z.optional(z.nullable(z.string()));
const flag = z.optional(z.boolean());
const money = z.number();
const iso = z.string();
const isoOrNull = z.nullable(iso);
const strings = z.array(z.string());

/** A group (numeric-string id) or the one level (non-numeric id) of a player. */
export const Status = z.looseObject({ id: z.string(), name: z.string() });
export type Status = z.infer<typeof Status>;

/** docs/api/auth-and-players.md (contract §5.4); a body without `id` means "logged out" (guests get `{}`), so every field is optional. */
export const Player = z.looseObject({
  id: z.optional(z.number()),
  email: z.optional(z.string()),
  nickname: text,
  first_name: text,
  last_name: text,
  date_of_birth: text,
  gender: text,
  country: text,
  city: text,
  address: text,
  postal_code: text,
  state: text,
  mobile_phone: text,
  title: text,
  currency: z.optional(z.string()),
  language: z.optional(z.string()),
  statuses: z.optional(z.array(Status)),
  auth_fields_missed: z.optional(strings),
  created_at: z.optional(iso),
  current_sign_in_at: z.optional(isoOrNull),
  confirmed_at: z.optional(isoOrNull),
  deposit_bonus_code: text,
  can_issue_bonuses: flag,
  autoregistered: flag,
  autologin_link: text,
  verified: flag,
  sumsub_verified: z.optional(z.nullable(z.boolean())),
  license_name: text,
  sow_questionnaire_expires_at: z.optional(isoOrNull),
  two_factor_enabled: flag,
  receive_promos: flag,
  receive_sms_promos: flag,
  receive_promos_via_phone_calls: flag,
  agreed_to_partner_promotions: flag,
});
export type Player = z.infer<typeof Player>;

/**
 * GET /api/info/player_fields as every page's session reads it (sdk/query/queries.ts,
 * docs/api/info-cms.md): the contexts, and of each field its name, type and allowed values. The
 * field rules (lengths, ages, once set) are validated by schemas/info.ts `PlayerFields`
 * (`infoApi.playerFields`), which the core does not carry.
 */
export const SessionPlayerFields = z.looseObject({
  fields: z.array(z.looseObject({ field: z.string(), type: z.string(), inclusion: z.optional(z.looseObject({ in: strings })) })),
  contexts: z.record(z.string(), z.union([strings, z.record(z.string(), z.unknown())])),
});
export type SessionPlayerFields = z.infer<typeof SessionPlayerFields>;

/**
 * docs/api/auth-and-players.md (contract §2.2) settings: drives the socket. Guests get `user: ''` and still a token. The legacy
 * protocol also needs `timestamp` and `authEndpoint`; the modern one (docs/architecture.md, DESIGN §4) only `token`, `url`.
 */
export const Settings = z.looseObject({
  cent: z.looseObject({
    user: z.string(),
    token: z.string(),
    url: z.string(),
    timestamp: z.optional(z.string()),
    authEndpoint: z.optional(z.string()),
  }),
  recaptcha: z.optional(z.string()),
  recaptcha_version: z.optional(z.number()),
  /** Our additions (docs/api/auth-and-players.md "Captcha"): `turnstile` | `hcaptcha`, `''` for the sandbox; the widget script's URL. */
  captcha_provider: z.optional(z.string()),
  captcha_script_url: z.optional(z.string()),
});
export type Settings = z.infer<typeof Settings>;

/** docs/api/wallet-payments-limits.md (contract §5.5); also the `balance` push. Fields after the first three are optional for older platforms. */
export const Account = z.looseObject({
  currency: z.string(),
  amount_cents: money,
  available_to_cashout_cents: money,
  available_to_bet_with_locked_cent: z.optional(money),
  hidden_at: z.optional(isoOrNull),
  deposit_available: z.optional(z.boolean()),
  selected_lottery_id: z.optional(z.nullable(z.number())),
  active: z.optional(z.boolean()),
});
export type Account = z.infer<typeof Account>;
export const Accounts = z.array(Account);

/** GET /api/player/comp_points; also the `comps_award` push. chargeable = spendable, persistent = level points. */
export const CompPoints = z.looseObject({
  chargeable: z.object({ points: z.number() }),
  persistent: z.object({ points: z.number() }),
});
export type CompPoints = z.infer<typeof CompPoints>;
