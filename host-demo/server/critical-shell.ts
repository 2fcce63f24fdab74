/**
 * What the host's HTML paints before any stylesheet or script arrives (docs/host.md "Server", issue
 * 12 slow line): the mirror's theme tokens and the boot skeleton's CSS inline in <head> (allowed by
 * the CSP through their hash), and skeleton markup (header bar, category pills, a banner, two rows of
 * tiles) in #root, which the app replaces; the cookie banner's placement as in app.css, for its first frame
 * (consent-frame.ts). The full stylesheets load after the skeleton in <body>,
 * so on a slow line they no longer hold back the first paint.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

const SKELETON_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.5 var(--ck-font,system-ui,sans-serif);color:var(--ck-text,#f4f1ff);background:var(--host-glow,none) no-repeat,var(--host-bg,#120a2a);background-attachment:fixed}
.boot-skeleton__header{display:flex;align-items:center;gap:12px;min-height:60px;padding:8px 12px;background:var(--host-bg-2,#0c061e);border-bottom:1px solid var(--host-border,#3d2a7a)}
.boot-splash__brand{font:var(--host-display-weight,800) 1.2rem var(--host-font-display,system-ui,sans-serif);margin-right:auto;white-space:nowrap}
.boot-splash__brand b{color:var(--ck-accent,#ffb800);margin-left:4px}
.boot-skeleton__pill{flex:none;width:88px;height:40px;border-radius:var(--ck-radius,10px);background:var(--host-surface-2,#2b1b5e)}
.boot-skeleton__main{display:grid;gap:18px;width:min(1440px,100%);margin:0 auto;padding:16px}
.boot-skeleton__chips{display:flex;gap:8px;overflow:hidden}
.boot-skeleton__chips span{flex:none;width:96px;height:40px;border-radius:999px;background:var(--host-surface,#1e1244)}
.boot-skeleton__banner{height:190px;border-radius:var(--ck-radius,10px);background:var(--host-hero,var(--host-surface,#1e1244))}
.boot-skeleton__bar{width:min(240px,50%);height:26px;border-radius:8px;background:var(--host-surface,#1e1244)}
.boot-skeleton__row{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(118px,150px);gap:12px;overflow:hidden}
.boot-skeleton__tile{aspect-ratio:1;border-radius:var(--host-tile-radius,12px);background:var(--host-surface,#1e1244)}
@media (prefers-reduced-motion:no-preference){.boot-skeleton__tile,.boot-skeleton__banner{animation:boot-pulse 1.6s ease-in-out infinite}}
@keyframes boot-pulse{50%{opacity:.6}}
@media (min-width:900px){:root{--ck-cookie-right:auto;--ck-cookie-max-width:min(760px,calc(100vw - 472px))}}
`.trim();

const themeCache = new Map<string, string>();
function themeText(file: string): string {
  let text = themeCache.get(file);
  if (text === undefined) {
    text = existsSync(file) ? readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, '') : '';
    themeCache.set(file, text);
  }
  return text;
}

/** The inline <style> text for a mirror's theme files, and its CSP source (`'sha256-…'`). */
export function criticalStyle(themeFiles: readonly string[]): { css: string; hash: string } {
  const css = themeFiles.map(themeText).join('') + SKELETON_CSS;
  return { css, hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}

/** Skeleton markup: decorative (hidden from assistive technology), the brand as the only text. */
export function skeletonMarkup(brandWord: string, brandAccent: string, escape: (text: string) => string): string {
  const tiles = '<div class="boot-skeleton__tile"></div>'.repeat(8);
  return `<div class="boot-skeleton" aria-hidden="true">
<div class="boot-skeleton__header"><span class="boot-splash__brand">${escape(brandWord)}<b>${escape(brandAccent)}</b></span><span class="boot-skeleton__pill"></span></div>
<div class="boot-skeleton__main"><div class="boot-skeleton__chips">${'<span></span>'.repeat(8)}</div><div class="boot-skeleton__banner"></div><div class="boot-skeleton__bar"></div><div class="boot-skeleton__row">${tiles}</div><div class="boot-skeleton__bar"></div><div class="boot-skeleton__row">${tiles}</div></div>
</div>`;
}
