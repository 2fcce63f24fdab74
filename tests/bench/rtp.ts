/**
 * RTP simulation of the demo provider's engines with the production RNG (node:crypto randomInt):
 * ≥ 1,000,000 rounds each; prints the measured RTP, its 95 % confidence interval (from the sample
 * standard deviation of the per-round return win/stake) and the declared RTP.
 * Run: `node --import tsx tests/bench/rtp.ts [rounds]`. Not part of `npm test`.
 */
import { pathToFileURL } from 'node:url';
import { exactRocketRtp, playRocket } from '../../platform/provider/engines/rocket.ts';
import { cryptoRng, type Rng } from '../../platform/provider/engines/rng.ts';
import { exactSlotRtp, spinSlot } from '../../platform/provider/engines/slot.ts';

export interface RtpFigures {
  engine: string;
  rounds: number;
  declared: number;
  measured: number;
  ciLow: number;
  ciHigh: number;
  /** Whether the declared RTP lies inside the 95 % interval. */
  covered: boolean;
  hitRate: number;
  seconds: number;
}

function measure(engine: string, rounds: number, declared: number, play: (rng: Rng) => number, rng: Rng): RtpFigures {
  const started = performance.now();
  let sum = 0;
  let squares = 0;
  let hits = 0;
  for (let i = 0; i < rounds; i++) {
    const r = play(rng);
    sum += r;
    squares += r * r;
    if (r > 0) hits++;
  }
  const mean = sum / rounds;
  const sd = Math.sqrt((squares - rounds * mean * mean) / (rounds - 1));
  const half = (1.96 * sd) / Math.sqrt(rounds);
  return {
    engine,
    rounds,
    declared,
    measured: mean,
    ciLow: mean - half,
    ciHigh: mean + half,
    covered: declared >= mean - half && declared <= mean + half,
    hitRate: hits / rounds,
    seconds: (performance.now() - started) / 1000,
  };
}

export function runRtpBench(rounds = 1_000_000, rng: Rng = cryptoRng): RtpFigures[] {
  const stake = 100;
  return [
    measure('slot (Lucky Sevens, 10 lines)', rounds, exactSlotRtp().rtp, (r) => spinSlot(r, stake).winCents / stake, rng),
    measure('rocket cash-out at 2.00×', rounds, exactRocketRtp(200, stake), (r) => playRocket(r, stake, 200).winCents / stake, rng),
    measure('rocket cash-out at 10.00×', rounds, exactRocketRtp(1_000, stake), (r) => playRocket(r, stake, 1_000).winCents / stake, rng),
  ];
}

const pct = (value: number) => `${(value * 100).toFixed(3)} %`;

export function printRtpFigures(figures: RtpFigures[]): void {
  for (const f of figures) {
    console.log(
      `${f.engine.padEnd(30)} rounds ${f.rounds.toLocaleString('en')}  declared ${pct(f.declared)}  measured ${pct(f.measured)}  95% CI [${pct(f.ciLow)}, ${pct(f.ciHigh)}]  ${f.covered ? 'declared inside CI' : 'declared OUTSIDE CI'}  hit rate ${pct(f.hitRate)}  ${f.seconds.toFixed(1)} s`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printRtpFigures(runRtpBench(Number(process.argv[2] ?? 1_000_000)));
}
