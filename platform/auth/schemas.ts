import { z } from 'zod';
import { CURRENCY_CODES } from '../money/currencies.ts';
import { countrySchema, localeSchema, otpCode, profileFieldSchemas } from '../players/schemas.ts';
import { passwordSchema } from './password-policy.ts';

const email = z
  .string({ message: "can't be blank" })
  .trim()
  .min(1, { message: "can't be blank" })
  .max(254, { message: 'is too long' })
  .pipe(z.email({ message: 'is invalid' }));

/** Sign-in takes any non-empty string as e-mail: a format error would only help enumeration. */
const signInEmail = z.string({ message: "can't be blank" }).trim().min(1, { message: "can't be blank" }).max(254);
const captcha = z.string().max(200).optional();
const fingerprint = z.string().max(2048).optional();

export const checkEmailBody = z.object({ email: z.string({ message: "can't be blank" }).max(1000) });

export const passwordSignInBody = z.object({
  user: z.object({ email: signInEmail, password: z.string({ message: "can't be blank" }).min(1, { message: "can't be blank" }).max(128), dfpc: fingerprint, captcha }),
});
export const otpSignInBody = z.object({ user: z.object({ otp_attempt: otpCode }) });
export type PasswordSignInBody = z.infer<typeof passwordSignInBody>;
export type OtpSignInBody = z.infer<typeof otpSignInBody>;

/** `{user: {otp_attempt}}` is the second step; anything else is a password attempt. */
export function isOtpStep(body: unknown): boolean {
  const user = (body as { user?: unknown } | null)?.user;
  return typeof user === 'object' && user !== null && 'otp_attempt' in user;
}

const { nickname, first_name, last_name, gender, city, address, postal_code, state, mobile_phone, date_of_birth } = profileFieldSchemas;

export const registrationBody = z.object({
  user: z.object({
    email,
    password: passwordSchema,
    password_confirmation: z.string().max(128).optional(),
    currency: z.enum(CURRENCY_CODES, { message: 'is not included in the list' }).optional(),
    country: countrySchema.optional(),
    date_of_birth: date_of_birth.optional(),
    terms_acceptance: z.boolean({ message: 'must be accepted' }).optional(),
    receive_promos: z.boolean().optional(),
    receive_sms_promos: z.boolean().optional(),
    nickname: nickname.optional(),
    first_name: first_name.optional(),
    last_name: last_name.optional(),
    gender: gender.optional(),
    city: city.optional(),
    address: address.optional(),
    postal_code: postal_code.optional(),
    state: state.optional(),
    mobile_phone: mobile_phone.optional(),
    locale: localeSchema.optional(),
    dfpc: fingerprint,
    captcha,
  }),
});
export type Registration = z.infer<typeof registrationBody>['user'];

export const unlockQuery = z.object({ unlock_token: z.string({ message: "can't be blank" }).min(1).max(200) });
export const confirmationQuery = z.object({ confirmation_token: z.string({ message: "can't be blank" }).min(1).max(200) });
export const emailBody = z.object({ user: z.object({ email: signInEmail, captcha }) });

export const resetPasswordBody = z.object({
  user: z.object({
    reset_password_token: z.string({ message: "can't be blank" }).min(1).max(200),
    password: passwordSchema,
    password_confirmation: z.string().max(128).optional(),
  }),
});

export const changePasswordBody = z.object({
  user: z.object({
    current_password: z.string({ message: "can't be blank" }).min(1, { message: "can't be blank" }).max(128),
    password: passwordSchema,
    password_confirmation: z.string().max(128).optional(),
  }),
});

export const updateDetailsBody = z.object({
  user: z.object({
    terms_acceptance: z.literal(true, { message: 'must be accepted' }),
    country: countrySchema.optional(),
    receive_promos: z.boolean().optional(),
  }),
});

/** `POST /api/users/embed_session`: the popup's one-time code (platform/auth/embed-sign-in.ts). */
export const embedSessionBody = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is invalid or expired') });
