/**
 * The cluster test's client side (issue 18; docs/scaling.md "Proof"): players signed up through the
 * API, the seamless-wallet calls the demo provider makes (signed, platform/provider/signature.ts),
 * sandbox card deposits with idempotency keys, each sent with retries (network error or 5xx: the
 * same request again, on the other node once its own is dead), bounded concurrency.
 */
import { randomUUID } from 'node:crypto';
import { signBody, SIGNATURE_HEADER } from '../../platform/provider/signature.ts';
import { ApiClient } from '../platform/harness.ts';
import { registration } from '../platform/auth-helpers.ts';
import type { PlatformNode } from './nodes.ts';

export const SUCCESS_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', holder: 'Ada Lovelace' };
/** The sandbox's card that stays pending until its console settles it (platform/payments/sandbox-pages.ts). */
export const PENDING_CARD = { ...SUCCESS_CARD, number: '4000000000003220' };

export interface Answer {
  status: number;
  body: any;
  /** The node that answered. */
  node: number;
}

export interface Tally {
  /** Requests sent again after a network error or a 5xx. */
  retries: number;
  /** Answers with a 5xx: a node that was alive failed the request (a defect), and the first few of them. */
  serverErrors: number;
  serverErrorSamples: string[];
  /** Requests that went to the other node because theirs was dead. */
  rerouted: number;
  /** First answer of a rerouted request (ms since the epoch), for the take-over time. */
  firstRerouteAnswerAt: number | null;
}

export const newTally = (): Tally => ({ retries: 0, serverErrors: 0, serverErrorSamples: [], rerouted: 0, firstRerouteAnswerAt: null });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one request to node `target` until it is answered with a status below 500: the same
 * request again after a network error or a 5xx, to the other node once `target` is dead.
 */
export async function withRetries(nodes: PlatformNode[], target: number, tally: Tally, send: (node: PlatformNode) => Promise<{ status: number; body: any }>): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const index = nodes[target]!.alive ? target : nodes.findIndex((node) => node.alive);
    if (index < 0) throw new Error('no node alive');
    if (index !== target) tally.rerouted++;
    try {
      const answer = await send(nodes[index]!);
      if (answer.status < 500) {
        if (index !== target && tally.firstRerouteAnswerAt === null) tally.firstRerouteAnswerAt = Date.now();
        return { ...answer, node: index };
      }
      // An answer, not a cut connection: the node was alive and failed the request.
      tally.serverErrors++;
      if (tally.serverErrorSamples.length < 5) tally.serverErrorSamples.push(`${nodes[index]!.id}: ${answer.status} ${JSON.stringify(answer.body)}`);
    } catch {
      // The connection failed or was cut (the node died under the request): send it again.
    }
    if (attempt >= 60) throw new Error(`no answer after ${attempt + 1} attempts`);
    tally.retries++;
    await pause(Math.min(500, 25 * (attempt + 1)));
  }
}

/** A signed seamless-wallet call, as the demo provider's wallet client sends it (platform/provider/client.ts). */
export async function walletCall(node: PlatformNode, secret: string, op: 'bet' | 'win' | 'rollback' | 'balance', body: object): Promise<{ status: number; body: any }> {
  const raw = JSON.stringify(body);
  const response = await fetch(`${node.url}/provider/wallet/${op}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, raw) },
    body: raw,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The same signed-in browser (its cookies) talking to another node. */
export function browserOn(source: ApiClient, node: PlatformNode): ApiClient {
  const client = new ApiClient(node.url);
  for (const [name, value] of source.cookies) client.cookies.set(name, value);
  return client;
}

export interface Player {
  userId: number;
  email: string;
  browser: ApiClient;
  /** The socket token of GET /api/player/settings. */
  socketToken: string;
  /** The real-money game session's token (the provider's wallet calls carry it). */
  gameToken: string;
  game: string;
}

/** Signs a player up on `node` through the API (201, signed in), opens a real game session on `game`. */
export async function signUp(node: PlatformNode, game: string): Promise<Player> {
  const browser = new ApiClient(node.url);
  const body = registration();
  const created = await browser.post('/api/users', body);
  if (created.status !== 201) throw new Error(`sign-up: ${created.status} ${JSON.stringify(created.body)}`);
  const player = await browser.get('/api/player');
  const settings = await browser.get('/api/player/settings');
  const launch = await browser.post('/api/games/launch', { identifier: game, mode: 'real' });
  if (launch.status !== 200) throw new Error(`launch: ${launch.status} ${JSON.stringify(launch.body)}`);
  const page = await new ApiClient(node.url).get(launch.body.url);
  if (page.status !== 200) throw new Error(`game page: ${page.status}`);
  return { userId: Number(player.body.id), email: body.user.email, browser, socketToken: settings.body.cent.token, gameToken: launch.body.token, game };
}

/** One sandbox card deposit's body; its idempotency key makes a repeat a replay. */
export const depositBody = (amount_cents: number, key: string = randomUUID(), card = SUCCESS_CARD) => ({ amount_cents, currency: 'EUR', payment_method: 'visa_mastercard', card, idempotency_key: key });

/** Runs `work(i)` for i in [0, count) with at most `lanes` at once. */
export async function bounded(count: number, lanes: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, count) }, async () => {
      while (next < count) await work(next++);
    }),
  );
}
