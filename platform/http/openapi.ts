import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * The OpenAPI 3.1 document of the platform, generated from the zod schemas declared at the routes
 * (platform/http/schemas.ts) and served at `GET /api/openapi.json`; docs/api/reference.md is the
 * same document as markdown (`npm run docs:api`). A route without a schema part takes no input
 * there (or validates it in its handler, as its note says).
 */

const OPENAPI_PATH = '/api/openapi.json';

interface RecordedRoute {
  method: string;
  url: string;
  schema?: RouteSchemaParts;
}

interface RouteSchemaParts {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  headers?: unknown;
  response?: Record<string, unknown>;
  /** One line for the reference: what the route is, or where its input is checked. */
  description?: string;
  /** OpenAPI tags: `operator` for the bonus operator API (platform/bonuses/operator.ts). */
  tags?: string[];
}

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

/**
 * Every method of every route registered after this call. HEAD mirrors GET and is left out, and so
 * are routes marked `schema.hide` (the @fastify/static convention): the widget and host files the
 * casino serves beside the API (one route per file) are not part of the contract.
 */
function recordRoutes(app: FastifyInstance): RecordedRoute[] {
  const routes: RecordedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema as RouteSchemaParts | undefined });
    }
  });
  return routes;
}

/** zod classic (the routes' input) and zod/mini (the SDK's response schemas, sdk/api/schemas/) share the core type. */
const isZod = (schema: unknown): schema is z.core.$ZodType => schema instanceof z.core.$ZodType;

/**
 * Recursive schemas (a free-form JSON body) come out of zod with local `$defs`; OpenAPI resolves
 * `$ref`s from the document's root, so they move to `components.schemas`, one entry per distinct shape.
 */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly names = new Map<string, string>();

  hoist(json: JsonSchema): JsonSchema {
    const { $defs, ...rest } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
    if (!$defs) return json;
    const definitions = new Map<string, string>();
    const renamed = new Map<string, JsonSchema>();
    for (const [name, definition] of Object.entries($defs)) {
      const key = JSON.stringify(definition);
      const known = this.names.get(key);
      const component = known ?? `Schema${this.names.size + 1}`;
      if (!known) this.names.set(key, component);
      renamed.set(name, definition);
      definitions.set(name, component);
    }
    const rewrite = (value: JsonSchema) => {
      let text = JSON.stringify(value);
      for (const [name, component] of definitions) text = text.replaceAll(`"#/$defs/${name}"`, `"#/components/schemas/${component}"`);
      return JSON.parse(text) as JsonSchema;
    };
    for (const [name, definition] of renamed) this.schemas[definitions.get(name)!] ??= rewrite(definition);
    const text = JSON.stringify(rewrite(rest));
    return JSON.parse(text) as JsonSchema;
  }
}

/** The wire shape a client sends: a `preprocess` documents the schema after it, a transform its input. */
function toJsonSchema(schema: unknown, io: 'input' | 'output' = 'input', components = new Components()): JsonSchema {
  if (!isZod(schema)) return {};
  const def = schema._zod.def as { type: string; in?: z.core.$ZodType; out?: z.core.$ZodType };
  const documented = def.type === 'pipe' && def.in?._zod.def.type === 'transform' && def.out ? def.out : schema;
  const { $schema: _, ...json } = z.toJSONSchema(documented, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  return components.hoist(json);
}

/** `/a/:id/*` → `/a/{id}/{wildcard}` (the CORS preflight's `*` → `/{wildcard}`). */
export function openApiPath(url: string): string {
  const path = url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{wildcard}');
  return path.startsWith('/') ? path : `/${path}`;
}

function parameters(where: 'path' | 'query' | 'header', schema: unknown, url: string, components: Components) {
  const json = toJsonSchema(schema, 'input', components);
  const properties = json.properties ?? {};
  const names = where === 'path' ? [...url.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!) : Object.keys(properties);
  return names.map((name) => {
    const key = where === 'path' && name === 'wildcard' ? '*' : name;
    const { description, ...property } = properties[key] ?? { type: 'string' };
    return {
      name,
      in: where,
      required: where === 'path' || (json.required ?? []).includes(key),
      schema: property,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

const FORM_BODIES = new Set(['/sandbox/payments/:id/complete']);

function operation(route: RecordedRoute, components: Components) {
  const schema = route.schema ?? {};
  const path = openApiPath(route.url);
  const params = ['path', 'query', 'header'].flatMap((where) =>
    parameters(where as 'path', { path: schema.params, query: schema.querystring, header: schema.headers }[where], path, components),
  );
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(schema.response ?? {})) {
    responses[status] =
      status === '204'
        ? { description: 'HTTP 204: no content' }
        : { description: `HTTP ${status}`, content: { 'application/json': { schema: toJsonSchema(response, 'output', components) } } };
  }
  responses.default = { description: 'Errors: `{errors: {field: [message]}, code?}` (docs/api.md); other answers as docs/api/ describes for this route.' };
  return {
    operationId: `${route.method.toLowerCase()}${path.replace(/[^\w]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(schema.description ? { description: schema.description } : {}),
    ...(schema.tags ? { tags: schema.tags } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(schema.body !== undefined
      ? { requestBody: { required: true, content: { [FORM_BODIES.has(route.url) ? 'application/x-www-form-urlencoded' : 'application/json']: { schema: toJsonSchema(schema.body, 'input', components) } } } }
      : {}),
    responses,
  };
}

function openApiDocument(routes: readonly RecordedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const components = new Components();
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operation(route, components);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Casino Kit platform API',
      version: '0.1.0',
      description: 'Generated from the zod schemas at the routes (platform/http/openapi.ts). Conventions, errors and every decision: docs/api.md.',
    },
    paths,
    components: { schemas: components.schemas },
  };
}

/** Serves the document of every route registered on `app` (call before the modules register). */
export function serveOpenApi(app: FastifyInstance): void {
  const routes = recordRoutes(app);
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get(OPENAPI_PATH, { schema: { description: 'This document.' } }, async () => (document ??= openApiDocument(routes)));
}
