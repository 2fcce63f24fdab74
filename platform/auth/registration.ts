import type { FastifyInstance, FastifyRequest } from 'fastify';
import { landingOf, recordRegistration } from '../affiliates/attribution.ts';
import { postbackOutbox } from '../affiliates/postbacks.ts';
import { applyRegistrationBonuses } from '../bonuses/deposits.ts';
import { runAfter } from '../bonuses/publish.ts';
import { z } from 'zod';
import { iso } from '../clock.ts';
import { immediate } from '../db/database.ts';
import { brandForHost, licenceForHost, publicUrlForHost } from '../config.ts';
import type { PlatformContext } from '../context.ts';
import { unprocessable, zodFieldErrors, type FieldErrors } from '../http/errors.ts';
import { canonicalLocale } from '../info/locales.ts';
import { ageOn, FIELD_CONTEXTS, minimumAge, stateFromPostalCode, isValidPostalCode } from '../players/fields.ts';
import { findUserByEmail, insertUser } from '../players/users.ts';
import { assertRegionAllowed, limited, RATE_LIMITS, sendMail } from './guards.ts';
import { confirmationMail } from './mails.ts';
import { hashPassword } from './passwords.ts';
import { checkEmailBody, registrationBody, type Registration } from './schemas.ts';
import { clientOf, rememberClient } from './attempts.ts';
import { markRegisteringBrowser } from './registering-browser.ts';
import { completeSignIn } from './sign-in.ts';
import { issueToken } from './tokens.ts';
import { checkedInHandler, withSchemas } from '../http/schemas.ts';
import { CheckEmailAnswer, SignedInPlayer } from '../../sdk/api/schemas/player.ts';

const blank = (value: unknown) => value === undefined || value === null || value === '';
const add = (errors: FieldErrors, field: string, message: string) => void (errors[field] ??= []).push(message);

function missingRequired(input: Partial<Record<string, unknown>>, errors: FieldErrors): void {
  for (const field of FIELD_CONTEXTS.registration) {
    if (errors[field]) continue;
    if (field === 'terms_acceptance') {
      if (input.terms_acceptance !== true) add(errors, field, 'must be accepted');
    } else if (blank(input[field])) add(errors, field, "can't be blank");
  }
}

/** Rules beyond field syntax: confirmation, minimum age of the player's country and licence (docs/rules.md "Age"), postal code. */
function crossFieldErrors(input: Registration, licence: string, nowMs: number, errors: FieldErrors): void {
  if (input.password_confirmation !== undefined && input.password_confirmation !== input.password) add(errors, 'password_confirmation', 'not match');
  if (input.date_of_birth) {
    const minimum = minimumAge({ country: input.country, licence });
    if (ageOn(input.date_of_birth, nowMs) < minimum) add(errors, 'date_of_birth', `You must be at least ${minimum} years old`);
  }
  if (input.postal_code && !isValidPostalCode(input.country ?? null, input.postal_code)) add(errors, 'postal_code', 'is invalid');
}

/** Validates the whole body and reports every problem at once (field syntax, required fields, age). */
function validRegistration(body: unknown, licence: string, nowMs: number): Registration {
  const result = registrationBody.safeParse(body ?? {});
  const errors = result.success ? {} : zodFieldErrors(result.error, 'user');
  const raw = (body as { user?: unknown } | null)?.user;
  missingRequired(raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}, errors);
  if (result.success) crossFieldErrors(result.data.user, licence, nowMs, errors);
  if (!result.success || Object.keys(errors).length > 0) throw unprocessable(errors, 'invalid');
  return result.data.user;
}

