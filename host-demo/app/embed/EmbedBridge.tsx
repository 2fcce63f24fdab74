import { useEffect } from 'react';
import { connectToParent } from '../../../sdk/embed/bridge.ts';
import { resolveLocale } from '../../../sdk/i18n/locales.ts';
import { POPUP_RESIZE_DEBOUNCE_MS } from '../../../sdk/rules/constants.ts';
import { splitLocale, splitTarget } from '../router/locale-path.ts';
import { useServices } from '../state/app-context.tsx';

/**
 * Embedded mode (docs/integration.md, DESIGN §6): the host in a partner's iframe talks to its parent only through the
 * SDK bridge (penpal, exact-origin allow-list from the mirror config). It posts ready, resize,
 * route, login/logout, balance, deposit and game events, and obeys navigate, open cashbox,
 * logout and set-locale.
 */
export default function EmbedBridge() {
  const services = useServices();
  useEffect(() => {
    const { boot, nav, core, session } = services;
    const bridge = connectToParent({
      allowedOrigins: [...boot.parentOrigins],
      timeoutMs: 60_000,
      methods: {
        navigate: (path) => nav.navigate(nav.href(path)),
        openCashbox: () => nav.navigate(nav.href('/deposit')),
        logout: () => services.logout(),
        setLocale: (tag) => {
          const locale = resolveLocale(tag);
          if (!boot.mirror.locales.includes(locale)) return;
          const { pathname, search, hash } = splitTarget(nav.view.peek()?.page.href ?? '/');
          nav.navigate(nav.href(splitLocale(pathname, boot.mirror).path + search + hash, locale));
        },
      },
    });
    // Read-only diagnostics for the partner's support and our browser tests: hostile messages seen.
    Object.defineProperty(window, 'casinoKitBridgeStats', { value: bridge.stats, configurable: true });
    const height = () => Math.ceil(document.documentElement.scrollHeight);
    bridge.emit('ready', { path: nav.view.peek()?.href ?? '/', locale: services.locale.peek(), loggedIn: session.isLoggedIn.peek(), height: height() });

    const offs = [
      core.bus.on('login', ({ userId }) => bridge.emit('login', { userId })),
      core.bus.on('logout', () => bridge.emit('logout', {})),
      core.bus.on('balance', (balance) => bridge.emit('balance', balance)),
      core.bus.on('deposit-result', (result) => bridge.emit('deposit-result', result)),
      core.bus.on('game-opened', (game) => bridge.emit('game-opened', game)),
      nav.view.subscribe((view) => view && bridge.emit('route', { path: view.href })),
    ];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = height();
        if (next !== last) bridge.emit('resize', { height: (last = next) });
      }, POPUP_RESIZE_DEBOUNCE_MS);
    });
    observer.observe(document.body);
    return () => {
      for (const off of offs) off();
      observer.disconnect();
      clearTimeout(timer);
      bridge.destroy();
    };
  }, [services]);
  return null;
}
