import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../auth/session.ts';
import { runAfter } from '../bonuses/publish.ts';
import { localeOfUser } from '../bonuses/store.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { operatorOnly } from '../http/operator-auth.ts';
import { signedIn, withSchemas } from '../http/schemas.ts';
import { Lootbox, Lootboxes } from '../../sdk/api/schemas/lootbox.ts';
import { visibleLootboxes } from '../../sdk/rules/lootboxes-wheel.ts';
import { activateLootbox } from './activate.ts';
import { LootboxTemplate } from './definition.ts';
import { issueLootbox } from './issue.ts';
import { cancelLootbox, SWEEP_EVERY_MS, sweepLootboxes } from './lifecycle.ts';
import { serializeLootbox } from './serialize.ts';
import { lootboxById, templateByKey, upsertTemplate, type LootboxRow } from './store.ts';
import { syncWheelTemplates } from './wheel-config.ts';
import { startClusterJob } from '../jobs/runner.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const keyParams = z.object({ key: z.string().min(1).max(100).regex(/^[\w.-]+$/, 'may contain letters, digits, _ - . only') });
const issueBody = z.object({
  user_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  template: keyParams.shape.key,
  /** The operator's idempotency key for this gift (a retry issues nothing more). */
  key: z.string().min(1).max(200),
});
const OperatorLootbox = z.object({ id: z.number().int(), user_id: z.number().int(), stage: z.string(), group_key: z.string() });
const TemplateSaved = z.object({ key: z.string(), id: z.number().int() });
const Synced = z.object({ synced: z.literal(true) });
const TAGS = ['operator'];

const operatorView = (row: LootboxRow) => ({ id: row.id, user_id: row.user_id, stage: row.stage, group_key: row.group_key });

/** The player routes of contract §3.5 and the operator's lootbox routes (docs/api/lootboxes.md). */
export function lootboxRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);

    // Visibility (docs/product/loyalty-lootboxes-wheel.md#lootboxes): expired hidden, activated only on the UTC day created.
    app.get('/api/player/lootboxes', { schema: { response: { 200: Lootboxes } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      runAfter(sweepLootboxes(ctx, userId));
      const locale = localeOfUser(ctx.db, userId);
      const rows = ctx.db.prepare<[number], LootboxRow>('SELECT * FROM player_lootboxes WHERE user_id = ? ORDER BY id DESC').all(userId);
      return visibleLootboxes(rows, ctx.clock.now()).map((row) => serializeLootbox(ctx.db, row, locale));
    });

    // The server draws the prize (docs/api/lootboxes.md "Activation"); a repeat answers the same box.
    app.post('/api/player/lootboxes/:id/activation', { schema: { params: idParams, response: { 200: Lootbox } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { lootbox, after } = activateLootbox(ctx, userId, request.params.id);
      runAfter(after);
      return serializeLootbox(ctx.db, lootboxById(ctx.db, lootbox.id) as LootboxRow);
    });

    const limits = operatorOnly(ctx.config);

    app.put(
      '/operator/api/lootbox_templates/:key',
      { ...limits, schema: { tags: TAGS, description: 'Creates or replaces a lootbox template (docs/api/lootboxes.md "Templates"); boxes already issued keep their items.', params: keyParams, body: LootboxTemplate, response: { 200: TemplateSaved } } },
      async (request) => ({ key: request.params.key, id: immediate(ctx.db, () => upsertTemplate(ctx.db, request.params.key, request.body as z.infer<typeof LootboxTemplate>, new Date(ctx.clock.now()).toISOString())) }),
    );

    app.post(
      '/operator/api/lootbox_templates/sync_wheel',
      { ...limits, schema: { tags: TAGS, description: 'Re-derives the wheel templates from `wheel-config` and `wheel-config-segments` after they were edited (docs/api/lootboxes.md "Wheel").', response: { 200: Synced } } },
      async () => {
        immediate(ctx.db, () => syncWheelTemplates(ctx));
        return { synced: true as const };
      },
    );

    app.post(
      '/operator/api/lootboxes',
      { ...limits, schema: { tags: TAGS, description: 'Issues a lootbox of a template to a player, idempotent by `key` (e.g. a `manual_wheel` spin).', body: issueBody, response: { 200: OperatorLootbox } } },
      async (request) => {
        const { user_id, template, key } = request.body;
        const currency = ctx.db.prepare<[number], string>('SELECT currency FROM users WHERE id = ?').pluck().get(user_id);
        if (currency === undefined) throw notFound('No such player');
        if (!templateByKey(ctx.db, template)) throw notFound('No such template');
        const { lootbox, after } = issueLootbox(ctx, { userId: user_id, templateKey: template, source: 'manual', idempotencyKey: `operator:${key}`, currency });
        runAfter(after);
        return operatorView(lootbox);
      },
    );

    app.delete(
      '/operator/api/lootboxes/:id',
      { ...limits, schema: { tags: TAGS, description: 'Cancels an issued lootbox (an activated one keeps its prize: 409).', params: idParams, response: { 200: OperatorLootbox } } },
      async (request) => {
        const { lootbox, after } = cancelLootbox(ctx, request.params.id);
        runAfter(after);
        return operatorView(lootbox);
      },
    );

    // Expiry by the injectable clock, on one node at a time (platform/jobs/runner.ts), stopped with the server.
    const stopSweep = startClusterJob(ctx, {
      name: 'lootboxes:expiry',
      everyMs: SWEEP_EVERY_MS,
      run: () => runAfter(sweepLootboxes(ctx)),
      onError: (err) => app.log.error({ err }, 'lootbox expiry sweep failed'),
    });
    app.addHook('onClose', async () => stopSweep());
  };
}
