/**
 * Platform tests run the real server in process on a free 127.0.0.1 port, with an in-memory
 * database and a manual clock, and talk to it over real HTTP like the SDK does. They run in demo
 * mode (demo players, dev mailbox, payment sandbox; docs/operations.md) unless they pass `mode`.
 */
import type { FastifyInstance } from 'fastify';
import { ManualClock } from '../../platform/clock.ts';
import { testConfig, type PlatformConfig } from '../../platform/config.ts';
import type { PlatformContext } from '../../platform/context.ts';
import { buildServer, type ServerOptions } from '../../platform/server.ts';
import { createHash, randomBytes } from 'node:crypto';
import { iso } from '../../platform/clock.ts';
import { SESSION_COOKIE } from '../../platform/auth/session.ts';
import { afterAll } from 'vitest';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { startRedis } from '../support/redis.ts';

/**
 * `TEST_STORAGE=postgres` (the `platform-pg` project, docs/testing.md): every platform gets a fresh
 * database on one PostgreSQL server per test file (started on first use, stopped after the file) and
 * a Redis of its own (the hub's engine, the session bus, rate limits), instead of `:memory:`.
 */
const onPostgres = process.env.TEST_STORAGE === 'postgres';
let postgres: Promise<TestPostgres> | undefined;
let databases = 0;
if (onPostgres) {
  afterAll(async () => {
    const server = await postgres?.catch(() => undefined);
    postgres = undefined;
    await server?.stop();
  }, 60_000);
}

/** The storage of one platform: what it adds to the configuration, and how to stop it. */
async function storageFor(overrides: Partial<PlatformConfig>): Promise<{ config: Partial<PlatformConfig>; stop: () => Promise<void> }> {
  if (!onPostgres || overrides.databasePath !== undefined) return { config: {}, stop: async () => undefined };
  postgres ??= startPostgres();
  const databasePath = await (await postgres).createDatabase(`platform_${process.pid}_${++databases}`);
  if (overrides.redisUrl !== undefined) return { config: { databasePath }, stop: async () => undefined };
  const redis = await startRedis();
  return { config: { databasePath, redisUrl: redis.url }, stop: () => redis.stop() };
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like client: keeps cookies, sends what the contract's client sends. */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string, readonly defaultHeaders: Record<string, string> = {}) {}

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: {
        Accept: 'application/json, text/plain, */*',
        'X-Requested-With': 'XMLHttpRequest',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
        ...this.defaultHeaders,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (!name) continue;
      if (expired || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // non-JSON bodies stay text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = any>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body, headers);
  }
  patch<T = any>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, body, headers);
  }
  delete<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, body, headers);
  }
}

export interface TestPlatform {
  url: string;
  app: FastifyInstance;
  ctx: PlatformContext;
  clock: ManualClock;
  client(): ApiClient;
  /** Inserts a player row directly (for tests of areas other than registration); returns its id. */
  createUser(fields?: Record<string, string | number | null>): number;
  /** A client already signed in as `userId` (a real session row and cookie). */
  clientAs(userId: number): ApiClient;
  close(): Promise<void>;
}

let userCounter = 0;

export async function startPlatform(overrides: Partial<PlatformConfig> = {}, options: Omit<ServerOptions, 'config' | 'clock'> = {}): Promise<TestPlatform> {
  const clock = new ManualClock();
  const storage = await storageFor(overrides);
  const app = await buildServer({ config: testConfig({ mode: 'demo', ...storage.config, ...overrides }), clock, ...options }).catch(async (error: unknown) => {
    await storage.stop();
    throw error;
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const ctx = app.platform;

  const createUser: TestPlatform['createUser'] = (fields = {}) => {
    const row: Record<string, string | number | null> = {
      email: `player${++userCounter}-${randomBytes(3).toString('hex')}@example.test`,
      password_hash: 'not-a-real-hash',
      currency: 'EUR',
      created_at: iso(clock.now()),
      confirmed_at: iso(clock.now()),
      ...fields,
    };
    const columns = Object.keys(row);
    const { lastInsertRowid } = ctx.db
      .prepare(`INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
      .run(...Object.values(row));
    return Number(lastInsertRowid);
  };

  const clientAs = (userId: number) => {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    ctx.db
      .prepare('INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(userId, createHash('sha256').update(token).digest('hex'), iso(now), iso(now), iso(now + ctx.config.sessionAbsoluteMs));
    const client = new ApiClient(url);
    client.cookies.set(SESSION_COOKIE, token);
    return client;
  };

  const close = async () => {
    await app.close();
    await storage.stop();
  };
  return { url, app, ctx, clock, client: () => new ApiClient(url), createUser, clientAs, close };
}
