/**
 * The host's router: History API, the route table, and the guards of sdk/rules/guards.ts applied
 * in `guardNavigation`'s order. Framework-free (a signal holds what to show) so it is tested
 * without a browser. Popup routes (sign-in, cashbox…) show over the page underneath: the prior
 * page, or the main page when there is none (docs/product/shell-and-routes.md#popups, spec 000 §2.3).
 */
import { signal } from '@preact/signals-core';
import type { Locale } from '../../../sdk/i18n/locales.ts';
import {
  duplicateNavigation,
  guardNavigation,
  hashAction,
  HOME_PATH,
  popupBackground,
  restrictedRegionGuard,
  robotsNoindex,
  type GuardDecision,
  type NavigationState,
  type Promocodes,
  type RestrictedMessage,
  type RestrictedRoute,
} from '../../../sdk/rules/guards.ts';
import { splitLocale, splitTarget, withLocale, type LocaleSite } from './locale-path.ts';
import { matchRoute, type PageId, type PopupName, type RouteMatch } from './route-table.ts';

export interface PageView {
  /** null: not found. */
  match: RouteMatch | null;
  page: PageId;
  /** Full href of the page (locale prefix, query, hash). */
  href: string;
  /** The path without locale prefix. */
  path: string;
  search: string;
}

export interface PopupView {
  name: PopupName;
  /** route: the URL is the popup's; hash: opened by #name; guard: shown instead of the target. */
  source: 'route' | 'hash' | 'guard';
  search: string;
  closable: boolean;
  missing?: string[];
  /** Where the cashbox (or another guarded route) continues after the popup. */
  continueTo?: string;
}

export interface View {
  href: string;
  locale: Locale;
  page: PageView;
  popup: PopupView | null;
  noindex: boolean;
}

export interface HistoryLike {
  push(href: string): void;
  replace(href: string): void;
  current(): string;
}

export interface NavigatorDeps {
  site: LocaleSite & { sportsUrl: string; sport: boolean };
  history: HistoryLike;
  /** Guard inputs, read at each navigation (the bare target path, for per-game inputs). */
  state: (path: string) => NavigationState;
  storePromocodes(codes: Promocodes): void;
  clearPromocodes(): void;
  onBlock(message: RestrictedMessage): void;
  onExternal(url: string): void;
  onChat(delayMs: number): void;
}

const MAX_REDIRECTS = 10;
const HASH_POPUPS: readonly PopupName[] = ['sign-in', 'sign-up', 'remind', 'new-password'];

export class Navigator {
  readonly view = signal<View | null>(null);
  readonly #deps: NavigatorDeps;
  /** The last page (not popup) href shown: the background of the next popup route. */
  #pageHref: string | null = null;

  constructor(deps: NavigatorDeps) {
    this.#deps = deps;
  }

  /** First resolution of the address bar (no prior route). */
  start(): void {
    this.#go(this.#deps.history.current(), { replace: true, from: null });
  }

  navigate(to: string, options: { replace?: boolean } = {}): void {
    this.#go(to, { replace: options.replace ?? false, from: this.view.peek()?.href ?? null });
  }

  /** Back/forward: the browser already moved; resolve without pushing. */
  popstate(): void {
    this.#go(this.#deps.history.current(), { replace: true, from: null, fromHistory: true });
  }

  /** Re-applies the guards to what is shown (after login, logout, a limit change). */
  refresh(): void {
    const view = this.view.peek();
    if (!view) return;
    // A guard popup (personal info before the cashbox) is decided again for its target, not dropped.
    if (view.popup?.source === 'guard' && view.popup.continueTo) return this.continuePopup();
    this.#go(view.href, { replace: true, from: this.#pageHref === view.href ? null : this.#pageHref, force: true });
  }

