/**
 * The partner pages of the demo, as a partner would write them: an affiliate page with one script
 * tag and custom elements, a React 19 app using `casino-kit/react`, and a page that embeds the
 * casino in an iframe through the bridge. `npm start` serves them on a second origin (the next
 * port); the browser tests serve the very same HTML.
 */
import { readManifest } from '../../scripts/manifest.ts';

/** The partner's own colours: most demo pages are dark, the light one shows widgets picking light defaults. */
const SCHEMES = {
  dark: ':root { color-scheme: dark; }\nbody { margin: 0; font-family: Georgia, serif; background: #0f172a; color: #e2e8f0; }\na { color: #93c5fd; }',
  light: ':root { color-scheme: light; }\nbody { margin: 0; font-family: Georgia, serif; background: #fbfaf7; color: #1f2937; }\na { color: #1d4ed8; }',
} as const;

const page = (title: string, head: string, body: string, scheme: keyof typeof SCHEMES = 'dark') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>${head}
<style>
${SCHEMES[scheme]}
main, .partner-head { max-width: 980px; margin: 0 auto; padding: 20px; }
.partner-head { display: flex; justify-content: space-between; align-items: center; gap: 12px; }
h1 { font-size: 2rem; margin: 8px 0; }
.row { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 20px; align-items: start; }
iframe { width: 100%; min-height: 480px; border: 2px solid #334155; border-radius: 12px; background: #fff; }
#events { font: 13px/1.4 ui-monospace, monospace; max-height: 280px; overflow: auto; }
button { font: inherit; min-height: 40px; margin: 4px 4px 4px 0; }
</style></head><body>${body}</body></html>`;

/** An affiliate landing page: one script tag, two custom elements. */
export function affiliatePage(casinoOrigin: string): string {
  return page(
    'Lucky Reviews — jackpots tonight',
    `<script async src="${casinoOrigin}/casino-kit.js" data-api="${casinoOrigin}" data-locale="en" data-currency="EUR"></script>`,
    `<header class="partner-head"><strong>Lucky Reviews</strong><casino-game-search locale="en"></casino-game-search></header>
<main><h1>Jackpots tonight</h1><p>Our partner casino’s jackpots, live.</p>
<div class="row"><casino-jackpot-slider currency="EUR"><p>Loading jackpots…</p></casino-jackpot-slider>
<article><h2>How we review casinos</h2><p>Licences, payout speed, fair terms. Play responsibly: 18+ (21+ in Estonia).</p></article></div></main>`,
  );
}

/**
 * A light affiliate page (docs/integration.md "Light and dark pages"): the widgets read the page
 * behind them (`theme="auto"`, the default) and pick dark text on light surfaces; no CSS needed.
 */
export function lightAffiliatePage(casinoOrigin: string): string {
  return page(
    'Sunny Slots Guide — new games',
    `<script async src="${casinoOrigin}/casino-kit.js" data-api="${casinoOrigin}" data-locale="en" data-currency="EUR"></script>`,
    `<header class="partner-head"><strong>Sunny Slots Guide</strong><casino-game-search locale="en"></casino-game-search></header>
<main><h1>New games this week</h1><p>Hand-picked by our editors. Play responsibly: 18+.</p>
<div class="row"><casino-jackpot-slider currency="EUR"><p>Loading jackpots…</p></casino-jackpot-slider>
<article><h2>Why these games</h2><p>High return to player, fair bonus terms, and demos you can try first.</p></article></div>
<h2>Slots</h2>
<casino-game-grid category="new" page-size="12" label="New games"><p>Loading games…</p></casino-game-grid></main>`,
    'light',
  );
}

function bundle(dist: string, key: string): string {
  const file = readManifest(dist).entries[key]?.file;
  if (!file) throw new Error(`${key} is not built; run \`npm run build\``);
  return file.replace(/^partner\//, '');
}

/** A partner's React 19 app using `casino-kit/react`. */
export function reactPage(casinoOrigin: string, dist = 'dist'): string {
  return page(
    'SpinNews — React partner',
    `<script type="module" src="${casinoOrigin}/partner-assets/${bundle(dist, 'partner:react-app')}"></script>`,
    `<div id="app"></div>`,
  );
}

/** A parent page embedding the casino host in an iframe, logging bridge events. */
export function parentPage(casinoOrigin: string, dist = 'dist'): string {
  return page(
    'Partner portal — embedded casino',
    `<script type="module" src="${casinoOrigin}/partner-assets/${bundle(dist, 'partner:parent-page')}"></script>`,
    `<main><h1>Partner portal</h1>
<p>The casino runs in the frame below and talks to this page only through the bridge.</p>
<p><button data-call="navigate" data-path="/tournaments">Go to tournaments</button>
<button data-call="openCashbox">Open cashbox</button>
<button data-call="setLocale" data-locale="de">Deutsch</button>
<button data-call="logout">Log out</button></p>
<iframe id="casino" name="casino" title="Casino" src="${casinoOrigin}/?embedded=1"></iframe>
<h2>Bridge events</h2><p>Rejected messages: <span id="rejected">0</span></p><ol id="events"></ol></main>`,
  );
}
