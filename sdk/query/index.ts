import type { Core } from '../core.ts';
import type { EventBus } from '../events/bus.ts';
import { QueryClient } from './client.ts';

/** A query client whose failed fetches are reported on `bus` as `error` events under the query's `errorName`. */
export function queryClientFor(bus: EventBus): QueryClient {
  return new QueryClient({
    onError: (key, error, errorName) => {
      const name = errorName ?? `LOAD_ERROR ${key.join('/')}`;
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`[casino-kit] ${name}: ${message}`);
      bus.emit('error', { name, message, path: (error as { path?: string } | null)?.path });
    },
  });
}

const clients = new WeakMap<Core, QueryClient>();

/**
 * The page's one query client, attached to its core on first use (like the session, sdk/session):
 * every widget chunk and the host share its entries (docs/architecture.md "Server state").
 */
export function getQueries(core: Core): QueryClient {
  let client = clients.get(core);
  if (!client) {
    client = queryClientFor(core.bus);
    clients.set(core, client);
  }
  return client;
}

export { QueryClient, type QueryKey } from './client.ts';
