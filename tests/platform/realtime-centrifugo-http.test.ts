/**
 * The Centrifugo HTTP API adapter against a local fake of that API (node:http on a free port):
 * request shape and API key, the error-in-200 answer, bounded retries, per-channel order, and that
 * publish never throws. Also the adapter choice from config.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.ts';
import { testConfig } from '../../platform/config.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { CentrifugoHttpPublisher } from '../../platform/realtime/centrifugo-http.ts';
import { Hub } from '../../platform/realtime/hub.ts';
import { createPublisher } from '../../platform/realtime/index.ts';

interface Received {
  path: string;
  apiKey: string | undefined;
  contentType: string | undefined;
  body: any;
}

describe('Centrifugo HTTP API publisher', () => {
  let server: Server;
  let apiUrl: string;
  const received: Received[] = [];
  /** How the fake answers the next requests (shifted per request; default success). */
  let script: ((response: ServerResponse, request: Received) => void)[] = [];

  const ok = (response: ServerResponse, offset = 1) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result: { offset, epoch: 'abcd' } }));

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        const entry = { path: request.url ?? '', apiKey: request.headers['x-api-key'] as string | undefined, contentType: request.headers['content-type'], body: JSON.parse(text) };
        received.push(entry);
        const answer = script.shift();
        if (entry.apiKey !== 'test-key') response.writeHead(401).end('Unauthorized');
        else if (answer) answer(response, entry);
        else ok(response, received.length);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
    script = [];
  });

  const publisher = (overrides: Partial<ConstructorParameters<typeof CentrifugoHttpPublisher>[0]> = {}, logs: string[] = []) =>
    new CentrifugoHttpPublisher({ apiUrl, apiKey: 'test-key', backoffMs: 1, timeoutMs: 1_000, log: (message) => logs.push(message), ...overrides });

  it('POSTs {channel, data} to <apiUrl>/publish with X-API-Key and reads the result', async () => {
    const outcome = await publisher().send('balance#7', { currency: 'EUR', amount_cents: 4_200 });
    expect(outcome).toEqual({ ok: true, offset: 1, epoch: 'abcd' });
    expect(received).toEqual([{ path: '/api/publish', apiKey: 'test-key', contentType: 'application/json', body: { channel: 'balance#7', data: { currency: 'EUR', amount_cents: 4_200 } } }]);
  });

  it('treats {"error":…} in a 200 answer as a failure, logs it and does not retry a permanent one', async () => {
    const logs: string[] = [];
    script = [(response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"error":{"code":102,"message":"unknown channel"}}')];
    const outcome = await publisher({}, logs).send('nope:x', 1);
    expect(outcome).toEqual({ ok: false, reason: 'error 102: unknown channel' });
    expect(received).toHaveLength(1);
    expect(logs[0]).toContain('unknown channel');
  });

  it('retries temporary errors, 5xx and network failures up to the bound, then gives up', async () => {
    script = [
      (response) => response.writeHead(200).end('{"error":{"code":100,"message":"internal server error","temporary":true}}'),
      (response) => response.writeHead(503).end('busy'),
    ];
    expect(await publisher({ attempts: 3 }).send('public:wins', { n: 1 })).toMatchObject({ ok: true });
    expect(received).toHaveLength(3);

    received.length = 0;
    script = [0, 1, 2, 3].map(() => (response: ServerResponse) => response.writeHead(500).end());
    const logs: string[] = [];
    expect(await publisher({ attempts: 3 }, logs).send('public:wins', { n: 2 })).toEqual({ ok: false, reason: 'HTTP 500' });
    expect(received).toHaveLength(3);
    expect(logs).toHaveLength(1);

    const unreachable = publisher({ apiUrl: 'http://127.0.0.1:1/api', attempts: 2 }, logs);
    expect(await unreachable.send('public:wins', 1)).toMatchObject({ ok: false, reason: expect.stringContaining('network') });
  });

  it('does not retry a refused API key (401)', async () => {
    const outcome = await publisher({ apiKey: 'wrong' }).send('public:wins', 1);
    expect(outcome).toEqual({ ok: false, reason: 'HTTP 401' });
    expect(received).toHaveLength(1);
  });

  it('publish() never throws, keeps one channel’s publications in order, and flush() waits for them', async () => {
    // The first answer is slow: the second publication of the channel must still come after it.
    script = [(response) => setTimeout(() => ok(response), 30)];
    const adapter = publisher();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => adapter.publish('balance#1', { step: 1 })).not.toThrow();
    expect(() => adapter.publish('balance#1', { step: 2 })).not.toThrow();
    expect(() => adapter.publish('balance#1', circular)).not.toThrow();
    await adapter.flush();
    expect(received.map((entry) => entry.body.data)).toEqual([{ step: 1 }, { step: 2 }]);
  });

  it('drops publications beyond its pending bound instead of growing without limit', async () => {
    const logs: string[] = [];
    const adapter = publisher({ maxPending: 2 }, logs);
    const outcomes = await Promise.all([adapter.send('a#1', 1), adapter.send('a#1', 2), adapter.send('a#1', 3)]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, false]);
    expect(logs[0]).toContain('dropped');
  });

  it('is the adapter createPublisher picks when config.centrifugo is set; the hub otherwise', () => {
    const db = openDatabase(':memory:');
    try {
      const clock = new ManualClock();
      expect(createPublisher(testConfig({ centrifugo: { apiUrl, apiKey: 'k' } }), db, clock)).toBeInstanceOf(CentrifugoHttpPublisher);
      expect(createPublisher(testConfig(), db, clock)).toBeInstanceOf(Hub);
    } finally {
      db.close();
    }
  });
});
