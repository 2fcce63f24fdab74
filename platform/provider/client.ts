import type { FastifyInstance } from 'fastify';
import { signBody, SIGNATURE_HEADER } from './signature.ts';
import type { WalletBody } from './wallet.ts';

/**
 * The demo provider's side of the seamless wallet: it calls the casino's `/provider/wallet/*` over
 * HTTP with a signed body, as a real provider would, and retries a call whose answer was lost
 * (network error, timeout, 5xx) with the very same body — the wallet's idempotency makes that safe.
 */
export type WalletOp = 'balance' | 'bet' | 'win' | 'rollback';

export interface WalletReply {
  status: number;
  body: WalletBody;
}

/** Delivers one signed body; throws on a network failure (the caller retries). */
export type WalletTransport = (op: WalletOp, rawBody: string, signature: string) => Promise<WalletReply>;

export const RETRIES = 2;
export const TIMEOUT_MS = 4_000;

/** Over the network to `baseUrl` (the platform's own listening address in the reference setup). */
export function httpTransport(baseUrl: string): WalletTransport {
  return async (op, rawBody, signature) => {
    const response = await fetch(`${baseUrl}/provider/wallet/${op}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
      body: rawBody,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: response.status, body: (await response.json()) as WalletBody };
  };
}

/** Through fastify's in-process injection (used when the server is not listening on a port). */
export function injectTransport(app: FastifyInstance): WalletTransport {
  return async (op, rawBody, signature) => {
    const response = await app.inject({ method: 'POST', url: `/provider/wallet/${op}`, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, payload: rawBody });
    return { status: response.statusCode, body: response.json() as WalletBody };
  };
}

export interface WalletClientOptions {
  /** Fault injection for tests and demos: every n-th call is sent twice (a response "lost" in transit). */
  repeatEvery?: number;
}

export class ProviderUnavailable extends Error {}

export function walletClient(secret: () => string, transport: () => WalletTransport, options: WalletClientOptions = {}) {
  let calls = 0;
  return async function call(op: WalletOp, body: Record<string, unknown>): Promise<WalletReply> {
    const rawBody = JSON.stringify(body);
    const signature = signBody(secret(), rawBody);
    calls += 1;
    const sends = options.repeatEvery && calls % options.repeatEvery === 0 ? 2 : 1;
    let reply: WalletReply | null = null;
    for (let send = 0; send < sends; send++) {
      reply = null;
      for (let attempt = 0; attempt <= RETRIES && reply === null; attempt++) {
        try {
          const answer = await transport()(op, rawBody, signature);
          if (answer.status < 500) reply = answer;
        } catch {
          // lost: retry with the same body
        }
      }
      if (reply === null) throw new ProviderUnavailable(`wallet ${op} failed after ${RETRIES + 1} attempts`);
    }
    return reply as WalletReply;
  };
}

export type WalletCall = ReturnType<typeof walletClient>;
