import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/session.ts';
import { licenceForHost } from '../config.ts';
import type { PlatformContext } from '../context.ts';
import { fraudRoutes } from '../fraud/routes.ts';
import { unprocessable } from '../http/errors.ts';
import { sandboxPages } from './sandbox-pages.ts';
import { idempotencyKey, methodsQuery, pagedHistoryRequest, paymentIdParams, paymentRequest } from './schemas.ts';
import { cashout, deposit, methodsOf, paymentsOf, recall, settleDuePayments, viewerFor, type PaymentOutcome } from './service.ts';
import { signedIn, withSchemas } from '../http/schemas.ts';
import { Payment, PaymentMethods, Payments, PaymentsPage } from '../../sdk/api/schemas/wallet.ts';
import { startClusterJob } from '../jobs/runner.ts';

/** The sandbox's own settle-by-clock sweep in a running server (tests settle on read instead). */
const SWEEP_EVERY_MS = 30_000;

/** The key from the `Idempotency-Key` header, else from the body; a mismatch between the two is refused. */
function keyOf(request: FastifyRequest, bodyKey: string | undefined): string {
  const header = request.headers['idempotency-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader !== undefined) {
    const checked = idempotencyKey.safeParse(fromHeader);
    if (!checked.success) throw unprocessable({ idempotency_key: [checked.error.issues[0]?.message ?? 'is invalid'] }, 'invalid');
    if (bodyKey !== undefined && bodyKey !== fromHeader) throw unprocessable({ idempotency_key: ['differs from the Idempotency-Key header'] }, 'invalid');
    return fromHeader;
  }
  if (bodyKey === undefined) throw unprocessable({ idempotency_key: ['is required (Idempotency-Key header or body field)'] }, 'invalid');
  return bodyKey;
}

/** Payments through the provider seam (docs/api/wallet-payments-limits.md, contract §2.2 payments, §5.6; platform/payments/provider.ts), the payment-method list and the fraud check. */
export function paymentRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    await app.register(fraudRoutes(ctx));

    // Guests may list methods too (payments info page): no 401, no deposit addresses. Without a
    // payment provider (production without a real one) the list is empty (docs/operations.md "Payments").
    app.get('/api/player/payment_methods', { schema: { response: { 200: PaymentMethods }, querystring: methodsQuery } }, async (request) => {
      const query = request.query;
      const viewer = viewerFor(ctx, request.session?.userId ?? null, licenceForHost(ctx.config, request.headers.host));
      return methodsOf(ctx, viewer, query.currency, query.action);
    });

    /** 201 for a new payment, 200 for a replayed idempotency key. */
    const answer = (outcome: PaymentOutcome, reply: FastifyReply) => reply.status(outcome.replayed ? 200 : 201).send(outcome.payment);

    app.post('/api/player/payments/deposit', { schema: { response: { 200: Payment, 201: Payment }, body: paymentRequest }, preValidation: signedIn }, async (request, reply) => {
      const userId = requireUser(request);
      const body = request.body;
      return answer(deposit(ctx, userId, body, keyOf(request, body.idempotency_key)), reply);
    });

    app.post('/api/player/payments/cashout', { schema: { response: { 200: Payment, 201: Payment }, body: paymentRequest }, preValidation: signedIn }, async (request, reply) => {
      const userId = requireUser(request);
      const body = request.body;
      return answer(cashout(ctx, userId, body, keyOf(request, body.idempotency_key)), reply);
    });

    app.get('/api/player/payments', { schema: { response: { 200: Payments } } }, async (request) => {
      const userId = requireUser(request);
      return paymentsOf(ctx, userId, { limit: 200, offset: 0 }).payments;
    });

    app.post('/api/player/payments/with_pages', { schema: { response: { 200: PaymentsPage }, body: pagedHistoryRequest }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { page, page_size, filter } = request.body;
      const { payments, total } = paymentsOf(ctx, userId, { limit: page_size, offset: (page - 1) * page_size, currency: filter?.currency, action: filter?.type });
      return { data: payments, pagination: { page, per_page: page_size, total_count: total } };
    });

    app.post('/api/player/payments/:id/recall', { schema: { params: paymentIdParams }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { id } = request.params;
      return recall(ctx, userId, id);
    });

    // Settling a payment by hand is the sandbox provider's job, on its own pages, in demo mode
    // only (platform/payments/sandbox-pages.ts); players have no API for it.
    if (ctx.config.mode === 'demo') await app.register(sandboxPages(ctx));

    // Due payments settled on one node at a time (platform/jobs/runner.ts).
    const stopSweep = startClusterJob(ctx, {
      name: 'payments:due',
      everyMs: SWEEP_EVERY_MS,
      run: () => settleDuePayments(ctx),
      onError: (err) => app.log.error({ err }, 'payment sweep failed'),
    });
    app.addHook('onClose', async () => stopSweep());
  };
}
