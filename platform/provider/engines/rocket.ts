import type { Rng } from './rng.ts';

/**
 * "Rocket Cash-out": an instant crash-style game. The player names a cash-out multiplier before
 * the round (1.01× to 1000.00×, in hundredths); the rocket's crash point is drawn; the stake pays
 * `stake × target` when the crash point reaches the target, else nothing.
 *
 * The crash point is X = RTP / U with U uniform on (0, 1], so P(X ≥ m) = RTP / m for every m ≥ RTP
 * and the expected return of any target is exactly RTP (before flooring the payout to a subunit).
 * U is (k + 1) / 2^44 for a drawn integer k; the comparison runs in BigInt so it is exact.
 */

export const ROCKET_RTP_PERCENT = 97;
export const MIN_TARGET_HUNDREDTHS = 101;
export const MAX_TARGET_HUNDREDTHS = 100_000;

const RESOLUTION = 2 ** 44;
const RESOLUTION_BIG = BigInt(RESOLUTION);
/** X in hundredths = floor(RTP% · 2^44 / (k + 1)). */
const NUMERATOR = BigInt(ROCKET_RTP_PERCENT) * RESOLUTION_BIG;
/** Crash points are shown capped (the maths above is unchanged: any target ≤ the cap wins alike). */
export const MAX_CRASH_HUNDREDTHS = 1_000_000;

export interface RocketOutcome {
  /** The crash multiplier in hundredths (e.g. 253 = 2.53×), capped for display. */
  crashHundredths: number;
  targetHundredths: number;
  won: boolean;
  winCents: number;
}

export function playRocket(rng: Rng, stakeCents: number, targetHundredths: number): RocketOutcome {
  const k = rng(RESOLUTION);
  const crash = NUMERATOR / BigInt(k + 1);
  const won = crash >= BigInt(targetHundredths);
  return {
    crashHundredths: crash > BigInt(MAX_CRASH_HUNDREDTHS) ? MAX_CRASH_HUNDREDTHS : Number(crash),
    targetHundredths,
    won,
    // stake × target / 100, floored to a whole subunit (the only rounding in the game).
    winCents: won ? Math.floor((stakeCents * targetHundredths) / 100) : 0,
  };
}

/** P(win) for a target: floor(RTP% · 2^44 / target) / 2^44 (the k values whose crash point reaches it). */
export function rocketWinProbability(targetHundredths: number): number {
  // crash ≥ t ⇔ floor(N / (k+1)) ≥ t ⇔ k + 1 ≤ floor(N / t).
  return Number(NUMERATOR / BigInt(targetHundredths)) / RESOLUTION;
}

/** Exact expected return of one round at `target` with `stake` (payout flooring included). */
export function exactRocketRtp(targetHundredths: number, stakeCents = 100): number {
  return (rocketWinProbability(targetHundredths) * Math.floor((stakeCents * targetHundredths) / 100)) / stakeCents;
}
