/**
 * The widget catalogue: every widget the loader can mount, with the attributes its custom
 * element observes. Public names; partners write them into their pages, so keep them stable.
 * Documented for integrators in docs/widgets.md.
 */
export interface WidgetEntry {
  /** `CasinoKit.mount(name, …)` and the element `<casino-{name}>`. */
  name: string;
  /** Source module that exports `mount` (script-tag flavour). */
  entry: string;
  /** Attributes mirrored to props (kebab-case attribute → camelCase prop). */
  attributes: readonly string[];
  /**
   * Widgets with a server-rendered first frame (host-demo/server/widget-frames.ts): the loader
   * shows the frame, runs this small framework-free module to keep it live, and loads `entry`
   * only on the first interaction.
   */
  live?: string;
}

/**
 * Every widget's affiliate attributes (docs/integration.md "Affiliate attribution"): `affiliate` (the
 * stag its links to the casino carry) and `read-page-params` (carry the page's stag, affb_id, UTM too).
 */
const AFFILIATE = ['affiliate', 'read-page-params'] as const;

export const WIDGETS: readonly WidgetEntry[] = [
  { name: 'cookie-banner', entry: 'widgets/cookie-banner/entry.ts', attributes: ['locale', 'policy-url', 'placement', 'theme', ...AFFILIATE] },
  { name: 'jackpot-slider', entry: 'widgets/jackpot-slider/entry.ts', live: 'widgets/jackpot-slider/live-entry.ts', attributes: ['locale', 'currency', 'theme', ...AFFILIATE] },
  { name: 'game-search', entry: 'widgets/game-search/entry.ts', attributes: ['locale', 'currency', 'open', 'theme', ...AFFILIATE] },
  { name: 'lobby', entry: 'widgets/lobby/entry.ts', attributes: ['locale', 'currency', 'page', 'category', 'provider', 'page-size', 'base-path', 'theme', ...AFFILIATE] },
  { name: 'game-grid', entry: 'widgets/game-grid/entry.ts', attributes: ['locale', 'currency', 'category', 'provider', 'page-size', 'base-path', 'heading', 'label', 'theme', ...AFFILIATE] },
  { name: 'game-page', entry: 'widgets/game-page/entry.ts', attributes: ['locale', 'currency', 'producer', 'name', 'mode', 'base-path', 'theme', ...AFFILIATE] },
  { name: 'cashbox', entry: 'widgets/cashbox/entry.ts', attributes: ['locale', 'currency', 'step', 'theme', ...AFFILIATE] },
  { name: 'profile', entry: 'widgets/profile/entry.ts', attributes: ['locale', 'section', 'token', 'theme', ...AFFILIATE] },
  { name: 'gifts', entry: 'widgets/gifts/entry.ts', attributes: ['locale', 'currency', 'theme', ...AFFILIATE] },
  { name: 'lottery', entry: 'widgets/lottery/entry.ts', attributes: ['locale', 'currency', 'lottery', 'theme', ...AFFILIATE] },
  { name: 'quest', entry: 'widgets/quest/entry.ts', attributes: ['locale', 'currency', 'quest', 'base-path', 'theme', ...AFFILIATE] },
  { name: 'tournaments', entry: 'widgets/tournaments/entry.ts', attributes: ['locale', 'currency', 'tab', 'heading', 'base-path', 'theme', ...AFFILIATE] },
  { name: 'tournament', entry: 'widgets/tournaments/tournament-entry.ts', attributes: ['locale', 'currency', 'tournament', 'heading', 'base-path', 'theme', ...AFFILIATE] },
  { name: 'leaderboard', entry: 'widgets/tournaments/leaderboard-entry.ts', live: 'widgets/tournaments/leaderboard-live-entry.ts', attributes: ['locale', 'tournament', 'limit', 'base-path', 'theme', ...AFFILIATE] },
  { name: 'game-slider', entry: 'widgets/game-slider/entry.ts', live: 'widgets/game-slider/live-entry.ts', attributes: ['locale', 'currency', 'category', 'provider', 'count', 'heading', 'base-path', 'theme', ...AFFILIATE] },
  { name: 'wheel', entry: 'widgets/wheel/entry.ts', attributes: ['locale', 'currency', 'theme', ...AFFILIATE] },
  { name: 'loyalty-shop', entry: 'widgets/loyalty-shop/entry.ts', attributes: ['locale', 'currency', 'tab', 'chance', 'theme', ...AFFILIATE] },
  { name: 'vip', entry: 'widgets/vip/entry.ts', attributes: ['locale', 'currency', 'theme', ...AFFILIATE] },
  { name: 'adventures', entry: 'widgets/adventures/entry.ts', attributes: ['locale', 'currency', 'theme', ...AFFILIATE] },
  { name: 'notifications', entry: 'widgets/notifications/entry.ts', attributes: ['locale', 'base-path', 'theme', ...AFFILIATE] },
  { name: 'bookmarks', entry: 'widgets/bookmarks/entry.ts', attributes: ['locale', 'currency', 'base-path', 'hide', 'theme', ...AFFILIATE] },
];
