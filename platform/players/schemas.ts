import { z } from 'zod';
import { canonicalLocale } from '../info/locales.ts';
import { countryByCode } from '../info/countries.ts';
import { FIELD_CONTEXT_NAMES, GENDERS, normaliseDate } from './fields.ts';
import { Player } from '../../sdk/api/schemas/session.ts';

/** Field rules of docs/product/account-and-auth.md#field-rules (spec 000 §5), shared by registration and profile edits. */
const NICKNAME = /^[\p{L}\p{N} .-]+$/u;
const NAME = /^[\p{L}\p{N} .-]+$/u;
const PHONE = /^[0-9+() -]+$/;
const NO_CONTROL = /^[^\p{Cc}<>]+$/u;
/**
 * Invisible format characters (Unicode Cf: bidi embeddings, overrides and isolates, LRM/RLM,
 * zero-width space/joiners, word joiner, BOM, soft hyphen) and line/paragraph separators. In a
 * name or an address they only serve to disguise what staff or another player reads
 * ("Trojan Source" spoofing), so every profile text field refuses them (docs/security.md).
 */
const VISIBLE_ONLY = /^[^\p{Cf}\u2028\u2029]*$/u;
export const INVISIBLE_MESSAGE = 'must not contain invisible or text-direction control characters';

/** An empty string (or null) clears an optional field. */
const clearable = <T extends z.ZodType>(schema: T) => z.union([z.literal('').transform(() => null), z.null(), schema]);

const text = (min: number, max: number, pattern: RegExp, patternMessage = 'wrong chars') =>
  z
    .string({ message: 'must be a string' })
    .trim()
    .regex(VISIBLE_ONLY, { message: INVISIBLE_MESSAGE })
    .min(min, { message: `is too short (minimum is ${min} characters)` })
    .max(max, { message: `is too long (maximum is ${max} characters)` })
    .regex(pattern, { message: patternMessage });

export const countrySchema = z
  .string({ message: 'must be a string' })
  .trim()
  .toUpperCase()
  .refine((code) => code.length === 2 && countryByCode(code) !== undefined, { message: 'is not included in the list' });

export const dateOfBirthSchema = z
  .string({ message: 'must be a string' })
  .trim()
  .max(10, { message: 'is invalid' })
  .refine((value) => normaliseDate(value) !== null, { message: 'is invalid (DD/MM/YYYY or YYYY-MM-DD)' })
  .transform((value) => normaliseDate(value) as string);

export const localeSchema = z
  .string({ message: 'must be a string' })
  .max(10)
  .refine((code) => canonicalLocale(code) !== undefined, { message: 'is not included in the list' })
  .transform((code) => canonicalLocale(code) as string);

export const profileFieldSchemas = {
  nickname: clearable(text(3, 15, NICKNAME)),
  first_name: clearable(text(1, 50, NAME)),
  last_name: clearable(text(1, 50, NAME)),
  gender: clearable(z.enum(GENDERS, { message: 'is not included in the list' })),
  country: clearable(countrySchema),
  city: clearable(text(1, 64, NAME)),
  address: clearable(text(1, 128, NO_CONTROL, 'is invalid')),
  postal_code: clearable(text(2, 10, /^[A-Za-z0-9 -]+$/, 'is invalid')),
  state: clearable(text(1, 64, NAME)),
  mobile_phone: clearable(text(8, 20, PHONE, 'is invalid')),
  date_of_birth: clearable(dateOfBirthSchema),
  receive_promos: z.boolean({ message: 'must be true or false' }),
  receive_sms_promos: z.boolean({ message: 'must be true or false' }),
};

export const profilePatchBody = z.object({
  context: z.enum(FIELD_CONTEXT_NAMES, { message: 'is not included in the list' }).default('edition'),
  player: z.object(profileFieldSchemas).partial(),
});
export type ProfilePatch = z.infer<typeof profilePatchBody>['player'];

export const localeBody = z.object({ locale: localeSchema });

const groupId = z.union([z.number().int().positive().max(2 ** 31), z.string().regex(/^\d{1,10}$/).transform(Number)]);
export const groupsBody = z.object({
  groups: z.object({
    add: z.array(groupId).max(20).default([]),
    remove: z.array(groupId).max(20).default([]),
  }),
});

export const bonusCodeBody = z.object({
  deposit_bonus_code: z.string({ message: 'must be a string' }).trim().min(1, { message: "can't be blank" }).max(64).regex(/^[A-Za-z0-9_-]+$/, { message: 'is invalid' }),
});

export const bonusSettingsBody = z.object({ can_issue: z.boolean({ message: 'must be true or false' }) });

export const subscriptionsBody = z.object({
  subscription_params: z
    .object({
      receive_promos: z.boolean(),
      receive_sms_promos: z.boolean(),
      receive_promos_via_phone_calls: z.boolean(),
      agreed_to_partner_promotions: z.boolean(),
    })
    .partial(),
});

export const sessionIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const otpCode = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().regex(/^\d{6}$/, { message: 'is invalid' }));
/** Turning 2FA on or off needs the current password too (platform/auth/reauth.ts). */
const currentPassword = z.string({ message: "can't be blank" }).min(1, { message: "can't be blank" }).max(128);
export const enableTwoFactorBody = z.object({
  two_factor: z.object({ otp_secret: z.string().min(16).max(64), authentication_code: otpCode, current_password: currentPassword }),
});
export const disableTwoFactorBody = z.object({ two_factor: z.object({ authentication_code: otpCode, current_password: currentPassword }) });
export { otpCode };

/** The player, or `{}` for a guest (GET /api/player) or a browser that only confirmed the address (docs/api/auth-and-players.md). */
export const playerOrNothing = z.union([Player, z.strictObject({})]);
