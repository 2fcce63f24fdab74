import { readFileSync } from 'node:fs';
import { LINES, PAYLINES, ROWS, SLOT_SYMBOLS, STRIPS } from './engines/slot.ts';
import { MAX_TARGET_HUNDREDTHS, MIN_TARGET_HUNDREDTHS, ROCKET_RTP_PERCENT } from './engines/rocket.ts';
import { offeredStakes } from './bet-caps.ts';
import { subunitsOf } from './games.ts';
import { MIN_ROUND_MS } from './pacing.ts';
import { DEFAULT_TARGET_HUNDREDTHS } from './rounds.ts';
import type { SessionRow, SessionState } from './sessions.ts';
import { exactSlotRtp } from './engines/slot.ts';

/**
 * The game page served into the casino's iframe. Self-contained and CSP-strict: no inline script
 * or style; the page's data travels in a non-executable JSON block; JS and CSS come from
 * `/provider/assets/`. The server renders the first frame (reels, stats, paytable).
 */
const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');
export const ASSETS: Record<string, { body: string; type: string }> = {
  'game.js': { body: asset('game.js'), type: 'text/javascript; charset=utf-8' },
  'game.css': { body: asset('game.css'), type: 'text/css; charset=utf-8' },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
/** JSON inside <script type="application/json">: `<` escaped so no `</script>` can close the block. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const SLOT_RTP = exactSlotRtp().rtp;

/** `embedParents`: partner pages framing the casino, which frames the game (frame-ancestors checks every ancestor). */
export function contentSecurityPolicy(parentOrigin: string, embedParents: readonly string[] = []): string {
  const ancestors = [...new Set([parentOrigin, ...embedParents])].filter((origin) => /^https?:\/\/[^\s;,']+$/.test(origin));
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    `frame-ancestors 'self' ${ancestors.join(' ')}`,
  ].join('; ');
}

function money(cents: number, currency: string): string {
  const subunits = subunitsOf(currency);
  const digits = Math.round(Math.log10(subunits));
  return `${(cents / subunits).toFixed(digits)} ${currency}`;
}

function slotStage(): string {
  const cells = STRIPS.map((strip, reel) => {
    const symbols = Array.from({ length: ROWS }, (_, row) => SLOT_SYMBOLS[strip[row] as number]);
    return `<div class="reel" data-reel="${reel}">${symbols.map((s, row) => `<div class="cell" data-row="${row}" aria-label="${s?.name}">${s?.glyph}</div>`).join('')}</div>`;
  });
  return `<div class="reels" id="reels" role="img" aria-label="Reels">${cells.join('')}</div>`;
}

function rocketStage(): string {
  return `<div class="rocket" id="rocket"><div class="rocket-ship" aria-hidden="true">🚀</div><div class="multiplier" id="multiplier" aria-live="off">1.00×</div></div>`;
}

function paytable(session: SessionRow): string {
  if (session.engine === 'slot') {
    const rows = SLOT_SYMBOLS.map((s) => `<tr><th scope="row"><span aria-hidden="true">${s.glyph}</span> ${s.name}</th><td>${s.pays[0]}</td><td>${s.pays[1]}</td><td>${s.pays[2]}</td></tr>`).join('');
    return `<table><caption>Pays per line, in line bets (stake ÷ ${LINES}). ${LINES} fixed lines, left to right; 🃏 Wild substitutes for every symbol. RTP ${(SLOT_RTP * 100).toFixed(2)} %.</caption>
<thead><tr><th scope="col">Symbol</th><th scope="col">3</th><th scope="col">4</th><th scope="col">5</th></tr></thead><tbody>${rows}</tbody></table>`;
  }
  return `<p>Pick a cash-out multiplier (${(MIN_TARGET_HUNDREDTHS / 100).toFixed(2)}× to ${(MAX_TARGET_HUNDREDTHS / 100).toFixed(2)}×). If the rocket climbs at least that high, you win stake × multiplier. Chance to win = ${ROCKET_RTP_PERCENT} % ÷ multiplier, so the RTP is ${ROCKET_RTP_PERCENT} % for every choice.</p>`;
}

/** "Free spins: N left" while the player has free rounds for this game (docs/api/provider.md "Free rounds"); kept in the DOM, hidden, otherwise. */
export function freeSpinsText(left: number, betLevelCents: number, currency: string): string {
  return `Free spins: ${left} left · ${money(betLevelCents, currency)} each`;
}

export function renderGamePage(session: SessionRow, state: SessionState, token: string): string {
  const stakes = offeredStakes(session.engine, session.currency);
  const free = state.freespins ?? null;
  const config = {
    token,
    engine: session.engine,
    mode: session.mode,
    currency: session.currency,
    subunits: subunitsOf(session.currency),
    stakes,
    stake_index: Math.min(3, stakes.length - 1),
    parent_origin: session.parent_origin,
    min_round_ms: MIN_ROUND_MS[session.engine],
    paylines: PAYLINES,
    symbols: SLOT_SYMBOLS.map((s) => ({ id: s.id, glyph: s.glyph, name: s.name })),
    target_hundredths: DEFAULT_TARGET_HUNDREDTHS,
    state,
  };
  const title = escapeHtml(session.game_title);
  const playLabel = session.engine === 'slot' ? 'Spin' : 'Launch';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<link rel="stylesheet" href="/provider/assets/game.css">
</head>
<body class="engine-${session.engine}">
<main class="game" aria-labelledby="game-title">
  <header class="top">
    <h1 id="game-title">${title}</h1>
    <span class="badge ${session.mode}">${session.mode === 'demo' ? 'Demo · play money' : 'Real money'}</span>
  </header>
  <section class="stats" aria-label="Session">
    <div class="stat"><span class="label" id="balance-label">Balance</span><output id="balance" aria-labelledby="balance-label">${money(state.balance_cents, session.currency)}</output></div>
    <div class="stat"><span class="label" id="clock-label">Session time</span><output id="clock" aria-labelledby="clock-label">0:00:00</output></div>
    <div class="stat"><span class="label" id="net-label">Net position</span><output id="net" aria-labelledby="net-label">${money(state.net_position_cents, session.currency)}</output></div>
  </section>
  <p id="freespins" class="freespins" role="status"${free ? '' : ' hidden'}>${free ? escapeHtml(freeSpinsText(free.left, free.bet_level_cents, session.currency)) : ''}</p>
  <section class="stage" aria-label="Game">${session.engine === 'slot' ? slotStage() : rocketStage()}</section>
  <section class="controls" aria-label="Controls">
    <div class="stake" role="group" aria-labelledby="stake-label">
      <span class="label" id="stake-label">Stake</span>
      <button type="button" id="stake-down" aria-label="Lower stake (Arrow Down)" disabled>−</button>
      <output id="stake" aria-live="polite">${money(free ? free.bet_level_cents : (stakes[config.stake_index] as number), session.currency)}</output>
      <button type="button" id="stake-up" aria-label="Raise stake (Arrow Up)" disabled>+</button>
    </div>
    ${session.engine === 'rocket' ? `<div class="target"><label for="target">Cash out at ×</label><input id="target" type="number" inputmode="decimal" min="${MIN_TARGET_HUNDREDTHS / 100}" max="${MAX_TARGET_HUNDREDTHS / 100}" step="0.01" value="${(DEFAULT_TARGET_HUNDREDTHS / 100).toFixed(2)}"></div>` : ''}
    <button type="button" id="play" class="play" data-label="${playLabel}" aria-keyshortcuts="Space Enter" disabled>${free ? `Free ${playLabel.toLowerCase()}` : playLabel}</button>
  </section>
  <p id="message" class="message" role="status" aria-live="polite">Press Space or Enter to ${playLabel.toLowerCase()}; arrows change the stake.</p>
  <details class="paytable"><summary>How to play</summary>${paytable(session)}</details>
</main>
<script type="application/json" id="game-config">${jsonBlock(config)}</script>
<script type="module" src="/provider/assets/game.js"></script>
</body>
</html>`;
}

export function expiredPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Game link expired</title><link rel="stylesheet" href="/provider/assets/game.css"></head>
<body><main class="game expired"><h1>This game link has expired</h1><p>Game links work once, within two minutes. Close this window and open the game again.</p></main></body></html>`;
}
