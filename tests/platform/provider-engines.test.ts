/**
 * The two game engines, pure: line evaluation, exact RTPs, and a seeded simulation that must land
 * within 4.5 standard errors of the declared RTP (the million-round figures are in tests/bench/rtp.ts).
 */
import { describe, expect, it } from 'vitest';
import { exactRocketRtp, playRocket, rocketWinProbability, ROCKET_RTP_PERCENT } from '../../platform/provider/engines/rocket.ts';
import { seededRng, type Rng } from '../../platform/provider/engines/rng.ts';
import { exactSlotRtp, isValidSlotStake, linePay, LINES, SLOT_SYMBOLS, spinSlot, STRIPS } from '../../platform/provider/engines/slot.ts';

const index = (id: string) => SLOT_SYMBOLS.findIndex((symbol) => symbol.id === id);
const [cherry, bell, wild, seven] = [index('cherry'), index('bell'), index('wild'), index('seven')];

function simulate(rounds: number, play: (rng: Rng) => number, seed: number) {
  const rng = seededRng(seed);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const r = play(rng);
    sum += r;
    squares += r * r;
  }
  const mean = sum / rounds;
  const sd = Math.sqrt((squares - rounds * mean * mean) / (rounds - 1));
  return { mean, standardError: sd / Math.sqrt(rounds) };
}

describe('reel slot', () => {
  it('pays the leftmost run, wilds substituting, the better of wild run and symbol run', () => {
    expect(linePay([cherry, cherry, cherry, bell, bell]).pay).toBe(SLOT_SYMBOLS[cherry]!.pays[0]);
    expect(linePay([bell, cherry, cherry, cherry, cherry]).pay).toBe(0);
    expect(linePay([wild, bell, wild, bell, cherry])).toEqual({ symbol: bell, count: 4, pay: SLOT_SYMBOLS[bell]!.pays[1] });
    expect(linePay([wild, wild, wild, cherry, bell])).toEqual({ symbol: wild, count: 3, pay: SLOT_SYMBOLS[wild]!.pays[0] });
    expect(linePay([wild, wild, wild, seven, seven])).toEqual({ symbol: seven, count: 5, pay: SLOT_SYMBOLS[seven]!.pays[2] });
    expect(linePay([wild, wild, wild, wild, wild]).pay).toBe(SLOT_SYMBOLS[wild]!.pays[2]);
  });

  it('reads the grid from the strips at the drawn stops and sums its lines', () => {
    const stops = [0, 5, 10, 15, 20];
    let call = 0;
    const outcome = spinSlot(() => stops[call++]!, 1_000);
    expect(outcome.stops).toEqual(stops);
    outcome.grid.forEach((column, reel) => {
      const strip = STRIPS[reel]!;
      expect(column).toEqual([0, 1, 2].map((row) => SLOT_SYMBOLS[strip[(stops[reel]! + row) % strip.length]!]!.id));
    });
    expect(outcome.winCents).toBe((1_000 / LINES) * outcome.wins.reduce((sum, win) => sum + win.pay, 0));
    expect(isValidSlotStake(100)).toBe(true);
    expect(isValidSlotStake(105)).toBe(false);
  });

  it('has a declared RTP of about 96 % that a seeded simulation confirms', () => {
    const { rtp, lineHitRate } = exactSlotRtp();
    expect(rtp).toBeGreaterThan(0.955);
    expect(rtp).toBeLessThan(0.97);
    expect(lineHitRate).toBeGreaterThan(0.04);
    const { mean, standardError } = simulate(200_000, (rng) => spinSlot(rng, 100).winCents / 100, 7);
    expect(Math.abs(mean - rtp)).toBeLessThan(4.5 * standardError);
  });
});

describe('rocket cash-out', () => {
  it('wins exactly when the crash point reaches the target', () => {
    const lowest = playRocket(() => 2 ** 44 - 1, 100, 101); // U = 1 → crash 0.97×
    expect(lowest).toMatchObject({ crashHundredths: 97, won: false, winCents: 0 });
    const highest = playRocket(() => 0, 100, 100_000);
    expect(highest.won).toBe(true);
    expect(highest.winCents).toBe(100_000);
    for (const target of [101, 200, 1_000, 100_000]) {
      expect(rocketWinProbability(target)).toBeCloseTo(ROCKET_RTP_PERCENT / target, 12);
      expect(Math.abs(exactRocketRtp(target) - 0.97)).toBeLessThan(1e-9); // 2^-44 grid
    }
  });

  it('returns 97 % in a seeded simulation', () => {
    const { mean, standardError } = simulate(300_000, (rng) => playRocket(rng, 100, 200).winCents / 100, 11);
    expect(Math.abs(mean - 0.97)).toBeLessThan(4.5 * standardError);
  });
});
