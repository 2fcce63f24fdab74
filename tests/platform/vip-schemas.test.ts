/**
 * `/jam/vip_club` and `/jam/adventure` answer with the SDK's schemas (sdk/api/schemas/vip-club.ts, docs/api/vip.md
 * "Routes"): what the routes send parses, and every key they send, at every depth, is a property the
 * schema declares (a loose object accepts more; this holds the schema to the route), so the OpenAPI
 * document and the SDK describe the whole answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AdventureView, VipClub } from '../../sdk/api/schemas/vip-club.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; additionalProperties?: JsonSchema | boolean };

/** Paths of `data` the JSON schema does not declare (records, `additionalProperties` with a schema, are followed). */
function undeclared(schema: JsonSchema, data: unknown, path = '$'): string[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const fits = options.map((option) => undeclared(option, data, path));
    return fits.find((missing) => missing.length === 0) ?? fits.reduce((a, b) => (a.length <= b.length ? a : b));
  }
  if (Array.isArray(data)) return schema.items ? data.flatMap((item, index) => undeclared(schema.items!, item, `${path}[${index}]`)) : [];
  if (data === null || typeof data !== 'object') return [];
  const record = typeof schema.additionalProperties === 'object' && !schema.properties;
  return Object.entries(data).flatMap(([key, value]) => {
    const property = schema.properties?.[key] ?? (record ? (schema.additionalProperties as JsonSchema) : undefined);
    return property ? undeclared(property, value, `${path}.${key}`) : [`${path}.${key}`];
  });
}

describe('VIP club and adventure answers', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('every field of /jam/vip_club (a silver player with a manager) is declared by the SDK schema', async () => {
    const userId = platform.createUser();
    platform.ctx.db.prepare("INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, 258, '2026-01-01')").run(userId);
    const answer = await platform.clientAs(userId).get('/jam/vip_club');
    expect(answer.status).toBe(200);
    expect(answer.body.manager).toMatchObject({ managerName: expect.any(String), groupId: 258, avatar: expect.any(String) });
    expect(answer.body.gifts.length).toBeGreaterThan(0);
    z.parse(VipClub, answer.body);
    expect(undeclared(z.toJSONSchema(VipClub, { io: 'input', unrepresentable: 'any' }) as JsonSchema, answer.body)).toEqual([]);
  });

  it('every field of /jam/adventure is declared by the SDK schema', async () => {
    const userId = platform.createUser();
    const answer = await platform.clientAs(userId).get('/jam/adventure');
    expect(answer.status).toBe(200);
    expect(answer.body.days.length).toBeGreaterThan(0);
    expect(answer.body.days.some((day: { progress: unknown }) => day.progress !== null)).toBe(true);
    z.parse(AdventureView, answer.body);
    expect(undeclared(z.toJSONSchema(AdventureView, { io: 'input', unrepresentable: 'any' }) as JsonSchema, answer.body)).toEqual([]);
  });

  it('the walker notices a field the schema does not declare', () => {
    const schema = z.toJSONSchema(VipClub, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    expect(undeclared(schema, { status: 'silver', manager: { managerName: 'A', extra: 1 }, gifts: [{ status: 'gold', surprise: true }] })).toEqual(['$.manager.extra', '$.gifts[0].surprise']);
  });
});
