/** Helpers shared by the auth and players tests. */
import { request as httpRequest } from 'node:http';
import { expect } from 'vitest';
import type { ApiClient, TestPlatform } from './harness.ts';

let counter = 0;
export const uniqueEmail = (prefix = 'new') => `${prefix}${++counter}-${Date.now().toString(36)}@example.test`;

export const DEMO = {
  player: { email: 'player@casino.localhost', password: 'Player-2026!' },
  vip: { email: 'vip@casino.localhost', password: 'Vip-Gold-2026!' },
  twoFactor: { email: 'twofactor@casino.localhost', password: 'TwoFactor-2026!' },
} as const;

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    user: {
      email: uniqueEmail(),
      password: 'Sturdy-pass-42',
      password_confirmation: 'Sturdy-pass-42',
      currency: 'EUR',
      country: 'DE',
      date_of_birth: '1990-04-01',
      terms_acceptance: true,
      receive_promos: false,
      dfpc: 'fingerprint-1',
      ...overrides,
    },
  };
}

/** Newest mail to `to` from the dev mailbox, read over HTTP as a person would. */
export async function lastMailTo(client: ApiClient, to: string) {
  const response = await client.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return response.body[0] as { id: number; to: string; subject: string; text: string; created_at: string } | undefined;
}

export function tokenIn(text: string, name: 'confirmation_token' | 'reset_password_token'): string {
  const match = new RegExp(`${name}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${name} in mail`);
  return match[1]!;
}

export async function signIn(client: ApiClient, email: string, password: string, extra: Record<string, unknown> = {}) {
  return client.post('/api/users/sign_in', { user: { email, password, dfpc: 'fp', ...extra } });
}

/**
 * POST with an explicit Host header (mirror licences are chosen by host). fetch drops a custom
 * Host, so this goes through node:http.
 */
export function postWithHost(platform: TestPlatform, host: string, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const url = new URL(path, platform.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { Host: host, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Content-Length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * A call from another loopback address (127.0.0.2, 127.0.0.3 …): the platform sees a different
 * client IP, as it would for different attackers or a player's other network. node:http, because
 * fetch cannot choose the source address.
 */
export function requestFrom(
  platform: TestPlatform,
  localAddress: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any; headers: Record<string, string | string[] | undefined> }> {
  const url = new URL(path, platform.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress,
        headers: {
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // non-JSON bodies stay text
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, headers: response.headers });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A sandbox captcha solved by script (the sandbox proves the scheme; it is no defence on its own). */
export async function solvedCaptcha(platform: TestPlatform, localAddress: string): Promise<string> {
  const { body } = await requestFrom(platform, localAddress, 'GET', '/api/captcha');
  const [, a, b] = /(\d+) \+ (\d+)/.exec(body.question) ?? [];
  return `${body.id}:${Number(a) + Number(b)}`;
}

/** A password sign-in from `localAddress` with device `dfpc`, solving a captcha up front when `withCaptcha`. */
export async function signInFrom(platform: TestPlatform, localAddress: string, email: string, password: string, dfpc: string, withCaptcha = false) {
  const captcha = withCaptcha ? await solvedCaptcha(platform, localAddress) : undefined;
  return requestFrom(platform, localAddress, 'POST', '/api/users/sign_in', { user: { email, password, dfpc, ...(captcha ? { captcha } : {}) } });
}
