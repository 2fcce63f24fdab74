// Demo provider game page. Plain ES module, no dependencies; the server decides every outcome.
const config = JSON.parse(document.getElementById('game-config').textContent);
const $ = (id) => document.getElementById(id);
const els = {
  balance: $('balance'), clock: $('clock'), net: $('net'), stake: $('stake'), play: $('play'), message: $('message'),
  down: $('stake-down'), up: $('stake-up'), reels: $('reels'), rocket: $('rocket'), multiplier: $('multiplier'), target: $('target'),
  freespins: $('freespins'),
};
/** "Spin" / "Launch"; "Free spin" / "Free launch" during free rounds. */
const playLabel = els.play.dataset.label;
const digits = Math.round(Math.log10(config.subunits));
const money = (cents) => `${(cents / config.subunits).toFixed(digits)} ${config.currency}`;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const symbolOf = new Map(config.symbols.map((s) => [s.id, s]));

let stakeIndex = config.stake_index;
let busy = false;
/** When the last round was answered: the server paces the player's rounds from when it took one (docs/api/provider.md "Pacing"). */
let answeredAt = -Infinity;
let state = config.state;
// Session clock from the server's own times, so a wrong device clock does not skew it.
let clockOffset = Date.parse(state.server_time) - Date.now();

function showState(next) {
  const balanceChanged = !state || next.balance_cents !== state.balance_cents;
  state = next;
  clockOffset = Date.parse(next.server_time) - Date.now();
  els.balance.textContent = money(next.balance_cents);
  els.net.textContent = (next.net_position_cents > 0 ? '+' : '') + money(next.net_position_cents);
  els.net.classList.toggle('up', next.net_position_cents > 0);
  els.net.classList.toggle('down', next.net_position_cents < 0);
  showFreeSpins();
  if (balanceChanged) tellParent();
}

/** Free rounds (docs/api/provider.md "Free rounds"): the round is free at the pack's bet level while any are left. */
const freeRounds = () => (state && state.freespins && state.freespins.left > 0 ? state.freespins : null);

function showFreeSpins() {
  const free = freeRounds();
  els.freespins.hidden = !free;
  els.freespins.textContent = free ? `Free spins: ${free.left} left · ${money(free.bet_level_cents)} each` : '';
  els.play.textContent = free ? `Free ${playLabel.toLowerCase()}` : playLabel;
  if (els.stake) showStake();
}

/** Tells the embedding casino page the new balance; never to '*', only to the origin that launched the game. */
function tellParent() {
  if (window.parent === window || !config.parent_origin) return;
  window.parent.postMessage({ type: 'casino-kit:balance', mode: config.mode, currency: config.currency, amount_cents: state.balance_cents }, config.parent_origin);
}

