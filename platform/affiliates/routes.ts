/**
 * The affiliate area's routes (docs/api/affiliates.md): the operator's report, behind the one
 * operator credential (platform/http/operator-auth.ts), and the postback outbox's timer.
 * Clicks and UTM arrive through the telemetry routes (platform/telemetry/routes.ts `/log_utm_set`,
 * `/log_utm_send`); registrations and deposits are recorded by their own services.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STAG_PATTERN } from '../../sdk/rules/constants.ts';
import type { PlatformContext } from '../context.ts';
import { operatorOnly } from '../http/operator-auth.ts';
import { withSchemas } from '../http/schemas.ts';
import { POSTBACK_POLL_MS, postbackOutbox } from './postbacks.ts';
import { affiliateReport } from './report.ts';
import { startClusterJob } from '../jobs/runner.ts';

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

/** A day (`2026-11-01`) or an ISO UTC timestamp; `end` turns a day into the start of the next one (a `to` day is included). */
const bound = (end: boolean) =>
  z
    .string()
    .max(30)
    .refine((value) => (DATE.test(value) || TIMESTAMP.test(value)) && Number.isFinite(Date.parse(value)), 'must be a date (YYYY-MM-DD) or a UTC timestamp (YYYY-MM-DDThh:mm:ssZ)')
    .transform((value) => new Date(Date.parse(value) + (end && DATE.test(value) ? DAY_MS : 0)).toISOString());

const reportQuery = z
  .object({
    from: bound(false),
    to: bound(true),
    stag: z.string().regex(STAG_PATTERN, 'may contain letters, digits, _ and - only (1–64)').optional(),
  })
  .refine((query) => query.from < query.to, { message: 'must be after from', path: ['to'] });

const Figures = z.object({
  currency: z.string(),
  first_deposits: z.number().int(),
  first_deposits_cents: z.number().int(),
  deposits: z.number().int(),
  deposits_cents: z.number().int(),
  bets_cents: z.number().int(),
  wins_cents: z.number().int(),
  bonus_costs_cents: z.number().int(),
  ngr_cents: z.number().int(),
});
const Report = z.object({
  from: z.string(),
  to: z.string(),
  stags: z.array(z.object({ stag: z.string(), clicks: z.number().int(), registrations: z.number().int(), first_deposits: z.number().int(), deposits: z.number().int(), currencies: z.array(Figures) })),
});

export function affiliateRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    const outbox = postbackOutbox(ctx);
    if (ctx.config.affiliatePostback) {
      // Polled on one node at a time (platform/jobs/runner.ts); a commit's kick sends at once on its own node, each row claimed first (postbacks.ts).
      const stop = startClusterJob(ctx, {
        name: 'affiliates:postbacks',
        everyMs: POSTBACK_POLL_MS,
        run: () => outbox.deliverDue(),
        onError: (err) => app.log.error({ err }, 'affiliate postbacks failed'),
      });
      app.addHook('onReady', async () => outbox.kick());
      app.addHook('onClose', async () => stop());
    }

    app.get(
      '/api/operator/affiliates/report',
      {
        ...operatorOnly(ctx.config),
        schema: {
          tags: ['operator'],
          description: 'Per stag over [from, to): clicks, registrations, first deposits, deposits and net gaming revenue per currency (docs/api/affiliates.md "Report"). A `to` day is included.',
          querystring: reportQuery,
          response: { 200: Report },
        },
      },
      async (request) => affiliateReport(ctx.db, request.query as z.output<typeof reportQuery>),
    );
  };
}