async function register(ctx: PlatformContext, request: FastifyRequest): Promise<{ userId: number; dfpc: string | undefined }> {
  const licence = licenceForHost(ctx.config, request.headers.host);
  const input = validRegistration(request.body, licence, ctx.clock.now());
  assertRegionAllowed(ctx, request, 'Registration restricted in your country', input.country);
  if (findUserByEmail(ctx, input.email)) throw unprocessable({ email: ['has already been taken'] }, 'email_taken');

  const passwordHash = await hashPassword(input.password, ctx.config.scryptCost);
  const now = iso(ctx.clock.now());
  const state = input.state ?? (input.postal_code ? stateFromPostalCode(input.country ?? null, input.postal_code) : null);
  // The casino's affiliate cookies or the sign-up's landing header (docs/api/affiliates.md "Attribution"): recorded with the player, in one transaction.
  const landing = landingOf(request.cookies, request.headers['x-casino-affiliate']);
  const userId = immediate(ctx.db, () => {
    const id = insertUser(ctx, {
      email: input.email,
      password_hash: passwordHash,
      currency: input.currency!,
      country: input.country!,
      date_of_birth: input.date_of_birth!,
      nickname: input.nickname ?? null,
      first_name: input.first_name ?? null,
      last_name: input.last_name ?? null,
      gender: input.gender ?? null,
      city: input.city ?? null,
      address: input.address ?? null,
      postal_code: input.postal_code ?? null,
      state,
      mobile_phone: input.mobile_phone ?? null,
      receive_promos: input.receive_promos ? 1 : 0,
      receive_sms_promos: input.receive_sms_promos ? 1 : 0,
      language: input.locale ?? canonicalLocale(request.cookies.locale) ?? 'en',
      license_name: licence,
      terms_accepted_at: now,
      created_at: now,
    });
    // Two registrations racing for the same address: the unique index decides (null), nothing is written.
    if (id === null) throw unprocessable({ email: ['has already been taken'] }, 'email_taken');
    recordRegistration(ctx, id, landing);
    return id;
  });
  const token = issueToken(ctx, userId, 'confirmation');
  await sendMail(ctx, request, confirmationMail(input.email, publicUrlForHost(ctx.config, request.headers.host), token, brandForHost(ctx.config, request.headers.host)));
  request.log.info({ userId, licence }, 'player registered');
  return { userId, dfpc: input.dfpc };
}

const EMAIL_PATTERN = z.email();

export function registrationRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    // Validated in the handler (validRegistration): the body is declared for the OpenAPI document.
    const registration = { body: checkedInHandler(registrationBody), response: { 201: SignedInPlayer }, description: 'Validated in the handler: every error at once; the minimum age depends on the mirror (docs/api/auth-and-players.md).' };
    app.post('/api/users', { ...limited(RATE_LIMITS.registration), schema: registration }, async (request, reply) => {
      const { userId, dfpc } = await register(ctx, request);
      // The registration bonus (docs/api/bonuses.md "Campaigns"); the account stands even if issuing fails.
      try {
        runAfter(applyRegistrationBonuses(ctx, userId));
      } catch (error) {
        request.log.error({ err: error }, 'registration bonus not issued');
      }
      postbackOutbox(ctx).kick();
      markRegisteringBrowser(ctx, request, reply, userId);
      rememberClient(ctx, userId, clientOf(request.ip, dfpc));
      return completeSignIn(ctx, request, reply, userId);
    });

    /**
     * The app's pre-check while typing (contract §2.4): `{errors: {message: <key>}}` or `{}`. It
     * tells whether an address has an account, as the form needs; the tight per-address limit
     * (RATE_LIMITS.checkEmail) is what keeps that from becoming a bulk enumeration service
     * (residual risk in docs/api/auth-and-players.md).
     */
    app.post('/check-email', { ...limited(RATE_LIMITS.checkEmail), schema: { response: { 200: CheckEmailAnswer, 422: CheckEmailAnswer }, body: checkEmailBody } }, async (request, reply) => {
      const { email } = request.body;
      const trimmed = email.trim();
      if (trimmed.length > 254 || !EMAIL_PATTERN.safeParse(trimmed).success) return reply.code(422).send({ errors: { message: 'email_invalid' } });
      if (findUserByEmail(ctx, trimmed)) return reply.code(422).send({ errors: { message: 'email_taken' } });
      return {};
    });
  };
}
