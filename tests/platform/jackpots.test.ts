/**
 * Jackpot contributions, drops and the throttled `public:jackpots_changes` stream, tested on the
 * service functions over a real platform context (in-memory DB, manual clock, memory publisher).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureJackpotBroadcast, JACKPOTS_CHANNEL, type TimerScheduler } from '../../platform/jackpots/broadcast.ts';
import { contribute } from '../../platform/jackpots/contribute.ts';
import { createJackpot, type JackpotDefinition } from '../../platform/jackpots/define.ts';
import { convertSubunits } from '../../platform/jackpots/rates.ts';
import type { LevelRow } from '../../platform/jackpots/store.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { MemoryPublisher } from '../../platform/realtime/publisher.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

/** Timers that run only when the test says so. */
class ManualTimers implements TimerScheduler {
  private queue: { run: () => void; delayMs: number; cancelled: boolean }[] = [];
  schedule(run: () => void, delayMs: number) {
    const timer = { run, delayMs, cancelled: false };
    this.queue.push(timer);
    return () => {
      timer.cancelled = true;
    };
  }
  get active() {
    return this.queue.filter((timer) => !timer.cancelled);
  }
  runAll() {
    const due = this.queue.splice(0);
    for (const timer of due) if (!timer.cancelled) timer.run();
  }
}

/** Deterministic bet sizes (no Math.random in tests either). */
function lcg(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return 1 + (state % max);
  };
}

let identifierCounter = 0;
function jackpotWith(platform: TestPlatform, overrides: Partial<JackpotDefinition> & Pick<JackpotDefinition, 'levels'>) {
  const identifier = `test-jackpot-${++identifierCounter}`;
  const game = `test/${identifier}`;
  const id = createJackpot(platform.ctx, { name: `Test ${identifierCounter}`, identifier, currency: 'EUR', games: [game], ...overrides });
  return { id, game };
}

const levelsOf = (platform: TestPlatform, jackpotId: number) =>
  platform.ctx.db.prepare('SELECT * FROM jackpot_levels WHERE jackpot_id = ? ORDER BY level_index').all(jackpotId) as LevelRow[];

const winsOf = (platform: TestPlatform, jackpotId: number) =>
  platform.ctx.db.prepare('SELECT * FROM jackpot_wins WHERE jackpot_id = ? ORDER BY id').all(jackpotId) as Record<string, unknown>[];

const setDropAt = (platform: TestPlatform, levelId: number, cents: number) =>
  platform.ctx.db.prepare('UPDATE jackpot_levels SET drop_at_cents = ? WHERE id = ?').run(cents, levelId);

