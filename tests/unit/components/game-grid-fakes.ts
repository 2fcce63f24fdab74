/**
 * A scripted platform for the game widgets' component tests: like fake-platform.ts, but a route may
 * answer with a promise (to hold a request in flight) and the catalogue is generated.
 */
import { getCore, resetCore } from '../../../sdk/core.ts';
import { FakeSocket } from './fake-platform.ts';

export type Route = (body: unknown, url: URL) => unknown;

export interface FakeGame {
  identifier: string;
  title: string;
  provider: string;
  seo_title: string;
  categories: string[];
  currencies: Record<string, { id: number }>;
  has_demo_mode: boolean;
}

export function fakeGame(index: number, overrides: Partial<FakeGame> = {}): FakeGame {
  const seo = `game-${index}`;
  return {
    identifier: `nebula/${seo}`,
    title: `Game ${index}`,
    provider: 'nebula',
    seo_title: seo,
    categories: ['slots'],
    currencies: { EUR: { id: 100_000 + index * 32 }, NOK: { id: 100_000 + index * 32 + 6 }, FUN: { id: 100_000 + index * 32 + 31 } },
    has_demo_mode: true,
    ...overrides,
  };
}

/** `games_filter` over a list: pages of `page_size`, with the contract's pagination. */
export function pagedGames(games: readonly FakeGame[]): Route {
  return (body) => {
    const { page = 1, page_size = 40 } = body as { page?: number; page_size?: number };
    const data = games.slice((page - 1) * page_size, page * page_size);
    const totalPages = Math.ceil(games.length / page_size);
    return { data, pagination: { current_page: page, next_page: page < totalPages ? page + 1 : null, prev_page: page > 1 ? page - 1 : null, total_pages: totalPages, total_count: games.length } };
  };
}

export const guest = { 'GET /api/player': () => ({}) };

export function signedIn(currency = 'EUR', extra: Record<string, unknown> = {}): Record<string, Route> {
  return {
    'GET /api/player': () => ({ id: 7, email: 'p@casino.test', currency, statuses: [], ...extra }),
    'GET /api/player/accounts': () => [{ currency, amount_cents: 12_345, available_to_cashout_cents: 12_345, active: true }],
    'GET /api/player/comp_points': () => ({ chargeable: { points: 0 }, persistent: { points: 0 } }),
    'GET /api/player/favorite_games': () => [],
    'GET /api/user_limits': () => [],
  };
}

export function installPlatform(routes: Record<string, Route>): { calls: string[]; bodies: unknown[] } {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  FakeSocket.instances = [];
  const fakeFetch = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const exact = `${method} ${url.pathname}`;
    const key = routes[exact] ? exact : Object.keys(routes).find((pattern) => pattern.endsWith('*') && exact.startsWith(pattern.slice(0, -1)));
    calls.push(exact);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    bodies.push(body);
    if (exact === 'GET /api/player/settings') return new Response(JSON.stringify({ cent: { user: '', token: 't', url: "ws://fake/connection/websocket" } }));
    const handler = key ? routes[key] : undefined;
    if (!handler) return new Response(JSON.stringify({ errors: { base: ['no route'] } }), { status: 404 });
    const result = await handler(body, url);
    if (result instanceof Response) return result;
    if (result === undefined) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(result), { status: 200 });
  }) as typeof fetch;
  resetCore();
  getCore({ api: 'https://casino.test', locale: 'en' }, { fetch: fakeFetch, WebSocket: FakeSocket as unknown as typeof WebSocket });
  return { calls, bodies };
}
