import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { cleanUtm, recordClick, recordUtmSend } from '../affiliates/attribution.ts';
import type { PlatformContext } from '../context.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import {
  contactBody,
  freeFormBody,
  gameStartBody,
  pwaEventBody,
  restoreIdGetBody,
  restoreIdSetBody,
  transactionMetricBody,
  utmBody,
  utmSetBody,
  validationMetricsBody,
} from './schemas.ts';
import { pruneTelemetry, telemetryStore, type TelemetryKind } from './store.ts';
import { vipProgramConfig } from './vip-program.ts';
import { defaultVipProgress, vipProgressFor } from './vip-progress.ts';
import { withSchemas, wrapped } from '../http/schemas.ts';
import { RestoreId } from '../../sdk/api/schemas/cms.ts';
import { VipProgramConfig, VipProgress } from '../../sdk/api/schemas/vip.ts';
import { startClusterJob } from '../jobs/runner.ts';

/** Per-IP budgets (@fastify/rate-limit route config; the plugin is registered with global:false). */
const rateLimited = (max: number, timeWindow: number) => ({
  rateLimit: {
    max,
    timeWindow,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => new HttpError(429, { base: [`Too many requests, retry in ${context.after}`] }, 'rate_limited'),
  },
});
export const TELEMETRY_LIMIT = { max: 60, timeWindowMs: 60_000 };
export const CONTACT_LIMIT = { max: 5, timeWindowMs: 10 * 60_000 };
const TELEMETRY_BODY_LIMIT = 16 * 1024;
const DEFAULT_CHAT_PROJECT = 'casino-kit';
/** How often the retention prune runs in a running server (it reads the platform clock). */
export const TELEMETRY_PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Telemetry (docs/api/info-cms.md, contract §2.7), the contact form, chat restore ids and VIP progress. Telemetry is
 * fire-and-forget for the app: valid input is stored and answered 204, invalid input is a 422.
 */
export function telemetryRoutes(ctx: PlatformContext) {
  const store = telemetryStore(ctx);
  const telemetryRoute = { config: rateLimited(TELEMETRY_LIMIT.max, TELEMETRY_LIMIT.timeWindowMs), bodyLimit: TELEMETRY_BODY_LIMIT };

  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    // Pruned at start and hourly, on one node at a time (platform/jobs/runner.ts).
    let stopPruning: (() => void) | null = null;
    app.addHook('onReady', async () => {
      stopPruning ??= startClusterJob(ctx, {
        name: 'telemetry:prune',
        everyMs: TELEMETRY_PRUNE_EVERY_MS,
        atStart: true,
        run: () => pruneTelemetry(ctx),
        onError: (err) => app.log.error({ err }, 'telemetry prune failed'),
      });
    });
    app.addHook('onClose', async () => stopPruning?.());

    const collect = <S extends z.ZodType>(method: 'PUT' | 'POST', url: string, kind: TelemetryKind, schema: S, also?: (body: z.infer<S>, userId: number | null) => void) => {
      app.route({
        method,
        url,
        ...telemetryRoute,
        schema: { body: schema },
        handler: async (request, reply) => {
          const payload = request.body;
          store.record(kind, request.session?.userId ?? null, request.ip, payload);
          also?.(payload as z.infer<S>, request.session?.userId ?? null);
          return reply.status(204).send();
        },
      });
    };

    collect('PUT', '/metrics-errors-validation', 'validation', validationMetricsBody);
    // Affiliate clicks and the player's UTM (platform/affiliates/attribution.ts, docs/api/affiliates.md).
    collect('POST', '/log_utm_set', 'utm_set', utmSetBody, (body) => {
      if (body.stag) recordClick(ctx, { stag: body.stag, affbId: body.affb_id ?? null, utm: cleanUtm(body.utmMetrics) });
    });
    collect('POST', '/log_utm_send', 'utm_send', utmBody, (body, userId) => {
      if (userId !== null) recordUtmSend(ctx, userId, cleanUtm(body.utmMetrics));
    });
    collect('PUT', '/game-start-performance', 'game_start', gameStartBody);
    collect('POST', '/metrics/transaction-metric', 'transaction', transactionMetricBody);
    collect('PUT', '/log', 'log', freeFormBody);
    collect('PUT', '/performance', 'performance', freeFormBody);
    collect('PUT', '/network-performance', 'network_performance', freeFormBody);
    collect('POST', '/api/pwa_events', 'pwa', pwaEventBody);

    // VIP programme settings for the VIP pages (docs/api/info-cms.md "VIP programme config").
    app.get('/api/fe/config/vip-program-config', { schema: { response: { 200: VipProgramConfig } } }, async () => vipProgramConfig(ctx));

    app.post('/api/send_contact_message', { config: rateLimited(CONTACT_LIMIT.max, CONTACT_LIMIT.timeWindowMs), bodyLimit: TELEMETRY_BODY_LIMIT, schema: { body: wrapped(contactBody, 'contact') } }, async (request, reply) => {
      const { contact } = request.body;
      store.contact(request.session?.userId ?? null, contact.email, contact.content, request.ip);
      return reply.status(204).send();
    });

    // Chat restore ids belong to the signed-in player only: anyone else reads null and may not write.
    app.post('/restore-id/get', { config: rateLimited(TELEMETRY_LIMIT.max, TELEMETRY_LIMIT.timeWindowMs), schema: { response: { 200: RestoreId }, body: wrapped(restoreIdGetBody, 'data') } }, async (request) => {
      const { data } = request.body;
      const own = request.session && String(request.session.userId) === String(data.internalId);
      return { data: { restoreId: own ? store.restoreId(String(data.internalId), data.project ?? DEFAULT_CHAT_PROJECT) : null } };
    });

    app.post('/restore-id/set', { config: rateLimited(TELEMETRY_LIMIT.max, TELEMETRY_LIMIT.timeWindowMs), schema: { body: wrapped(restoreIdSetBody, 'data') } }, async (request, reply) => {
      const { data } = request.body;
      if (!request.session || String(request.session.userId) !== String(data.internalId)) throw forbidden('A restore id can only be set for your own account');
      store.setRestoreId(String(data.internalId), data.project ?? DEFAULT_CHAT_PROJECT, data.restoreId);
      return reply.status(204).send();
    });

    // The app falls back to the regular state on any failure, so this never fails: guests and
    // errors get the default state.
    app.get('/jam/vip_status_progress', { schema: { response: { 200: VipProgress } } }, async (request) => {
      if (!request.session) return defaultVipProgress();
      try {
        return vipProgressFor(ctx, request.session.userId);
      } catch (error) {
        request.log.warn({ err: error }, 'vip progress fell back to the default state');
        return defaultVipProgress(request.session.userId);
      }
    });
  };
}
