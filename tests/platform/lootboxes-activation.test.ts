import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Lootbox, Lootboxes } from '../../sdk/api/schemas/lootbox.ts';
import { balanceOf } from '../../platform/wallet/ledger.ts';
import { compPointsOf } from '../../platform/players/comp-points.ts';
import { deposit } from './bonuses-setup.ts';
import { freespinWorld, LOCALES, type FreespinWorld } from './freespins-helpers.ts';
import { pickGames } from './provider-setup.ts';
import { runAfter } from '../../platform/bonuses/publish.ts';
import { issueVipStatusLootbox } from '../../platform/lootboxes/rules.ts';

/**
 * Lootboxes and the wheel on the real platform over HTTP (docs/api/lootboxes.md): issuing rules
 * (first deposit, operator), the visibility rules on the manual clock, activation drawn on the server
 * exactly once under concurrent requests, the audit row of every draw, and prizes that land in the
 * bonus engine and are played (free spins on the provider's game page) or wagered (bonus money).
 */
const all = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, `${text} (${locale})`]));

describe('lootboxes', () => {
  let world: FreespinWorld;
  let slot: string;
  const db = () => world.platform.ctx.db;
  const draws = (lootboxId: number) => db().prepare('SELECT * FROM lootbox_draws WHERE lootbox_id = ?').all(lootboxId) as Record<string, any>[];
  const pushes = (userId: number) => world.publisher.published.filter((message) => message.channel === `lootboxes_changes#${userId}`);

  async function template(key: string, items: unknown[], groupKey = 'wheel_test', validityDays = 3) {
    const answer = await world.operator.put(`/operator/api/lootbox_templates/${key}`, { group_key: groupKey, title: all('Box'), validity_days: validityDays, items });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  async function give(userId: number, templateKey: string): Promise<number> {
    const answer = await world.operator.post('/operator/api/lootboxes', { user_id: userId, template: templateKey, key: randomUUID() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.id as number;
  }
  const freespinsItem = (id: number, weight: number, count = 5) => ({
    id,
    weight,
    title: all(`${count} free spins`),
    prize: { type: 'freespins', count, games: [slot], bet_level_cents: { EUR: 20 }, wager: 3, validity_days: 7 },
  });
  const bonusItem = (id: number, weight: number, amount = 500) => ({ id, weight, title: all('Bonus'), prize: { type: 'bonus', amount_cents: { EUR: amount }, wager: 3, max_win_cents: { EUR: 5_000 } } });

  beforeAll(async () => {
    world = await freespinWorld();
    world.platform.ctx.db.prepare("UPDATE jackpots SET state = 'inactive'").run();
    slot = pickGames(world.platform).slot.identifier;
  });
  afterAll(() => world.close());

  it('a first deposit earns one wheel spin with the segments of the player’s wheel config; the second earns none', async () => {
    const userId = world.platform.createUser();
    const client = world.platform.clientAs(userId);
    expect((await client.get('/api/player/lootboxes')).body).toEqual([]);
    expect((await deposit(client, 5_000)).status).toBe(201);
    expect((await deposit(client, 5_000)).status).toBe(201);
    const listed = await client.get('/api/player/lootboxes');
    expect(listed.status).toBe(200);
    expect(Lootboxes.safeParse(listed.body).success).toBe(true);
    expect(listed.body).toHaveLength(1);
    const [spin] = listed.body;
    expect(spin).toMatchObject({ stage: 'issued', group_key: 'wheel', strategy: 'deposit', currency: 'EUR', title: 'Wheel spin' });
    // The segments of `wheel-config` (the player is in no group of wheel-config-segments), in order, with the spec's weights.
    const config = (await client.get('/api/fe/config/wheel-config')).body as { id: number; weight: number }[];
    expect(spin.items.map((item: any) => [item.id, item.weight])).toEqual(config.map((item) => [item.id, item.weight]));
    expect(spin.items.map((item: any) => item.weight)).toEqual([4000, 4000, 2000, 0, 0, 0, 0, 5]);
    expect(spin.items.every((item: any) => item.prize === false)).toBe(true);
    expect(pushes(userId).at(-1)?.data).toMatchObject({ id: spin.id, stage: 'issued' });
    // The player is told (platform/notifications/notify.ts), beside the deposit's own notices.
    const told = world.publisher.published.filter((message) => message.channel === `personal_notifications#${userId}`).map((message) => message.data as { kind: string; title: string });
    expect(told.filter((notice) => notice.kind === 'lootbox_issued')).toEqual([expect.objectContaining({ title: 'You have a wheel spin' })]);
    expect((await world.platform.client().get('/api/player/lootboxes')).status).toBe(401);
  });

  it('a tester (group 21) spins the wheel of wheel-config-segments["21"]', async () => {
    const userId = world.platform.createUser();
    db().prepare('INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, 21, ?)').run(userId, new Date().toISOString());
    const client = world.platform.clientAs(userId);
    expect((await deposit(client, 5_000)).status).toBe(201);
    const [spin] = (await client.get('/api/player/lootboxes')).body;
    const segments = (await client.get('/api/fe/config/wheel-config-segments')).body as Record<string, { id: number; weight: number }[]>;
    expect(spin.items.map((item: any) => [item.id, item.weight])).toEqual(segments['21']?.map((item) => [item.id, item.weight]));
  });

  it('visibility on the clock: expired hidden, activated shown only on the day it was created; activation of an expired box is refused', async () => {
    await template('vis', [bonusItem(1, 1)], 'wheel_vis', 2);
    const userId = world.platform.createUser();
    const client = () => world.platform.clientAs(userId);
    world.platform.clock.set('2026-12-01T10:00:00.000Z');
    const kept = await give(userId, 'vis');
    const opened = await give(userId, 'vis');
    expect((await client().post(`/api/player/lootboxes/${opened}/activation`)).status).toBe(200);
    const ids = async () => ((await client().get('/api/player/lootboxes')).body as any[]).map((box) => [box.id, box.stage]);
    expect(await ids()).toEqual([
      [opened, 'activated'],
      [kept, 'issued'],
    ]);
    world.platform.clock.set('2026-12-01T23:59:59.000Z');
    expect(await ids()).toEqual([
      [opened, 'activated'],
      [kept, 'issued'],
    ]);
    world.platform.clock.set('2026-12-02T00:00:01.000Z'); // the next UTC day: the activated box is gone
    expect(await ids()).toEqual([[kept, 'issued']]);
    world.platform.clock.set('2026-12-03T10:00:00.000Z'); // valid_until (2 days): expired, hidden
    expect(await ids()).toEqual([]);
    expect(db().prepare('SELECT stage FROM player_lootboxes WHERE id = ?').pluck().get(kept)).toBe('expired');
    expect(pushes(userId).at(-1)?.data).toMatchObject({ id: kept, stage: 'expired' });
    expect((await client().post(`/api/player/lootboxes/${kept}/activation`)).body.code).toBe('lootbox_not_issued');
    // The operator cancels an issued box; it stays listed as canceled and cannot be spun.
    const canceled = await give(userId, 'vis');
    expect((await world.operator.delete(`/operator/api/lootboxes/${canceled}`)).body).toMatchObject({ id: canceled, stage: 'canceled' });
    expect((await client().post(`/api/player/lootboxes/${canceled}/activation`)).status).toBe(409);
    expect(await ids()).toEqual([[canceled, 'canceled']]);
  });

  it('activation exactly once: 12 concurrent requests draw once, pay one prize, answer the same box; another player gets 404', async () => {
    await template('race', [freespinsItem(1, 1), bonusItem(2, 1)]);
    const userId = world.platform.createUser();
    const id = await give(userId, 'race');
    const clients = Array.from({ length: 12 }, () => world.platform.clientAs(userId));
    const other = world.platform.clientAs(world.platform.createUser());
    expect((await other.post(`/api/player/lootboxes/${id}/activation`)).status).toBe(404);
    const answers = await Promise.all(clients.map((client) => client.post(`/api/player/lootboxes/${id}/activation`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(Lootbox.safeParse(answers[0]?.body).success).toBe(true);
    const won = answers[0]?.body.items.filter((item: any) => item.prize);
    expect(won).toHaveLength(1);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(answers[0]?.body.stage).toBe('activated');
    expect(draws(id)).toHaveLength(1);
    const gifts =
      (db().prepare("SELECT COUNT(*) FROM player_bonuses WHERE user_id = ? AND source = 'lootbox'").pluck().get(userId) as number) +
      (db().prepare("SELECT COUNT(*) FROM player_freespins WHERE user_id = ? AND source = 'lootbox'").pluck().get(userId) as number);
    expect(gifts).toBe(1);
    // One activation push, one prize notification.
    expect(pushes(userId).filter((message) => (message.data as any).stage === 'activated')).toHaveLength(1);
    expect(world.publisher.published.filter((message) => message.channel === `personal_notifications#${userId}` && (message.data as any).title === 'You won a prize')).toHaveLength(1);
  });

  it('the audit row holds the weights used, the random value and the result, and points at the issued prize', async () => {
    await template('audit', [freespinsItem(7, 3), bonusItem(8, 0), bonusItem(9, 1)]);
    const userId = world.platform.createUser();
    const id = await give(userId, 'audit');
    const answer = await world.platform.clientAs(userId).post(`/api/player/lootboxes/${id}/activation`);
    const [row] = draws(id);
    // Weight-0 items take no part in the draw.
    expect(JSON.parse(row?.weights)).toEqual([
      [7, 3],
      [9, 1],
    ]);
    expect(row).toMatchObject({ user_id: userId, total_weight: 4 });
    expect(row?.random_value).toBeGreaterThanOrEqual(0);
    expect(row?.random_value).toBeLessThan(4);
    // The value decides the item: [0, 3) → 7, 3 → 9.
    expect(row?.item_id).toBe((row?.random_value as number) < 3 ? 7 : 9);
    expect(answer.body.items.find((item: any) => item.prize).id).toBe(row?.item_id);
    if (row?.item_id === 7) expect(db().prepare('SELECT idempotency_key FROM player_freespins WHERE id = ?').pluck().get(row.freespins_id)).toBe(`lootbox:${id}:prize`);
    else expect(db().prepare('SELECT idempotency_key FROM player_bonuses WHERE id = ?').pluck().get(row?.bonus_id)).toBe(`lootbox:${id}:prize`);
  });

  it('a won free-spin pack is played on the provider’s game page; its winnings become a wagerable bonus', async () => {
    await template('fs-only', [freespinsItem(1, 1, 5)]);
    const userId = world.platform.createUser();
    const client = world.platform.clientAs(userId);
    world.fund(userId, 1_000);
    const id = await give(userId, 'fs-only');
    expect((await client.post(`/api/player/lootboxes/${id}/activation`)).body.items[0]).toMatchObject({ id: 1, prize: true });
    const [pack] = (await client.get('/api/player/freespins')).body as any[];
    expect(pack).toMatchObject({ stage: 'issued', freespins_total: 5, bet_level: 20, games: [slot], title: '5 free spins (en)' });
    expect((await client.post(`/api/player/freespins/${pack.id}/activation`)).status).toBe(200);
    const { token, html } = await world.openReal(client, slot);
    expect(html).toContain('Free spins: 5 left');
    for (let round = 1; round <= 5; round++) {
      world.platform.clock.advance(3_000);
      const answer = await world.platform.client().post('/provider/round', { token, stake_cents: 100 });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ free_round: true, stake_cents: 20 });
    }
    expect(db().prepare('SELECT stage, freespins_performed FROM player_freespins WHERE id = ?').get(pack.id)).toEqual({ stage: 'finished', freespins_performed: 5 });
    expect(balanceOf(world.platform.ctx, userId, 'EUR').real_cents).toBe(1_000);
  });

  it('a won bonus lands in the gifts list, activates and is wagered with the prize’s terms', async () => {
    await template('bonus-only', [bonusItem(1, 1, 500)]);
    const userId = world.platform.createUser();
    const client = world.platform.clientAs(userId);
    const id = await give(userId, 'bonus-only');
    await client.post(`/api/player/lootboxes/${id}/activation`);
    const [bonus] = (await client.get('/api/player/bonuses')).body as any[];
    expect(bonus).toMatchObject({ stage: 'issued', amount_cents: 500, amount_wager_requirement_cents: 1_500, strategy: 'lootbox', title: 'Bonus (en)' });
    expect(db().prepare('SELECT max_win_cents FROM player_bonuses WHERE id = ?').pluck().get(bonus.id)).toBe(5_000);
    const activated = await client.post(`/api/player/bonuses/${bonus.id}/activation`);
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    expect(activated.body.stage).toBe('handle_bets');
    expect(balanceOf(world.platform.ctx, userId, 'EUR').bonus_cents).toBe(500);
    // Wagered: a real-money round on the slot counts towards the requirement.
    const { token } = await world.openReal(client, slot);
    world.platform.clock.advance(3_000);
    expect((await world.platform.client().post('/provider/round', { token, stake_cents: 100 })).status).toBe(200);
    expect(((await client.get('/api/player/bonuses')).body as any[])[0].amount_wager_cents).toBe(100);
  });

  it('a points prize adds to both comp point balances, once', async () => {
    await template('points', [{ id: 1, weight: 1, title: all('Points'), prize: { type: 'points', points: 250 } }], 'rocket_lite');
    const userId = world.platform.createUser();
    const id = await give(userId, 'points');
    const client = world.platform.clientAs(userId);
    await Promise.all([client.post(`/api/player/lootboxes/${id}/activation`), client.post(`/api/player/lootboxes/${id}/activation`)]);
    expect(compPointsOf(world.platform.ctx, userId)).toEqual({ chargeable: { points: 250 }, persistent: { points: 250 } });
    expect((await client.get('/api/player/comp_points')).body).toMatchObject({ chargeable: { points: 250 } });
  });

  it('templates are validated: titles in all nine locales, unique item ids', async () => {
    const bad = await world.operator.put('/operator/api/lootbox_templates/bad', { group_key: 'wheel', title: { en: 'Box' }, validity_days: 1, items: [bonusItem(1, 1)] });
    expect(bad.status).toBe(422);
    const dup = await world.operator.put('/operator/api/lootbox_templates/bad', { group_key: 'wheel', title: all('Box'), validity_days: 1, items: [bonusItem(1, 1), bonusItem(1, 1)] });
    expect(dup.status).toBe(422);
    expect((await world.platform.client().put('/operator/api/lootbox_templates/bad', {})).status).toBe(401);
  });

  it('an item without a weight takes the spec’s fallback weight of its position', async () => {
    const noWeight = (id: number) => ({ id, title: all(`Item ${id}`), prize: { type: 'points', points: id } });
    await template('fallback', [1, 2, 3, 4, 5, 6, 7, 8, 9].map(noWeight));
    const userId = world.platform.createUser();
    await give(userId, 'fallback');
    const [box] = (await world.platform.clientAs(userId).get('/api/player/lootboxes')).body;
    expect(box.items.map((item: any) => item.weight)).toEqual([4000, 4000, 2000, 0, 0, 0, 0, 5, 0]);
  });

  it('the VIP hook: a promotion issues its status’s lootbox once per period; a status without a template nothing', async () => {
    const userId = world.platform.createUser();
    const ctx = world.platform.ctx;
    const first = issueVipStatusLootbox(ctx, { userId, status: 'gold', periodKey: '2026-Q4' });
    runAfter(first.after);
    expect(first.lootbox).toMatchObject({ group_key: 'rocket_pro', source: 'vip_status', stage: 'issued' });
    expect(issueVipStatusLootbox(ctx, { userId, status: 'gold', periodKey: '2026-Q4' }).lootbox?.id).toBe(first.lootbox?.id);
    expect(issueVipStatusLootbox(ctx, { userId, status: 'regular', periodKey: '2026-Q4' }).lootbox).toBeNull();
    const [box] = (await world.platform.clientAs(userId).get('/api/player/lootboxes')).body;
    expect(box).toMatchObject({ id: first.lootbox?.id, title: 'VIP Gold lootbox', group_key: 'rocket_pro' });
    expect(box.items.map((item: any) => item.bonuses[0].type)).toEqual(['freespins', 'bonus', 'points']);
  });
});
