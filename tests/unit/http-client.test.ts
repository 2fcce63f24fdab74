import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { EventBus } from '../../sdk/events/bus.ts';
import { HttpClient } from '../../sdk/http/client.ts';
import { ApiError, NetworkError, SchemaError, ValidationError } from '../../sdk/http/errors.ts';
import { load } from '../../sdk/http/load.ts';

const json = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });

function client(fetchImpl: typeof fetch, extra: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) {
  const sleeps: number[] = [];
  const http = new HttpClient({
    baseUrl: 'https://casino.example/',
    fetch: fetchImpl,
    retryEnabled: true,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    ...extra,
  });
  return { http, sleeps };
}

describe('HttpClient', () => {
  it('sends the contract headers and a JSON body, and parses the answer', async () => {
    const fetchMock = vi.fn(async () => json(201, { id: 7 }));
    const { http } = client(fetchMock as unknown as typeof fetch);
    await expect(http.post('/api/users/sign_in', { user: { email: 'a@b.c' } })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://casino.example/api/users/sign_in');
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"user":{"email":"a@b.c"}}');
  });

  it('the core in a partner\'s frame (embedded) asks for the partitioned session cookie on every request; elsewhere it does not', async () => {
    const { createCore } = await import('../../sdk/core.ts');
    for (const embedded of [true, false]) {
      const fetchMock = vi.fn(async () => json(200, {}));
      const core = createCore({ api: 'https://casino.example', embedded }, { fetch: fetchMock as unknown as typeof fetch });
      await core.http.get('/api/player');
      await core.http.post('/api/users/sign_in', {});
      for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
        expect((init.headers as Record<string, string>)['X-Casino-Embedded'], String(embedded)).toBe(embedded ? '1' : undefined);
      }
    }
  });

  it('sends a FormData body as is (multipart upload), without the JSON content type', async () => {
    const fetchMock = vi.fn(async () => json(201, { id: 1 }));
    const { http } = client(fetchMock as unknown as typeof fetch);
    const form = new FormData();
    form.set('document_type', 'identity');
    await http.post('/api/player/documents', form);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('treats 204 as null and passes non-JSON text through', async () => {
    const { http } = client((async () => new Response(null, { status: 204 })) as unknown as typeof fetch);
    await expect(http.delete('/api/users/sign_out')).resolves.toBeNull();
    const { http: text } = client((async () => new Response('ok', { status: 200 })) as unknown as typeof fetch);
    await expect(text.get('/x')).resolves.toBe('ok');
  });

  it('retries network errors up to 6 times with 2^i·1000 ms + jitter, then gives up', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    // A total budget large enough to see every step of the formula (the default 30 s cuts the last wait).
    const { http, sleeps } = client(fetchMock as unknown as typeof fetch, { totalMs: 120_000 });
    await expect(http.get('/api/player')).rejects.toBeInstanceOf(NetworkError);
    expect(fetchMock).toHaveBeenCalledTimes(7);
    expect(sleeps).toEqual([1500, 2500, 4500, 8500, 16500, 32500]);
  });

  it('gives up within the total budget (30 s) on a hanging network, attempts and waits included', async () => {
    vi.useFakeTimers();
    try {
      const hang = vi.fn(
        (_: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      // Real waits (no injected sleep) and the production timeout: only fake time passes.
      const http = new HttpClient({ baseUrl: '', fetch: hang as unknown as typeof fetch, retryEnabled: true, random: () => 0.5 });
      const started = Date.now();
      let settledAt = 0;
      const outcome = http.get('/api/user_limits').catch((error: unknown) => {
        settledAt = Date.now();
        return error;
      });
      await vi.advanceTimersByTimeAsync(31_000);
      expect(await outcome).toBeInstanceOf(NetworkError);
      expect(settledAt - started).toBeLessThanOrEqual(30_000);
      // The first attempt hangs for up to the whole budget: no retry fits after it.
      expect(hang).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries quick failures only while the budget lasts', async () => {
    vi.useFakeTimers();
    try {
      const down = vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      const http = new HttpClient({ baseUrl: '', fetch: down as unknown as typeof fetch, retryEnabled: true, random: () => 0.5 });
      const outcome = http.get('/x').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await outcome).toBeInstanceOf(NetworkError);
      // Waits 1.5 + 2.5 + 4.5 + 8.5 = 17 s, then 13 s left of a 16.5 s wait: one last attempt at 30 s at most.
      expect(down.mock.calls.length).toBeLessThanOrEqual(6);
      expect(down.mock.calls.length).toBeGreaterThanOrEqual(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('succeeds after a transient failure', async () => {
    let calls = 0;
    const { http } = client((async () => (++calls < 3 ? Promise.reject(new TypeError('down')) : json(200, { ok: true }))) as unknown as typeof fetch);
    await expect(http.get('/x')).resolves.toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it('never retries an HTTP error status', async () => {
    const fetchMock = vi.fn(async () => json(500, { errors: { base: ['boom'] } }));
    const { http } = client(fetchMock as unknown as typeof fetch);
    await expect(http.get('/x')).rejects.toMatchObject({ status: 500, firstMessage: 'boom' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry outside the browser (server-side use fails fast)', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('down');
    });
    const { http } = client(fetchMock as unknown as typeof fetch, { retryEnabled: false });
    await expect(http.get('/x')).rejects.toBeInstanceOf(NetworkError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('times out a request that hangs', async () => {
    const hang = ((_: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    const { http } = client(hang, { timeoutMs: 20, retries: 1 });
    const error = await http.get('/slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).timedOut).toBe(true);
  });

  it('raises auth-error on any 401', async () => {
    const onAuthError = vi.fn();
    const { http } = client((async () => json(401, { errors: { base: ['sign in'] } })) as unknown as typeof fetch, { onAuthError });
    await expect(http.get('/api/player/accounts')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthError).toHaveBeenCalledWith('/api/player/accounts');
  });

  it('turns 422 into typed field errors', async () => {
    const { http } = client((async () => json(422, { errors: { email: ['is taken', 'is long'], nickname: 'wrong chars' } })) as unknown as typeof fetch);
    const error = (await http.post('/api/users', {}).catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields).toEqual({ email: ['is taken', 'is long'], nickname: ['wrong chars'] });
  });

  it('reports a response that does not match its schema with path and first issue', async () => {
    const { http } = client((async () => json(200, { levels: [{ amount_cents: 'lots' }] })) as unknown as typeof fetch);
    const schema = z.object({ levels: z.array(z.object({ amount_cents: z.number() })) });
    const error = (await http.get('/api/jackpots', { schema }).catch((e: unknown) => e)) as SchemaError;
    expect(error).toBeInstanceOf(SchemaError);
    expect(error.issuePath).toBe('levels.0.amount_cents');
    expect(error.path).toBe('/api/jackpots');
  });
});

describe('load', () => {
  it('logs with an error name, reports on the bus and returns the fallback', async () => {
    const bus = new EventBus();
    const reported: string[] = [];
    bus.on('error', (e) => reported.push(e.name));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(load(bus, 'LOAD_FOUND_GAMES_ERROR', () => Promise.reject(new Error('boom')), [])).resolves.toEqual([]);
    expect(reported).toEqual(['LOAD_FOUND_GAMES_ERROR']);
    expect(warn.mock.calls[0]?.[0]).toContain('LOAD_FOUND_GAMES_ERROR');
    warn.mockRestore();
  });
});

describe('HttpClient reachability (docs/integration.md "When the platform is unreachable")', () => {
  it('is unreachable after the first failed attempt while retries go on, and reachable at the next answer', async () => {
    const seen: boolean[] = [];
    let calls = 0;
    let http!: HttpClient;
    const fetchImpl = (async () => {
      calls++;
      // By the second attempt the first failure has already been reported.
      if (calls === 2) seen.push(http.reachability.reachable);
      return calls < 3 ? Promise.reject(new TypeError('Failed to fetch')) : json(200, { ok: true });
    }) as unknown as typeof fetch;
    ({ http } = client(fetchImpl));
    const changes: boolean[] = [];
    http.reachability.subscribe((reachable) => changes.push(reachable));
    await expect(http.get('/api/jackpots')).resolves.toEqual({ ok: true });
    expect(seen).toEqual([false]);
    expect(changes).toEqual([false, true]);
    expect(http.reachability.lastAnswerAt).not.toBeNull();
  });

  it('is unreachable when an attempt stays unanswered for the slow window, without aborting it', async () => {
    let answer!: () => void;
    const fetchImpl = (() => new Promise<Response>((resolve) => (answer = () => resolve(json(200, [1]))))) as unknown as typeof fetch;
    const { http } = client(fetchImpl, { slowMs: 20 });
    const pending = http.get('/api/games');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(http.reachability.reachable).toBe(false);
    answer();
    await expect(pending).resolves.toEqual([1]);
    expect(http.reachability.reachable).toBe(true);
  });

  it('retryNow() ends a waiting retry’s backoff at once', async () => {
    let calls = 0;
    const fetchImpl = (async () => (++calls === 1 ? Promise.reject(new TypeError('down')) : json(200, 'back'))) as unknown as typeof fetch;
    // A backoff that would never end on its own.
    const { http } = client(fetchImpl, { sleep: () => new Promise<void>(() => undefined) });
    const pending = http.get('/x');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(1);
    http.retryNow();
    await expect(pending).resolves.toBe('back');
    expect(calls).toBe(2);
  });

  it('a request the caller aborts says nothing about the platform', async () => {
    const controller = new AbortController();
    const fetchImpl = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    const { http } = client(fetchImpl);
    const pending = http.get('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(NetworkError);
    expect(http.reachability.reachable).toBe(true);
  });

  it('probes with backoff while unreachable and someone is listening, and stops once answered', async () => {
    const { Reachability } = await import('../../sdk/http/reachability.ts');
    let probes = 0;
    const reachability = new Reachability({ probeMinMs: 5, probeMaxMs: 10 });
    reachability.setProbe(async () => {
      if (++probes === 3) reachability.answered();
      else reachability.failed();
    });
    const off = reachability.subscribe(() => undefined);
    reachability.failed();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(probes).toBe(3);
    expect(reachability.reachable).toBe(true);
    off();
  });
});
