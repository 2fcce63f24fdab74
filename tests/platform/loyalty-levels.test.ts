/**
 * Loyalty level-ups over real HTTP and the real socket (docs/api/loyalty.md "Levels"): the provider
 * bet that takes persistent comp points to the next level's threshold notifies `level_up` and pushes
 * `comps_award` at once (the front end's level reload); bets below it say nothing; a level is told once
 * (a rollback and the same crossing again say nothing new); lootbox points that reach a level tell it too.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAfter } from '../../platform/bonuses/publish.ts';
import type { Db } from '../../platform/db/database.ts';
import { PostgresStatement } from '../../platform/db/postgres/statement.ts';
import { forgetLevelWatches } from '../../platform/loyalty/levels.ts';
import { issueLootbox } from '../../platform/lootboxes/issue.ts';
import { upsertTemplate } from '../../platform/lootboxes/store.ts';
import { pointsTitle } from '../../platform/lootboxes/titles.ts';
import { transfer } from '../../platform/wallet/service.ts';
import type { BonusWorld } from './bonuses-setup.ts';
import { newPlayer, socketWorld, type Player } from './competitions-setup.ts';
import { RawClient, until } from './realtime-helpers.ts';

/**
 * The SQL of every statement run inside a transaction of `db` while `work` runs (the platform is in this process):
 * the bet's own reads made visible, without the after-commit pushes (a throttled `comps_award` reads the points).
 * Both engines' statements are traced (better-sqlite3's and platform/db/postgres/statement.ts), so the test says the
 * same on SQLite and PostgreSQL.
 */
async function statementsDuring(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const protos = [Object.getPrototypeOf(new Database(':memory:').prepare('SELECT 1')), PostgresStatement.prototype] as Record<string, (...args: unknown[]) => unknown>[];
  const seen: string[] = [];
  const originals = protos.map((proto) => Object.fromEntries(['run', 'get', 'all', 'iterate'].map((method) => [method, proto[method]!])));
  protos.forEach((proto, index) => {
    for (const [method, original] of Object.entries(originals[index]!)) {
      proto[method] = function traced(this: { source: string }, ...args: unknown[]) {
        if (db.inTransaction) seen.push(this.source);
        return original.apply(this, args);
      };
    }
  });
  try {
    await work();
  } finally {
    protos.forEach((proto, index) => Object.assign(proto, originals[index]));
  }
  return seen;
}
const readsPoints = (sql: string[]) => sql.filter((source) => source.includes('comp_point_grants')).length;

const open: RawClient[] = [];
async function subscribed(player: Player): Promise<RawClient> {
  const { body } = await player.client.get('/api/player/settings');
  const raw = await RawClient.open(body.cent.url);
  open.push(raw);
  expect((await raw.connect(body.cent.token)).connect).toBeTruthy();
  for (const channel of [`personal_notifications#${player.id}`, `comps_award#${player.id}`]) expect((await raw.call({ subscribe: { channel } })).error).toBeUndefined();
  return raw;
}

