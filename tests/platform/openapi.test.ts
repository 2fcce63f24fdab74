import SwaggerParser from '@apidevtools/swagger-parser';
import type { RouteOptions } from 'fastify';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../platform/http/openapi.ts';
import { referenceMarkdown } from '../../scripts/api-reference.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

/** The OpenAPI document (docs/api/reference.md): valid, generated from the route schemas, covering every route. */
describe('GET /api/openapi.json', () => {
  let platform: TestPlatform;
  const registered: { method: string; url: string }[] = [];
  let document: any;

  beforeAll(async () => {
    platform = await startPlatform({}, { onRoute: (route: RouteOptions) => [route.method].flat().forEach((method) => registered.push({ method, url: route.url })) });
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

  it('is what docs/api/reference.md shows (npm run docs:api rewrites it)', () => {
    expect(readFileSync(new URL('../../docs/api/reference.md', import.meta.url), 'utf8')).toBe(referenceMarkdown(document));
  });
});
