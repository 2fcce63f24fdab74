/**
 * The commit-reveal draw (docs/api/lotteries.md "Draw", docs/product/lottery-draw-verification.md):
 * the seed stays secret until the clock passes the end, its SHA-256 is the commitment published from
 * the start, the winners follow deterministically from the seed and the ticket list (checked by
 * scripts/verify-draw.ts over HTTP, which also fails on a tampered result), prizes are issued exactly
 * once (a crash between places resumes without doubling), winners are notified in their locale.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../platform/clock.ts';
import { drawWinners } from '../../platform/lotteries/draw.ts';
import { freezeDraw, payPlace, sweepLotteries } from '../../platform/lotteries/lifecycle.ts';
import { lotteryOf, lotteryRowById } from '../../platform/lotteries/store.ts';
import { runAfter } from '../../platform/bonuses/publish.ts';
import { recompute, verify } from '../../scripts/verify-draw.ts';
import { bonusWorld, deposit, movedByKind, type BonusWorld } from './bonuses-setup.ts';
import { testLottery } from './lotteries-setup.ts';

const run = promisify(execFile);

describe('lottery draw', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await bonusWorld();
  });
  afterAll(() => bw.close());
  const platform = () => bw.world.platform;

  /** A lottery with tickets of three players (5, 3, 2 by deposit); returns ids. */
  async function filledLottery(overrides = {}) {
    const lottery = testLottery(platform(), overrides, 3);
    const players = [platform().createUser({ nickname: 'Annabelle', language: 'de' }), platform().createUser({ nickname: 'Bartholomew' }), platform().createUser()];
    for (const [index, amount] of [10_000, 6_000, 4_000].entries()) expect((await deposit(platform().clientAs(players[index] as number), amount)).status).toBe(201);
    return { lottery, players };
  }

  it('publishes the commitment from the start, reveals the seed only after the end, and the winners follow from it', async () => {
    const { lottery, players } = await filledLottery();
    const guest = platform().client();
    const before = (await guest.get(`/api/lotteries/${lottery.id}/draw`)).body;
    expect(before.seed).toBeNull();
    expect(before.commitment).toBe(lottery.commitment);
    expect(before.tickets).toHaveLength(10);
    expect(before.tickets.map((t: any) => t.holder)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 3, 3]);
    expect(before.tickets.map((t: any) => t.nickname)).toContain('Annabe***');
    expect(JSON.stringify(before)).not.toContain(lottery.seed);

    platform().clock.advance(3 * DAY_MS + 1000);
    const after = (await guest.get(`/api/lotteries/${lottery.id}/draw`)).body;
    expect(after.seed).toBe(lottery.seed);
    expect(createHash('sha256').update(Buffer.from(after.seed, 'hex')).digest('hex')).toBe(lottery.commitment);
    expect(after.winners).toHaveLength(3);
    // Determinism: the platform's draw, the independent script's and the published result agree.
    const expected = drawWinners(after.seed, after.tickets, 3, false).map(({ place, ticket }) => ({ place, ticket }));
    expect(recompute(after)).toEqual(expected);
    expect(after.winners.map(({ place, ticket }: any) => ({ place, ticket }))).toEqual(expected);
    // The lottery shows the result; the winners' statuses hold their prizes.
    const shown = (await guest.get(`/api/lotteries/${lottery.id}`)).body;
    expect(shown.finished_at).not.toBeNull();
    expect(shown.in_progress).toBe(false);
    expect(shown.prizes.map((p: any) => p.ticket)).toEqual(expected.map((w) => w.ticket));
    const won = await Promise.all(players.map(async (id) => (await platform().clientAs(id).get(`/api/lotteries/${lottery.id}/status`)).body.prizes.length));
    expect(won.reduce((a, b) => a + b, 0)).toBe(3);
    // A different seed gives a different result on this ticket list (the seed decides, not the order).
    const other = drawWinners('00'.repeat(32), after.tickets, 3, false).map((w) => w.ticket);
    const another = drawWinners('ff'.repeat(32), after.tickets, 3, false).map((w) => w.ticket);
    expect(other.join() === expected.map((w) => w.ticket).join() && another.join() === other.join()).toBe(false);
  });

  it('verify-draw recomputes a real draw over HTTP (exit 0) and fails on a tampered result', async () => {
    const { lottery } = await filledLottery();
    platform().clock.advance(3 * DAY_MS + 1000);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/verify-draw.ts', platform().url, String(lottery.id)]);
    expect(stdout).toContain('VERIFIED');
    const draw = (await platform().client().get(`/api/lotteries/${lottery.id}/draw`)).body;
    expect(verify(draw).ok).toBe(true);
    const swapped = { ...draw, winners: draw.winners.map((w: any, i: number) => ({ ...w, ticket: draw.winners[(i + 1) % 3].ticket })) };
    expect(verify(swapped).ok).toBe(false);
    expect(verify({ ...draw, seed: 'ab'.repeat(32) }).ok).toBe(false);
    // The seeded archived draw (demo players' tickets, drawn at seeding) verifies too.
    expect(verify((await platform().client().get('/api/lotteries/autumn-draw/draw')).body).ok).toBe(true);
    // Before its draw the script cannot verify (exit 2), and says so.
    const open = testLottery(platform());
    await expect(run(process.execPath, ['--import', 'tsx', 'scripts/verify-draw.ts', platform().url, String(open.id)])).rejects.toMatchObject({ code: 2 });
  });

  it('one player may win several places, and never with player_wins_once', async () => {
    const tickets = Array.from({ length: 6 }, (_, i) => ({ ticket: String(i + 1), holder: i < 5 ? 1 : 2 }));
    for (let seed = 0; seed < 20; seed++) {
      const hex = seed.toString(16).padStart(64, '0');
      const once = drawWinners(hex, tickets, 3, true);
      expect(new Set(once.map((w) => w.holder)).size).toBe(once.length);
      expect(once).toHaveLength(2);
      expect(new Set(drawWinners(hex, tickets, 3, false).map((w) => w.ticket)).size).toBe(3);
    }
  });

  it('issues each prize exactly once: money, bonus and free spins, resumed after a crash between places, notified in the player\'s locale', async () => {
    const { lottery } = await filledLottery();
    platform().clock.advance(3 * DAY_MS + 1000);
    // The draw freezes, then "crashes" after paying place 1 only.
    expect(freezeDraw(platform().ctx, lottery.id)).toBe(true);
    expect(freezeDraw(platform().ctx, lottery.id)).toBe(false);
    const frozen = lotteryOf(platform().ctx.db, lotteryRowById(platform().ctx.db, lottery.id) as never);
    runAfter(payPlace(platform().ctx, frozen, 1));
    const db = platform().ctx.db;
    const unpaid = () => db.prepare('SELECT place FROM lottery_winners WHERE lottery_id = ? AND paid_at IS NULL ORDER BY place').pluck().all(lottery.id);
    expect(unpaid()).toEqual([2, 3]);
    // The next sweep resumes; sweeping and paying again change nothing.
    sweepLotteries(platform().ctx);
    expect(unpaid()).toEqual([]);
    runAfter(payPlace(platform().ctx, frozen, 1));
    sweepLotteries(platform().ctx);
    await platform().client().get(`/api/lotteries/${lottery.id}`);

    const winners = db.prepare('SELECT * FROM lottery_winners WHERE lottery_id = ? ORDER BY place').all(lottery.id) as any[];
    const first = winners[0];
    expect(db.prepare("SELECT COUNT(*) FROM ledger_transfers WHERE idempotency_key = ?").pluck().get(`lottery:${lottery.id}:place:1`)).toBe(1);
    expect(movedByKind(bw, first.user_id, 'lottery_prize')).toBeGreaterThanOrEqual(10_000);
    const bonus = db.prepare('SELECT * FROM player_bonuses WHERE idempotency_key = ?').all(`lottery:${lottery.id}:place:2`) as any[];
    expect(bonus).toHaveLength(1);
    expect(bonus[0]).toMatchObject({ user_id: winners[1].user_id, amount_cents: 5_000, wager_requirement_cents: 150_000, source: 'lottery', stage: 'issued' });
    const spins = db.prepare('SELECT * FROM player_freespins WHERE idempotency_key = ?').all(`lottery:${lottery.id}:place:3`) as any[];
    expect(spins).toHaveLength(1);
    expect(spins[0]).toMatchObject({ user_id: winners[2].user_id, freespins_total: 20, bet_level_cents: 20 });

    // Each place's notification is stored once by its key (platform/notifications/notify.ts) and pushed once with that row's id.
    const stored = db.prepare("SELECT id, user_id, key FROM notifications WHERE key LIKE ? ORDER BY key").all(`lottery:${lottery.id}:place:%`) as { id: number; user_id: number; key: string }[];
    expect(stored.map((row) => row.key)).toEqual([1, 2, 3].map((place) => `lottery:${lottery.id}:place:${place}`));
    expect(stored.map((row) => row.user_id)).toEqual(winners.slice(0, 3).map((winner) => winner.user_id));
    const notes = bw.world.publisher.published.filter((p) => p.channel.startsWith('personal_notifications#') && (p.data as any).kind === 'lottery_result' && stored.some((row) => row.id === (p.data as any).id));
    expect(notes.map((n) => (n.data as any).id).sort()).toEqual(stored.map((row) => row.id).sort());
    expect(notes.map((n) => n.channel).sort()).toEqual(stored.map((row) => `personal_notifications#${row.user_id}`).sort());
    const annabelle = db.prepare("SELECT id FROM users WHERE nickname = 'Annabelle' ORDER BY id DESC").pluck().get() as number;
    for (const note of notes.filter((n) => n.channel === `personal_notifications#${annabelle}`)) expect((note.data as any).title).toBe('Du hast in Testverlosung gewonnen!');
    // The player's status shows the prize with the winning ticket.
    const status = (await platform().clientAs(first.user_id).get(`/api/lotteries/${lottery.id}/status`)).body;
    expect(status.prizes.some((p: any) => p.award_place === 1 && p.ticket === String(first.ticket_id))).toBe(true);
  });

  it('freezes the ticket list at the draw: a rollback after it changes nothing, no ticket is earned after the end', async () => {
    const { lottery, players } = await filledLottery();
    platform().clock.advance(3 * DAY_MS + 1000);
    sweepLotteries(platform().ctx);
    const count = () => platform().ctx.db.prepare('SELECT COUNT(*) FROM lottery_tickets WHERE lottery_id = ?').pluck().get(lottery.id);
    expect(count()).toBe(10);
    expect((await deposit(platform().clientAs(players[0] as number), 10_000)).status).toBe(201);
    expect(count()).toBe(10);
  });
});
