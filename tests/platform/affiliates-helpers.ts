/**
 * Shared setup of the affiliate tests (docs/api/affiliates.md): the real platform with the provider
 * app (provider-setup.ts) and the operator key, registration through `POST /api/users` from a browser
 * that carries the casino's affiliate cookies, deposits through the payment API, a real local HTTP
 * receiver for postbacks.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registration } from './auth-helpers.ts';
import { deposit } from './bonuses-setup.ts';
import { OPERATOR_KEY } from './freespins-helpers.ts';
import { ApiClient } from './harness.ts';
import { pickGames, providerWorld, type ProviderWorld } from './provider-setup.ts';
import type { PlatformConfig } from '../../platform/config.ts';

export { deposit, OPERATOR_KEY };

export interface AffiliateWorld {
  world: ProviderWorld;
  slot: string;
  operator: ApiClient;
  /** Registers a new player from a browser with these cookies; returns the signed-in client and the player id. */
  register(cookies?: Record<string, string>, headers?: Record<string, string>): Promise<{ client: ApiClient; userId: number }>;
  report(query: string): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export async function affiliateWorld(config: Partial<PlatformConfig> = {}): Promise<AffiliateWorld> {
  const world = await providerWorld({}, { operatorApiKey: OPERATOR_KEY, ...config });
  // No random jackpot drop adds a win the expectation does not know of.
  world.platform.ctx.db.prepare("UPDATE jackpots SET state = 'inactive'").run();
  // Nor a seeded welcome bonus: the report's bonus costs are then only what a test gives.
  world.platform.ctx.db.prepare('UPDATE bonus_campaigns SET active = 0').run();
  const operator = new ApiClient(world.platform.url, { Authorization: `Bearer ${OPERATOR_KEY}` });
  return {
    world,
    slot: pickGames(world.platform).slot.identifier,
    operator,
    async register(cookies = {}, headers = {}) {
      const client = world.platform.client();
      for (const [name, value] of Object.entries(cookies)) client.cookies.set(name, value);
      const answer = await client.post('/api/users', registration(), headers);
      if (answer.status !== 201) throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return { client, userId: answer.body.id as number };
    },
    report: (query) => operator.get(`/api/operator/affiliates/report?${query}`),
    close: () => world.close(),
  };
}

/** A succeeded deposit through the payment API. */
export async function deposited(client: ApiClient, amount_cents: number): Promise<number> {
  const answer = await deposit(client, amount_cents);
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`deposit failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  if (answer.body.state !== 'succeeded' && answer.body.success !== true) throw new Error(`deposit not succeeded: ${JSON.stringify(answer.body)}`);
  return answer.body.id as number;
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on 127.0.0.1: records every request; answers with `status()` (changeable). */
export async function postbackReceiver(): Promise<{ url: string; received: Received[]; answer(status: number): void; close(): Promise<void> }> {
  const received: Received[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/postbacks`,
    received,
    answer: (next) => void (status = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
