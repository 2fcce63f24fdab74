import type { HostKey } from '../messages/index.ts';

export interface NavLink {
  path: string;
  label: HostKey;
  /** Paths (without locale) that mark this link as the current section. */
  active: RegExp;
}

/** Main navigation; the lobby is also current for /categories and /games (docs/product/lobby-and-games.md#lobby, spec 001 §2). */
export const NAV_LINKS: readonly NavLink[] = [
  { path: '/', label: 'navLobby', active: /^\/(categories|games)(\/|$)|^\/$/ },
  { path: '/pokies/all', label: 'navPokies', active: /^\/(pokies|slots)(\/|$)/ },
  { path: '/live/all', label: 'navLive', active: /^\/live(\/|$)/ },
  { path: '/table', label: 'navTable', active: /^\/table$/ },
  { path: '/tournaments', label: 'navTournaments', active: /^\/(arena|promo|tournaments|quests|leaderboard|lottery|action)(\/|$)/ },
  { path: '/promotions', label: 'navPromotions', active: /^\/promotions$/ },
  { path: '/rocket-mart', label: 'navLoyalty', active: /^\/rocket-?mart/ },
  { path: '/rocketplay-vipclub', label: 'navVip', active: /^\/(rocketplay-vipclub|vip)$/ },
];

export function visibleLinks(hidden: readonly string[]): NavLink[] {
  return NAV_LINKS.filter((link) => !hidden.includes(link.path));
}
