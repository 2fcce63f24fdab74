import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { conflict, notFound, unprocessable } from '../http/errors.ts';
import { operatorOnly } from '../http/operator-auth.ts';
import { withSchemas } from '../http/schemas.ts';
import { idempotencyKey } from '../payments/schemas.ts';
import { CampaignDefinition, campaignByKey, deactivateCampaign, defineCampaign } from './campaigns.ts';
import { issueFromCampaign } from './issue.ts';
import { isUniqueViolation } from '../db/errors.ts';

/**
 * The operator API (docs/api/bonuses.md "Operator API", docs/operations.md "Operator API"):
 * define campaigns (each change a new version), list and deactivate them, gift a campaign to players
 * or a group, list a player's bonuses and free-spin packs. Server to server, every route behind the
 * one operator credential (platform/http/operator-auth.ts, docs/security.md "Operator API"):
 * `Authorization: Bearer <OPERATOR_API_KEY>`; without a configured key every route answers 404.
 */
const TAGS = ['operator'];
/** At most this many players per gift call (a group larger than that is refused, not half-gifted). */
export const MAX_GIFT_RECIPIENTS = 10_000;

const keyParams = z.object({ key: z.string().min(1).max(100).regex(/^[\w.-]+$/, 'may contain letters, digits, _ - . only') });
const userId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const giftBody = z
  .object({
    campaign: keyParams.shape.key,
    user_ids: z.array(userId).min(1).max(MAX_GIFT_RECIPIENTS).optional(),
    group_id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .refine((body) => (body.user_ids === undefined) !== (body.group_id === undefined), { message: 'give either user_ids or group_id', path: ['user_ids'] });
const giftHeaders = z.object({ 'idempotency-key': idempotencyKey });
const bonusesQuery = z.object({ user_id: z.coerce.number({ message: 'is not a number' }).int().min(1).max(Number.MAX_SAFE_INTEGER) });

// Answers (the operator's own shapes; the player-facing ones are the SDK's, sdk/api/schemas/bonuses.ts).
const CampaignDefined = z.object({ key: z.string(), id: z.number().int(), version: z.number().int() });
const CampaignList = z.array(
  z.object({
    id: z.number().int(),
    key: z.string(),
    kind: z.string(),
    code: z.string().nullable(),
    version: z.number().int(),
    active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    definition: z.unknown().describe('the current version, CampaignDefinition (platform/bonuses/campaigns.ts)'),
  }),
);
const Deactivated = z.object({ key: z.string(), active: z.literal(false) });
const GiftAnswer = z.object({
  campaign: z.string(),
  issued: z.number().int(),
  results: z.array(
    z.object({
      user_id: z.number().int(),
      bonus_id: z.number().int().optional(),
      freespins_id: z.number().int().optional(),
      skipped: z.enum(['unknown_user', 'not_offered']).optional(),
    }),
  ),
});
const StoredRows = z.array(z.record(z.string(), z.unknown()));
const PlayerIssued = z.object({ user_id: z.number().int(), bonuses: StoredRows.describe('player_bonuses rows'), freespins: StoredRows.describe('player_freespins rows') });

interface CampaignListRow {
  id: number;
  key: string;
  kind: string;
  code: string | null;
  version: number;
  active: number;
  created_at: string;
  updated_at: string;
  definition: string;
}

interface GiftResult {
  user_id: number;
  bonus_id?: number;
  freespins_id?: number;
  /** Why nothing was issued to this player (unknown player, currency not offered, …). */
  skipped?: 'unknown_user' | 'not_offered';
}

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export function operatorRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    // The switch, the rate limit and the key, checked before the body is read.
    const limits = operatorOnly(ctx.config);

    app.put(
      '/operator/api/campaigns/:key',
      { ...limits, schema: { tags: TAGS, description: 'Defines a campaign, or a new version of it when the definition changed (docs/api/bonuses.md "Campaigns").', params: keyParams, body: CampaignDefinition, response: { 200: CampaignDefined } } },
      async (request) => {
        const { key } = request.params;
        try {
          const defined = immediate(ctx.db, () => defineCampaign(ctx, key, request.body as z.infer<typeof CampaignDefinition>));
          return { key, id: defined.id, version: defined.version };
        } catch (error) {
          // The code is unique across campaigns (060_bonuses.sql `bonus_campaigns_code`).
          if (isUniqueViolation(error)) throw conflict('Another campaign has this code', 'code_taken');
          throw error;
        }
      },
    );

    app.get('/operator/api/campaigns', { ...limits, schema: { tags: TAGS, description: 'Every campaign with its current definition.', response: { 200: CampaignList } } }, async () => {
      const rows = ctx.db
        .prepare<[], CampaignListRow>(
          `SELECT c.id, c.key, c.kind, c.code, c.version, c.active, c.created_at, c.updated_at, v.definition
             FROM bonus_campaigns c JOIN bonus_campaign_versions v ON v.campaign_id = c.id AND v.version = c.version ORDER BY c.key`,
        )
        .all();
      return rows.map(({ definition, active, ...row }) => ({ ...row, active: active === 1, definition: parseJson(definition) }));
    });

    app.post(
      '/operator/api/campaigns/:key/deactivate',
      { ...limits, schema: { tags: TAGS, description: 'Stops a campaign: nothing more is issued from it; what was issued stays.', params: keyParams, response: { 200: Deactivated } } },
      async (request) => {
        const { key } = request.params;
        if (!deactivateCampaign(ctx, key)) throw notFound('No such campaign');
        return { key, active: false as const };
      },
    );

    app.post(
      '/operator/api/gifts',
      {
        ...limits,
        schema: {
          tags: TAGS,
          description: 'Issues a campaign to players or to every member of a group, in one transaction; idempotent by the `Idempotency-Key` header.',
          headers: giftHeaders,
          body: giftBody,
          response: { 200: GiftAnswer },
        },
      },
      async (request) => {
        const key = request.headers['idempotency-key'] as string;
        const body = request.body;
        const fingerprint = JSON.stringify(body);
        const { answer, after } = immediate(ctx.db, () => {
          const seen = ctx.db.prepare<[string], { fingerprint: string; response: string }>('SELECT fingerprint, response FROM operator_gifts WHERE idempotency_key = ?').get(key);
          if (seen) {
            if (seen.fingerprint !== fingerprint) throw conflict('This Idempotency-Key was used with another gift', 'idempotency_key_reused');
            return { answer: JSON.parse(seen.response) as z.infer<typeof GiftAnswer>, after: [] };
          }
          const campaign = campaignByKey(ctx.db, body.campaign);
          if (!campaign) throw notFound('No such campaign');
          if (campaign.active !== 1) throw unprocessable({ campaign: ['is not active'] }, 'campaign_inactive');
          const recipients =
            body.user_ids ?? ctx.db.prepare<[number], number>('SELECT user_id FROM user_groups WHERE group_id = ? ORDER BY user_id').pluck().all(body.group_id as number);
          if (recipients.length > MAX_GIFT_RECIPIENTS) throw unprocessable({ group_id: [`has more than ${MAX_GIFT_RECIPIENTS} members`] }, 'too_many_recipients');
          const exists = ctx.db.prepare<[number], number>('SELECT 1 FROM users WHERE id = ?').pluck();
          const after: (() => void)[] = [];
          const results: GiftResult[] = [];
          for (const user of [...new Set(recipients)]) {
            if (!exists.get(user)) {
              results.push({ user_id: user, skipped: 'unknown_user' });
              continue;
            }
            const issued = issueFromCampaign(ctx, user, campaign.id, { idempotencyKey: `gift:${key}:${user}`, source: 'manual' });
            after.push(...issued.after);
            const result: GiftResult = { user_id: user };
            if (issued.bonus) result.bonus_id = issued.bonus.id;
            if (issued.freespins) result.freespins_id = issued.freespins.id;
            if (!issued.bonus && !issued.freespins) result.skipped = 'not_offered';
            results.push(result);
          }
          const answer = { campaign: campaign.key, issued: results.filter((r) => !r.skipped).length, results };
          ctx.db.prepare('INSERT INTO operator_gifts (idempotency_key, fingerprint, response, created_at) VALUES (?, ?, ?, ?)').run(key, fingerprint, JSON.stringify(answer), iso(ctx.clock.now()));
          return { answer, after };
        });
        // Publishes after the commit.
        for (const task of after) {
          try {
            task();
          } catch {
            // A publish never undoes a committed gift.
          }
        }
        return answer;
      },
    );

    app.get(
      '/operator/api/bonuses',
      { ...limits, schema: { tags: TAGS, description: 'A player’s issued bonuses and free-spin packs, newest first (the stored rows).', querystring: bonusesQuery, response: { 200: PlayerIssued } } },
      async (request) => {
        const { user_id } = request.query;
        const bonuses = ctx.db.prepare<[number], Record<string, unknown>>('SELECT * FROM player_bonuses WHERE user_id = ? ORDER BY id DESC').all(user_id);
        const freespins = ctx.db.prepare<[number], Record<string, unknown>>('SELECT * FROM player_freespins WHERE user_id = ? ORDER BY id DESC').all(user_id);
        const withJson = (row: Record<string, unknown>, fields: string[]) => ({ ...row, ...Object.fromEntries(fields.map((field) => [field, parseJson(row[field] as string | null)])) });
        return {
          user_id,
          bonuses: bonuses.map((row) => withJson(row, ['title', 'contribution'])),
          freespins: freespins.map((row) => withJson(row, ['title', 'games'])),
        };
      },
    );
  };
}
