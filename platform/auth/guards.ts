import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { countryForRequest, devCountryFromEnv } from '../info/geo.ts';
import type { Mail } from '../mail/mailer.ts';

/**
 * Route limits per client IP (@fastify/rate-limit), on top of the per-account counters of
 * attempts.ts. Generous enough for a person and a test suite, tight enough for a script.
 */
export const RATE_LIMITS = {
  signIn: { max: 30, timeWindow: '1 minute' },
  registration: { max: 20, timeWindow: '1 minute' },
  mailing: { max: 20, timeWindow: '1 minute' },
  /** It answers whether an address has an account (the sign-up form needs that): a person checks a few addresses, a script many. */
  checkEmail: { max: 10, timeWindow: '10 minutes' },
  captcha: { max: 30, timeWindow: '1 minute' },
  credentials: { max: 20, timeWindow: '1 minute' },
} as const;

/** Route option for a limited route; a 429 carries the same stable code as the account counters. */
export const limited = (limit: (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS]) => ({
  config: {
    rateLimit: {
      ...limit,
      errorResponseBuilder: (_request: unknown, context: { after: string }) =>
        new HttpError(429, { base: [`Too many requests. Try again in ${context.after}.`] }, 'too_many_requests'),
    },
  },
});

const devCountry = devCountryFromEnv();

/** docs/product/shell-and-routes.md#guards (Spec 000 §2.4): sign-up and sign-in are barred in restricted regions (by request country). */
export function assertRegionAllowed(ctx: PlatformContext, request: FastifyRequest, message: string, declaredCountry?: string | null): void {
  const restricted = new Set(ctx.config.restrictedCountries);
  const requestCountry = countryForRequest(request, devCountry);
  if ((requestCountry && restricted.has(requestCountry)) || (declaredCountry && restricted.has(declaredCountry))) {
    throw forbidden(message, 'restricted_country');
  }
}

/** A mail that cannot be sent never fails the request that triggered it; it is logged. */
export async function sendMail(ctx: PlatformContext, request: FastifyRequest, mail: Mail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    request.log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not sent');
  }
}
