import { Server as TlsServer } from 'node:tls';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../context.ts';
import { restrictionCountry } from '../games/country.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { withSchemas } from '../http/schemas.ts';
import { isAllowedOrigin } from '../http/security.ts';
import { countryForRequest, devCountryFromEnv } from '../info/geo.ts';
import { httpTransport, injectTransport, walletClient, type WalletClientOptions, type WalletTransport } from './client.ts';
import { ASSETS, contentSecurityPolicy, expiredPage, renderGamePage } from './page.ts';
import { startRoundRecovery } from './recovery.ts';
import { playRound, sessionState } from './rounds.ts';
import { balanceSchema, betSchema, launchSchema, playParams, rollbackSchema, roundSchema, stateSchema, winSchema } from './schemas.ts';
import { launchGame, LOGIN_ENDED, loginEnded, openSession, sessionByToken } from './sessions.ts';
import { verifySignature, walletSecret, SIGNATURE_HEADER } from './signature.ts';
import { walletQueue } from './wallet-queue.ts';
import { walletBalance, walletBet, walletRollback, walletWin, type WalletAnswer } from './wallet.ts';
import { GameLaunch } from '../../sdk/api/schemas/games.ts';

export interface ProviderRouteOptions {
  /** How the demo provider reaches the wallet API (default: HTTP to this server's own address). */
  transport?: WalletTransport;
  /** Fault injection for the provider's wallet client (tests, demos). */
  wallet?: WalletClientOptions;
  /** Run the round recovery pass once listening (default true). */
  recovery?: boolean;
}

/** Raw request bodies, kept for the wallet API's signature check. */
const rawBodies = new WeakMap<FastifyRequest, string>();
const WALLET_BODY_LIMIT = 64 * 1024;

/** The demo provider calls back into the server that runs it: its own listening address, else injection. */
function selfTransport(app: FastifyInstance): WalletTransport {
  const address = app.server.address();
  // On the platform's own TLS socket (the embedded-mode browser tests' self-signed certificate,
  // platform/server.ts `https`) the signed calls stay in process: nothing to trust over the loopback.
  if (!address || typeof address === 'string' || app.server instanceof TlsServer) return injectTransport(app);
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return httpTransport(`http://${host}:${address.port}`);
}

/**
 * The demo game provider (docs/api/provider.md): launch, the game page and its assets, game
 * rounds, and the casino's seamless-wallet API that the provider calls (server to server, signed).
 * Not wrapped in fastify-plugin: the raw-body JSON parser stays inside this plugin.
 */
export function providerRoutes(ctx: PlatformContext, options: ProviderRouteOptions = {}) {
  const devCountry = devCountryFromEnv();
  const publicOrigin = new URL(ctx.config.publicUrl).origin;

  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WALLET_BODY_LIMIT }, (request, body, done) => {
      const text = body as string;
      rawBodies.set(request, text);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        const error = new Error('Body is not valid JSON') as FastifyError;
        error.statusCode = 400;
        done(error, undefined);
      }
    });

    const wallet = walletClient(() => walletSecret(ctx), () => options.transport ?? selfTransport(app), options.wallet);

    // Rounds cut between bet and win are finished once the server listens, then periodically (docs/api/provider.md).
    let stopRecovery: (() => void) | null = null;
    if (options.recovery !== false) {
      app.addHook('onListen', async () => {
        stopRecovery ??= startRoundRecovery(ctx, wallet, ctx.config.roundRecoveryWindowMs, ctx.config.roundRecoveryIntervalMs, (report) => {
          if (report.settled + report.rolledBack + report.pending > 0) app.log.info({ recovery: report }, 'open game rounds recovered');
        });
      });
      app.addHook('onClose', async () => stopRecovery?.());
    }

    /** Where the game page may be framed and post its messages: the launching page's origin when trusted. */
    const parentOrigin = (request: FastifyRequest): string => {
      const origin = request.headers.origin;
      if (typeof origin !== 'string') return publicOrigin;
      const own = `${request.protocol}://${request.headers.host}`;
      return origin === own || isAllowedOrigin(ctx.config, origin) ? origin : publicOrigin;
    };

    app.post('/api/games/launch', { schema: { response: { 200: GameLaunch }, body: launchSchema } }, async (request) => {
      const body = request.body;
      return launchGame(
        ctx,
        {
          userId: request.session?.userId ?? null,
          loginSessionId: request.session?.id ?? null,
          country: countryForRequest(request, devCountry),
          restrictionCountry: restrictionCountry(ctx.db, request, devCountry),
          parentOrigin: parentOrigin(request),
        },
        body,
      );
    });

    app.get('/provider/play/:token', async (request, reply) => {
      const params = playParams.safeParse(request.params);
      const session = params.success ? openSession(ctx, params.data.token) : null;
      reply.header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff');
      if (!session || !params.success) {
        reply.header('Content-Security-Policy', contentSecurityPolicy(publicOrigin));
        return reply.status(410).type('text/html; charset=utf-8').send(expiredPage());
      }
      reply.header('Content-Security-Policy', contentSecurityPolicy(session.parent_origin, ctx.config.embedParents));
      return reply.type('text/html; charset=utf-8').send(renderGamePage(session, sessionState(ctx, session), params.data.token));
    });

    app.get('/provider/assets/:name', { schema: { params: z.object({ name: z.string() }) } }, async (request, reply) => {
      const { name } = request.params;
      const file = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
      if (!file) throw notFound('No such asset');
      return reply.type(file.type).header('Cache-Control', 'public, max-age=300').send(file.body);
    });

    app.post('/provider/state', { schema: { body: stateSchema } }, async (request) => {
      const { token } = request.body;
      const session = sessionByToken(ctx.db, token);
      if (!session || session.opened_at === null) throw new HttpError(404, { base: ['No such game session'] }, 'session_not_found');
      // The state carries the balance: not once the login that opened the session has ended.
      if (loginEnded(ctx, session)) throw new HttpError(403, { base: [LOGIN_ENDED.message] }, LOGIN_ENDED.code);
      return sessionState(ctx, session);
    });

    app.post('/provider/round', { schema: { body: roundSchema } }, async (request, reply) => {
      const answer = await playRound(ctx, wallet, request.body);
      return reply.status(answer.status).send(answer.body);
    });

    // ---- seamless-wallet API: signed, server to server (CSRF-exempt prefix) ----
    // The signature is checked before the body (a forged call learns nothing about the schema).
    const verified = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!verifySignature(walletSecret(ctx), rawBodies.get(request) ?? '', request.headers[SIGNATURE_HEADER])) {
        return reply.status(401).send({ status: 'error', code: 'invalid_signature', message: 'The body signature does not match' });
      }
    };
    // Calls of one event-loop turn commit together (wallet-queue.ts).
    const together = walletQueue(ctx.db);
    const signed = <S extends z.ZodType>(url: string, schema: S, handle: (call: z.infer<S>) => WalletAnswer) =>
      app.post(url, { schema: { body: schema }, preValidation: verified }, async (request, reply) => {
        const answer = await together(() => handle(request.body as z.infer<S>));
        return reply.status(answer.status).send(answer.body);
      });

    signed('/provider/wallet/balance', balanceSchema, (call) => walletBalance(ctx, call));
    signed('/provider/wallet/bet', betSchema, (call) => walletBet(ctx, call));
    signed('/provider/wallet/win', winSchema, (call) => walletWin(ctx, call));
    signed('/provider/wallet/rollback', rollbackSchema, (call) => walletRollback(ctx, call));
  };
}
