/**
 * A scripted stand-in for the platform in component tests (the browser tests use the real one):
 * answers fetches by path and plays a Centrifugo server over a fake WebSocket, so a test can
 * push publications and inspect what the client subscribed to.
 */
import { resetCore, getCore } from '../../../sdk/core.ts';

type Handler = (body: unknown, url: URL) => unknown;

export class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(frame: string) {
    this.sent.push(frame);
    for (const line of frame.split('\n')) {
      const command = JSON.parse(line) as { id?: number; connect?: unknown; subscribe?: { channel: string } };
      if (command.connect) this.#reply({ id: command.id, connect: { client: 'c1', ping: 25, pong: true } });
      if (command.subscribe) this.#reply({ id: command.id, subscribe: { recoverable: true, epoch: 'e1', offset: 0 } });
    }
  }
  /** Publishes on a channel this socket subscribed to. */
  publish(channel: string, data: unknown, offset: number) {
    this.#reply({ push: { channel, pub: { data, offset } } });
  }
  subscribedChannels(): string[] {
    return this.sent.flatMap((frame) => frame.split('\n')).map((line) => JSON.parse(line) as { subscribe?: { channel: string } }).flatMap((c) => (c.subscribe ? [c.subscribe.channel] : []));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({ code: 1000 });
  }
  #reply(reply: unknown) {
    queueMicrotask(() => this.onmessage?.({ data: JSON.stringify(reply) }));
  }
}

export function installFakePlatform(routes: Record<string, Handler>): { calls: string[] } {
  const calls: string[] = [];
  FakeSocket.instances = [];
  const fakeFetch = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(key);
    const handler = routes[key] ?? (key === 'GET /api/player/settings' ? () => ({ cent: { user: '', token: 't', url: 'ws://fake/connection/websocket' } }) : undefined);
    if (!handler) return new Response(JSON.stringify({ errors: { base: ['no route'] } }), { status: 404 });
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const result = handler(body, url);
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result), { status: 200 });
  }) as typeof fetch;
  resetCore();
  getCore({ api: 'https://casino.test', locale: 'en' }, { fetch: fakeFetch, WebSocket: FakeSocket as unknown as typeof WebSocket });
  return { calls };
}
