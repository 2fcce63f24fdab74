import { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';

/**
 * The one server-state layer (docs/architecture.md "Server state"): keyed queries on the signals
 * already in every bundle. One entry per key holds the data, the error and whether a fetch is in
 * flight; asking for a key whose fetch is in flight joins it (de-duplication); data younger than
 * its stale time is not fetched again; every fetch gets an AbortSignal that the HTTP client honours
 * (`cancel`, or when the last observer leaves); `invalidate` marks keys by prefix stale and fetches
 * the observed ones again; `setQueryData` writes a push's payload (sdk/query/channels.ts); an entry
 * nobody observes is dropped `gcMs` after its last observer left.
 * Retrying is the HTTP client's alone (sdk/http/client.ts): a failed fetch stays failed until asked again.
 */
export type QueryKey = readonly (string | number | boolean | null)[];

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  /** A fetch is in flight (first load or refresh). */
  fetching: boolean;
  /** When `data` was last written (fetch or `setQueryData`), 0 if never. */
  updatedAt: number;
}

export interface QueryOptions<T> {
  key: QueryKey;
  fetch: (signal: AbortSignal) => Promise<T>;
  /** Data younger than this is not fetched again (default 30 s). */
  staleMs?: number;
  /** The name a failure is reported under on the bus (e.g. `LOAD_LIMITS_ERROR`). */
  errorName?: string;
}

export interface QueryClientOptions {
  /** An unobserved entry is dropped after this long (default 5 minutes). */
  gcMs?: number;
  staleMs?: number;
  now?: () => number;
  /** Called for every failed fetch (not for a cancelled one): the bus reports it. */
  onError?: (key: QueryKey, error: unknown, errorName: string | undefined) => void;
}

interface Entry {
  key: QueryKey;
  state: Signal<QueryState<unknown>>;
  promise: Promise<unknown> | null;
  controller: AbortController | null;
  fetcher: ((signal: AbortSignal) => Promise<unknown>) | null;
  staleMs: number;
  errorName: string | undefined;
  invalidated: boolean;
  observers: number;
  gcTimer: ReturnType<typeof setTimeout> | undefined;
}

export const DEFAULT_STALE_MS = 30_000;
export const DEFAULT_GC_MS = 5 * 60_000;

/** Keys are compared as JSON: `['player', 'limits']` is one entry wherever it is asked for. */
export const hashKey = (key: QueryKey): string => JSON.stringify(key);

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, index) => key[index] === part);

const EMPTY: QueryState<never> = { data: undefined, error: null, fetching: false, updatedAt: 0 };

export class QueryClient {
  readonly #entries = new Map<string, Entry>();
  /** One view per key for the life of the page: it follows the key's entry across collection. */
  readonly #views = new Map<string, ReadonlySignal<QueryState<unknown>>>();
  /** Bumped when an entry is created or dropped, so views find the current one. */
  readonly #version = signal(0);
  readonly #gcMs: number;
  readonly #staleMs: number;
  readonly #now: () => number;
  readonly #onError: QueryClientOptions['onError'];
  /** Set by a server render: told of every query a component reads, to fetch it before the final render (host-demo/server/first-view.ts, docs/host.md "Server-rendered first view"). */
  collect?: (options: QueryOptions<unknown>) => void;

  constructor(options: QueryClientOptions = {}) {
    this.#gcMs = options.gcMs ?? DEFAULT_GC_MS;
    this.#staleMs = options.staleMs ?? DEFAULT_STALE_MS;
    this.#now = options.now ?? Date.now;
    this.#onError = options.onError;
  }

  /**
   * The key's state as a signal (empty while nothing is loaded); read `.value` in an effect or a
   * hook. Reading fetches nothing; the same signal stays valid after the entry is collected.
   */
  state<T>(key: QueryKey): ReadonlySignal<QueryState<T>> {
    const hash = hashKey(key);
    let view = this.#views.get(hash);
    if (!view) {
      view = computed(() => {
        void this.#version.value;
        return this.#entries.get(hash)?.state.value ?? EMPTY;
      });
      this.#views.set(hash, view);
    }
    return view as ReadonlySignal<QueryState<T>>;
  }

  getQueryData<T>(key: QueryKey): T | undefined {
    return this.#entries.get(hashKey(key))?.state.peek().data as T | undefined;
  }

