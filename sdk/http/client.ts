import type { ZodMiniType } from 'zod/mini';
import { ApiError, fieldErrorsOf, NetworkError, SchemaError, ValidationError } from './errors.ts';
import { Reachability } from './reachability.ts';

/**
 * The one HTTP client (docs/product/errors-and-network.md#loads-and-writes, docs/product/errors-and-network.md#constants, spec 000 §8–§9, docs/api.md, contract §1). Sends what the contract's client sends,
 * times out (30 s, 8 s in development), retries network errors and timeouts only, up to 6 times
 * with delay 2^i·1000 ms + up to 1 s of jitter, in the browser only, and never beyond `totalMs`
 * (30 s) across all attempts and waits: then the caller's error UI shows (docs/architecture.md
 * "Server state": retries live here only, no widget or query retries on its own). A 401 raises `onAuthError`;
 * a 422 becomes a ValidationError with typed field errors; other failures an ApiError.
 * Every attempt is reported to `reachability`: unreachable after the first attempt that fails or
 * stays unanswered for `slowMs` (8 s), while retries continue (docs/integration.md, "When the
 * platform is unreachable"); `retryNow()` cuts the backoff of every waiting retry short.
 */
export interface HttpClientOptions {
  /** Platform base URL; '' means same origin. */
  baseUrl: string;
  timeoutMs?: number;
  retries?: number;
  /** Cookies go only to the same origin unless the host runs same-site with the platform. */
  credentials?: RequestCredentials;
  /** Sent with every request (the host in a partner's frame: `X-Casino-Embedded`, sdk/core.ts). */
  headers?: Record<string, string>;
  onAuthError?: (path: string) => void;
  /** Injected in tests. */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Retrying is for browsers (docs/product/errors-and-network.md#timeouts-and-retries, spec 000 §8); a server-side render fails fast. */
  retryEnabled?: boolean;
  /** Where attempts are reported; the client makes its own when none is given. */
  reachability?: Reachability;
  /** An attempt unanswered for this long marks the platform unreachable (it is not aborted). */
  slowMs?: number;
  /** All attempts of one request, with the waits between them, end within this (default 30 s). */
  totalMs?: number;
}

export interface RequestOptions<T> {
  /** JSON-serialised, except a FormData, which is sent as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Validates the response; a mismatch throws SchemaError. */
  schema?: ZodMiniType<T>;
  signal?: AbortSignal;
  /** false: one attempt only (the reachability probe). */
  retry?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEVELOPMENT_TIMEOUT_MS = 8_000;
export const DEFAULT_RETRIES = 6;
export const SLOW_MS = 8_000;
export const DEFAULT_TOTAL_MS = 30_000;

const isBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

export class HttpClient {
  readonly #options: Required<Omit<HttpClientOptions, 'onAuthError' | 'fetch' | 'reachability'>> & Pick<HttpClientOptions, 'onAuthError' | 'fetch'>;
  readonly reachability: Reachability;
  readonly #wakers = new Set<() => void>();

  constructor(options: HttpClientOptions) {
    this.#options = {
      timeoutMs: DEFAULT_TIMEOUT_MS,
      retries: DEFAULT_RETRIES,
      credentials: 'same-origin',
      headers: {},
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      random: Math.random,
      retryEnabled: isBrowser(),
      slowMs: SLOW_MS,
      totalMs: DEFAULT_TOTAL_MS,
      ...options,
      baseUrl: options.baseUrl.replace(/\/$/, ''),
    };
    this.reachability = options.reachability ?? new Reachability();
  }

