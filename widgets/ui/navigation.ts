/**
 * Links from the game widgets to the host's routes (docs/product/shell-and-routes.md#paths, spec 000 §2.2, spec 001 §2), and how a click
 * on one reaches the host. Every link is a real `href` (basePath + path), so it works with no
 * listener at all. On a plain left click the widget first offers the path to the host:
 *  - React: the `onNavigate` prop is called and the browser's navigation is cancelled;
 *  - script tag: a cancelable `navigate` CustomEvent (detail `{path, href}`) bubbles out of the
 *    element; a page that routes client-side calls `event.preventDefault()` and the widget cancels
 *    the browser's navigation; a page that does not listen simply follows the link.
 */
import type { MouseEvent as ReactMouseEvent } from 'react';
import { casinoUrl, type Attribution } from '../../sdk/embed/casino-url.ts';
import { registrationRedirect, PROFILE_LIMITS_PATH } from '../../sdk/rules/guards.ts';
import { LIVE_CATEGORY } from '../../sdk/rules/lobby.ts';

export interface NavigateDetail {
  /** The host path (`/pokies/new`, `/play/nebula/starlight?mode=demo`…). */
  path: string;
  /** Where the link points: basePath + path, with the affiliate's attribution. */
  href: string;
}

export interface NavigationProps {
  /** Prefix of every link: the casino's origin on a partner page, '' in the host. Defaults to the platform URL. */
  basePath?: string;
  /** Client-side routing (React): called instead of following the link. */
  onNavigate?: (detail: NavigateDetail) => void;
}

/** What the navigator needs besides the public props: the widget's attribution (widgets/ui/use-core.ts `useAttribution`). */
interface NavigatorOptions extends NavigationProps {
  attribution?: Attribution;
}

export type Mode = 'real' | 'demo';

const segment = (value: string) => encodeURIComponent(value);

/** The host's paths. `/categories/{slug}` is canonical as `/pokies/{slug}`; live has its own section. */
export const paths = {
  home: () => '/',
  category: (slug: string) => {
    if (slug === 'all') return '/pokies/all';
    if (slug === 'slots') return '/slots';
    if (slug === LIVE_CATEGORY) return '/live/all';
    return `/pokies/${segment(slug)}`;
  },
  provider: (slug: string) => `/producers/${segment(slug)}`,
  favourites: () => '/favorite-games',
  game: (producer: string, name: string, mode?: Mode) => `/play/${segment(producer)}/${segment(name)}${mode ? `?mode=${mode}` : ''}`,
  registration: (target: string) => registrationRedirect(target).redirect,
  limits: () => PROFILE_LIMITS_PATH,
  login: () => '/login',
};

export function seoTitleOf(game: { identifier: string; seo_title?: string }): string {
  return game.seo_title ?? game.identifier.split('/')[1] ?? '';
}

export interface Navigator {
  href(path: string): string;
  /** onClick for an `<a href={href(path)}>`. */
  click(path: string): (event: ReactMouseEvent<HTMLElement>) => void;
  /** Programmatic navigation (a guard's redirect): offered to the host, else the browser goes. */
  go(path: string, from?: EventTarget | null): void;
  /** Tells the host about a path change the widget handles itself (a mode switch); true if the host took it. */
  offer(path: string, from?: EventTarget | null): boolean;
}

export function createNavigator({ basePath = '', onNavigate, attribution }: NavigatorOptions, hostOf: () => Element | null): Navigator {
  const href = (path: string) => casinoUrl(basePath, path, attribution);

  /** True when the host took the navigation over. */
  const offer = (path: string, target: EventTarget | null | undefined): boolean => {
    const detail: NavigateDetail = { path, href: href(path) };
    if (onNavigate) {
      onNavigate(detail);
      return true;
    }
    const host = shadowHostOf(target) ?? hostOf();
    if (!host) return false;
    const event = new CustomEvent<NavigateDetail>('navigate', { detail, bubbles: true, composed: true, cancelable: true });
    return !host.dispatchEvent(event);
  };

  return {
    href,
    click: (path) => (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (offer(path, event.currentTarget)) event.preventDefault();
    },
    go: (path, from) => {
      if (!offer(path, from)) globalThis.location?.assign(href(path));
    },
    offer: (path, from) => offer(path, from),
  };
}

/** The element the widget's shadow root hangs on (the custom element, or the React ShadowHost). */
function shadowHostOf(target: EventTarget | null | undefined): Element | null {
  if (!target || !(target as Node).getRootNode) return null;
  const root = (target as Node).getRootNode();
  return (root as ShadowRoot).host ?? null;
}