  /** The data, fetched unless fresh; joins a fetch in flight. Rejects with the fetch's error. */
  fetchQuery<T>(options: QueryOptions<T>): Promise<T> {
    const entry = this.#entry(options.key);
    entry.fetcher = options.fetch as Entry['fetcher'];
    entry.staleMs = options.staleMs ?? this.#staleMs;
    entry.errorName = options.errorName;
    if (entry.promise) return entry.promise as Promise<T>;
    const current = entry.state.peek();
    if (!this.#isStale(entry) && current.error === null) return Promise.resolve(current.data as T);
    return this.#run(entry) as Promise<T>;
  }

  /**
   * Observes a key: fetches it when stale (errors stay in the state, never thrown) and keeps it
   * from garbage collection until the returned function is called. The last observer leaving a
   * fetch in flight cancels it.
   */
  observe<T>(options: QueryOptions<T>): () => void {
    const entry = this.#entry(options.key);
    entry.observers++;
    clearTimeout(entry.gcTimer);
    entry.gcTimer = undefined;
    this.fetchQuery(options).catch(() => undefined);
    let observing = true;
    return () => {
      if (!observing) return;
      observing = false;
      entry.observers--;
      if (entry.observers > 0) return;
      entry.controller?.abort();
      this.#scheduleGc(entry);
    };
  }

  /** Writes data as if fetched now (a push, sdk/query/channels.ts; or a write's answer). */
  setQueryData<T>(key: QueryKey, update: T | ((previous: T | undefined) => T)): void {
    const entry = this.#entry(key);
    const previous = entry.state.peek();
    const data = typeof update === 'function' ? (update as (previous: T | undefined) => T)(previous.data as T | undefined) : update;
    entry.invalidated = false;
    entry.state.value = { ...previous, data, error: null, updatedAt: this.#now() };
    if (entry.observers === 0) this.#scheduleGc(entry);
  }

  /** Updates the data of every entry under `prefix` that has data (`update` returns undefined: unchanged). */
  setQueriesData<T>(prefix: QueryKey, update: (previous: T, key: QueryKey) => T | undefined): void {
    for (const entry of this.#entries.values()) {
      const previous = entry.state.peek();
      if (!startsWith(entry.key, prefix) || previous.data === undefined) continue;
      const next = update(previous.data as T, entry.key);
      if (next !== undefined) entry.state.value = { ...previous, data: next, error: null, updatedAt: this.#now() };
    }
  }

  /** Marks every key starting with `prefix` stale; observed ones are fetched again now. */
  invalidate(prefix: QueryKey): Promise<void> {
    const runs: Promise<unknown>[] = [];
    for (const entry of this.#entries.values()) {
      if (!startsWith(entry.key, prefix)) continue;
      entry.invalidated = true;
      if (entry.observers > 0 && entry.fetcher) {
        // A fetch in flight may carry data from before the change: start over.
        entry.controller?.abort();
        entry.promise = null;
        runs.push(this.#run(entry).catch(() => undefined));
      }
    }
    return Promise.all(runs).then(() => undefined);
  }

  /** Cancels fetches in flight under `prefix` (their state keeps the previous data). */
  cancel(prefix: QueryKey): void {
    for (const entry of this.#entries.values()) if (startsWith(entry.key, prefix)) entry.controller?.abort();
  }

  /** Drops every entry under `prefix` (a logout forgets the player's data). */
  remove(prefix: QueryKey): void {
    for (const [hash, entry] of this.#entries) {
      if (!startsWith(entry.key, prefix)) continue;
      entry.controller?.abort();
      clearTimeout(entry.gcTimer);
      entry.promise = null;
      entry.state.value = EMPTY;
      if (entry.observers === 0) this.#drop(hash);
    }
  }

  #drop(hash: string): void {
    this.#entries.delete(hash);
    this.#version.value++;
  }

  /** How many entries are kept (tests of garbage collection). */
  get size(): number {
    return this.#entries.size;
  }

  #entry(key: QueryKey): Entry {
    const hash = hashKey(key);
    let entry = this.#entries.get(hash);
    if (!entry) {
      entry = { key, state: signal<QueryState<unknown>>(EMPTY), promise: null, controller: null, fetcher: null, staleMs: this.#staleMs, errorName: undefined, invalidated: false, observers: 0, gcTimer: undefined };
      this.#entries.set(hash, entry);
      this.#version.value++;
      this.#scheduleGc(entry);
    }
    return entry;
  }

  #isStale(entry: Entry): boolean {
    const { updatedAt } = entry.state.peek();
    return entry.invalidated || updatedAt === 0 || this.#now() - updatedAt >= entry.staleMs;
  }

  #run(entry: Entry): Promise<unknown> {
    const controller = new AbortController();
    entry.controller = controller;
    entry.state.value = { ...entry.state.peek(), fetching: true };
    const promise = entry.fetcher!(controller.signal).then(
      (data) => {
        if (entry.promise === promise) {
          entry.invalidated = false;
          entry.state.value = { data, error: null, fetching: false, updatedAt: this.#now() };
        }
        return data;
      },
      (error: unknown) => {
        if (entry.promise === promise) {
          entry.state.value = { ...entry.state.peek(), error: controller.signal.aborted ? entry.state.peek().error : error, fetching: false };
          if (!controller.signal.aborted) this.#onError?.(entry.key, error, entry.errorName);
        }
        throw error;
      },
    );
    entry.promise = promise;
    const settle = () => {
      if (entry.promise === promise) {
        entry.promise = null;
        entry.controller = null;
        if (entry.observers === 0) this.#scheduleGc(entry);
      }
    };
    promise.then(settle, settle);
    return promise;
  }

  #scheduleGc(entry: Entry): void {
    clearTimeout(entry.gcTimer);
    entry.gcTimer = setTimeout(() => {
      if (entry.observers > 0 || entry.promise) return;
      const hash = hashKey(entry.key);
      if (this.#entries.get(hash) === entry) this.#drop(hash);
    }, this.#gcMs);
    // A pending collection must not keep a server-side render's process alive.
    (entry.gcTimer as { unref?: () => void }).unref?.();
  }
}
