/**
 * A response that does not match its schema is reported, not crashed on (issue 5): through the
 * HttpClient it throws SchemaError naming the call, the field and the first issue; through
 * `load()` the caller gets its fallback and the bus carries an `error` event.
 */
import { describe, expect, it, vi } from 'vitest';
import { jackpotsApi } from '../../../sdk/api/jackpots.ts';
import { walletApi } from '../../../sdk/api/wallet.ts';
import { gamesApi, gamesLoadErrors } from '../../../sdk/api/games.ts';
import { EventBus } from '../../../sdk/events/bus.ts';
import { HttpClient } from '../../../sdk/http/client.ts';
import { SchemaError } from '../../../sdk/http/errors.ts';
import { load } from '../../../sdk/http/load.ts';
import { payment } from './fixtures.ts';

const answering = (body: unknown) => new HttpClient({ baseUrl: 'https://casino.example', retryEnabled: false, fetch: (async () => new Response(JSON.stringify(body), { status: 200 })) as typeof fetch });

describe('a response that does not match its schema', () => {
  it('throws SchemaError with the call path, the issue path and the first issue', async () => {
    const http = answering([{ ...payment, amount_cents: '50.00' }]);
    const error = (await walletApi(http).payments().catch((caught: unknown) => caught)) as SchemaError;
    expect(error).toBeInstanceOf(SchemaError);
    expect(error.name).toBe('SchemaError');
    expect(error.path).toBe('/api/player/payments');
    expect(error.issuePath).toBe('0.amount_cents');
    expect(error.issue).toBeTruthy();
    expect(error.message).toContain('/api/player/payments at 0.amount_cents');
  });

  it('reports a missing required field by name', async () => {
    const error = (await jackpotsApi(answering([{ id: 1, name: 'Rocket', state: 'active', currency: 'EUR' }])).list().catch((caught: unknown) => caught)) as SchemaError;
    expect(error.issuePath).toBe('0.levels');
  });

  it('a wrong root type is reported at the root', async () => {
    const error = (await jackpotsApi(answering({ data: [] })).list().catch((caught: unknown) => caught)) as SchemaError;
    expect(error).toBeInstanceOf(SchemaError);
    expect(error.issuePath).toBe('');
    expect(error.message).toContain('(root)');
  });

  it('through load(): the fallback comes back and the bus gets {name, message, path}', async () => {
    const bus = new EventBus();
    const errors: unknown[] = [];
    bus.on('error', (event) => errors.push(event));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const http = answering({ data: [{ identifier: 'a/b', title: 7, provider: 'a' }] });
    const found = await load(bus, gamesLoadErrors.search, () => gamesApi(http).search('b'), { data: [] });
    expect(found).toEqual({ data: [] });
    expect(errors).toEqual([{ name: 'LOAD_FOUND_GAMES_ERROR', message: expect.stringContaining('data.0.title'), path: '/api/games_filter' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('LOAD_FOUND_GAMES_ERROR'));
    warn.mockRestore();
  });

  it('a matching response passes through load() untouched, extra fields kept', async () => {
    const bus = new EventBus();
    const onError = vi.fn();
    bus.on('error', onError);
    const http = answering([{ ...payment, brand_new_field: 'kept' }]);
    const payments = await load(bus, 'LOAD_PAYMENTS_ERROR', () => walletApi(http).payments(), []);
    expect(payments[0]).toMatchObject({ id: 12, brand_new_field: 'kept' });
    expect(onError).not.toHaveBeenCalled();
  });
});
