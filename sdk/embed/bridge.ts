/**
 * The embedded-mode bridge (docs/integration.md, DESIGN §6, OWASP ASVS 3.5.5): the host inside a partner's iframe talks
 * to its parent only through here, over penpal. Exact-match origin allow-list (never `*`), the
 * parent window as the only accepted source, every message's shape validated; anything else is
 * ignored and counted.
 */
import { connect, WindowMessenger } from 'penpal';
import * as z from 'zod/mini';

export const BRIDGE_EVENTS = ['ready', 'resize', 'route', 'login', 'logout', 'balance', 'deposit-result', 'game-opened', 'error'] as const;
export type BridgeEvent = (typeof BRIDGE_EVENTS)[number];

/** What the parent may ask of the host. */
export interface HostMethods {
  navigate(path: string): void;
  openCashbox(): void;
  logout(): void | Promise<void>;
  setLocale(locale: string): void;
}

/** What the host calls on the parent. */
export type ParentMethods = {
  event(name: BridgeEvent, payload: unknown): void;
};

const Path = z.string().check(z.regex(/^\/(?!\/)[^\s]{0,500}$/));
const Locale = z.string().check(z.regex(/^[a-z]{2}(-[A-Z]{2})?$/));
const EventName = z.enum(BRIDGE_EVENTS);

export interface BridgeStats {
  /** Messages from origins or windows that are not the allowed parent, or of the wrong shape. */
  rejected: number;
  /** The handshake with the allow-listed parent is done (host side: the parent is a partner's page). */
  connected: boolean;
}

/** Exact match only: `https://partner.example` never admits `https://partner.example.evil.test`. */
export function isAllowedOrigin(allowedOrigins: readonly string[], origin: string): boolean {
  return allowedOrigins.includes(origin);
}

function watchHostileMessages(allowedOrigins: readonly string[], expectedSource: Window | null, stats: BridgeStats): () => void {
  const onMessage = (event: MessageEvent) => {
    const fromParent = event.source === expectedSource && isAllowedOrigin(allowedOrigins, event.origin);
    const isPenpal = typeof event.data === 'object' && event.data !== null && (event.data as { namespace?: unknown }).namespace === 'penpal';
    if (!fromParent || !isPenpal) stats.rejected++;
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

/**
 * Host side. Methods the parent calls are validated before they run; events are posted only to
 * the allow-listed parent origin.
 */
export function connectToParent({
  allowedOrigins,
  methods,
  timeoutMs = 10_000,
  onRefused,
}: {
  allowedOrigins: string[];
  methods: HostMethods;
  timeoutMs?: number;
  /** A call of the parent's with a bad argument: refused (the parent's promise rejects) and reported here. */
  onRefused?: (method: keyof HostMethods, reason: string) => void;
}) {
  const stats: BridgeStats = { rejected: 0, connected: false };
  const stopWatching = watchHostileMessages(allowedOrigins, window.parent, stats);
  const checked = <T>(method: keyof HostMethods, schema: z.ZodMiniType<T>, value: unknown): T => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    onRefused?.(method, `invalid argument ${JSON.stringify(value)?.slice(0, 80)}`);
    throw new TypeError(`${method}: invalid argument`);
  };
  const guarded = {
    navigate: (path: unknown) => methods.navigate(checked('navigate', Path, path)),
    openCashbox: () => methods.openCashbox(),
    logout: () => methods.logout(),
    setLocale: (locale: unknown) => methods.setLocale(checked('setLocale', Locale, locale)),
  };
  const connection = connect<ParentMethods>({
    messenger: new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [...allowedOrigins] }),
    methods: guarded,
    timeout: timeoutMs,
  });
  connection.promise.then(() => (stats.connected = true)).catch(() => undefined);
  return {
    stats,
    emit(name: BridgeEvent, payload: unknown = {}): void {
      void connection.promise.then((parent) => parent.event(name, payload)).catch(() => undefined);
    },
    destroy(): void {
      stopWatching();
      connection.destroy();
    },
  };
}

/**
 * Parent side, for partner pages: embeds the casino in `iframe` and exposes the host's methods.
 * `onEvent` receives only validated events from the iframe's exact origin.
 */
export function connectToCasino({ iframe, casinoOrigin, onEvent, timeoutMs = 10_000 }: { iframe: HTMLIFrameElement; casinoOrigin: string; onEvent: (name: BridgeEvent, payload: unknown) => void; timeoutMs?: number }) {
  const stats: BridgeStats = { rejected: 0, connected: false };
  const stopWatching = watchHostileMessages([casinoOrigin], iframe.contentWindow, stats);
  const connection = connect<Record<keyof HostMethods, (...args: never[]) => unknown>>({
    messenger: new WindowMessenger({ remoteWindow: iframe.contentWindow!, allowedOrigins: [casinoOrigin] }),
    methods: {
      event: (name: unknown, payload: unknown) => {
        const parsed = EventName.safeParse(name);
        if (!parsed.success) {
          stats.rejected++;
          return;
        }
        onEvent(parsed.data, payload);
      },
    },
    timeout: timeoutMs,
  });
  connection.promise.then(() => (stats.connected = true)).catch(() => undefined);
  return {
    stats,
    casino: connection.promise as unknown as Promise<{ navigate(path: string): Promise<void>; openCashbox(): Promise<void>; logout(): Promise<void>; setLocale(locale: string): Promise<void> }>,
    destroy(): void {
      stopWatching();
      connection.destroy();
    },
  };
}