describe('jackpot contributions and drops', () => {
  let platform: TestPlatform;
  let publisher: MemoryPublisher;
  let timers: ManualTimers;
  let userId: number;

  beforeAll(async () => {
    publisher = new MemoryPublisher();
    platform = await startPlatform({}, { publisher });
    userId = platform.createUser({ nickname: 'HighRoller' });
  });
  afterAll(() => platform.close());
  beforeEach(() => {
    timers = new ManualTimers();
    configureJackpotBroadcast(platform.ctx, { windowMs: 1000, timers });
    publisher.published.length = 0;
  });

  const noDrop = (name: string, contributionBp: number) => ({ name, seedCents: 1_000, contributionBp, dropRange: [10 ** 12, 10 ** 12] as [number, number] });

  it('adds exact shares over many small bets: level increases plus remainders equal the sum of shares', () => {
    const { id, game } = jackpotWith(platform, { levels: [noDrop('Mini', 7), noDrop('Major', 13), noDrop('Mega', 33)] });
    const next = lcg(42);
    const bets = Array.from({ length: 2_000 }, () => next(997));
    for (const betCents of bets) contribute(platform.ctx, { userId, gameIdentifier: game, betCents, currency: 'EUR' });
    const total = bets.reduce((sum, bet) => sum + bet, 0);
    for (const level of levelsOf(platform, id)) {
      const shareUnits = total * level.contribution_bp; // in 1/10 000 of a cent
      expect((level.amount_cents - level.seed_cents) * 10_000 + level.remainder_units).toBe(shareUnits);
      expect(level.remainder_units).toBeLessThan(10_000);
    }
    // sanity: the Mega level took 0.33 % of the bets
    expect(levelsOf(platform, id)[2]!.amount_cents - 1_000).toBe(Math.floor((total * 33) / 10_000));
  });

  it('converts bets of other allowed currencies at the fixed rate, and ignores bets in currencies not allowed', () => {
    const { id, game } = jackpotWith(platform, { allowedCurrencies: ['EUR', 'USD'], levels: [noDrop('Only', 10_000)] });
    contribute(platform.ctx, { userId, gameIdentifier: game, betCents: 10_000, currency: 'USD' });
    expect(levelsOf(platform, id)[0]!.amount_cents).toBe(1_000 + convertSubunits(10_000, 'USD', 'EUR'));
    expect(convertSubunits(10_000, 'USD', 'EUR')).toBe(9_200);
    const result = contribute(platform.ctx, { userId, gameIdentifier: game, betCents: 10_000, currency: 'GBP' });
    expect(result.jackpotIds).not.toContain(id);
    expect(levelsOf(platform, id)[0]!.amount_cents).toBe(1_000 + 9_200);
  });

  it('only counts qualifying games (list or category rule), active jackpots and bets from the minimum', () => {
    const listed = jackpotWith(platform, { minBetCents: 100, levels: [noDrop('Only', 10_000)] });
    const byCategory = jackpotWith(platform, { games: [], gameCategory: 'test-category', levels: [noDrop('Only', 10_000)] });
    const inactive = jackpotWith(platform, { state: 'inactive', levels: [noDrop('Only', 10_000)] });

    expect(contribute(platform.ctx, { userId, gameIdentifier: listed.game, betCents: 99, currency: 'EUR' }).jackpotIds).toEqual([]);
    expect(contribute(platform.ctx, { userId, gameIdentifier: listed.game, betCents: 100, currency: 'EUR' }).jackpotIds).toEqual([listed.id]);
    expect(contribute(platform.ctx, { userId, gameIdentifier: 'other/game', gameCategories: ['test-category'], betCents: 5, currency: 'EUR' }).jackpotIds).toEqual([byCategory.id]);
    expect(contribute(platform.ctx, { userId, gameIdentifier: inactive.game, betCents: 5, currency: 'EUR' }).jackpotIds).toEqual([]);
    expect(levelsOf(platform, inactive.id)[0]!.amount_cents).toBe(1_000);
  });

  it('awards a level exactly once when its hidden drop value is reached, resets it to the seed and draws a new drop value in range', () => {
    const range: [number, number] = [1_100, 1_300];
    const { id, game } = jackpotWith(platform, {
      levels: [{ name: 'Mini', seedCents: 1_000, contributionBp: 10_000, dropRange: range }, noDrop('Major', 1)],
    });
    const mini = levelsOf(platform, id)[0]!;
    expect(mini.drop_at_cents).toBeGreaterThanOrEqual(range[0]);
    expect(mini.drop_at_cents).toBeLessThanOrEqual(range[1]);
    setDropAt(platform, mini.id, 1_150);

    const bet = (betCents: number) => contribute(platform.ctx, { userId, gameIdentifier: game, betCents, currency: 'EUR', roundId: `r${betCents}` });
    expect(bet(100).awards).toEqual([]);
    expect(bet(49).awards).toEqual([]);
    expect(levelsOf(platform, id)[0]!.amount_cents).toBe(1_149);

    const { awards } = bet(1);
    expect(awards).toEqual([
      expect.objectContaining({ userId, amountCents: 1_150, currency: 'EUR', levelName: 'Mini', jackpotId: id, originalAmountCents: 1_150, originalCurrency: 'EUR' }),
    ]);
    const after = levelsOf(platform, id)[0]!;
    expect(after.amount_cents).toBe(1_000);
    expect(after.paid_out_cents).toBe(1_150);
    expect(after.drop_at_cents).toBeGreaterThanOrEqual(range[0]);
    expect(after.drop_at_cents).toBeLessThanOrEqual(range[1]);
    expect(winsOf(platform, id)).toHaveLength(1);
    expect(winsOf(platform, id)[0]).toMatchObject({ user_id: userId, user_name: 'HighRo***', amount_cents: 1_150, round_id: 'r1', approved_at: expect.any(String) });

    // the next small bet does not award again
    expect(bet(1).awards).toEqual([]);
    expect(winsOf(platform, id)).toHaveLength(1);

    // the private push carries the JackpotWin shape
    const push = publisher.published.find((message) => message.channel === `jackpot_win_award#${userId}`);
    expect(push?.data).toEqual({
      id: expect.any(Number),
      amount_cents: 1_150,
      currency: 'EUR',
      jackpot_name: expect.stringMatching(/^Test /),
      jackpot_level_name: 'Mini',
      jackpot_level_external_code: expect.stringContaining('level-1'),
      jackpot_external_code: expect.any(String),
      user_name: 'HighRo***',
      jackpot_original_currency: 'EUR',
      jackpot_original_amount_cents: 1_150,
      created_at: '2026-11-21T12:00:00.000Z',
      approved_at: '2026-11-21T12:00:00.000Z',
    });
  });

  it('draws fresh drop values uniformly inside the range across many drops', () => {
    const range: [number, number] = [1_010, 1_020];
    const { id, game } = jackpotWith(platform, { levels: [{ name: 'Mini', seedCents: 1_000, contributionBp: 10_000, dropRange: range }] });
    const drops = new Set<number>();
    let awards = 0;
    for (let index = 0; index < 300; index++) {
      drops.add(levelsOf(platform, id)[0]!.drop_at_cents);
      awards += contribute(platform.ctx, { userId, gameIdentifier: game, betCents: 3, currency: 'EUR' }).awards.length;
    }
    expect([...drops].every((value) => value >= range[0] && value <= range[1])).toBe(true);
    expect(drops.size).toBeGreaterThan(5); // 11 possible values; a constant would fail
    expect(awards).toBe(winsOf(platform, id).length);
    expect(awards).toBeGreaterThan(30);
  });

  it('pays exactly the must-drop value: what a big share brings past it goes to the next level, past the top level to the reserve', () => {
    const { id, game } = jackpotWith(platform, {
      levels: [
        { name: 'Mini', seedCents: 1_000, contributionBp: 10_000, dropRange: [1_100, 1_200] },
        { name: 'Major', seedCents: 5_000, contributionBp: 0, dropRange: [9_000, 9_500] },
      ],
    });
    const [mini, major] = levelsOf(platform, id);
    const { awards } = contribute(platform.ctx, { userId, gameIdentifier: game, betCents: 500, currency: 'EUR' });
    expect(awards).toHaveLength(1);
    expect(awards[0]!.originalAmountCents).toBe(mini!.drop_at_cents);
    const [miniAfter, majorAfter] = levelsOf(platform, id);
    expect(miniAfter!.amount_cents).toBe(1_000); // restarts at its seed, no carried excess
    expect(majorAfter!.amount_cents).toBe(major!.amount_cents + 1_500 - mini!.drop_at_cents);
  });

  it('never leaves a guaranteed drop behind a huge bet: pools stay below their ceilings, the overflow waits in the reserve and funds the next seeds', () => {
    const { id, game } = jackpotWith(platform, {
      levels: [
        { name: 'Mini', seedCents: 1_000, contributionBp: 100, dropRange: [1_100, 1_200] },
        { name: 'Major', seedCents: 5_000, contributionBp: 100, dropRange: [9_000, 9_500] },
      ],
    });
    // €1,000,000 at 1 %: €10,000 per level, far past both ceilings (the old code kept it all in the next pots).
    const huge = contribute(platform.ctx, { userId, gameIdentifier: game, betCents: 100_000_000, currency: 'EUR' });
    expect(huge.awards.map((award) => award.levelName)).toEqual(['Mini', 'Major']);
    for (const level of levelsOf(platform, id)) {
      expect(level.amount_cents).toBe(level.seed_cents);
      expect(level.amount_cents).toBeLessThan(level.drop_min_cents);
    }
    const jackpot = platform.ctx.db.prepare('SELECT reserve_cents, house_seeded_cents FROM jackpots WHERE id = ?').get(id) as { reserve_cents: number; house_seeded_cents: number };
    expect(jackpot.reserve_cents).toBeGreaterThan(1_900_000);
    // The next ordinary spins drop nothing.
    for (let spin = 0; spin < 20; spin++) expect(contribute(platform.ctx, { userId, gameIdentifier: game, betCents: 100, currency: 'EUR' }).awards).toEqual([]);
    // The next reset's seed comes out of the reserve, not from the house.
    const [mini] = levelsOf(platform, id);
    platform.ctx.db.prepare('UPDATE jackpot_levels SET amount_cents = drop_at_cents - 1 WHERE id = ?').run(mini!.id);
    expect(contribute(platform.ctx, { userId, gameIdentifier: game, betCents: 100, currency: 'EUR' }).awards).toHaveLength(1);
    const after = platform.ctx.db.prepare('SELECT reserve_cents, house_seeded_cents FROM jackpots WHERE id = ?').get(id) as { reserve_cents: number; house_seeded_cents: number };
    expect(after.house_seeded_cents).toBe(jackpot.house_seeded_cents);
    expect(after.reserve_cents).toBe(jackpot.reserve_cents - 1_000);
  });

  it('pays a winner betting in another currency in that currency, the pot in its own', () => {
    const { id, game } = jackpotWith(platform, { allowedCurrencies: ['EUR', 'USD'], levels: [{ name: 'Mini', seedCents: 1_000, contributionBp: 10_000, dropRange: [2_000, 2_000] }] });
    const { awards } = contribute(platform.ctx, { userId, gameIdentifier: game, betCents: 1_100, currency: 'USD' });
    expect(awards).toHaveLength(1);
    expect(awards[0]).toMatchObject({ currency: 'USD', originalCurrency: 'EUR', originalAmountCents: 2_000, amountCents: convertSubunits(2_000, 'EUR', 'USD') });
    expect(winsOf(platform, id)[0]).toMatchObject({ currency: 'USD', amount_cents: 2_173, original_currency: 'EUR', original_amount_cents: 2_000 });
  });

  it('keeps sums exact under many concurrent contributions with drops', async () => {
    const { id, game } = jackpotWith(platform, {
      levels: [
        { name: 'Mini', seedCents: 1_000, contributionBp: 150, dropRange: [1_050, 1_150] },
        { name: 'Major', seedCents: 5_000, contributionBp: 37, dropRange: [5_040, 5_090] },
        noDrop('Mega', 11),
      ],
    });
    const before = levelsOf(platform, id);
    const reserveStart = platform.ctx.db.prepare('SELECT reserve_cents * 10000 + reserve_units AS units, house_seeded_cents FROM jackpots WHERE id = ?').get(id) as { units: number; house_seeded_cents: number };
    const next = lcg(7);
    const bets = Array.from({ length: 600 }, () => next(5_000));
    const results = await Promise.all(bets.map(async (betCents, index) => contribute(platform.ctx, { userId, gameIdentifier: game, betCents, currency: 'EUR', roundId: `c${index}` })));
    const awardsByLevel = new Map<string, { count: number; paid: number }>();
    for (const award of results.flatMap((result) => result.awards)) {
      const entry = awardsByLevel.get(award.levelName) ?? { count: 0, paid: 0 };
      awardsByLevel.set(award.levelName, { count: entry.count + 1, paid: entry.paid + award.originalAmountCents });
    }
    expect(awardsByLevel.get('Mini')!.count).toBeGreaterThan(5);
    const total = bets.reduce((sum, bet) => sum + bet, 0);
    const after = levelsOf(platform, id);
    const reserveOf = () => platform.ctx.db.prepare('SELECT reserve_cents * 10000 + reserve_units AS units, house_seeded_cents FROM jackpots WHERE id = ?').get(id) as { units: number; house_seeded_cents: number };
    // Everything that went in = what is in the pots now + what was paid + the reserve − the seed money the house put in.
    let heldUnits = reserveOf().units - reserveStart.units - (reserveOf().house_seeded_cents - reserveStart.house_seeded_cents) * 10_000;
    after.forEach((level, index) => {
      const start = before[index]!;
      const drops = awardsByLevel.get(level.name) ?? { count: 0, paid: 0 };
      heldUnits += (level.amount_cents - start.amount_cents + drops.paid) * 10_000 + level.remainder_units - start.remainder_units;
      expect(level.paid_out_cents).toBe(drops.paid);
      expect(level.amount_cents).toBeLessThan(level.drop_at_cents); // never at or above its must-drop value
    });
    expect(heldUnits).toBe(total * before.reduce((sum, level) => sum + level.contribution_bp, 0));
    expect(winsOf(platform, id)).toHaveLength(results.reduce((sum, result) => sum + result.awards.length, 0));
  });

  it('throttles public:jackpots_changes to one publication per jackpot per window, carrying the latest amounts', () => {
    const { id, game } = jackpotWith(platform, { levels: [noDrop('Mini', 100), noDrop('Major', 50)] });
    const pushes = () => publisher.published.filter((message) => message.channel === JACKPOTS_CHANNEL && (message.data as { id: number }).id === id);

    for (let index = 0; index < 100; index++) contribute(platform.ctx, { userId, gameIdentifier: game, betCents: 1_000, currency: 'EUR' });
    expect(pushes()).toHaveLength(1); // leading edge
    expect(timers.active).toHaveLength(1); // one trailing flush, not 99
    expect(timers.active[0]!.delayMs).toBe(1000);

    timers.runAll();
    expect(pushes()).toHaveLength(2);
    const latest = pushes()[1]!.data as { levels: { amount_cents: number }[] };
    expect(latest.levels.map((level) => level.amount_cents)).toEqual(levelsOf(platform, id).map((level) => level.amount_cents));
    expect(latest.levels[0]!.amount_cents).toBe(1_000 + 100 * 10);

    // inside the next window (clock not moved since the flush) changes wait again …
    contribute(platform.ctx, { userId, gameIdentifier: game, betCents: 1_000, currency: 'EUR' });
    expect(pushes()).toHaveLength(2);
    // … and once the clock passes the window the next change goes out at once, replacing the pending flush
    platform.clock.advance(1000);
    contribute(platform.ctx, { userId, gameIdentifier: game, betCents: 1_000, currency: 'EUR' });
    expect(pushes()).toHaveLength(3);
    expect((pushes()[2]!.data as { levels: { amount_cents: number }[] }).levels[0]!.amount_cents).toBe(1_000 + 102 * 10);
    expect(timers.active).toHaveLength(0);
  });

  it('publishes at most one update per window across a window of steady traffic', () => {
    const { id, game } = jackpotWith(platform, { levels: [noDrop('Mini', 100)] });
    const broadcaster = configureJackpotBroadcast(platform.ctx, { windowMs: 1000, timers });
    const published: number[] = [];
    const original = publisher.publish.bind(publisher);
    publisher.publish = (channel, data) => {
      if (channel === JACKPOTS_CHANNEL && (data as { id: number }).id === id) published.push(platform.clock.now());
      original(channel, data);
    };
    try {
      for (let index = 0; index < 500; index++) {
        platform.clock.advance(10); // 5 s of bets every 10 ms
        contribute(platform.ctx, { userId, gameIdentifier: game, betCents: 100, currency: 'EUR' });
      }
      for (let index = 1; index < published.length; index++) expect(published[index]! - published[index - 1]!).toBeGreaterThanOrEqual(1000);
      expect(published).toHaveLength(5); // 5 s of traffic, one per window
      expect(broadcaster.pendingCount).toBe(1);
      broadcaster.flush(); // the trailing update (what the timer does at the end of the window)
      expect(published).toHaveLength(6);
      expect(broadcaster.pendingCount).toBe(0);
    } finally {
      publisher.publish = original;
    }
    const last = publisher.published.filter((message) => message.channel === JACKPOTS_CHANNEL).at(-1)!.data as { levels: { amount_cents: number }[] };
    expect(last.levels[0]!.amount_cents).toBe(1_000 + 500);
  });

  it('rejects invalid contributions with a 422 and changes nothing', () => {
    const { id, game } = jackpotWith(platform, { levels: [noDrop('Mini', 100)] });
    const bad: unknown[] = [
      { userId, gameIdentifier: game, betCents: 0, currency: 'EUR' },
      { userId, gameIdentifier: game, betCents: -5, currency: 'EUR' },
      { userId, gameIdentifier: game, betCents: 1.5, currency: 'EUR' },
      { userId, gameIdentifier: game, betCents: 1e15, currency: 'EUR' },
      { userId, gameIdentifier: game, betCents: '100', currency: 'EUR' },
      { userId, gameIdentifier: game, betCents: 100, currency: 'XXX' },
      { userId, gameIdentifier: '', betCents: 100, currency: 'EUR' },
      { userId: -1, gameIdentifier: game, betCents: 100, currency: 'EUR' },
      null,
    ];
    for (const input of bad) {
      let error: unknown;
      try {
        contribute(platform.ctx, input as never);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(422);
    }
    expect(levelsOf(platform, id)[0]!.amount_cents).toBe(1_000);
    expect(publisher.published).toHaveLength(0);
  });
});
