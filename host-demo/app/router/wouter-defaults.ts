/**
 * What wouter's own defaults become in the host build (rollup.config.ts `hostWouter`; measured in
 * docs/architecture.md "Decisions"). `HostRouter` passes its own location hook, search hook and
 * parser, so wouter's defaults are never called:
 * - `use-browser-location.js` would also patch `history.pushState`/`replaceState` when imported;
 *   the host's History API stays untouched (router/navigator.ts owns it);
 * - `regexparam` (the default parser, case-insensitive, trailing slash allowed) is the route
 *   table's strict `parsePattern`;
 * - `use-sync-external-store/shim` is a fallback for React before 18; on React 19 it only hands
 *   back React's own hook.
 * Tests and the server import the real wouter modules.
 */
export { parsePattern as parse } from './route-table.ts';
export { useSyncExternalStore } from 'react';

const unused = (): never => {
  throw new Error('[host] wouter default location hook: the host routes through HostRouter');
};
export const useBrowserLocation = unused;
export const useSearch = unused;
