/**
 * The bonus lifecycle end to end over HTTP (docs/api/bonuses.md "Lifecycle", "Money", "Wagering"):
 * the welcome deposit bonus, wagering through the provider's signed wallet calls, wager_done
 * converting to real money that can be cashed out, lost, cancel, max bet, rollback, expiry by the
 * clock, the wait queue, and a win after its bonus ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bonus, BonusCancelInfo, Bonuses } from '../../sdk/api/schemas/bonuses.ts';
import { sweepExpired } from '../../platform/bonuses/lifecycle.ts';
import { runAfter } from '../../platform/bonuses/publish.ts';
import { issueBonus } from '../../platform/bonuses/issue.ts';
import { bonusStatements } from '../../platform/bonuses/store.ts';
import { dialectOf } from '../../platform/db/database.ts';
import { assertLedgerConsistent } from './wallet-ledger-checks.ts';
import { bonuses, bonusRow, bonusWorld, deposit, key, money, movedByKind, table, type BonusWorld } from './bonuses-setup.ts';

const DAY = 86_400_000;

describe('bonus lifecycle', () => {
  let bw: BonusWorld;
  beforeAll(async () => {
    bw = await bonusWorld();
  });
  afterAll(() => bw.close());

  it('welcome deposit → bonus being wagered → wager_done converts to real → the cashout works', async () => {
    const { world } = bw;
    const userId = world.platform.createUser({ language: 'de' });
    const client = world.platform.clientAs(userId);
    const paid = await deposit(client, 2000);
    expect(paid.status).toBe(201);

    const [bonus] = await bonuses(client);
    expect(bonus).toMatchObject({ stage: 'handle_bets', amount_cents: 2000, currency: 'EUR', amount_wager_requirement_cents: 80_000, amount_wager_cents: 0, activatable: false, cancelable: true, group_key: 'welcome', strategy: 'deposit' });
    expect(bonus.title).toBe('Willkommenspaket, 1. Einzahlung: 100 % Bonus + 50 Freispiele');
    expect(money(world, userId)).toMatchObject({ real_cents: 2000, bonus_cents: 2000 });
    const push = world.publisher.published.find((message) => message.channel === `bonuses_changes#${userId}` && (message.data as { id: number }).id === bonus.id);
    // The wire shapes are the SDK's (sdk/api/schemas/bonuses.ts): the list and the push parse with them.
    expect(Bonuses.safeParse(await bonuses(client)).success).toBe(true);
    expect(Bonus.safeParse(push?.data).success).toBe(true);
    const accounts = (await client.get('/api/player/accounts')).body as { currency: string; amount_cents: number; available_to_cashout_cents: number }[];
    expect(accounts.find((a) => a.currency === 'EUR')).toMatchObject({ amount_cents: 4000, available_to_cashout_cents: 2000 });

    const game = await table(bw, userId);
    // Real money first: four lost rounds of EUR 5 spend the real EUR 20.
    for (let i = 0; i < 4; i++) await game.round(500, 0);
    expect(money(world, userId)).toMatchObject({ real_cents: 0, bonus_cents: 2000 });
    // Now bonus money: a win of a bonus-funded bet is bonus money.
    await game.round(500, 1000);
    expect(money(world, userId)).toMatchObject({ real_cents: 0, bonus_cents: 2500 });
    expect(bonusRow(bw, bonus.id).wagered_cents).toBe(2500);
    // Even rounds up to the requirement: 80,000 − 2,500 = 155 rounds of EUR 5.
    for (let i = 0; i < 154; i++) await game.round(500, 500);
    const last = await game.bet(500);
    expect(last.status).toBe(200);
    expect(bonusRow(bw, bonus.id)).toMatchObject({ wagered_cents: 80_000, stage: 'handle_bets' }); // the round is still open
    await game.win(last, 500);

    const [done] = await bonuses(client);
    expect(done).toMatchObject({ id: bonus.id, stage: 'wager_done', amount_wager_cents: 80_000 });
    expect(money(world, userId)).toMatchObject({ real_cents: 2500, bonus_cents: 0 });
    expect(movedByKind(bw, userId, 'bonus_convert')).toBe(2500);

    const cashout = await client.post('/api/player/payments/cashout', { amount_cents: 2500, currency: 'EUR', payment_method: 'skrill', idempotency_key: key() });
    expect(cashout.status, JSON.stringify(cashout.body)).toBe(201);
    expect(money(world, userId)).toMatchObject({ real_cents: 0, bonus_cents: 0 });
    assertLedgerConsistent(world.platform);
  });

  it('lost: the bonus money is gone once no bet staked with it is open', async () => {
    const userId = bw.world.platform.createUser();
    const client = bw.world.platform.clientAs(userId);
    await deposit(client, 2000);
    const game = await table(bw, userId);
    for (let i = 0; i < 7; i++) await game.round(500, 0);
    const last = await game.bet(500);
    expect(money(bw.world, userId)).toMatchObject({ real_cents: 0, bonus_cents: 0 });
    expect((await bonuses(client))[0].stage).toBe('handle_bets'); // its last bet may still win
    await game.win(last, 0);
    const [lost] = await bonuses(client);
    expect(lost.stage).toBe('lost');
    expect(lost.cancelable).toBe(false);
    assertLedgerConsistent(bw.world.platform);
  });

  it('refuses a bet above the bonus max bet before money moves (bonus_max_bet, 422)', async () => {
    const userId = bw.world.platform.createUser();
    await deposit(bw.world.platform.clientAs(userId), 10_000);
    const before = money(bw.world, userId);
    const game = await table(bw, userId);
    const refused = await game.bet(501);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ status: 'error', code: 'bonus_max_bet', max_bet_cents: 500, currency: 'EUR', balance_cents: before.total_cents });
    expect(money(bw.world, userId)).toEqual(before);
    // The same id again: the stored refusal, still nothing moved.
    expect(await bw.world.wallet('bet', refused.call)).toEqual({ status: refused.status, body: refused.body });
    expect((await game.bet(500)).status).toBe(200);
  });

  it('cancel forfeits only the bonus money; a win of a bet staked with it is forfeited too', async () => {
    const userId = bw.world.platform.createUser();
    const client = bw.world.platform.clientAs(userId);
    await deposit(client, 2000);
    const game = await table(bw, userId);
    for (let i = 0; i < 4; i++) await game.round(500, 0);
    await deposit(client, 3000); // welcome-2: 75 % = 2,250, waiting behind the first
    const list = await bonuses(client);
    expect(list.map((b) => [b.amount_cents, b.stage])).toEqual([[2250, 'wait'], [2000, 'handle_bets']]);
    const open = await game.bet(500); // real money first: EUR 5 of the EUR 30
    const mixedStake = await game.bet(500);
    expect(money(bw.world, userId)).toMatchObject({ real_cents: 2000, bonus_cents: 2000 });

    const info = await client.get(`/api/player/bonuses/${list[1].id}/cancel_info`);
    expect(BonusCancelInfo.safeParse(info.body).success).toBe(true);
    expect(info.body).toMatchObject({ cash_balance: '20.00', bonus_balance: '20.00', current_balance: '40.00', total_withdrawal_amount: '20.00', bonus_winnings: '0.00' });
    const canceled = await client.delete(`/api/player/bonuses/${list[1].id}`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.stage).toBe('canceled');
    // The first bonus's EUR 20 went back to the house; the waiting one started with its EUR 22.50.
    const after = await bonuses(client);
    expect(after.map((b) => b.stage)).toEqual(['handle_bets', 'canceled']);
    expect(money(bw.world, userId)).toMatchObject({ real_cents: 2000, bonus_cents: 2250 });
    expect(movedByKind(bw, userId, 'bonus_forfeit')).toBe(2000);
    expect((await client.delete(`/api/player/bonuses/${list[1].id}`)).body.code).toBe('not_cancelable');

    await game.win(open, 1000);
    await game.win(mixedStake, 1000);
    // Both bets were real money: their wins are real.
    expect(money(bw.world, userId)).toMatchObject({ real_cents: 4000, bonus_cents: 2250 });
    assertLedgerConsistent(bw.world.platform);
  });

  it('a win of a bonus-funded bet whose bonus was canceled meanwhile is forfeited', async () => {
    const userId = bw.world.platform.createUser();
    const client = bw.world.platform.clientAs(userId);
    await deposit(client, 2000);
    const game = await table(bw, userId);
    for (let i = 0; i < 4; i++) await game.round(500, 0);
    const staked = await game.bet(500); // all bonus money
    const [bonus] = await bonuses(client);
    await client.delete(`/api/player/bonuses/${bonus.id}`);
    expect(money(bw.world, userId)).toMatchObject({ real_cents: 0, bonus_cents: 0 });
    const won = await game.win(staked, 2000);
    expect(won.status).toBe(200);
    expect(money(bw.world, userId)).toMatchObject({ real_cents: 0, bonus_cents: 0 });
    expect(movedByKind(bw, userId, 'bonus_forfeit')).toBe(1500 + 2000);
    assertLedgerConsistent(bw.world.platform);
  });

  it('a rollback takes its wagering back and returns each part of the stake', async () => {
    const userId = bw.world.platform.createUser();
    const client = bw.world.platform.clientAs(userId);
    await deposit(client, 2000);
    const game = await table(bw, userId);
    await game.round(500, 0);
    await game.round(500, 0);
    await game.round(500, 0);
    const mixed = await game.bet(500); // EUR 5 real
    const bonusOnly = await game.bet(300);
    const [bonus] = await bonuses(client);
    expect(bonusRow(bw, bonus.id)).toMatchObject({ wagered_cents: 2300, open_bonus_bets: 1 });
    expect((await game.rollback(bonusOnly)).status).toBe(200);
    expect((await game.rollback(mixed)).status).toBe(200);
    expect(bonusRow(bw, bonus.id)).toMatchObject({ wagered_cents: 1500, open_bonus_bets: 0, stage: 'handle_bets' });
    expect(money(bw.world, userId)).toMatchObject({ real_cents: 500, bonus_cents: 2000 });
    assertLedgerConsistent(bw.world.platform);
  });

  it('a live game counts 10 % towards wagering', async () => {
    const userId = bw.world.platform.createUser();
    const client = bw.world.platform.clientAs(userId);
    await deposit(client, 2000);
    const game = await table(bw, userId, bw.live);
    await game.round(500, 500);
    const [bonus] = await bonuses(client);
    expect(bonus.amount_wager_cents).toBe(50);
  });

  it('expires by the clock: issued past activatable_until, wagered past valid_until (forfeited)', async () => {
    const { platform } = bw.world;
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    await deposit(client, 2000);
    const promo = await client.post('/api/v2/bonuses/promo-code', { code: 'bonus10' });
    expect(promo.status, JSON.stringify(promo.body)).toBe(200);
    let list = await bonuses(client);
    expect(list.map((b) => [b.strategy, b.stage, b.activatable])).toEqual([['promo_code', 'issued', true], ['deposit', 'handle_bets', false]]);

    // A new login after each jump (the session itself would have idled out).
    platform.clock.advance(7 * DAY + 1);
    list = await bonuses(platform.clientAs(userId));
    expect(list.map((b) => b.stage)).toEqual(['expired', 'handle_bets']);
    expect((await platform.clientAs(userId).post(`/api/player/bonuses/${list[0].id}/activation`)).body.code).toBe('not_activatable');

    platform.clock.advance(23 * DAY);
    list = await bonuses(platform.clientAs(userId));
    expect(list.map((b) => b.stage)).toEqual(['expired', 'expired']);
    expect(money(bw.world, userId)).toMatchObject({ real_cents: 2000, bonus_cents: 0 });
    assertLedgerConsistent(platform);
  });

  it('activation: wait behind the wagered bonus, start when it ends; refused when bonuses are off', async () => {
    const { platform } = bw.world;
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    await deposit(client, 2000);
    const promo = await client.post('/api/v2/bonuses/promo-code', { code: 'BONUS10' });
    const promoId = Number(promo.body.bonus_id);
    const activated = await client.post(`/api/player/bonuses/${promoId}/activation`);
    expect(activated.status).toBe(200);
    expect(activated.body.stage).toBe('wait');
    expect((await client.post(`/api/player/bonuses/${promoId}/activation`)).body.code).toBe('not_activatable');
    const welcome = (await bonuses(client)).find((b) => b.strategy === 'deposit');
    await client.delete(`/api/player/bonuses/${welcome.id}`);
    expect((await bonuses(client)).find((b) => b.id === promoId)).toMatchObject({ stage: 'handle_bets', amount_cents: 1000, amount_wager_requirement_cents: 30_000 });
    expect(money(bw.world, userId).bonus_cents).toBe(1000);

    const other = platform.createUser();
    const otherClient = platform.clientAs(other);
    const issued = await otherClient.post('/api/v2/bonuses/promo-code', { code: 'BONUS10' });
    await otherClient.patch('/api/player/update_bonus_settings', { can_issue: false });
    const refused = await otherClient.post(`/api/player/bonuses/${issued.body.bonus_id}/activation`);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('bonuses_disabled');
    expect((await platform.clientAs(userId).post(`/api/player/bonuses/${issued.body.bonus_id}/activation`)).status).toBe(404);
  });

  it('hides issued bonuses of a disabled-bonuses group; guests get 401 like other player routes', async () => {
    const { platform } = bw.world;
    const userId = platform.createUser();
    const client = platform.clientAs(userId);
    await client.post('/api/v2/bonuses/promo-code', { code: 'BONUS10' });
    expect(await bonuses(client)).toHaveLength(1);
    platform.ctx.db.prepare("UPDATE fe_configs SET document = ? WHERE name = 'disabled-bonuses'").run(JSON.stringify({ group_keys: ['promo'] }));
    expect(await bonuses(client)).toHaveLength(0);
    platform.ctx.db.prepare("UPDATE fe_configs SET document = ? WHERE name = 'disabled-bonuses'").run(JSON.stringify({ group_keys: [] }));
    expect((await platform.client().get('/api/player/bonuses')).status).toBe(401);
  });

  /** The query plan of a read of one player's EUR bonuses, as text, on either engine. */
  const planOf = (sql: string, userId: number): string => {
    const db = bw.world.platform.ctx.db;
    if (dialectOf(db) === 'sqlite') return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(userId, 'EUR') as { detail: string }[]).map((step) => step.detail).join(' ');
    // PostgreSQL plans a table of a few rows as a sequential scan: with those off, the plan shows whether the partial index serves the read at all.
    db.exec('SET enable_seqscan = off');
    try {
      return (db.prepare(`EXPLAIN ${sql}`).pluck().all(userId, 'EUR') as string[]).join(' ');
    } finally {
      db.exec('RESET enable_seqscan');
    }
  };
  const WAGERING_INDEX = /USING INDEX player_bonuses_wagering|Index (Only )?Scan using player_bonuses_wagering /;

  it('the server’s sweep expires every player’s due bonuses without a read; a bet’s bonus read uses the partial index', async () => {
    const { platform } = bw.world;
    const userId = platform.createUser();
    await deposit(platform.clientAs(userId), 2000);
    const [bonus] = await bonuses(platform.clientAs(userId));
    platform.clock.advance(31 * DAY);
    runAfter(sweepExpired(platform.ctx));
    expect(bonusRow(bw, bonus.id).stage).toBe('expired');
    expect(money(bw.world, userId).bonus_cents).toBe(0);
    expect(bw.world.publisher.published.some((push) => push.channel === `bonuses_changes#${userId}` && (push.data as { stage: string }).stage === 'expired')).toBe(true);
    expect(planOf("SELECT * FROM player_bonuses WHERE user_id = ? AND currency = ? AND stage = 'handle_bets'", userId)).toMatch(WAGERING_INDEX);
    // The bet's own read of it (six columns: platform/bonuses/store.ts `wageringForBet`) too.
    expect(planOf(bonusStatements(platform.ctx.db).wageringForBet.source, userId)).toMatch(WAGERING_INDEX);
    assertLedgerConsistent(platform);
  });

  it('real-money rounds: the win of the round whose bet reached the requirement ends the bonus; the rounds before leave it', async () => {
    const { world } = bw;
    const userId = world.platform.createUser();
    world.fund(userId, 10_000);
    const issued = issueBonus(world.platform.ctx, { userId, currency: 'EUR', source: 'manual', idempotencyKey: `due-${userId}`, amountCents: 1000, wagerRequirementCents: 1500, autoActivate: true });
    runAfter(issued.after);
    const id = issued.bonus.id;
    const game = await table(bw, userId);
    // Real money first: no bet stakes bonus money, so only the requirement can end the bonus.
    await game.round(1000, 0);
    expect(bonusRow(bw, id)).toMatchObject({ wagered_cents: 1000, stage: 'handle_bets' });
    const last = await game.bet(500);
    expect(last.status).toBe(200);
    expect(bonusRow(bw, id)).toMatchObject({ wagered_cents: 1500, stage: 'handle_bets' }); // the round is still open
    expect((await game.win(last, 0)).status).toBe(200);
    expect(bonusRow(bw, id)).toMatchObject({ stage: 'wager_done' });
    expect(money(world, userId)).toMatchObject({ real_cents: 10_000 - 1500 + 1000, bonus_cents: 0 });
    assertLedgerConsistent(world.platform);
  });
});
