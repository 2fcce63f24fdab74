import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
// Its FastifySchema augmentation (a route's `description`, through @fastify/swagger's types).
import type {} from 'fastify-type-provider-zod';
import { requireUser } from '../auth/session.ts';
import { check } from './errors.ts';

/**
 * Route schemas (docs/api/reference.md, generated from them): every route declares its params,
 * querystring and body as zod schemas in `schema`, fastify validates them before the handler, and
 * the OpenAPI document (platform/http/openapi.ts) is built from the same objects.
 */

/** Bodies whose fields arrive in a wrapper object (`{user: {email}}`): errors name `email`, not `user.email`. */
const WRAPPERS = new WeakMap<object, string>();

export function wrapped<S extends z.ZodType>(schema: S, wrapper: string): S {
  WRAPPERS.set(schema, wrapper);
  return schema;
}

/**
 * A body that is one of several shapes told apart by `pick` (the sign-in's password or OTP step):
 * each is validated on its own, so errors name the fields of the step sent, as before; the union
 * types the handler and documents both.
 */
const PICKERS = new WeakMap<object, (data: unknown) => z.ZodType>();

export function picked<S extends z.ZodType>(union: S, pick: (data: unknown) => z.ZodType): S {
  PICKERS.set(union, pick);
  return union;
}

/**
 * A body the handler validates itself because its rules need the request (registration: the
 * mirror's licence decides the minimum age; all errors are reported at once). Declared at the
 * route for the OpenAPI document; typed `unknown` so the handler cannot skip its own check.
 */
const HANDLER_CHECKED = new WeakSet<object>();

export function checkedInHandler(schema: z.ZodType): z.ZodType<unknown> {
  // A copy is marked, so the same schema used elsewhere is still validated there.
  const documented = schema.clone();
  HANDLER_CHECKED.add(documented);
  return documented as z.ZodType<unknown>;
}

/** Bad input becomes the contract's 422 `{errors: {field: [message]}, code: 'invalid'}`, handled by installErrorHandler. */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    if (HANDLER_CHECKED.has(schema)) return { value: data };
    const chosen = PICKERS.get(schema)?.(data) ?? schema;
    return check(chosen, data, WRAPPERS.get(chosen));
  };

/**
 * Response schemas type the handler's reply and document it; the wire stays `JSON.stringify` of what
 * the handler returns (a stripping serializer would drop fields the contract tests expect).
 */
const serializerCompiler: FastifySerializerCompiler<z.ZodType> = () => (data) => JSON.stringify(data);

/**
 * What a handler may return for a response schema: its output type without the `[key: string]:
 * unknown` a loose object (the SDK's schemas, sdk/api/schemas/) adds for the keys a client does not
 * read, and with read-only arrays accepted. A record keeps its keys' type; a missing or wrongly
 * typed declared field is still an error.
 */
type Answer<T> = T extends (infer U)[]
  ? readonly Answer<U>[]
  : T extends object
    ? { [K in keyof T as string extends K ? (unknown extends T[K] ? never : K) : K]: Answer<T[K]> }
    : T;

/**
 * fastify-type-provider-zod's `ZodTypeProvider` for the input (zod classic and zod/mini share the
 * core type) with replies typed as `Answer` of the response schema (docs/architecture.md
 * "Schemas at the route, one contract").
 */
interface RouteTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.core.$ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.core.$ZodType ? Answer<z.output<this['schema']>> : unknown;
}

/**
 * A module's plugin instance with zod schemas at the route: the compilers are set on the plugin's
 * own scope (so a test that registers one module on a bare fastify gets them too) and the request
 * types are inferred from the schemas.
 */
export function withSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app.withTypeProvider<RouteTypeProvider>();
}

/** A 204's response schema: no body (the OpenAPI document gives it no content). */
export const noContent = z.undefined();

/**
 * JSON the handler serialized itself (the games_filter page, kept serialized per filter): fastify
 * sends a string with a JSON content type as it is, so the wire is the string; typed as the answer
 * its route declares, which it holds.
 */
export function preSerialized<T>(json: string): T {
  return json as unknown as T;
}

/**
 * Sign-in checked before the input (a guest's bad body is a 401, as it was when handlers called
 * requireUser first): use as a route's `preValidation`.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
