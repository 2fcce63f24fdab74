import SwaggerParser from '@apidevtools/swagger-parser';
import type { RouteOptions } from 'fastify';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../platform/http/openapi.ts';
import { referenceMarkdown } from '../../scripts/api-reference.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

const NO_BODY = 'answers 204 (or 202) without a body';
const NOT_JSON = 'not a JSON answer (HTML page, file or redirect)';
const NO_SDK_SHAPE = 'no schema for this answer in sdk/api/schemas/ (the SDK does not read it): to add there first';

/**
 * Routes whose success answer has no response schema, each with its reason (docs/architecture.md
 * "Schemas at the route, one contract"). Every other route declares its 2xx JSON answer.
 */
const WITHOUT_RESPONSE_SCHEMA: Record<string, string> = {
  'get /api/openapi.json': 'this document',
  'get /api/fe/config/{name}': 'one shape per config name: the SDK parses each (sdk/api/config.ts); a union of all would document nothing',
  'delete /api/auth_providers/{id}': NO_SDK_SHAPE,
  'get /api/operator/documents': NO_SDK_SHAPE,
  'post /api/operator/documents/{id}/review': NO_SDK_SHAPE,
  'delete /api/player/clear_bonus_code': NO_SDK_SHAPE,
  'post /api/player/groups': NO_SDK_SHAPE,
  'post /api/player/payments/{id}/recall': NO_SDK_SHAPE,
  'patch /api/player/set_bonus_code': NO_SDK_SHAPE,
  'patch /api/player/update_bonus_settings': NO_SDK_SHAPE,
  'patch /api/player/update_locale': NO_SDK_SHAPE,
  'post /api/sandbox/jackpots/{id}/tick': NO_SDK_SHAPE,
  'post /api/user_limits/confirm': NO_SDK_SHAPE,
  'put /api/users': NO_SDK_SHAPE,
  'post /api/users/confirmation': NO_SDK_SHAPE,
  'post /api/users/password': NO_SDK_SHAPE,
  'put /api/users/password': NO_SDK_SHAPE,
  'post /api/users/transaction': NO_SDK_SHAPE,
  'get /dev/mailbox.json': NO_SDK_SHAPE,
  'post /provider/round': `${NO_SDK_SHAPE}; the game provider's protocol, docs/api/provider.md`,
  'post /provider/state': `${NO_SDK_SHAPE}; the game provider's protocol, docs/api/provider.md`,
  'post /provider/wallet/balance': `${NO_SDK_SHAPE}; the game provider's protocol, docs/api/provider.md`,
  'post /provider/wallet/bet': `${NO_SDK_SHAPE}; the game provider's protocol, docs/api/provider.md`,
  'post /provider/wallet/rollback': `${NO_SDK_SHAPE}; the game provider's protocol, docs/api/provider.md`,
  'post /provider/wallet/win': `${NO_SDK_SHAPE}; the game provider's protocol, docs/api/provider.md`,
  'delete /api/bonuses/deposit/{id}': NO_BODY,
  'delete /api/bonuses/registration/{id}': NO_BODY,
  'delete /api/player/documents/{id}': NO_BODY,
  'post /api/player/notifications/read': NO_BODY,
  'post /api/player/notifications/{id}/read': NO_BODY,
  'delete /api/player/notifications/{id}': NO_BODY,
  'delete /api/player/favorite_games/{id}': NO_BODY,
  'put /api/player/favorite_games/{id}': NO_BODY,
  'delete /api/player/sessions/{id}': NO_BODY,
  'post /api/pwa_events': NO_BODY,
  'post /api/send_contact_message': NO_BODY,
  'delete /api/users/sign_out': NO_BODY,
  'put /game-start-performance': NO_BODY,
  'put /log': NO_BODY,
  'post /log_utm_send': NO_BODY,
  'post /log_utm_set': NO_BODY,
  'put /metrics-errors-validation': NO_BODY,
  'post /metrics/transaction-metric': NO_BODY,
  'put /network-performance': NO_BODY,
  'put /performance': NO_BODY,
  'post /restore-id/set': NO_BODY,
  'get /api/operator/documents/{id}/file': NOT_JSON,
  'get /api/users/unlock': `${NOT_JSON}; JSON \`{}\` when asked for JSON, no shape in the SDK`,
  'get /cms-assets/{wildcard}': NOT_JSON,
  'get /cms-files/{id}/{name}': NOT_JSON,
  'get /dev/mailbox': NOT_JSON,
  'get /messages/{file}': NOT_JSON,
  'get /preview/{provider}/{file}': NOT_JSON,
  'get /provider/assets/{name}': NOT_JSON,
  'get /provider/play/{token}': NOT_JSON,
  'get /sandbox/payments': NOT_JSON,
  'post /sandbox/payments/{id}/complete': NOT_JSON,
};