  /** Localized href of a bare path in the current locale. */
  href(path: string, locale?: Locale): string {
    const current = this.view.peek()?.locale ?? this.#deps.site.defaultLocale;
    const { pathname, search, hash } = splitTarget(path);
    return withLocale(locale ?? current, pathname, this.#deps.site) + search + hash;
  }

  closePopup(): void {
    const view = this.view.peek();
    if (!view?.popup) return;
    if (view.popup.source === 'hash') {
      const url = splitTarget(view.href);
      const href = url.pathname + url.search;
      this.#deps.history.replace(href);
      this.view.value = { ...view, href, popup: null };
      return;
    }
    if (view.popup.source === 'guard') {
      // A guard popup never changed the page (its href is the page's, the address bar may still show
      // the refused target on a cold load): show the page again, guards re-applied, no new entry.
      this.#go(view.page.href, { replace: true, from: null, force: true });
      return;
    }
    if (view.popup.source === 'route') this.navigate(view.page.href);
  }

  /**
   * A guard popup finished its job (personal info saved): continue where it was going, with the page
   * underneath as the prior route (so the cashbox opens over it, docs/host.md "Guards").
   */
  continuePopup(): void {
    const target = this.view.peek()?.popup?.continueTo;
    if (!target) return this.closePopup();
    this.#go(target, { replace: this.#deps.history.current() === target, from: this.#pageHref, force: true });
  }

  #go(to: string, options: { replace: boolean; from: string | null; force?: boolean; fromHistory?: boolean }, depth = 0): void {
    if (depth > MAX_REDIRECTS) {
      console.warn('[host] redirect loop stopped at', to);
      return;
    }
    const { site } = this.#deps;
    const target = splitTarget(to);
    const href = target.pathname + target.search + target.hash;
    const from = options.from;
    // Under a guard popup the href shown is the page's, not what the player sees: going there
    // (×, Escape, Back, a redirect home) closes the popup, it is no duplicate (issue 12).
    const underGuardPopup = this.view.peek()?.popup?.source === 'guard';
    if (!options.force && !underGuardPopup && duplicateNavigation(this.view.peek()?.href ?? null, href)) return;

    const { locale, path } = splitLocale(target.pathname, site);
    const bare = path + target.search + target.hash;
    const match = matchRoute(path);
    // A forced or popup-closing navigation to the href it comes from is no duplicate; any other prior
    // route stays the guards' `from` (the cashbox needs one, else it goes home).
    const guardFrom = from === null || ((options.force || underGuardPopup) && from === href) ? null : this.#bareOf(from);
    const decision = guardNavigation(guardFrom, bare, match?.route.meta ?? {}, this.#deps.state(path));
    const next = (redirect: string) => this.#go(this.#localize(redirect, locale), { ...options, replace: true, force: false }, depth + 1);

    if (decision && !this.#handle(decision, { href, from, locale, match, next, fromHistory: options.fromHistory })) return;
    this.#show(href, locale, match, options);
  }

  /** Returns true when the navigation goes on to show `href`. */
  #handle(
    decision: GuardDecision,
    context: { href: string; from: string | null; locale: Locale; match: RouteMatch | null; next: (redirect: string) => void; fromHistory?: boolean },
  ): boolean {
    if ('ignore' in decision) {
      // The same route in another language: the guards already let it through.
      return context.from !== null && context.from !== context.href;
    }
    if ('storePromocodes' in decision) {
      this.#deps.storePromocodes(decision.storePromocodes);
      context.next(decision.redirect);
      return false;
    }
    if ('clearPromocodes' in decision) {
      this.#deps.clearPromocodes();
      return true;
    }
    if ('redirect' in decision) {
      context.next(decision.redirect);
      return false;
    }
    if ('externalUrl' in decision) {
      this.#deps.onExternal(decision.externalUrl);
      return false;
    }
    if ('block' in decision) {
      this.#deps.onBlock(decision.block);
      if (this.view.peek() === null) context.next(HOME_PATH);
      return false;
    }
    // Popups decided by a guard.
    const search = splitTarget(context.href).search;
    if (decision.popup === 'new-password' || decision.popup === 'email-confirmation') {
      context.next(`${decision.popup === 'new-password' ? '/new-password' : '/confirmation'}${search}`);
      return false;
    }
    if (decision.popup === 'chat') {
      this.#deps.onChat(decision.delayMs ?? 0);
      return true;
    }
    const background = this.#pageView(this.#background(context.locale), context.locale);
    this.view.value = {
      href: this.view.peek()?.href ?? background.href,
      locale: context.locale,
      page: background,
      popup: { name: decision.popup, source: 'guard', search, closable: decision.closable ?? true, missing: decision.missing, continueTo: context.href },
      noindex: true,
    };
    return false;
  }

  #show(href: string, locale: Locale, match: RouteMatch | null, options: { replace: boolean; fromHistory?: boolean }): void {
    const { search, hash } = splitTarget(href);
    const route = match?.route;
    let page: PageView;
    let popup: PopupView | null = null;
    if (route?.popup) {
      page = this.#pageView(this.#background(locale), locale);
      popup = { name: route.popup, source: 'route', search, closable: true };
    } else {
      page = this.#pageView(href, locale);
      this.#pageHref = href;
    }
    const hashPopup = popup ? null : this.#hashPopup(hash);
    if (hashPopup === 'external') return;
    if (!options.fromHistory) {
      if (options.replace) this.#deps.history.replace(href);
      else this.#deps.history.push(href);
    }
    const { path } = splitLocale(splitTarget(href).pathname, this.#deps.site);
    this.view.value = { href, locale, page, popup: popup ?? hashPopup, noindex: robotsNoindex(path) || Boolean(route?.meta?.noindex) || page.match === null };
  }

  /** #sign-in, #sign-up, #remind, #new-password open their popup; #chat after 1 s; #sport… leave. */
  #hashPopup(hash: string): PopupView | null | 'external' {
    if (!hash) return null;
    const action = hashAction(hash, this.#deps.site.sportsUrl);
    if (!action) return null;
    if ('externalUrl' in action) {
      if (!this.#deps.site.sport) return null;
      this.#deps.onExternal(action.externalUrl);
      return 'external';
    }
    if (!('popup' in action)) return null;
    if (action.popup === 'chat') {
      this.#deps.onChat(action.delayMs ?? 0);
      return null;
    }
    if (!HASH_POPUPS.includes(action.popup)) return null;
    const state = this.#deps.state(this.view.peek()?.page.path ?? HOME_PATH);
    if (state.loggedIn && action.popup !== 'new-password') return null;
    const restricted = restrictedRegionGuard(action.popup as RestrictedRoute, state);
    if (restricted) {
      this.#deps.onBlock(restricted.block);
      return null;
    }
    return { name: action.popup, source: 'hash', search: '', closable: true };
  }

  #pageView(href: string, fallbackLocale: Locale): PageView {
    const { pathname, search } = splitTarget(href);
    const { path } = splitLocale(pathname, this.#deps.site);
    const match = matchRoute(path);
    const usable = match && match.route.page && !(match.route.page === 'sport' && !this.#deps.site.sport) ? match : null;
    if (match?.route.popup) return this.#pageView(withLocale(fallbackLocale, HOME_PATH, this.#deps.site), fallbackLocale);
    return { match: usable, page: usable?.route.page ?? 'not-found', href, path, search };
  }

  /** The page under a popup: the prior page, else the main page (in the popup's locale). */
  #background(locale: Locale): string {
    const background = popupBackground(this.#pageHref);
    return this.#pageHref === null ? withLocale(locale, background, this.#deps.site) : background;
  }

  #bareOf(href: string): string {
    const { pathname, search, hash } = splitTarget(href);
    return splitLocale(pathname, this.#deps.site).path + search + hash;
  }

  /** A guard's redirect (a bare path) in the current locale; `redirect=` queries keep the full path. */
  #localize(redirect: string, locale: Locale): string {
    const { pathname, search, hash } = splitTarget(redirect);
    const params = new URLSearchParams(search);
    const back = params.get('redirect');
    if (back !== null && !splitLocale(splitTarget(back).pathname, this.#deps.site).prefixed) params.set('redirect', this.href(back, locale));
    const query = params.toString();
    return withLocale(locale, pathname, this.#deps.site) + (query ? `?${query}` : '') + hash;
  }
}
