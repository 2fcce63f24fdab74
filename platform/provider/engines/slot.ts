import type { Rng } from './rng.ts';

/**
 * "Lucky Sevens": a 5-reel, 3-row line slot with 10 fixed paylines, pure and server-authoritative.
 * A spin draws one stop per reel (uniform over the strip); each payline pays its leftmost run of
 * 3, 4 or 5 equal symbols, the wild standing in for any symbol, in multiples of the line bet
 * (stake / 10). The declared RTP is exact: `exactSlotRtp()` enumerates every symbol combination a
 * payline can show, weighted by the strips' symbol frequencies.
 */

export interface SlotSymbol {
  id: string;
  glyph: string;
  name: string;
  /** Pay for 3, 4 and 5 in a row, in line bets. */
  pays: readonly [number, number, number];
  /** How many times the symbol appears on each reel's strip. */
  counts: readonly [number, number, number, number, number];
}

export const WILD = 'wild';

export const SLOT_SYMBOLS: readonly SlotSymbol[] = [
  { id: 'cherry', glyph: '🍒', name: 'Cherry', pays: [5, 15, 50], counts: [6, 6, 6, 6, 6] },
  { id: 'lemon', glyph: '🍋', name: 'Lemon', pays: [5, 20, 60], counts: [7, 7, 7, 7, 7] },
  { id: 'orange', glyph: '🍊', name: 'Orange', pays: [8, 25, 80], counts: [6, 6, 6, 6, 6] },
  { id: 'grapes', glyph: '🍇', name: 'Grapes', pays: [10, 40, 120], counts: [5, 5, 5, 5, 5] },
  { id: 'bell', glyph: '🔔', name: 'Bell', pays: [15, 60, 200], counts: [4, 4, 4, 4, 4] },
  { id: 'star', glyph: '⭐', name: 'Star', pays: [25, 100, 400], counts: [3, 3, 3, 3, 3] },
  { id: 'diamond', glyph: '💎', name: 'Diamond', pays: [50, 200, 1000], counts: [2, 2, 2, 2, 2] },
  { id: 'seven', glyph: '7️⃣', name: 'Seven', pays: [100, 500, 2500], counts: [1, 1, 2, 1, 1] },
  { id: WILD, glyph: '🃏', name: 'Wild', pays: [60, 250, 1500], counts: [1, 3, 2, 3, 1] },
];

export const REELS = 5;
export const ROWS = 3;

/** Row index per reel (0 = top) of each payline. */
export const PAYLINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
export const LINES = PAYLINES.length;

const WILD_INDEX = SLOT_SYMBOLS.findIndex((symbol) => symbol.id === WILD);

/**
 * Lays each reel's symbols out evenly (every copy of a symbol at its own fractional position,
 * merged in order), so the strip looks mixed rather than in blocks. Deterministic.
 */
function buildStrip(reel: number): number[] {
  const slots: { at: number; symbol: number }[] = [];
  SLOT_SYMBOLS.forEach((symbol, index) => {
    const count = symbol.counts[reel] as number;
    for (let copy = 0; copy < count; copy++) slots.push({ at: (copy + 0.5 + index * 0.137) / count, symbol: index });
  });
  return slots.sort((a, b) => a.at - b.at || a.symbol - b.symbol).map((slot) => slot.symbol);
}

export const STRIPS: readonly (readonly number[])[] = Array.from({ length: REELS }, (_, reel) => buildStrip(reel));

/** Line pay (in line bets) of five symbol indexes read left to right. */
export function linePay(symbols: readonly number[]): { symbol: number; count: number; pay: number } {
  // The best of: the run of the first non-wild symbol (wilds substituting), or the leading wilds alone.
  let wildRun = 0;
  while (wildRun < REELS && symbols[wildRun] === WILD_INDEX) wildRun++;
  const wildPay = wildRun >= 3 ? ((SLOT_SYMBOLS[WILD_INDEX] as SlotSymbol).pays[wildRun - 3] as number) : 0;
  if (wildRun === REELS) return { symbol: WILD_INDEX, count: REELS, pay: wildPay };
  const target = symbols[wildRun] as number;
  let run = wildRun;
  while (run < REELS && (symbols[run] === target || symbols[run] === WILD_INDEX)) run++;
  const targetPay = run >= 3 ? ((SLOT_SYMBOLS[target] as SlotSymbol).pays[run - 3] as number) : 0;
  if (wildPay > targetPay) return { symbol: WILD_INDEX, count: wildRun, pay: wildPay };
  return { symbol: target, count: run, pay: targetPay };
}

export interface LineWin {
  line: number;
  symbol: string;
  count: number;
  /** In line bets. */
  pay: number;
}

export interface SlotOutcome {
  stops: number[];
  /** grid[reel][row] = symbol id. */
  grid: string[][];
  wins: LineWin[];
  /** Sum of line pays, in line bets. */
  lineBets: number;
  winCents: number;
}

/** Minimum stake: one subunit per line. Stakes are multiples of the line count, so lines pay exactly. */
export const isValidSlotStake = (stakeCents: number) => Number.isSafeInteger(stakeCents) && stakeCents >= LINES && stakeCents % LINES === 0;

export function spinSlot(rng: Rng, stakeCents: number): SlotOutcome {
  const stops = STRIPS.map((strip) => rng(strip.length));
  const indexGrid = STRIPS.map((strip, reel) => {
    const stop = stops[reel] as number;
    return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length] as number);
  });
  const wins: LineWin[] = [];
  let lineBets = 0;
  PAYLINES.forEach((rows, line) => {
    const result = linePay(rows.map((row, reel) => (indexGrid[reel] as number[])[row] as number));
    if (result.pay > 0) {
      wins.push({ line, symbol: (SLOT_SYMBOLS[result.symbol] as SlotSymbol).id, count: result.count, pay: result.pay });
      lineBets += result.pay;
    }
  });
  return {
    stops,
    grid: indexGrid.map((column) => column.map((index) => (SLOT_SYMBOLS[index] as SlotSymbol).id)),
    wins,
    lineBets,
    winCents: (stakeCents / LINES) * lineBets,
  };
}

/**
 * The exact RTP: every payline shows one symbol per reel, each reel's symbol independent and
 * distributed as its strip, so E[line pay] is a sum over all 9^5 symbol tuples; RTP =
 * E[line pay] / line bet (all lines alike). Also returns the hit rate of one line.
 */
export function exactSlotRtp(): { rtp: number; lineHitRate: number } {
  const frequencies = STRIPS.map((strip) => {
    const counts = new Array<number>(SLOT_SYMBOLS.length).fill(0);
    for (const symbol of strip) counts[symbol] = (counts[symbol] as number) + 1;
    return counts.map((count) => count / strip.length);
  });
  let expected = 0;
  let hit = 0;
  const tuple = [0, 0, 0, 0, 0];
  const walk = (reel: number, probability: number) => {
    if (probability === 0) return;
    if (reel === REELS) {
      const pay = linePay(tuple).pay;
      expected += probability * pay;
      if (pay > 0) hit += probability;
      return;
    }
    for (let symbol = 0; symbol < SLOT_SYMBOLS.length; symbol++) {
      tuple[reel] = symbol;
      walk(reel + 1, probability * ((frequencies[reel] as number[])[symbol] as number));
    }
  };
  walk(0, 1);
  return { rtp: expected, lineHitRate: hit };
}