function tick() {
  if (!state.started_at) return;
  const seconds = Math.max(0, Math.floor((Date.now() + clockOffset - Date.parse(state.started_at)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const s = String(seconds % 60).padStart(2, '0');
  els.clock.textContent = `${h}:${m}:${s}`;
}

function showStake() {
  const free = freeRounds();
  els.stake.textContent = money(free ? free.bet_level_cents : config.stakes[stakeIndex]);
  els.down.disabled = busy || Boolean(free) || stakeIndex === 0;
  els.up.disabled = busy || Boolean(free) || stakeIndex === config.stakes.length - 1;
}

function changeStake(step) {
  if (busy || freeRounds()) return;
  stakeIndex = Math.min(config.stakes.length - 1, Math.max(0, stakeIndex + step));
  showStake();
}

function say(text, kind = '') {
  els.message.textContent = text;
  els.message.className = `message ${kind}`;
}

function setBusy(value) {
  busy = value;
  els.play.disabled = value;
  if (els.target) els.target.disabled = value;
  showStake();
}

async function requestRound(body) {
  const response = await fetch('/provider/round', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  answeredAt = performance.now();
  let data = null;
  try { data = await response.json(); } catch { data = null; }
  return { ok: response.ok, status: response.status, data };
}

function refused(result) {
  const data = result.data || {};
  const message = (data.errors && Object.values(data.errors)[0] && Object.values(data.errors)[0][0]) || 'Something went wrong';
  if (typeof data.balance_cents === 'number') showState({ ...state, balance_cents: data.balance_cents, server_time: new Date(Date.now() + clockOffset).toISOString() });
  say(data.code === 'insufficient_funds' ? `Not enough money for this stake (balance ${money(data.balance_cents ?? state.balance_cents)}).` : message, 'error');
}

function outcomeText(stake, win, free) {
  // A free round's win goes to the free-spin winnings, paid as bonus money once the pack is played.
  if (free) return [win > 0 ? `Free spin won ${money(win)} for your free-spin winnings.` : 'No win on this free spin.', ''];
  // UKGC RTS 14: no celebration when the return does not exceed the stake.
  if (win > stake) return [`You won ${money(win)}!`, win >= stake * 10 ? 'big-win' : ''];
  if (win > 0) return [`Returned ${money(win)} of your ${money(stake)} stake.`, ''];
  return ['No win this time.', ''];
}

// ----- slot -----
function renderGrid(grid) {
  const reels = els.reels.querySelectorAll('.reel');
  grid.forEach((column, reel) => {
    column.forEach((id, row) => {
      const cell = reels[reel].children[row];
      const symbol = symbolOf.get(id);
      cell.textContent = symbol.glyph;
      cell.setAttribute('aria-label', symbol.name);
      cell.classList.remove('win');
    });
  });
}

function highlight(wins) {
  const reels = els.reels.querySelectorAll('.reel');
  for (const win of wins) {
    const rows = config.paylines[win.line];
    for (let reel = 0; reel < win.count; reel++) reels[reel].children[rows[reel]].classList.add('win');
  }
}

async function spin() {
  const stake = config.stakes[stakeIndex];
  const reels = [...els.reels.querySelectorAll('.reel')];
  reels.forEach((reel) => { reel.classList.add('spinning'); reel.querySelectorAll('.cell').forEach((c) => c.classList.remove('win')); });
  say('Spinning…');
  const started = performance.now();
  const result = await requestRound({ token: config.token, stake_cents: stake });
  if (!result.ok) {
    reels.forEach((reel) => reel.classList.remove('spinning'));
    refused(result);
    return;
  }
  const { slot, state: next, free_round: free, stake_cents: played } = result.data;
  // Reels stop one after another; the last stops no earlier than the minimum spin time (2.5 s).
  const stopAt = Math.max(config.min_round_ms, performance.now() - started + 600);
  renderGrid(slot.grid);
  for (let reel = 0; reel < reels.length; reel++) {
    const due = stopAt - (reels.length - 1 - reel) * 180;
    await wait(Math.max(0, due - (performance.now() - started)));
    reels[reel].classList.remove('spinning');
  }
  highlight(slot.wins);
  showState(next);
  const [text, kind] = outcomeText(played ?? stake, slot.win_cents, free);
  say(text, kind);
}

// ----- rocket -----
function targetHundredths() {
  const value = Math.round(Number(els.target.value) * 100);
  return Number.isFinite(value) ? Math.min(100000, Math.max(101, value)) : config.target_hundredths;
}

async function launch() {
  const stake = config.stakes[stakeIndex];
  const target = targetHundredths();
  els.target.value = (target / 100).toFixed(2);
  els.rocket.classList.remove('won', 'lost');
  els.rocket.classList.add('flying');
  els.multiplier.textContent = '1.00×';
  say('Lift-off…');
  const started = performance.now();
  const result = await requestRound({ token: config.token, stake_cents: stake, target_hundredths: target });
  if (!result.ok) {
    els.rocket.classList.remove('flying');
    refused(result);
    return;
  }
  const { rocket, state: next, free_round: free, stake_cents: played } = result.data;
  // Climb to the crash point (or to the cash-out, which the rocket passed), quickly and visibly.
  const shown = rocket.won ? rocket.target_hundredths : rocket.crash_hundredths;
  // The flight lasts at least the round's minimum (the server paces rounds, docs/api/provider.md).
  const duration = Math.max(config.min_round_ms - (performance.now() - started), Math.min(1800, 400 + Math.log(shown / 100 + 1) * 500));
  const start = performance.now();
  for (;;) {
    const t = Math.min(1, (performance.now() - start) / duration);
    els.multiplier.textContent = `${(1 + ((shown - 100) / 100) * t * t).toFixed(2)}×`;
    if (t >= 1) break;
    await wait(16);
  }
  els.rocket.classList.remove('flying');
  els.rocket.classList.add(rocket.won ? 'won' : 'lost');
  els.multiplier.textContent = rocket.won ? `${(rocket.target_hundredths / 100).toFixed(2)}×` : `💥 ${(rocket.crash_hundredths / 100).toFixed(2)}×`;
  showState(next);
  const [text, kind] = outcomeText(played ?? stake, rocket.win_cents, free);
  say(rocket.won ? `Cashed out at ${(target / 100).toFixed(2)}×. ${text}` : `Crashed at ${(rocket.crash_hundredths / 100).toFixed(2)}×. ${text}`, kind);
}

async function play() {
  if (busy) return;
  setBusy(true);
  try {
    await (config.engine === 'slot' ? spin() : launch());
  } catch {
    say('Connection lost. Your balance is safe; try again.', 'error');
  } finally {
    // Counted from the answer, so the next request cannot reach the server before the minimum is over.
    await wait(Math.max(0, answeredAt + config.min_round_ms - performance.now()));
    setBusy(false);
    els.play.focus();
  }
}

els.play.addEventListener('click', play);
els.down.addEventListener('click', () => changeStake(-1));
els.up.addEventListener('click', () => changeStake(1));
document.addEventListener('keydown', (event) => {
  const inInput = event.target instanceof HTMLInputElement;
  const onButton = event.target instanceof HTMLButtonElement;
  if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
    if (onButton || (inInput && event.key === ' ')) return; // buttons click themselves; Space types in inputs
    event.preventDefault();
    play();
  } else if (!inInput && (event.key === 'ArrowUp' || event.key === 'ArrowRight')) {
    event.preventDefault();
    changeStake(1);
  } else if (!inInput && (event.key === 'ArrowDown' || event.key === 'ArrowLeft')) {
    event.preventDefault();
    changeStake(-1);
  }
});

showState(state);
// The page renders its controls disabled: a press before this script ran would do nothing (docs/api/provider.md "Game page").
setBusy(false);
tick();
setInterval(tick, 1000);
