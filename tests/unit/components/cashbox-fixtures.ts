/** Scripted platform answers for the cashbox and profile component tests. */
export const PLAYER = {
  id: 7,
  email: 'anna@casino.test',
  first_name: 'Anna',
  last_name: 'Berg',
  date_of_birth: '1990-04-12',
  country: 'DE',
  city: 'Berlin',
  address: 'Hauptstraße 1',
  postal_code: '10115',
  mobile_phone: '+49 151 1234567',
  currency: 'EUR',
  language: 'en',
  statuses: [{ id: 'level_1', name: 'Level 1' }],
  auth_fields_missed: [],
  confirmed_at: '2026-01-01T00:00:00.000Z',
  can_issue_bonuses: true,
  deposit_bonus_code: null,
  two_factor_enabled: false,
  license_name: 'CW',
  receive_promos: true,
  receive_sms_promos: false,
};

export const ACCOUNT = { currency: 'EUR', amount_cents: 100_000, available_to_cashout_cents: 90_000, active: true, deposit_available: true };

const method = (id: string, title: string, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  brand: id,
  title,
  type,
  provider: { id: 'sandbox', name: 'Sandbox' },
  currency: 'EUR',
  action: 'deposit',
  min_amount_cents: 1_000,
  max_amount_cents: 500_000,
  processingTime: 'instant',
  fee: 'free',
  recallable: false,
  fields: type === 'cards' ? ['amount_cents', 'card'] : ['amount_cents'],
  savedProfiles: [],
  isForSavedProfilesOnly: false,
  isProfileRequiredForCashout: false,
  termsOfService: { restrictions: { amountCurrencyCode: 'EUR' } },
  ...extra,
});

export const METHODS = [method('visa_mastercard', 'Visa / Mastercard', 'cards'), method('skrill', 'Skrill', 'direct'), method('sofort', 'Sofort', 'direct')];
export const CASHOUT_METHODS = METHODS.slice(0, 2).map((m) => ({ ...m, action: 'cashout', min_amount_cents: 2_000, max_amount_cents: 400_000 }));
export const BTC_ADDRESS = 'bc1qexampleaddressforthesandbox0000000000';
export const BTC_METHOD = method('bitcoin', 'Bitcoin', 'crypto', { currency: 'BTC', min_amount_cents: 10_000, max_amount_cents: 1_000_000_000, address: BTC_ADDRESS });

export const CURRENCY_CONFIG = {
  EUR: { defaultAmount: 50, rounding: 2, steps: [{ min: 10, max: 100, step: 10 }, { min: 100, max: 1000, step: 50 }, { min: 1000, max: 'Infinity', step: 100 }] },
  BTC: { defaultAmount: 0.0008, rounding: 8, steps: [{ min: 0.0001, max: 0.001, step: 0.0001 }] },
};

export function payment(id: number, fields: Record<string, unknown> = {}) {
  return {
    id,
    amount_cents: 5_000,
    currency: 'EUR',
    action: 'deposit',
    payment_system: 'visa_mastercard',
    system_name: 'Visa / Mastercard',
    brand: 'visa_mastercard',
    state: 'succeeded',
    success: true,
    recallable: false,
    created_at: '2026-11-20T10:00:00.000Z',
    finished_at: '2026-11-20T10:00:01.000Z',
    ...fields,
  };
}

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

import { getCore, resetCore } from '../../../sdk/core.ts';
import { FakeSocket } from './fake-platform.ts';

export interface Recorded {
  key: string;
  body: unknown;
  headers: Record<string, string>;
  url: URL;
}
type Handler = (body: any, url: URL) => unknown;

/**
 * Like fake-platform's installFakePlatform, but records bodies and headers (Idempotency-Key) and
 * answers the session's calls with `player` (null = guest) and `account` unless routes override.
 */
export function installAccountPlatform(routes: Record<string, Handler>, options: { player?: Record<string, unknown> | null; account?: Record<string, unknown>; locale?: string } = {}) {
  const requests: Recorded[] = [];
  FakeSocket.instances = [];
  const player = options.player === undefined ? PLAYER : options.player;
  const defaults: Record<string, Handler> = {
    'GET /api/player': () => player ?? {},
    'GET /api/player/accounts': () => (player ? [options.account ?? ACCOUNT] : []),
    'GET /api/player/comp_points': () => ({ chargeable: { points: 0 }, persistent: { points: 0 } }),
    'GET /api/player/settings': () => ({ cent: { user: player ? String(player.id) : '', token: 't', url: 'ws://fake/connection/websocket' } }),
    'PUT /metrics-errors-validation': () => new Response(null, { status: 204 }),
    'GET /api/player/payments': () => [],
    'GET /api/fe/config/currency-config': () => CURRENCY_CONFIG,
    'GET /api/player/stats': () => ({ deposits_count: 0, deposits_sum: {}, cashouts_sum: {}, bets_sum: {} }),
    'GET /api/info/countries': () => [{ name: 'Germany', code: 'DE', default_currency: 'EUR' }, { name: 'Australia', code: 'AU', default_currency: 'AUD' }, { name: 'Canada', code: 'CA', default_currency: 'CAD' }],
  };
  const fakeFetch = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ key, body, headers: { ...(init?.headers as Record<string, string>) }, url });
    const handler = routes[key] ?? defaults[key];
    if (!handler) return new Response(JSON.stringify({ errors: { base: ['not found'] }, code: 'not_found' }), { status: 404 });
    const result = handler(body, url);
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result), { status: 200 });
  }) as typeof fetch;
  resetCore();
  getCore({ api: 'https://casino.test', locale: options.locale ?? 'en' }, { fetch: fakeFetch, WebSocket: FakeSocket as unknown as typeof WebSocket });
  return {
    requests,
    calls: (key: string) => requests.filter((r) => r.key === key),
    /** Publishes on the first socket's per-user channel. */
    push: (name: string, data: unknown, offset = 1) => FakeSocket.instances[0]!.publish(`${name}#${player?.id}`, data, offset),
  };
}
