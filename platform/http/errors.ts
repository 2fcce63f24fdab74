import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The contract's error shape: `{errors: {field: [message, …]}}` (422), reused for 400/401/403/404/409/429. */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  /** Extra response headers (e.g. `Retry-After` on a 429). */
  headers?: Record<string, string>;
  constructor(
    readonly status: number,
    readonly errors: FieldErrors,
    /** A stable machine code the SDK can map to a message (e.g. `limit_reached`). */
    readonly code?: string,
  ) {
    super(Object.values(errors)[0]?.[0] ?? `HTTP ${status}`);
  }
}

export const unprocessable = (errors: FieldErrors, code?: string) => new HttpError(422, errors, code);
export const unauthorized = (message = 'You need to sign in or sign up before continuing.') => new HttpError(401, { base: [message] }, 'unauthorized');
export const forbidden = (message: string, code = 'forbidden') => new HttpError(403, { base: [message] }, code);
export const notFound = (what = 'Not found') => new HttpError(404, { base: [what] }, 'not_found');
export const conflict = (message: string, code = 'conflict') => new HttpError(409, { base: [message] }, code);

/** zod issues → field errors keyed by the dotted path without the body wrapper (`user.email` → `email`). */
export function zodFieldErrors(error: z.ZodError, wrapper?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (wrapper && path[0] === wrapper) path.shift();
    const field = path.join('.') || 'base';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Checks `input` against `schema`: the parsed value, or the 422 in the contract's shape (docs/api.md "Errors"). */
export function check<S extends z.ZodType>(schema: S, input: unknown, wrapper?: string): { value: z.infer<S> } | { error: HttpError } {
  const result = schema.safeParse(input ?? {});
  return result.success ? { value: result.data } : { error: unprocessable(zodFieldErrors(result.error, wrapper), 'invalid') };
}

/**
 * Validates `input` that does not arrive as a route's params, query or body (multipart fields,
 * socket frames, stored documents); route input is declared at the route (platform/http/schemas.ts).
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown, wrapper?: string): z.infer<S> {
  const result = check(schema, input, wrapper);
  if ('error' in result) throw result.error;
  return result.value;
}

/** One error handler for the whole platform: known errors keep their status, bad input never becomes a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.status).send({ errors: error.errors, ...(error.code ? { code: error.code } : {}) });
    }
    if (error instanceof z.ZodError) return reply.status(422).send({ errors: zodFieldErrors(error), code: 'invalid' });
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = status === 429 ? 'too_many_requests' : ((error as FastifyError).code ?? 'bad_request');
      return reply.status(status).send({ errors: { base: [error.message] }, code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ errors: { base: ['Something went wrong'] }, code: 'internal' });
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ errors: { base: [`No route for ${request.method} ${request.url.split('?')[0]}`] }, code: 'not_found' }));
}