/** The OpenAPI document (docs/api/reference.md): valid, generated from the route schemas, covering every route. */
describe('GET /api/openapi.json', () => {
  let platform: TestPlatform;
  const registered: { method: string; url: string }[] = [];
  let document: any;

  beforeAll(async () => {
    platform = await startPlatform({}, { onRoute: (route: RouteOptions) => (route.schema as { hide?: boolean } | undefined)?.hide || [route.method].flat().forEach((method) => registered.push({ method, url: route.url })) });
    const response = await fetch(`${platform.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    document = await response.json();
  });
  afterAll(() => platform.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
    expect(document.openapi).toBe('3.1.0');
  });

  it('has an operation for every registered route and nothing else', () => {
    const expected = registered.filter((route) => route.method !== 'HEAD').map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`);
    const documented = Object.entries(document.paths as Record<string, object>).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(expected.length).toBeGreaterThan(100);
    expect(documented.sort()).toEqual([...new Set(expected)].sort());
  });

  it('describes input from the route schemas: path, query and body, with their constraints', () => {
    const removeLimit = document.paths['/api/user_limits/{id}'].delete;
    expect(removeLimit.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    const accounts = document.paths['/api/player/accounts'];
    expect(accounts.get.parameters).toEqual([expect.objectContaining({ name: 'compatibility', in: 'query', required: false, schema: expect.objectContaining({ enum: ['true', 'false'] }) })]);
    // The preprocess (`{account: {currency}}` accepted too) documents the shape after it.
    expect(accounts.post.requestBody.content['application/json'].schema).toMatchObject({ type: 'object', required: ['currency'], properties: { currency: { enum: expect.arrayContaining(['EUR']) } } });
    const signIn = document.paths['/api/users/sign_in'].post.requestBody.content['application/json'].schema;
    expect(signIn.anyOf).toHaveLength(2);
    const deposit = document.paths['/api/player/payments/deposit'].post.requestBody.content['application/json'].schema;
    expect(deposit.type).toBe('object');
    expect(Object.keys(deposit.properties).length).toBeGreaterThan(0);
  });

  it('declares the 2xx JSON answer of every route but the listed ones, from the SDK schemas', () => {
    const undeclared = Object.entries(document.paths as Record<string, Record<string, { responses: Record<string, { content?: object }> }>>).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !Object.entries(operation.responses).some(([status, response]) => /^2\d\d$/.test(status) && response.content))
        .map(([method]) => `${method} ${path}`),
    );
    // Both ways: a new route must declare its answer, a listed route that now does leaves the list.
    expect(undeclared.sort()).toEqual(Object.keys(WITHOUT_RESPONSE_SCHEMA).sort());
    expect(Object.keys(document.paths).length - undeclared.length).toBeGreaterThan(0);
  });

  it('describes answers per status code with the SDK schemas: lists, unions, 201 and 204', () => {
    const answer = (path: string, method: string, status: string) => document.paths[path][method].responses[status]?.content?.['application/json'].schema;
    // GET /api/jackpots: a list of the SDK's Jackpot (sdk/api/schemas/jackpots.ts).
    expect(answer('/api/jackpots', 'get', '200')).toMatchObject({ type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, currency: { type: 'string' } } } });
    // A deposit answers 201, its idempotent replay 200: both documented.
    for (const status of ['200', '201']) expect(answer('/api/player/payments/deposit', 'post', status)).toMatchObject({ type: 'object', properties: { id: expect.anything(), amount_cents: expect.anything() } });
    // v1 ids or v2 games; accounts or their legacy shape.
    expect(answer('/api/player/favorite_games', 'get', '200').anyOf).toHaveLength(2);
    expect(answer('/api/player/accounts', 'get', '200').anyOf).toHaveLength(2);
    expect(answer('/api/player/accounts', 'post', '201')).toMatchObject({ type: 'object', properties: { currency: { type: 'string' } } });
    // The manager, or 204 without a body when the player has none.
    const managers = document.paths['/api/fe/config/managers'].post.responses;
    expect(managers['204']).toEqual({ description: 'HTTP 204: no content' });
    expect(managers['200'].content['application/json'].schema).toBeDefined();
  });

  it('is what docs/api/reference.md shows (npm run docs:api rewrites it)', () => {
    expect(readFileSync(new URL('../../docs/api/reference.md', import.meta.url), 'utf8')).toBe(referenceMarkdown(document));
  });
});
