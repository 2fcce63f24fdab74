import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/session.ts';
import type { PlatformContext } from '../context.ts';
import { signedIn, withSchemas } from '../http/schemas.ts';
import { settleDuePayments } from '../payments/service.ts';
import { accountsOf, selectCurrency, toLegacy } from './accounts.ts';
import { accountsAnswer, accountsQuery, selectCurrencyRequest } from './schemas.ts';
import { Account } from '../../sdk/api/schemas/session.ts';
import { publishBalances } from './service.ts';

/** Accounts and balances (docs/api/wallet-payments-limits.md, contract §2.2): GET and POST /api/player/accounts. */
export function walletRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    app.get('/api/player/accounts', { schema: { querystring: accountsQuery, response: { 200: accountsAnswer } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { compatibility } = request.query;
      settleDuePayments(ctx, userId);
      const accounts = accountsOf(ctx, userId);
      return compatibility ? accounts.map(toLegacy) : accounts;
    });

    app.post('/api/player/accounts', { schema: { body: selectCurrencyRequest, response: { 201: Account } }, preValidation: signedIn }, async (request, reply) => {
      const userId = requireUser(request);
      const { currency } = request.body;
      const account = selectCurrency(ctx, userId, currency);
      publishBalances(ctx, [{ userId, currency }]);
      return reply.status(201).send(account);
    });
  };
}
