/**
 * Everything the host keeps per page, created once at start-up and handed to React by context:
 * the SDK core and session, the router, and the host's own stores. No React in here.
 */
import { computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { Core } from '../../../sdk/core.ts';
import { load } from '../../../sdk/http/load.ts';
import type { Locale } from '../../../sdk/i18n/locales.ts';
import { currency as currencyInfo } from '../../../sdk/money/currencies.ts';
import { getSession, type Session } from '../../../sdk/session/index.ts';
import { getQueries } from '../../../sdk/query/index.ts';
import { KEYS as QUERY_KEYS } from '../../../sdk/query/keys.ts';
import { playerFieldsQuery } from '../../../sdk/query/queries.ts';
import { getLimits } from '../../../sdk/state/limits.ts';
import { authErrorRedirect, LOGIN_NOT_AVAILABLE, type NavigationState, type Promocodes } from '../../../sdk/rules/guards.ts';
import { gameBlockedByLimits } from '../../../sdk/rules/limits.ts';
import { GROUP_TESTER, groupIdsOf, inGroup } from '../../../sdk/rules/groups.ts';
import type { MirrorBoot, MirrorFlags } from '../../mirrors.ts';
import { hostApi, type HostApi, type Limit, type PlayerFields } from '../lib/api.ts';
import type { SanitizeHtml } from '../lib/sanitize.ts';
import { writeCookie } from '../lib/cookies.ts';
import { KEYS, readJson, remove, writeJson } from '../lib/storage.ts';
import { hostMessagesIn, loadMessages, type HostMessages } from '../messages/index.ts';
import { onMessagesChange } from '../../../sdk/i18n/i18n.ts';
import { Navigator, type HistoryLike } from '../router/navigator.ts';
import { splitLocale } from '../router/locale-path.ts';
import { SessionTimer } from './session-timer.ts';
import { Toasts } from '../../../sdk/state/toasts.ts';

export interface Geo {
  loaded: boolean;
  country: string | null;
}

export interface Services {
  boot: MirrorBoot;
  flags: MirrorFlags;
  core: Core;
  session: Session;
  api: HostApi;
  nav: Navigator;
  toasts: Toasts;
  timer: SessionTimer;
  locale: Signal<Locale>;
  messages: Signal<HostMessages>;
  geo: Signal<Geo>;
  restrictedRegion: Signal<boolean>;
  /** The player's limits and the profile fields per context: server state of sdk/query (docs/architecture.md "Server state"). */
  limits: ReadonlySignal<Limit[]>;
  playerFields: ReadonlySignal<PlayerFields | null>;
  /** Live chat (contact) panel: opened by #chat, the support page and the header. */
  chatOpen: Signal<boolean>;
  /**
   * CMS HTML → safe HTML where it is not the browser's: the server's first view sets its jsdom one
   * (host-demo/server/sanitize.ts); unset, the CMS route uses the browser's (host-demo/app/lib/sanitize.ts).
   */
  sanitizeHtml?: SanitizeHtml;
  setLocale(locale: Locale): Promise<void>;
  logout(): Promise<void>;
  readPromocodes(): Promocodes;
  clearPromocodes(): void;
}

export function browserHistory(): HistoryLike {
  return {
    current: () => location.pathname + location.search + location.hash,
    push: (href) => history.pushState(null, '', href),
    replace: (href) => history.replaceState(null, '', href),
  };
}

/** The query key of the operator's `manage-promotion-pages` config (sdk/rules/guards.ts `promotionPageGuard`). */
export const PROMOTION_PAGES_KEY = ['config', 'manage-promotion-pages'] as const;

export function createServices(boot: MirrorBoot, core: Core, messages: HostMessages, locale: Locale, historyLike: HistoryLike): Services {
  const { mirror } = boot;
  const flags: MirrorFlags = { ...mirror.flags, ...readJson<Partial<MirrorFlags>>('local', KEYS.flags, {}) };
  const session = getSession(core);
  const api = hostApi(core.http);
  const toasts = new Toasts();
  const geo = signal<Geo>({ loaded: false, country: null });
  const restrictedRegion = computed(() => Boolean(geo.value.country && boot.restrictedCountries.includes(geo.value.country)));
  const limits = getLimits(core).list;
  const playerFields = computed(() => getQueries(core).state<PlayerFields>(QUERY_KEYS.playerFields).value.data ?? null);
  const localeSignal = signal(locale);
  const messagesSignal = signal(messages);
  // The operator's overlay (docs/architecture.md "Internationalisation") re-renders the host's strings.
  onMessagesChange(() => {
    // The same object unless the host's own catalogue changed (sdk/i18n/i18n.ts `changed`): nothing re-renders then.
    messagesSignal.value = hostMessagesIn(localeSignal.peek());
  });
  const chatOpen = signal(false);

  const readPromocodes = () => readJson<Promocodes>('session', KEYS.promocodes, {});
  const clearPromocodes = () => remove('session', KEYS.promocodes);

  const state = (path: string): NavigationState => {
    const user = session.user.peek();
    const currency = user?.currency ?? mirror.currency;
    return {
      loggedIn: session.isLoggedIn.peek(),
      restrictedRegion: restrictedRegion.peek(),
      fiatCurrency: currencyInfo(currency)?.fiat ?? true,
      profile: user ?? {},
      limitReached: gameBlockedByLimits(limits.peek(), currency),
      missingProviderFields: missingProviderFields(path, playerFields.peek(), user as Record<string, unknown> | null),
      stored: readPromocodes(),
      flags: { chanceGame: flags.chanceGame },
      // Loaded after the first render (StartupEffects), then the guards run again (docs/host.md "Guards").
      promotionPages: getQueries(core).getQueryData<Record<string, boolean>>(PROMOTION_PAGES_KEY),
      tester: inGroup(groupIdsOf(user?.statuses), GROUP_TESTER),
    };
  };

  const nav = new Navigator({
    site: { defaultLocale: mirror.defaultLocale, locales: mirror.locales, sportsUrl: mirror.sportsUrl, sport: flags.sport },
    history: historyLike,
    state,
    storePromocodes: (codes) => writeJson('session', KEYS.promocodes, { ...readPromocodes(), ...codes }),
    clearPromocodes,
    onBlock: (message) => toasts.show('warning', message === LOGIN_NOT_AVAILABLE ? messagesSignal.peek().restrictedLogin : messagesSignal.peek().restrictedRegistration),
    onExternal: (url) => location.assign(url),
    onChat: (delayMs) => setTimeout(() => (chatOpen.value = true), delayMs),
  });

  const services: Services = {
    boot,
    flags,
    core,
    session,
    api,
    nav,
    toasts,
    timer: new SessionTimer(),
    locale: localeSignal,
    messages: messagesSignal,
    geo,
    restrictedRegion,
    limits,
    playerFields,
    chatOpen,
    readPromocodes,
    clearPromocodes,
    async setLocale(next) {
      if (next === localeSignal.peek()) return;
      const loaded = await loadMessages(next);
      core.config.locale = next;
      writeCookie('locale', next, 365 * 24 * 3600);
      messagesSignal.value = loaded;
      localeSignal.value = next;
      if (session.isLoggedIn.peek()) void load(core.bus, 'UPDATE_LOCALE_ERROR', () => api.updateLocale(next), null);
    },
    async logout() {
      await session.logout().catch(() => undefined);
    },
  };

  // The URL decides the language: following a link to /de switches the whole page.
  effect(() => {
    const view = nav.view.value;
    if (view && view.locale !== localeSignal.peek()) void services.setLocale(view.locale);
  });

  // An auth-error (any 401) logs out and opens the login popup (docs/product/errors-and-network.md#unauthorised, spec 000 §8).
  core.bus.on('auth-error', () => {
    toasts.show('warning', messagesSignal.peek().sessionExpired);
    nav.navigate(nav.href(authErrorRedirect().redirect));
  });

  wirePlayerData(services);
  return services;
}

/** Player-dependent data: limits and the EE session timer from sign-in, cleared at logout; guards re-run. */
function wirePlayerData(services: Services): void {
  const { session, core, timer, boot, nav } = services;
  const becamePlayer = () => {
    void getLimits(core).ensure().then(() => {
      if (nav.view.peek()) nav.refresh();
    });
    if (boot.licence.sessionTimer) timer.start();
  };
  let previous = session.status.peek();
  if (previous === 'player') becamePlayer();
  session.status.subscribe((status) => {
    if (status === previous) return;
    const was = previous;
    previous = status;
    if (status === 'player') becamePlayer();
    else timer.reset();
    if (was !== 'unknown' && nav.view.peek()) nav.refresh();
  });
  // Shared with the session's own use of it (one request a page), kept for the page's life.
  getQueries(core).observe(playerFieldsQuery(core.http));
}

/** Profile fields a game's provider context needs and the player left empty (docs/product/shell-and-routes.md#real-play, spec 000 §2.4). */
export function missingProviderFields(path: string, fields: PlayerFields | null, user: Record<string, unknown> | null): string[] {
  const producer = /^\/play\/([^/]+)\//.exec(path)?.[1];
  const required = producer ? fields?.contexts[decodeURIComponent(producer)] : undefined;
  if (!user || !Array.isArray(required)) return [];
  return required.filter((field) => !String(user[field] ?? '').trim());
}

/** The locale of the address bar on this mirror. */
export function localeOfLocation(boot: MirrorBoot, pathname: string): Locale {
  return splitLocale(pathname, boot.mirror).locale;
}
