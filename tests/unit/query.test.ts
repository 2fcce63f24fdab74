import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '../../sdk/query/client.ts';

/** A fetch whose answers the test gives; counts calls and keeps each call's AbortSignal. */
function deferredFetch<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetch = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  return { fetch, calls };
}

describe('sdk/query QueryClient (docs/architecture.md "Server state")', () => {
  afterEach(() => vi.useRealTimers());

  it('de-duplicates: three askers of one key while its fetch is in flight make one request and get one answer', async () => {
    const queries = new QueryClient();
    const { fetch, calls } = deferredFetch<number[]>();
    const asks = [queries.fetchQuery({ key: ['limits'], fetch }), queries.fetchQuery({ key: ['limits'], fetch })];
    const stop = queries.observe({ key: ['limits'], fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(queries.state(['limits']).value.fetching).toBe(true);
    calls[0]!.resolve([1, 2]);
    await expect(Promise.all(asks)).resolves.toEqual([[1, 2], [1, 2]]);
    expect(queries.state(['limits']).value).toMatchObject({ data: [1, 2], error: null, fetching: false });
    stop();
  });

  it('serves fresh data without a request, and fetches again once stale', async () => {
    let now = 1_000;
    const queries = new QueryClient({ now: () => now });
    let n = 0;
    const fetch = vi.fn(async () => ++n);
    await queries.fetchQuery({ key: ['a'], fetch, staleMs: 100 });
    now += 99;
    await expect(queries.fetchQuery({ key: ['a'], fetch, staleMs: 100 })).resolves.toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 1;
    await expect(queries.fetchQuery({ key: ['a'], fetch, staleMs: 100 })).resolves.toBe(2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keys are values: the same array key built twice is one entry, another key another', async () => {
    const queries = new QueryClient();
    const fetch = vi.fn(async () => 'x');
    await queries.fetchQuery({ key: ['winners', 8], fetch });
    await queries.fetchQuery({ key: ['winners', 8], fetch });
    await queries.fetchQuery({ key: ['winners', 12], fetch });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('cancels: the AbortSignal reaches the fetch, the previous data stays and no error is reported', async () => {
    const onError = vi.fn();
    const queries = new QueryClient({ onError });
    queries.setQueryData(['p'], 'old');
    queries.invalidate(['p']);
    const { fetch, calls } = deferredFetch<string>();
    const pending = queries.fetchQuery({ key: ['p'], fetch });
    queries.cancel(['p']);
    expect(calls[0]!.signal.aborted).toBe(true);
    await expect(pending).rejects.toThrow('aborted');
    expect(queries.state(['p']).value).toMatchObject({ data: 'old', error: null, fetching: false });
    expect(onError).not.toHaveBeenCalled();
  });

  it('cancels the fetch in flight when its last observer leaves', async () => {
    const queries = new QueryClient();
    const { fetch, calls } = deferredFetch<string>();
    const one = queries.observe({ key: ['k'], fetch });
    const two = queries.observe({ key: ['k'], fetch });
    one();
    expect(calls[0]!.signal.aborted).toBe(false);
    two();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('invalidates by prefix: observed keys under it are fetched again at once, others only when asked', async () => {
    const queries = new QueryClient();
    let n = 0;
    const fetch = vi.fn(async () => ++n);
    const stop = queries.observe({ key: ['player', 'bonuses'], fetch });
    await queries.fetchQuery({ key: ['player', 'freespins'], fetch });
    await queries.fetchQuery({ key: ['jackpots'], fetch });
    await vi.waitFor(() => expect(queries.getQueryData(['player', 'bonuses'])).toBeDefined());
    expect(fetch).toHaveBeenCalledTimes(3);
    await queries.invalidate(['player']);
    // The observed one at once; the unobserved one is only marked stale.
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(queries.getQueryData(['player', 'bonuses'])).toBe(4);
    await queries.fetchQuery({ key: ['player', 'freespins'], fetch });
    expect(fetch).toHaveBeenCalledTimes(5);
    await queries.fetchQuery({ key: ['jackpots'], fetch });
    expect(fetch).toHaveBeenCalledTimes(5);
    stop();
  });

  it('an invalidation while a fetch is in flight starts over, so an answer from before the change is never kept', async () => {
    const queries = new QueryClient();
    const { fetch, calls } = deferredFetch<string>();
    const stop = queries.observe({ key: ['limits'], fetch });
    void queries.invalidate(['limits']);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    calls[1]!.resolve('after');
    await vi.waitFor(() => expect(queries.getQueryData(['limits'])).toBe('after'));
    stop();
  });

  it('setQueryData writes data as fresh (no request), and setQueriesData updates every loaded entry under a prefix', async () => {
    const queries = new QueryClient();
    const fetch = vi.fn(async () => [0]);
    queries.setQueryData(['accounts'], [1]);
    await expect(queries.fetchQuery({ key: ['accounts'], fetch })).resolves.toEqual([1]);
    queries.setQueryData<number[]>(['accounts'], (previous) => [...(previous ?? []), 2]);
    expect(queries.getQueryData(['accounts'])).toEqual([1, 2]);
    queries.setQueryData(['winners', 2], ['a', 'b']);
    queries.state(['winners', 3]); // never loaded: left alone
    queries.setQueriesData<string[]>(['winners'], (previous, key) => ['new', ...previous].slice(0, key[1] as number));
    expect(queries.getQueryData(['winners', 2])).toEqual(['new', 'a']);
    expect(queries.getQueryData(['winners', 3])).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps a failure in the state, reports it once with its error name, and fetches again when asked', async () => {
    const onError = vi.fn();
    const queries = new QueryClient({ onError });
    let fail = true;
    const fetch = vi.fn(async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    const stop = queries.observe({ key: ['x'], fetch, errorName: 'LOAD_X_ERROR' });
    await vi.waitFor(() => expect(queries.state(['x']).value.error).toBeInstanceOf(Error));
    expect(onError).toHaveBeenCalledWith(['x'], expect.any(Error), 'LOAD_X_ERROR');
    // A failure is not retried by the query layer (retries are the HTTP client's, with its budget).
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).toHaveBeenCalledTimes(1);
    fail = false;
    await queries.invalidate(['x']);
    expect(queries.state(['x']).value).toMatchObject({ data: 'up', error: null });
    stop();
  });

  it('garbage-collects an entry gcMs after its last observer left, never an observed one', async () => {
    vi.useFakeTimers();
    const queries = new QueryClient({ gcMs: 1000 });
    const fetch = vi.fn(async () => 1);
    const stop = queries.observe({ key: ['kept'], fetch });
    await queries.fetchQuery({ key: ['dropped'], fetch });
    await vi.advanceTimersByTimeAsync(5000);
    expect(queries.size).toBe(1);
    expect(queries.getQueryData(['kept'])).toBe(1);
    stop();
    await vi.advanceTimersByTimeAsync(999);
    expect(queries.size).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queries.size).toBe(0);
  });

  it('a state signal read before stays live across collection and a new load of its key', async () => {
    vi.useFakeTimers();
    const queries = new QueryClient({ gcMs: 10 });
    const view = queries.state<number>(['player', 'accounts']);
    const seen: (number | undefined)[] = [];
    const stop = view.subscribe((state) => seen.push(state.data));
    queries.setQueryData(['player', 'accounts'], 1);
    await vi.advanceTimersByTimeAsync(20);
    expect(queries.size).toBe(0);
    queries.setQueryData(['player', 'accounts'], 2);
    expect(view.value.data).toBe(2);
    expect(seen).toEqual([undefined, 1, undefined, 2]);
    stop();
  });

  it('remove drops a prefix (a logout forgets the player) and aborts its fetches', async () => {
    const queries = new QueryClient();
    queries.setQueryData(['player', 'accounts'], [1]);
    queries.setQueryData(['games', 'providers'], ['p']);
    const { fetch, calls } = deferredFetch<string>();
    const pending = queries.fetchQuery({ key: ['player', 'limits'], fetch }).catch(() => 'aborted');
    queries.remove(['player']);
    expect(calls[0]!.signal.aborted).toBe(true);
    await expect(pending).resolves.toBe('aborted');
    expect(queries.getQueryData(['player', 'accounts'])).toBeUndefined();
    expect(queries.getQueryData(['games', 'providers'])).toEqual(['p']);
  });
});
