/**
 * The per-page core every widget and the host share: config, bus, HTTP client, realtime client.
 * The session (sdk/session) attaches to it on first use, so widgets that never need a player
 * (an affiliate's jackpot slider) do not download it. Kept on `globalThis` under a registered symbol so every chunk and flavour on the page
 * finds the same instance (one session and wallet lifecycle for all widgets, docs/architecture.md, DESIGN §3).
 */
import { Settings } from './api/schemas/session.ts';
import { createConfig, type SdkConfig, type SdkConfigInput } from './config.ts';
import { EventBus } from './events/bus.ts';
import { DEFAULT_TIMEOUT_MS, DEVELOPMENT_TIMEOUT_MS, HttpClient } from './http/client.ts';
import { Reachability } from './http/reachability.ts';
import { RealtimeClient } from './realtime/client.ts';

export interface Core {
  config: SdkConfig;
  bus: EventBus;
  http: HttpClient;
  realtime: RealtimeClient;
}

const KEY = Symbol.for('casino-kit.core');
/** What the platform reads to partition the session cookie (platform/auth/session.ts `isEmbeddedRequest`). */
const EMBEDDED_HEADER = 'X-Casino-Embedded';
type WithCore = typeof globalThis & { [KEY]?: Core };

export function createCore(input: SdkConfigInput = {}, overrides: { WebSocket?: typeof WebSocket; fetch?: typeof fetch } = {}): Core {
  const config = createConfig(input);
  const bus = new EventBus();
  const reachability = new Reachability({
    onChange: (reachable) => {
      if (!reachable) bus.emit('error', { name: 'PLATFORM_UNREACHABLE', message: `no answer from ${config.api || 'the platform'}` });
    },
  });
  const http = new HttpClient({
    baseUrl: config.api,
    reachability,
    timeoutMs: config.development ? DEVELOPMENT_TIMEOUT_MS : DEFAULT_TIMEOUT_MS,
    onAuthError: (path) => bus.emit('auth-error', { path }),
    // In a partner's frame the platform sets its session cookie partitioned (docs/security.md "Session cookie").
    headers: config.embedded ? { [EMBEDDED_HEADER]: '1' } : {},
    fetch: overrides.fetch,
  });
  // While unreachable, a one-attempt probe notices the platform's return (docs/integration.md).
  http.reachability.setProbe(() => http.get('/api/info/project', { retry: false }));
  const realtime = new RealtimeClient({
    WebSocket: overrides.WebSocket,
    credentials: async () => {
      // Only the settings call: the socket must not pull every player schema into a widget's core.
      const { cent } = await http.get('/api/player/settings', { schema: Settings });
      return { url: new URL(cent.url, http.baseUrl || globalThis.location?.href).href.replace(/^http/, 'ws'), token: cent.token };
    },
    onUnrecovered: (channel) => bus.emit('error', { name: 'REALTIME_UNRECOVERED', message: `missed publications on ${channel}` }),
  });
  return { config, bus, http, realtime };
}

/** The page's core, created on first use; later calls may only add config before first use. */
export function getCore(input?: SdkConfigInput, overrides?: Parameters<typeof createCore>[1]): Core {
  const scope = globalThis as WithCore;
  scope[KEY] ??= createCore(input, overrides);
  return scope[KEY];
}

/** Tests and hosts that need a clean page. */
export function resetCore(): void {
  const scope = globalThis as WithCore;
  scope[KEY]?.realtime.disconnect();
  delete scope[KEY];
}
