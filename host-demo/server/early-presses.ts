/**
 * The shell's inline press holder (docs/host.md "Presses before hydration"): from the first paint of
 * a server-rendered view until the app's script runs, a press on one of its controls is held (a
 * link does not leave the page) in a global the app's holder takes over and replays
 * (host-demo/app/lib/held-presses.ts). Classic and inline so it runs before any file arrives;
 * allowed by its hash in the page's CSP (host-pages.ts).
 */
import { createHash } from 'node:crypto';
import { CONTROLS, EARLY_HELD, EARLY_LISTENER } from '../app/lib/held-presses.ts';

export const EARLY_PRESSES_SCRIPT = `(function(){var held=[];function hold(e){var root=document.getElementById('root'),path=e.composedPath(),target=path[0],control;if(!e.isTrusted||!root||path.indexOf(root)<0||!target||!target.closest)return;control=target.closest(${JSON.stringify(CONTROLS)});if(!control)return;e.preventDefault();e.stopImmediatePropagation();held.push(control)}window.${EARLY_HELD}=held;window.${EARLY_LISTENER}=hold;document.addEventListener('click',hold,true)})();`;

/** Its CSP source. */
export const earlyPressesScriptHash = `'sha256-${createHash('sha256').update(EARLY_PRESSES_SCRIPT).digest('base64')}'`;
