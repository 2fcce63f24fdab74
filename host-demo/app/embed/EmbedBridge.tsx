import { useEffect } from 'react';
import { connectToParent } from '../../../sdk/embed/bridge.ts';
import { resolveLocale } from '../../../sdk/i18n/locales.ts';
import { POPUP_RESIZE_DEBOUNCE_MS } from '../../../sdk/rules/constants.ts';
import { splitLocale, splitTarget } from '../router/locale-path.ts';
import { playerApi } from '../../../sdk/api/player.ts';
import { useServices } from '../state/app-context.tsx';
import type { Services } from '../state/services.ts';

/**
 * Embedded mode (docs/host.md "Embedded mode", docs/integration.md): the host in a partner's iframe
 * talks to its parent only through the SDK bridge (penpal, exact-origin allow-list from the mirror
 * config). It posts ready, resize, route, login/logout, balance, deposit, game and error events, and
 * obeys navigate, open cashbox, logout and set-locale. After a login it checks that the frame kept
 * its cookie; where the browser dropped it, the player is offered the login in a new window.
 */
export default function EmbedBridge() {
  const services = useServices();
  useEffect(() => {
    const { boot, nav, core, session } = services;
    const refused = (method: string, reason: string) => bridge.emit('error', { name: 'COMMAND_REFUSED', message: `${method}: ${reason}` });
    const bridge = connectToParent({
      allowedOrigins: [...boot.parentOrigins],
      timeoutMs: 60_000,
      onRefused: refused,
      methods: {
        navigate: (path) => nav.navigate(nav.href(path)),
        openCashbox: () => nav.navigate(nav.href('/deposit')),
        logout: () => services.logout(),
        setLocale: (tag) => {
          const locale = resolveLocale(tag);
          // resolveLocale falls back to English for a language it does not know: that is no switch to English.
          const sameLanguage = locale === 'no' || locale.split('-')[0] === tag.toLowerCase().split('-')[0];
          if (!sameLanguage || !boot.mirror.locales.includes(locale)) {
            refused('setLocale', `${tag} is not offered here`);
            throw new RangeError(`setLocale: ${tag} is not offered here`);
          }
          const { pathname, search, hash } = splitTarget(nav.view.peek()?.page.href ?? '/');
          nav.navigate(nav.href(splitLocale(pathname, boot.mirror).path + search + hash, locale));
        },
      },
    });
    // Read-only diagnostics for the partner's support and our browser tests: hostile messages seen.
    Object.defineProperty(window, 'casinoKitBridgeStats', { value: bridge.stats, configurable: true });
    const height = () => Math.ceil(document.documentElement.scrollHeight);
    bridge.emit('ready', { path: nav.view.peek()?.href ?? '/', locale: services.locale.peek(), loggedIn: session.isLoggedIn.peek(), height: height() });

    const announceLogin = (login: { userId: number; registered?: true }) => {
      bridge.emit('login', login);
      void keptLogin(services).then((kept) => kept || bridge.emit('logout', { reason: 'cookie-dropped' }));
    };
    const offs = [
      core.bus.on('login', ({ userId }) => announceLogin({ userId })),
      // A new player is signed in by the registration itself: the parent hears the same login.
      core.bus.on('registration', ({ userId }) => announceLogin({ userId, registered: true })),
      core.bus.on('logout', () => bridge.emit('logout', {})),
      core.bus.on('balance', (balance) => bridge.emit('balance', balance)),
      core.bus.on('deposit-result', (result) => bridge.emit('deposit-result', result)),
      core.bus.on('game-opened', (game) => bridge.emit('game-opened', game)),
      core.bus.on('error', (error) => bridge.emit('error', error)),
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

/**
 * A browser that refuses even a partitioned cookie in a third-party frame answers the login, then
 * forgets it: the next call is anonymous. Then the player learns why and gets the login in a new
 * window (./sign-in-window.ts) instead of a login that silently does not hold; the parent hears
 * `logout` with `reason: 'cookie-dropped'` after the `login` it was told of. False when dropped.
 */
async function keptLogin(services: Services): Promise<boolean> {
  const profile = await playerApi(services.core.http)
    .profile()
    .catch(() => null);
  if (!profile || profile.id !== undefined) return true;
  await services.session.load();
  services.toasts.show('warning', services.messages.peek().embedSignInBlocked);
  services.nav.navigate(services.nav.href('/#sign-in'));
  return false;
}