describe('loyalty level-ups', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await socketWorld();
  });
  afterAll(async () => {
    for (const raw of open) raw.close();
    await bw.close();
  });
  const platform = () => bw.world.platform;

  /** Net wagers already in the ledger (as earlier play left them): `eurCents` of bets. */
  const wagered = (player: Player, eurCents: number) =>
    transfer(platform().ctx, { debit: { userId: player.id, kind: 'real' }, credit: { system: 'house:games' }, amount_cents: eurCents, currency: 'EUR', kind: 'bet', idempotencyKey: `levels-${player.id}-${eurCents}` });

  it('the bet that reaches level 2 notifies level_up and pushes comps_award at once; bets below, a rollback and the same crossing again say nothing new', async () => {
    const player = newPlayer(bw);
    wagered(player, 99_300); // 99 points: level 1 (level 2 starts at 100, platform/players/groups.ts)
    const raw = await subscribed(player);
    const levelUps = () => raw.pushes(`personal_notifications#${player.id}`).filter((push) => push.pub.data.kind === 'level_up');
    const table = await player.table();
    // €5 more: 99,800 — still level 1; the bet reads nothing for the level (docs/api/loyalty.md "Levels").
    const quiet = await statementsDuring(platform().ctx.db, async () => expect((await table.bet(500)).status).toBe(200));
    expect(quiet.length).toBeGreaterThan(10);
    expect(readsPoints(quiet)).toBe(0);
    // The throttled comps_award of that bet (the first in the window goes at once).
    await until(() => raw.pushes(`comps_award#${player.id}`).length >= 1, 3_000, 'first comps_award');
    const awardsBefore = raw.pushes(`comps_award#${player.id}`).length;
    expect(levelUps()).toEqual([]);
    // €2 more: 100,000 → 100 points, level 2. Within the 2 s throttle window, so the immediate push is the level-up's.
    let crossing: Awaited<ReturnType<typeof table.bet>> | undefined;
    const crossed = await statementsDuring(platform().ctx.db, async () => (crossing = await table.bet(200)));
    expect(crossing!.status).toBe(200);
    expect(readsPoints(crossed)).toBe(1);
    await until(() => levelUps().length === 1, 3_000, 'level_up notification');
    expect(levelUps()[0].pub.data).toMatchObject({ kind: 'level_up', title: 'Level up!', text: 'You have reached level 2. See what it brings on your levels page.', link: '/profile/level' });
    await until(() => raw.pushes(`comps_award#${player.id}`).length > awardsBefore, 1_000, 'comps_award at once');
    expect(raw.pushes(`comps_award#${player.id}`).at(-1).pub.data.persistent.points).toBe(100);
    // The profile's level follows (computed on read).
    expect(((await platform().clientAs(player.id).get('/api/player')).body.statuses as { id: string }[]).map((s) => s.id)).toContain('level_2');
    // Rolled back: back to 99 points; the same crossing again is not told twice.
    expect((await table.rollback(crossing!)).status).toBe(200);
    expect((await platform().clientAs(player.id).get('/api/player/comp_points')).body.persistent.points).toBe(99);
    expect((await table.bet(300)).status).toBe(200);
    expect((await platform().clientAs(player.id).get('/api/player/comp_points')).body.persistent.points).toBe(100);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(levelUps().length).toBe(1);
    const stored = platform().ctx.db.prepare("SELECT key FROM notifications WHERE user_id = ? AND kind = 'level_up'").pluck().all(player.id);
    expect(stored).toEqual(['level_up:level_2']);
  });

  it('a player not primed by a launch (a restart mid-session) is still told of the level their bet reaches', async () => {
    const player = newPlayer(bw);
    wagered(player, 499_500); // 499 points: level 2 (level 3 starts at 500)
    const raw = await subscribed(player);
    const table = await player.table();
    // Forget the watch primed by the launch: the next bet reads the level itself.
    forgetLevelWatches(platform().ctx);
    expect((await table.bet(500)).status).toBe(200);
    await until(() => raw.pushes(`personal_notifications#${player.id}`).some((push) => push.pub.data.kind === 'level_up'), 3_000, 'level_up');
    expect(platform().ctx.db.prepare("SELECT key FROM notifications WHERE user_id = ? AND kind = 'level_up'").pluck().all(player.id)).toEqual(['level_up:level_3']);
  });

  it('lootbox points that reach a level tell it', async () => {
    const ctx = platform().ctx;
    upsertTemplate(ctx.db, 'test_points_box', { group_key: 'test_points', title: pointsTitle(50), validity_days: 7, items: [{ id: 1, weight: 10_000, title: pointsTitle(50), prize: { type: 'points', points: 50 } }] }, new Date(ctx.clock.now()).toISOString());
    const player = newPlayer(bw);
    wagered(player, 60_000); // 60 points
    const raw = await subscribed(player);
    const issued = issueLootbox(ctx, { userId: player.id, templateKey: 'test_points_box', source: 'manual', idempotencyKey: `levels-box-${player.id}`, currency: 'EUR' });
    runAfter(issued.after);
    const activated = await platform().clientAs(player.id).post(`/api/player/lootboxes/${issued.lootbox.id}/activation`, {});
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    await until(() => raw.pushes(`personal_notifications#${player.id}`).some((push) => push.pub.data.kind === 'level_up'), 3_000, 'level_up');
    expect((await platform().clientAs(player.id).get('/api/player/comp_points')).body.persistent.points).toBe(110);
  });
});