  /** Ends the backoff of every retry now waiting (a "Try again" button), and probes at once. */
  retryNow(): void {
    for (const wake of [...this.#wakers]) wake();
    this.reachability.probeNow();
  }

  get baseUrl(): string {
    return this.#options.baseUrl;
  }

  url(path: string, query?: RequestOptions<unknown>['query']): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
    const qs = search.toString();
    return `${this.#options.baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  async request<T = unknown>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const response = await this.#fetchWithRetry(method, path, options);
    const data = await readBody(response);
    if (response.status === 401) {
      this.#options.onAuthError?.(path);
      throw new ApiError(401, path, data);
    }
    if (response.status === 422) throw new ValidationError(path, data, fieldErrorsOf(data));
    if (!response.ok) throw new ApiError(response.status, path, data);
    if (!options.schema) return data as T;
    const result = options.schema.safeParse(data);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    throw new SchemaError(path, issue?.path.join('.') ?? '', issue?.message ?? 'invalid');
  }

  get<T>(path: string, options?: RequestOptions<T>) {
    return this.request<T>('GET', path, options);
  }
  post<T>(path: string, body?: unknown, options?: RequestOptions<T>) {
    return this.request<T>('POST', path, { ...options, body: body ?? {} });
  }
  put<T>(path: string, body?: unknown, options?: RequestOptions<T>) {
    return this.request<T>('PUT', path, { ...options, body: body ?? {} });
  }
  patch<T>(path: string, body?: unknown, options?: RequestOptions<T>) {
    return this.request<T>('PATCH', path, { ...options, body: body ?? {} });
  }
  delete<T>(path: string, options?: RequestOptions<T>) {
    return this.request<T>('DELETE', path, options);
  }

  async #fetchWithRetry(method: string, path: string, options: RequestOptions<unknown>): Promise<Response> {
    const { retries, retryEnabled, sleep, random, totalMs, timeoutMs } = this.#options;
    const deadline = Date.now() + totalMs;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#fetchOnce(method, path, options, Math.max(1, Math.min(timeoutMs, deadline - Date.now())));
      } catch (error) {
        if (options.signal?.aborted) throw error;
        const failure = error instanceof NetworkError ? error : new NetworkError(path, false, error);
        const left = deadline - Date.now();
        if (!retryEnabled || options.retry === false || attempt >= retries || left <= 0) throw failure;
        await this.#backoff(sleep(Math.min(left, 2 ** attempt * 1000 + Math.floor(random() * 1000))));
        if (deadline - Date.now() <= 0) throw failure;
      }
    }
  }

  /** Waits for `delay`, or less if `retryNow()` is called meanwhile. */
  async #backoff(delay: Promise<void>): Promise<void> {
    let wake: () => void = () => undefined;
    const woken = new Promise<void>((resolve) => (wake = resolve));
    this.#wakers.add(wake);
    try {
      await Promise.race([delay, woken]);
    } finally {
      this.#wakers.delete(wake);
    }
  }

  async #fetchOnce(method: string, path: string, options: RequestOptions<unknown>, timeoutMs: number): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    // Slower than the slow window: the page shows it is waiting, the attempt goes on.
    const slow = setTimeout(() => this.reachability.failed(), Math.min(this.#options.slowMs, timeoutMs));
    const abort = () => controller.abort();
    options.signal?.addEventListener('abort', abort);
    try {
      const hasBody = options.body !== undefined && method !== 'GET';
      // A FormData body (a document upload, docs/api.md, contract §1 "multipart") goes as is: the browser sets the boundary.
      const form = typeof FormData !== 'undefined' && options.body instanceof FormData;
      const response = await (this.#options.fetch ?? fetch)(this.url(path, options.query), {
        method,
        credentials: this.#options.credentials,
        signal: controller.signal,
        headers: {
          Accept: 'application/json, text/plain, */*',
          'X-Requested-With': 'XMLHttpRequest',
          ...(hasBody && !form ? { 'Content-Type': 'application/json' } : {}),
          ...this.#options.headers,
          ...options.headers,
        },
        body: hasBody ? (form ? (options.body as FormData) : JSON.stringify(options.body)) : undefined,
      });
      this.reachability.answered();
      return response;
    } catch (error) {
      // The caller's own abort says nothing about the platform.
      if (!options.signal?.aborted) this.reachability.failed();
      throw new NetworkError(path, timedOut, error);
    } finally {
      clearTimeout(timer);
      clearTimeout(slow);
      options.signal?.removeEventListener('abort', abort);
    }
  }
}

/** 204 and empty bodies are `null`; non-JSON text passes through as text (docs/api.md, contract §1). */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
