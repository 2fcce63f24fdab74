import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PlatformContext } from '../context.ts';
import { assertLocalRequest, forbidFraming } from '../http/demo-only.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { escapeHtml, toolPage } from '../http/tool-page.ts';
import { humanizeMoney } from '../jackpots/format.ts';
import { completeRequest, paymentIdParams } from './schemas.ts';
import { complete } from './service.ts';
import { withSchemas } from '../http/schemas.ts';

/**
 * The payment sandbox's own pages (demo mode only; docs/api/wallet-payments-limits.md "Sandbox
 * pages", docs/security.md). A real provider settles a payment on its side; the sandbox stands in
 * for it with a console at GET /sandbox/payments listing the open payments, each with a form per
 * outcome. The form posts to POST /sandbox/payments/{id}/complete with a token signed for that
 * payment (HMAC-SHA256 with a per-database secret), from this very origin. There is no player API
 * for it: a player's session does not complete a payment, and nothing does outside demo mode.
 */
const SECRET_SETTING = 'sandbox_payment_page_secret';
const OUTCOMES = ['succeeded', 'declined', 'rejected'] as const;
const ACTION_LABEL = { succeeded: 'Succeed', declined: 'Decline', rejected: 'Reject' } as const;

const completeForm = completeRequest.extend({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'is invalid' }) });

interface OpenPayment {
  id: number;
  user_id: number;
  email: string;
  action: string;
  state: string;
  amount_cents: number;
  currency: string;
  system_name: string | null;
  created_at: string;
}

function pageSecret(ctx: PlatformContext): string {
  ctx.db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING').run(SECRET_SETTING, randomBytes(32).toString('base64url'));
  return ctx.db.prepare<[string], string>('SELECT value FROM settings WHERE key = ?').pluck().get(SECRET_SETTING) as string;
}

/** The token the console's forms carry for payment `id`. */
export const sandboxPaymentToken = (secret: string, id: number) => createHmac('sha256', secret).update(`sandbox-payment:${id}`).digest('base64url');

function tokenMatches(secret: string, id: number, token: string): boolean {
  const expected = Buffer.from(sandboxPaymentToken(secret, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A form post from this origin: the browser's Origin header names this very origin. */
function fromThisOrigin(request: FastifyRequest): boolean {
  return request.headers.origin === `${request.protocol}://${request.headers.host}`;
}

function consolePage(payments: OpenPayment[], secret: string, done: number | undefined): string {
  const rows = payments
    .map((payment) => {
      const token = sandboxPaymentToken(secret, payment.id);
      const forms = OUTCOMES.map(
        (outcome) => `<form method="post" action="/sandbox/payments/${payment.id}/complete">
<input type="hidden" name="token" value="${token}"><input type="hidden" name="outcome" value="${outcome}">
<button type="submit" aria-label="${ACTION_LABEL[outcome]} payment ${payment.id}">${ACTION_LABEL[outcome]}</button></form>`,
      ).join('');
      return `<tr><td>#${payment.id}</td><td>${escapeHtml(payment.email)}</td><td>${escapeHtml(payment.action)}</td><td>${escapeHtml(humanizeMoney(payment.amount_cents, payment.currency))}</td>
<td>${escapeHtml(payment.system_name ?? '')}</td><td>${escapeHtml(payment.state)}</td><td>${escapeHtml(payment.created_at)}</td><td class="actions">${forms}</td></tr>`;
    })
    .join('\n');
  return toolPage(
    'Payment sandbox',
    `body { max-width: 64rem; }
table { border-collapse: collapse; width: 100%; } td, th { border-bottom: 1px solid #ccc; padding: 0.4rem; text-align: left; }
.actions form { display: inline; margin-right: 0.3rem; }`,
    `<p>Demo mode only. The open sandbox payments of every player; settle one as its payment provider would.${done ? ` Payment #${done} settled.` : ''}</p>
${rows ? `<table><thead><tr><th>Payment</th><th>Player</th><th>Action</th><th>Amount</th><th>Method</th><th>State</th><th>Created</th><th>Settle</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : '<p>No open payments.</p>'}`,
  );
}

export function sandboxPages(ctx: PlatformContext) {
  const secret = pageSecret(ctx);
  const openPayments = ctx.db.prepare<[], OpenPayment>(
    `SELECT p.id, p.user_id, u.email, p.action, p.state, p.amount_cents, p.currency, p.system_name, p.created_at
     FROM payments p JOIN users u ON u.id = p.user_id WHERE p.state IN ('pending', 'processing') ORDER BY p.id DESC LIMIT 200`,
  );
  const ownerOf = ctx.db.prepare<[number], number>('SELECT user_id FROM payments WHERE id = ?').pluck();

  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    // The console's forms are plain HTML posts.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    app.addHook('onRequest', async (request, reply) => {
      assertLocalRequest(request);
      forbidFraming(reply, "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'").header('Cache-Control', 'no-store');
    });

    app.get('/sandbox/payments', { schema: { querystring: z.object({ done: z.coerce.number().int().positive().optional() }) } }, async (request, reply) => {
      const { done } = request.query;
      return reply.type('text/html; charset=utf-8').send(consolePage(openPayments.all(), secret, done));
    });

    const sandboxPage = async (request: FastifyRequest) => {
      if (!fromThisOrigin(request)) throw forbidden('Only the sandbox page may settle a payment', 'sandbox_page_only');
    };
    app.post('/sandbox/payments/:id/complete', { schema: { params: paymentIdParams, body: completeForm }, preValidation: sandboxPage }, async (request, reply) => {
      const { id } = request.params;
      const { outcome, token } = request.body;
      if (!tokenMatches(secret, id, token)) throw forbidden('The sandbox token does not match this payment', 'sandbox_token');
      const userId = ownerOf.get(id);
      if (userId === undefined) throw notFound('Payment not found');
      complete(ctx, userId, id, outcome);
      return reply.redirect(`/sandbox/payments?done=${id}`, 303);
    });
  };
}
