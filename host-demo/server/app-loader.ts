/**
 * The app's code after the first paint, on a server-rendered page (issue 17, docs/host.md "Speed").
 *
 * A rendered first view (first-view.ts) is the page itself: header, rows, the cookie banner, all in
 * the HTML. The main script and its `modulepreload`s, fetched at once, would share the line with that
 * HTML on a phone and only serve hydration; Lighthouse's simulation counts each of them (the main
 * script is about 100 KB) into the Largest Contentful Paint, since they finished before the first
 * paint on a fast machine (LCP 2.0–2.9 s, against about 1 s for the HTML alone; measured with
 * `tests/bench/lantern-graph.ts`). So on those pages this inline script, allowed by its hash in the
 * CSP (no per-request data in it: the files are its `data-` attributes), asks for the code once the
 * first contentful paint is on screen: the `modulepreload`s at once (the entry's imports at their
 * normal priority, the route's low), and the entry as a module script once the document is parsed
 * (a script added by script runs as soon as it arrives; the app reads `#root` and `#ck-queries`
 * whole). A hidden tab paints nothing, so it asks at once; with no paint timing (an old browser) too;
 * and after 3 s at the latest. Not at the window's `load`: a game page's few files are all in before
 * its first paint is on screen on a busy phone (measured: `load` at 0.33 s, the paint at 0.47 s).
 * Pages drawn by the app (the skeleton) keep their `<script type="module">` and preloads in the HTML:
 * there the code is the content.
 */
import { createHash } from 'node:crypto';

const SOURCE = `(function () {
  var d = document, me = d.currentScript, started = false;
  function add(rel, href, low) {
    var link = d.createElement('link');
    link.rel = rel;
    link.href = href;
    if (low) link.setAttribute('fetchpriority', 'low');
    d.head.appendChild(link);
  }
  function run() {
    var script = d.createElement('script');
    script.type = 'module';
    script.src = me.dataset.src;
    d.head.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    add('modulepreload', me.dataset.src, false);
    (me.dataset.entry || '').split(' ').filter(Boolean).forEach(function (href) { add('modulepreload', href, false); });
    (me.dataset.route || '').split(' ').filter(Boolean).forEach(function (href) { add('modulepreload', href, true); });
    if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', run); else run();
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (d.visibilityState !== 'visible' || types.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})();`;

/** The CSP source that allows exactly this script. */
export const appLoaderHash = `'sha256-${createHash('sha256').update(SOURCE).digest('base64')}'`;

const attribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The inline loader for the entry `script` with its `entry` imports and the `route`'s chunks. */
export function appLoader(script: string, { entry, route }: { entry: readonly string[]; route: readonly string[] }): string {
  return `<script data-src="${attribute(script)}" data-entry="${attribute(entry.join(' '))}" data-route="${attribute(route.join(' '))}">${SOURCE}</script>`;
}
