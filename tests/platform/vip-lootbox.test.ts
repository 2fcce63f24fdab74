/**
 * The lootbox of a VIP promotion (docs/api/lootboxes.md "Issuing rules", docs/api/vip.md "Lootboxes"):
 * a promotion issues the reached status's box (template `vip_<status>`) in the promotion's
 * transaction, once per quarter and status, notified (`lootbox_issued`) and pushed
 * (`lootboxes_changes`) on the real socket; statuses without a template (bronze) issue none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAfter } from '../../platform/bonuses/publish.ts';
import { thresholdsFor } from '../../platform/telemetry/vip-progress.ts';
import { immediate } from '../../platform/db/database.ts';
import { evaluateVip } from '../../platform/vip/status.ts';
import { transfer } from '../../platform/wallet/service.ts';
import { deposit, type BonusWorld } from './bonuses-setup.ts';
import { newPlayer, socketWorld } from './competitions-setup.ts';
import type { ApiClient } from './harness.ts';
import { RawClient, until } from './realtime-helpers.ts';

const open: RawClient[] = [];
async function subscribed(client: ApiClient, userId: number): Promise<RawClient> {
  const { body } = await client.get('/api/player/settings');
  const raw = await RawClient.open(body.cent.url);
  open.push(raw);
  expect((await raw.connect(body.cent.token)).connect).toBeTruthy();
  for (const channel of [`lootboxes_changes#${userId}`, `personal_notifications#${userId}`]) expect((await raw.call({ subscribe: { channel } })).error).toBeUndefined();
  return raw;
}

async function depositTotal(client: ApiClient, total: number): Promise<void> {
  for (let left = total; left > 0; left -= 500_000) {
    const answer = await deposit(client, Math.min(left, 500_000));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
}

const vipBoxes = async (client: ApiClient) => ((await client.get('/api/player/lootboxes')).body as { id: number; group_key: string; stage: string }[]).filter((box) => box.group_key.startsWith('rocket_'));

describe('vip promotion lootbox', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await socketWorld();
  });
  afterAll(async () => {
    for (const raw of open) raw.close();
    await bw.close();
  });
  const platform = () => bw.world.platform;

  it('issues the reached status box once per quarter, notified and pushed; bronze has none', async () => {
    platform().clock.set('2026-05-12T12:00:00.000Z');
    const player = newPlayer(bw);
    const raw = await subscribed(player.client, player.id);
    // Bronze first: no template, no box.
    await depositTotal(player.client, thresholdsFor('bronze', 'EUR').deposit);
    const client = () => platform().clientAs(player.id);
    expect(await vipBoxes(client())).toEqual([]);
    // Silver: the vip_silver box (group rocket_lite), issued.
    await depositTotal(client(), thresholdsFor('silver', 'EUR').deposit - thresholdsFor('bronze', 'EUR').deposit);
    const boxes = await vipBoxes(client());
    expect(boxes.map((box) => [box.group_key, box.stage])).toEqual([['rocket_lite', 'issued']]);
    const stored = platform().ctx.db.prepare("SELECT source, idempotency_key FROM player_lootboxes WHERE user_id = ? AND source = 'vip_status'").all(player.id);
    expect(stored).toEqual([{ source: 'vip_status', idempotency_key: `vip:${player.id}:silver:2026Q2` }]);
    await until(() => raw.pushes(`lootboxes_changes#${player.id}`).some((push) => push.pub.data.id === boxes[0]!.id), 3_000, 'lootboxes_changes');
    // (The first deposit's wheel spin tells of itself too, linking to the wheel; a VIP box links to the gifts.)
    const boxNotices = () => raw.pushes(`personal_notifications#${player.id}`).filter((push) => push.pub.data.kind === 'lootbox_issued' && push.pub.data.link === '/gifts');
    await until(() => boxNotices().length > 0, 3_000, 'lootbox notification');
    // Evaluating again, and more deposits below gold, issue nothing more.
    runAfter(evaluateVip(platform().ctx, player.id));
    await depositTotal(client(), 100_000);
    expect((await vipBoxes(client())).length).toBe(1);
    expect(boxNotices().length).toBe(1);
  });

  it('a promotion straight to gold issues the gold box only, and rolls back with the promotion', async () => {
    platform().clock.set('2026-05-13T12:00:00.000Z');
    const player = newPlayer(bw);
    const ctx = platform().ctx;
    const gold = thresholdsFor('gold', 'EUR').bet;
    bw.world.fund(player.id, gold);
    transfer(ctx, { debit: { userId: player.id, kind: 'real' }, credit: { system: 'house:games' }, amount_cents: gold, currency: 'EUR', kind: 'bet', idempotencyKey: `vip-gold-${player.id}` });
    // The promotion's transaction fails after the evaluation: neither the status nor its box is kept.
    expect(() =>
      immediate(ctx.db, () => {
        evaluateVip(ctx, player.id);
        throw new Error('the caller fails');
      }),
    ).toThrow('the caller fails');
    expect(ctx.db.prepare("SELECT COUNT(*) AS n FROM player_lootboxes WHERE user_id = ? AND source = 'vip_status'").get(player.id)).toEqual({ n: 0 });
    expect(ctx.db.prepare('SELECT COUNT(*) AS n FROM user_groups WHERE user_id = ? AND group_id = 259').get(player.id)).toEqual({ n: 0 });
    // Committed: gold, and gold's box only (not silver's on the way).
    runAfter(evaluateVip(ctx, player.id));
    const client = platform().clientAs(player.id);
    expect((await client.get('/jam/vip_club')).body.status).toBe('gold');
    expect((await vipBoxes(client)).map((box) => box.group_key)).toEqual(['rocket_pro']);
  });

  it('issues nothing, and still promotes, when the status template is switched off', async () => {
    platform().clock.set('2026-05-14T12:00:00.000Z');
    const ctx = platform().ctx;
    ctx.db.prepare("UPDATE lootbox_templates SET active = 0 WHERE key = 'vip_silver'").run();
    try {
      const player = newPlayer(bw);
      await depositTotal(player.client, thresholdsFor('silver', 'EUR').deposit);
      const client = platform().clientAs(player.id);
      expect((await client.get('/jam/vip_club')).body.status).toBe('silver');
      expect(await vipBoxes(client)).toEqual([]);
    } finally {
      ctx.db.prepare("UPDATE lootbox_templates SET active = 1 WHERE key = 'vip_silver'").run();
    }
  });
});
