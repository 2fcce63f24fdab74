/**
 * Group commit of the seamless wallet (docs/api/provider.md "Throughput"): `commitTogether` keeps each
 * unit's outcome apart inside one transaction and runs after-commit work only after the COMMIT; over
 * HTTP, a burst of concurrent calls (some repeated, one refused) is answered exactly as one-by-one calls
 * would be, with every cent accounted for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, commitTogether, immediate, openDatabase, type Db } from '../../platform/db/database.ts';
import { balanceOf } from '../../platform/wallet/ledger.ts';
import { openReal, pickGames, providerWorld, type ProviderWorld } from './provider-setup.ts';
import { assertLedgerConsistent } from './wallet-ledger-checks.ts';

describe('commitTogether', () => {
  let dir: string;
  let db: Db;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    db = openDatabase(join(dir, 'db.sqlite'));
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE)');
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rolls back only the unit that throws, and runs after-commit work once everything is committed', () => {
    const seen: { text: string; inTransaction: boolean; rows: number }[] = [];
    const note = (text: string) => () => {
      db.prepare('INSERT INTO notes (text) VALUES (?)').run(text);
      afterCommit(db, () => seen.push({ text, inTransaction: db.inTransaction, rows: db.prepare('SELECT COUNT(*) FROM notes').pluck().get() as number }));
      return text;
    };
    const failing = () => {
      db.prepare('INSERT INTO notes (text) VALUES (?)').run('half-done');
      afterCommit(db, () => seen.push({ text: 'never', inTransaction: false, rows: -1 }));
      throw new Error('refused');
    };
    const results = commitTogether(db, [note('a'), failing, note('b'), note('a')]);
    expect(results.map((result) => (result.ok ? result.value : (result.error as Error).message))).toEqual(['a', 'refused', 'b', expect.stringContaining('UNIQUE')]);
    expect(db.prepare('SELECT text FROM notes ORDER BY id').pluck().all()).toEqual(['a', 'b']);
    // The failing unit's task is dropped with its savepoint: only committed work is announced.
    expect(seen).toEqual([
      { text: 'a', inTransaction: false, rows: 2 },
      { text: 'b', inTransaction: false, rows: 2 },
    ]);
  });

  it('runs one task per `once` key in a group, and a failing task neither stops the others nor fails the group', () => {
    const ran: string[] = [];
    const quiet = console.error;
    console.error = () => undefined;
    try {
      const results = commitTogether(db, [
        () => afterCommit(db, () => ran.push('push 1'), 'balance:1'),
        () => afterCommit(db, () => { throw new Error('publisher down'); }),
        () => afterCommit(db, () => ran.push('push 1 again'), 'balance:1'),
        () => afterCommit(db, () => ran.push('push 2'), 'balance:2'),
      ]);
      expect(results.every((result) => result.ok)).toBe(true);
    } finally {
      console.error = quiet;
    }
    expect(ran).toEqual(['push 1', 'push 2']);
  });

  it('runs after-commit work at once outside a group, and refuses to nest', () => {
    let ran = false;
    afterCommit(db, () => (ran = true));
    expect(ran).toBe(true);
    expect(commitTogether(db, [() => commitTogether(db, [() => 1])])[0]).toMatchObject({ ok: false });
    expect(immediate(db, () => db.inTransaction)).toBe(true);
  });
});

describe('the provider wallet under a burst of concurrent calls', () => {
  let world: ProviderWorld;
  beforeAll(async () => {
    world = await providerWorld({ recovery: false });
  });
  afterAll(() => world.close());

  it('charges every bet once, replays repeats, refuses the overdraft, and publishes only committed balances', async () => {
    const userId = world.platform.createUser();
    world.fund(userId, 10_000);
    const game = pickGames(world.platform).slot.identifier;
    const token = await openReal(world, userId, game);
    const bet = (n: number, amount = 100) => ({ token, game, currency: 'EUR', round_id: `burst-${n}`, transaction_id: `burst-${n}:b`, amount_cents: amount });
    const pushesBefore = world.publisher.published.length;
    // 60 distinct bets of 1 €, each sent twice at once, and one bet larger than what is left.
    const calls = [
      ...Array.from({ length: 60 }, (_, n) => world.wallet('bet', bet(n))),
      ...Array.from({ length: 60 }, (_, n) => world.wallet('bet', bet(n))),
      world.wallet('bet', bet(999, 9_000)),
    ];
    const answers = await Promise.all(calls);
    const firsts = answers.slice(0, 60);
    const repeats = answers.slice(60, 120);
    expect(firsts.every((answer) => answer.status === 200 && answer.body.status === 'ok')).toBe(true);
    expect(repeats.map((answer) => answer.body)).toEqual(firsts.map((answer) => answer.body));
    expect(answers[120]).toMatchObject({ status: 402, body: { code: 'insufficient_funds' } });
    expect(balanceOf(world.platform.ctx, userId, 'EUR').total_cents).toBe(10_000 - 6_000);
    const charged = world.platform.ctx.db.prepare("SELECT COUNT(*) FROM ledger_transfers WHERE kind = 'bet' AND idempotency_key LIKE 'provider:bet:burst-%'").pluck().get();
    expect(charged).toBe(60);
    // Each balance push carries a balance the ledger had at a commit: never below what is left now.
    const pushes = world.publisher.published.slice(pushesBefore).filter((push) => push.channel === `balance#${userId}`);
    expect(pushes.length).toBeGreaterThanOrEqual(1);
    for (const push of pushes) expect((push.data as { amount_cents: number }).amount_cents).toBeGreaterThanOrEqual(4_000);
    assertLedgerConsistent(world.platform);
  });
});
