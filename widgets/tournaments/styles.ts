import { ACCOUNT_CSS } from '../ui/account-css.ts';
import { BOARD_CSS } from './leaderboard-styles.ts';

/** The list and one tournament: the account widgets' cards, tabs, tables, badges and alerts plus their own. */
export const css = `${ACCOUNT_CSS}${BOARD_CSS}
.ck-tournaments, .ck-tournament { display: grid; gap: 14px; padding: 16px; border-radius: calc(var(--ck-radius, 10px) * 1.4); background: var(--ck-surface, var(--ck-d-surface)); }
.ck-tournaments__title, .ck-tournament__title { font-size: 1.3rem; margin: 0; overflow-wrap: anywhere; }
.ck-tournaments__empty { margin: 0; }
.ck-tcards { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 250px), 1fr)); }
.ck-tcard { align-content: start; gap: 8px; }
.ck-tcard__head { display: flex; gap: 6px; flex-wrap: wrap; }
.ck-tcard__title { font-size: 1.05rem; margin: 0; overflow-wrap: anywhere; }
.ck-tcard__title a, .ck-tournament a:not(.ck-button) { color: var(--ck-link, var(--ck-d-link)); }
.ck-tcard__title a { text-decoration: none; }
.ck-tcard__title a:hover { text-decoration: underline; }
.ck-tcard__title a:focus-visible, .ck-tournament a:focus-visible { outline: 3px solid var(--ck-focus, var(--ck-d-focus)); outline-offset: 2px; }
.ck-tcard__pool, .ck-tcard__timer, .ck-tcard__optin, .ck-tournament__timer, .ck-tournament__pool, .ck-tournament__place { margin: 0; }
.ck-tcard__pool strong, .ck-tournament__pool strong { font-size: 1.15rem; }
.ck-tcard__status--active { background: var(--ck-accent, #ffb800); color: var(--ck-accent-text, #1b1035); }
.ck-countdown { font-variant-numeric: tabular-nums; }
.ck-tournament__head { display: grid; gap: 6px; justify-items: start; }
.ck-tournament h3 { font-size: 1.05rem; margin: 0 0 6px; }
.ck-tournament section { display: grid; gap: 6px; }
.ck-tournament__rules p { margin: 0; line-height: 1.5; }
.ck-tournament__join { display: flex; gap: 10px; flex-wrap: wrap; align-items: center; }
.ck-tournament__join p { margin: 0; }
.ck-tournament a.ck-button { display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
.ck-tournament__links { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 8px 14px; }
.ck-tournament__links a { display: inline-block; min-height: 24px; }
.ck-tournament__minbets { margin: 0; padding-left: 1.2em; }
.ck-prizes__caption { text-align: left; font-weight: 700; font-size: 1.05rem; padding-bottom: 6px; }
.ck-prizes__place { width: 4em; font-variant-numeric: tabular-nums; }
.ck-prizes__place--team { width: auto; white-space: nowrap; }
`;
