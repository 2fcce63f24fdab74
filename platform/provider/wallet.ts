import { settleBonus } from '../bonuses/lifecycle.ts';
import { bonusProgressPush } from '../bonuses/publish.ts';
import { bonusBetSettled, bonusInPlay, checkBonusBet, settlesBonus, splitWin, stillWagered, wagerBet, type BonusWager } from '../bonuses/wagering.ts';
import { iso } from '../clock.ts';
import { scoringLogged } from '../competitions/outbox.ts';
import type { PlatformContext } from '../context.ts';
import { afterCommit, immediate, type Db } from '../db/database.ts';
import { recordPlay } from '../games/favourites.ts';
import { catalogueOf } from '../games/catalogue.ts';
import { contribute } from '../jackpots/contribute.ts';
import { recordWin } from '../jackpots/winners.ts';
import { limitCheck } from '../limits/check.ts';
import { limitReached } from '../notifications/producers.ts';
import { realityCheckAfterBet } from '../limits/reality-check.ts';
import { balanceOf, postTransfer, publishBalances, type TransferSpec } from '../wallet/service.ts';
import type { BalanceTouch } from '../wallet/ledger.ts';
import { maxBetCents } from './bet-caps.ts';
import { lotteryWager } from '../lotteries/tickets.ts';
import { compsEarned } from '../loyalty/publish.ts';
import { levelAfterBet, levelAfterRollback } from '../loyalty/levels.ts';
import { afterBet } from '../vip/hot-path.ts';
import { effectsOf, recordEffects, reverseBetEffects, settledByDrop, type BetEffects } from './bet-effects.ts';
import type { BalanceCall, BetCall, RollbackCall, WinCall } from './schemas.ts';
import { claimFreeRound, payFreeRoundWin } from '../bonuses/freespins.ts';
import { hashToken, IDLE_MS, LOGIN_ENDED, loginEnded, sessionByToken, type SessionRow } from './sessions.ts';

/**
 * The casino side of the seamless wallet (docs/api/provider.md, research §2.2). Every call is idempotent by the
 * provider's `transaction_id`: the first answer is stored with the call's fingerprint; a repeat
 * with the same parameters gets that answer again and moves no money, the same id with other
 * parameters is `duplicate_transaction`. Each money-moving call is one `BEGIN IMMEDIATE`
 * transaction holding the ledger transfers, the jackpot contribution and the provider record;
 * balance pushes go out after the commit.
 */

export interface WalletAnswer {
  status: number;
  body: WalletBody;
}

export type WalletBody =
  | { status: 'ok'; transaction_id?: string; balance_cents: number; currency: string; [extra: string]: unknown }
  | { status: 'error'; code: string; message: string; balance_cents?: number; currency?: string; max_bet_cents?: number };

interface TransactionRow {
  id: number;
  transaction_id: string;
  kind: 'bet' | 'win' | 'rollback' | 'tombstone';
  session_id: number | null;
  user_id: number | null;
  game_identifier: string | null;
  round_id: string | null;
  currency: string | null;
  amount_cents: number;
  reference_transaction_id: string | null;
  fingerprint: string;
  outcome: 'ok' | 'refused' | 'tombstone';
  http_status: number;
  response: string;
  bet_real_cents: number;
  bet_bonus_cents: number;
  settlement: 'open' | 'won' | 'rolled_back' | null;
  /** Bets: what else the bet did (jackpot shares, drops), for its rollback (bet-effects.ts). */
  effects: string | null;
}

type NewTransaction = Omit<TransactionRow, 'id' | 'http_status' | 'response' | 'outcome'> & { answer: WalletAnswer; outcome: TransactionRow['outcome'] };

const error = (status: number, code: string, message: string, balance?: { balance_cents: number; currency: string }): WalletAnswer => ({
  status,
  body: { status: 'error', code, message, ...(balance ?? {}) },
});

function prepareStatements(db: Db) {
  return {
    byTransactionId: db.prepare<[string], TransactionRow>('SELECT * FROM provider_transactions WHERE transaction_id = ?'),
    insert: db.prepare(
      `INSERT INTO provider_transactions (transaction_id, kind, session_id, user_id, game_identifier, round_id, currency, amount_cents, reference_transaction_id,
         fingerprint, outcome, http_status, response, bet_real_cents, bet_bonus_cents, settlement, effects, created_at)
       VALUES (@transaction_id, @kind, @session_id, @user_id, @game_identifier, @round_id, @currency, @amount_cents, @reference_transaction_id,
         @fingerprint, @outcome, @http_status, @response, @bet_real_cents, @bet_bonus_cents, @settlement, @effects, @created_at)`,
    ),
    settle: db.prepare<[string, number]>('UPDATE provider_transactions SET settlement = ? WHERE id = ?'),
    betPlaced: db.prepare<[number, string, number]>('UPDATE provider_sessions SET bets_cents = bets_cents + ?, rounds = rounds + 1, expires_at = ? WHERE id = ?'),
    betReturned: db.prepare<[number, number]>('UPDATE provider_sessions SET bets_cents = bets_cents - ?, rounds = rounds - 1 WHERE id = ?'),
    winPaid: db.prepare<[number, number]>('UPDATE provider_sessions SET wins_cents = wins_cents + ? WHERE id = ?'),
  };
}

const cache = new WeakMap<Db, ReturnType<typeof prepareStatements>>();

function statements(db: Db): ReturnType<typeof prepareStatements> {
  let cached = cache.get(db);
  if (!cached) {
    cached = prepareStatements(db);
    cache.set(db, cached);
  }
  return cached;
}

function store(ctx: PlatformContext, row: NewTransaction): void {
  const { answer, ...rest } = row;
  statements(ctx.db).insert.run({ ...rest, http_status: answer.status, response: JSON.stringify(answer.body), created_at: iso(ctx.clock.now()) });
}

/** The fields every stored wallet call shares, before its outcome and money split. */
function callRecord(
  kind: 'bet' | 'win' | 'rollback',
  call: { transaction_id: string; game: string; round_id: string; currency: string; amount_cents: number; reference_transaction_id?: string },
  sessionId: number,
  userId: number,
  fingerprint: string,
) {
  return {
    transaction_id: call.transaction_id,
    kind,
    session_id: sessionId,
    user_id: userId,
    game_identifier: call.game,
    round_id: call.round_id,
    currency: call.currency,
    amount_cents: call.amount_cents,
    reference_transaction_id: call.reference_transaction_id ?? null,
    fingerprint,
    effects: null as string | null,
  };
}

const fingerprintOf = (kind: string, call: { token: string; round_id?: string; amount_cents?: number; currency?: string; game?: string; reference_transaction_id?: string }) =>
  JSON.stringify([kind, hashToken(call.token), call.round_id, call.amount_cents, call.currency, call.game, call.reference_transaction_id ?? null]);

/** A repeat of a recorded call: its first answer, or `duplicate_transaction` when the parameters differ. */
function replay(existing: TransactionRow, fingerprint: string): WalletAnswer {
  if (existing.kind === 'tombstone') {
    return error(409, 'transaction_rolled_back', 'This transaction was rolled back before it arrived');
  }
  if (existing.fingerprint !== fingerprint) return error(409, 'duplicate_transaction', 'This transaction id was used with other parameters');
  return { status: existing.http_status, body: JSON.parse(existing.response) as WalletBody };
}

function balance(ctx: PlatformContext, userId: number, currency: string) {
  return { balance_cents: balanceOf(ctx, userId, currency).total_cents, currency };
}

/** Checks that a call belongs to its session's game and currency. */
function mismatch(session: SessionRow, call: { game: string; currency: string }): WalletAnswer | null {
  if (session.mode !== 'real' || session.user_id === null) return error(403, 'demo_session', 'Demo sessions do not use the wallet');
  if (call.game !== session.game_identifier) return error(422, 'game_mismatch', 'The game differs from the session’s game');
  if (call.currency !== session.currency) return error(422, 'currency_mismatch', 'The currency differs from the session’s currency');
  return null;
}

interface Outcome {
  answer: WalletAnswer;
  touched: BalanceTouch[];
  /** Work to run after the commit (feeds that publish). */
  after: (() => void)[];
}

function finish(ctx: PlatformContext, outcome: Outcome): WalletAnswer {
  // A balance push reads the committed balance: one per wallet per group commit (wallet-queue.ts).
  for (const touch of outcome.touched) afterCommit(ctx.db, () => publishBalances(ctx, [touch]), `balance:${touch.userId}:${touch.currency}`);
  afterCommit(ctx.db, () => {
    for (const task of outcome.after) {
      try {
        task();
      } catch {
        // Feeds (winners) never undo a settled round.
      }
    }
  });
  return outcome.answer;
}

const nothing = (answer: WalletAnswer): Outcome => ({ answer, touched: [], after: [] });

/**
 * A call's one transaction: alone, its own `BEGIN IMMEDIATE`; inside the wallet queue's group
 * (`commitTogether`, platform/provider/wallet-queue.ts) the call already runs in a savepoint of its
 * own that rolls back whatever it throws, so a second, nested one only cost a SAVEPOINT and a RELEASE
 * per call (docs/api/provider.md "Third round"). A caller running these inside its own transaction
 * must likewise roll back when they throw.
 */
const ownTransaction = <T>(db: Db, work: () => T): T => (db.inTransaction ? work() : immediate(db, work));

export function walletBalance(ctx: PlatformContext, call: BalanceCall): WalletAnswer {
  const session = sessionByToken(ctx.db, call.token);
  if (!session) return error(404, 'session_not_found', 'No such game session');
  if (session.mode !== 'real' || session.user_id === null) return error(403, 'demo_session', 'Demo sessions do not use the wallet');
  if (call.currency && call.currency !== session.currency) return error(422, 'currency_mismatch', 'The currency differs from the session’s currency');
  if (loginEnded(ctx, session)) return error(403, LOGIN_ENDED.code, LOGIN_ENDED.message);
  return { status: 200, body: { status: 'ok', ...balance(ctx, session.user_id, session.currency) } };
}

export function walletBet(ctx: PlatformContext, call: BetCall): WalletAnswer {
  const fingerprint = fingerprintOf('bet', call) + freeRoundFingerprint(call);
  const outcome = ownTransaction(ctx.db, (): Outcome => {
    const sql = statements(ctx.db);
    const existing = sql.byTransactionId.get(call.transaction_id);
    if (existing) return nothing(replay(existing, fingerprint));
    const session = sessionByToken(ctx.db, call.token);
    if (!session) return nothing(error(404, 'session_not_found', 'No such game session'));
    const wrong = mismatch(session, call);
    if (wrong) return nothing(wrong);
    const userId = session.user_id as number;
    const now = ctx.clock.now();
    if (session.opened_at === null || Date.parse(session.expires_at) < now) return nothing(error(403, 'session_expired', 'The game session has expired'));
    // A game session ends with its login; a bet is play, which keeps that login alive (docs/api/provider.md).
    if (loginEnded(ctx, session, true)) return nothing(error(403, LOGIN_ENDED.code, LOGIN_ENDED.message));
    if (call.freespin_id !== undefined) return freeRoundBet(ctx, call, session, fingerprint);
    // Bet caps per engine and currency (docs/api/provider.md "Bet caps"): checked before anything moves.
    const maxBet = maxBetCents(session.engine, call.currency);
    if (call.amount_cents > maxBet) {
      return nothing({ status: 422, body: { status: 'error', code: 'bet_above_max', message: 'The bet is above the game’s maximum bet', max_bet_cents: maxBet, currency: call.currency } });
    }

    const base = callRecord('bet', call, session.id, userId, fingerprint);
    const refuse = (answer: WalletAnswer): Outcome => {
      store(ctx, { ...base, outcome: 'refused', answer, bet_real_cents: 0, bet_bonus_cents: 0, settlement: null });
      return nothing(answer);
    };

    const verdict = limitCheck(ctx, userId, { kind: 'bet', currency: call.currency, amount_cents: call.amount_cents });
    if (!verdict.ok) {
      const messages = { limit_reached: 'A limit is reached', self_excluded: 'You are self-excluded', cooling_off: 'Your time-out is running' };
      const refused = refuse(error(403, verdict.reason, messages[verdict.reason], balance(ctx, userId, call.currency)));
      // docs/api/notifications.md "Producers": the player hears of the limit once a day.
      if (verdict.reason === 'limit_reached' && verdict.limit_id !== undefined) refused.after.push(...limitReached(ctx, userId, verdict.limit_id));
      return refused;
    }
    // The bonus being wagered, if any: the one extra read of a bet (docs/api/bonuses.md "Wagering"); its max bet before money moves.
    const bonus = bonusInPlay(ctx, userId, call.currency);
    const aboveBonusMax = bonus ? checkBonusBet(bonus, call.amount_cents) : null;
    if (aboveBonusMax) return refuse({ status: aboveBonusMax.status, body: { ...aboveBonusMax.body, ...balance(ctx, userId, call.currency) } });
    const funds = balanceOf(ctx, userId, call.currency);
    if (funds.total_cents < call.amount_cents) return refuse(error(402, 'insufficient_funds', 'Not enough money', balance(ctx, userId, call.currency)));

    // Real money first, then bonus money; a rollback returns each part where it came from.
    const realPart = Math.min(funds.real_cents, call.amount_cents);
    const bonusPart = call.amount_cents - realPart;
    const touched: BalanceTouch[] = [];
    const move = (spec: Omit<TransferSpec, 'currency' | 'reference'>) =>
      touched.push(...postTransfer(ctx.db, now, { ...spec, currency: call.currency, reference: `round:${call.round_id}` }).touched);
    if (realPart > 0) move({ debit: { userId, kind: 'real' }, credit: { system: 'house:games' }, amount_cents: realPart, kind: 'bet', idempotencyKey: `provider:bet:${call.transaction_id}:real` });
    if (bonusPart > 0) move({ debit: { userId, kind: 'bonus' }, credit: { system: 'house:games' }, amount_cents: bonusPart, kind: 'bet', idempotencyKey: `provider:bet:${call.transaction_id}:bonus` });

    // Jackpots take their share inside this transaction (a savepoint); a drop is credited here too.
    const game = catalogueOf(ctx.db).byIdentifier.get(call.game);
    const contribution = contribute(ctx, {
      userId,
      gameIdentifier: call.game,
      gameCategories: game ? [...game.categories] : undefined,
      betCents: call.amount_cents,
      currency: call.currency,
      roundId: call.round_id,
    });
    const { awards } = contribution;
    for (const award of awards) {
      if (award.userId === null || award.amountCents <= 0) continue;
      touched.push(
        ...postTransfer(ctx.db, now, {
          debit: { system: 'house:games' },
          credit: { userId: award.userId, kind: 'real' },
          amount_cents: award.amountCents,
          currency: award.currency,
          kind: 'jackpot_win',
          reference: `jackpot_win:${award.winId}`,
          idempotencyKey: `jackpot:win:${award.winId}`,
        }).touched,
      );
    }

    const wager = bonus ? wagerBet(ctx, bonus, { amountCents: call.amount_cents, bonusCents: bonusPart, gameCategories: game ? [...game.categories] : undefined }) : undefined;
    // Tournaments and quests score after commit from this call's row (docs/api/competitions.md "Scoring"): nothing written for them here.
    const scored = scoringLogged(ctx);
    // Lottery tickets by wager step (docs/api/lotteries.md "Hot path"): no read at all when no running lottery has a step in this currency.
    const lotteries = lotteryWager(ctx, userId, call.currency, call.amount_cents);
    // A loyalty level reached (docs/api/loyalty.md "Levels"): an in-memory watch, no statement unless a threshold is crossed.
    const levelUp = levelAfterBet(ctx, userId, call.currency, call.amount_cents);
    // The reality check, from the limit row the check above read (docs/api/wallet-payments-limits.md "Reality check").
    const realityCheck = realityCheckAfterBet(ctx, verdict.reality_check, session.login_session_id);
    sql.betPlaced.run(call.amount_cents, iso(now + IDLE_MS), session.id);
    // The balance after: what was there, minus the bet, plus any drop paid to this player in this currency.
    const credited = awards.reduce((sum, award) => sum + (award.userId === userId && award.currency === call.currency ? award.amountCents : 0), 0);
    const answer: WalletAnswer = {
      status: 200,
      body: {
        status: 'ok',
        transaction_id: call.transaction_id,
        balance_cents: funds.total_cents - call.amount_cents + credited,
        currency: call.currency,
        jackpot_awards: awards.map((award) => ({ amount_cents: award.amountCents, currency: award.currency, level_name: award.levelName, jackpot_name: award.jackpotName })),
      },
    };
    store(ctx, { ...base, outcome: 'ok', answer, bet_real_cents: realPart, bet_bonus_cents: bonusPart, settlement: 'open', effects: recordEffects(contribution, wager, lotteries && { user_id: userId, currency: call.currency, lotteries }) });
    const after = wager ? [bonusProgressPush(ctx, wager.bonus_id)] : [];
    after.push(scored);
    // comps_award#<id>, throttled per player (docs/api/loyalty.md "Realtime"): no read here.
    after.push(compsEarned(ctx, userId), ...levelUp, ...realityCheck);
    // VIP status and adventure day, throttled per player after commit (docs/api/vip.md "Hot path").
    after.push(() => afterBet(ctx, userId));
    return { answer, touched, after };
  });
  return finish(ctx, outcome);
}

/** The bonus wagering a bet recorded (its effects), read only when there is some: bets without a bonus pay no JSON parse. */
const bonusWagerOf = (bet: TransactionRow): BonusWager | undefined => (bet.effects?.includes('"bonus_wager"') ? effectsOf(bet.effects).bonus_wager : undefined);


/** Money won or returned with a bonus that has ended meanwhile goes with it: player bonus → house:bonuses (docs/api/bonuses.md "Money"). */
function forfeitEnded(ctx: PlatformContext, now: number, touched: BalanceTouch[], userId: number, call: { currency: string; round_id: string }, amount: number, key: string): void {
  touched.push(
    ...postTransfer(ctx.db, now, { debit: { userId, kind: 'bonus' }, credit: { system: 'house:bonuses' }, amount_cents: amount, currency: call.currency, kind: 'bonus_forfeit', reference: `round:${call.round_id}`, idempotencyKey: key }).touched,
  );
}

/** The bet a win or rollback refers to, checked against the call; an answer when it does not fit. */
function referencedBet(bet: TransactionRow, session: SessionRow | undefined, call: WinCall | RollbackCall): WalletAnswer | null {
  if (bet.kind !== 'bet') return error(422, 'not_a_bet', 'The referenced transaction is not a bet');
  if (!session || bet.session_id !== session.id || bet.round_id !== call.round_id || bet.currency !== call.currency || bet.game_identifier !== call.game) {
    return error(422, 'reference_mismatch', 'The referenced bet belongs to another session, round, game or currency');
  }
  return null;
}

export function walletWin(ctx: PlatformContext, call: WinCall): WalletAnswer {
  const fingerprint = fingerprintOf('win', call);
  let settled: { userId: number; betCents: number; session: SessionRow } | null = null;
  const outcome = ownTransaction(ctx.db, (): Outcome => {
    const sql = statements(ctx.db);
    const existing = sql.byTransactionId.get(call.transaction_id);
    if (existing) return nothing(replay(existing, fingerprint));
    const bet = sql.byTransactionId.get(call.reference_transaction_id);
    if (!bet || bet.outcome === 'refused') return nothing(error(404, 'bet_not_found', 'The referenced bet does not exist'));
    if (bet.kind === 'tombstone') return nothing(error(409, 'bet_rolled_back', 'The referenced bet was rolled back'));
    // Wins are accepted after the session expired (the round was started while it was live).
    const session = sessionByToken(ctx.db, call.token);
    const wrong = referencedBet(bet, session, call);
    if (wrong) return nothing(wrong);
    const live = session as SessionRow;
    const userId = bet.user_id as number;
    const base = { ...callRecord('win', call, live.id, userId, fingerprint), bet_real_cents: 0, bet_bonus_cents: 0, settlement: null };
    if (bet.settlement === 'rolled_back') {
      const answer = error(409, 'bet_rolled_back', 'The referenced bet was rolled back', balance(ctx, userId, call.currency));
      store(ctx, { ...base, outcome: 'refused', answer });
      return nothing(answer);
    }
    if (freeRoundOf(bet)) return freeRoundWin(ctx, call, bet, live, base);
    const now = ctx.clock.now();
    const touched: BalanceTouch[] = [];
    const after: (() => void)[] = [];
    // A win splits like the bet that won (docs/api/bonuses.md "Money"); a bet without bonus money pays all to real.
    const wager = bonusWagerOf(bet);
    const split = splitWin(ctx, { amount_cents: bet.amount_cents, bet_bonus_cents: bet.bet_bonus_cents, wager }, call.amount_cents);
    const pay = (kind: 'real' | 'bonus', amount: number, key: string) => {
      if (amount <= 0) return;
      touched.push(
        ...postTransfer(ctx.db, now, { debit: { system: 'house:games' }, credit: { userId, kind }, amount_cents: amount, currency: call.currency, kind: 'win', reference: `round:${call.round_id}`, idempotencyKey: key }).touched,
      );
    };
    pay('real', split.realCents, `provider:win:${call.transaction_id}`);
    pay('bonus', split.bonusCents + split.forfeitCents, `provider:win:${call.transaction_id}:bonus`);
    if (split.forfeitCents > 0) forfeitEnded(ctx, now, touched, userId, call, split.forfeitCents, `provider:win:${call.transaction_id}:forfeit`);
    if (bet.settlement !== 'won') {
      sql.settle.run('won', bet.id);
      if (wager && bet.settlement === 'open') bonusBetSettled(ctx.db, wager);
    }
    // The round settled: the wagered bonus may be done or lost now (never in the middle of a round).
    if (wager && settlesBonus(wager)) after.push(...settleBonus(ctx, userId, call.currency));
    // The win scores after commit in the tournaments its bet counted in (docs/api/competitions.md "Scoring").
    after.push(scoringLogged(ctx));
    sql.winPaid.run(call.amount_cents, live.id);
    recordPlay(ctx, userId, call.game);
    const answer: WalletAnswer = { status: 200, body: { status: 'ok', transaction_id: call.transaction_id, ...balance(ctx, userId, call.currency) } };
    store(ctx, { ...base, outcome: 'ok', answer });
    settled = { userId, betCents: bet.amount_cents, session: live };
    return { answer, touched, after };
  });
  const round = settled as { userId: number; betCents: number; session: SessionRow } | null;
  if (round && call.amount_cents > 0) {
    outcome.after.push(() =>
      recordWin(ctx, {
        userId: round.userId,
        currency: call.currency,
        gameIdentifier: call.game,
        gameTitle: round.session.game_title,
        gameImagePath: `/preview/${call.game}.svg`,
        gameUrl: `/play/${call.game}`,
        betCents: round.betCents,
        winCents: call.amount_cents,
      }),
    );
  }
  return finish(ctx, outcome);
}

export function walletRollback(ctx: PlatformContext, call: RollbackCall): WalletAnswer {
  const fingerprint = fingerprintOf('rollback', call);
  const outcome = ownTransaction(ctx.db, (): Outcome => {
    const sql = statements(ctx.db);
    const existing = sql.byTransactionId.get(call.transaction_id);
    if (existing) return nothing(replay(existing, fingerprint));
    if (call.reference_transaction_id === call.transaction_id) return nothing(error(422, 'not_a_bet', 'A rollback cannot reference itself'));
    const session = sessionByToken(ctx.db, call.token);
    if (!session) return nothing(error(404, 'session_not_found', 'No such game session'));
    const wrong = mismatch(session, call);
    if (wrong) return nothing(wrong);
    const userId = session.user_id as number;
    const base = { ...callRecord('rollback', call, session.id, userId, fingerprint), bet_real_cents: 0, bet_bonus_cents: 0, settlement: null };
    const ok = (extra: Record<string, unknown> = {}): WalletAnswer => ({
      status: 200,
      body: { status: 'ok', transaction_id: call.transaction_id, ...balance(ctx, userId, call.currency), ...extra },
    });

    const bet = sql.byTransactionId.get(call.reference_transaction_id);
    if (!bet) {
      // Never seen: leave a tombstone under the bet's id so the bet, should it still arrive, is refused.
      store(ctx, {
        ...base,
        transaction_id: call.reference_transaction_id,
        kind: 'tombstone',
        reference_transaction_id: call.transaction_id,
        fingerprint: '',
        outcome: 'tombstone',
        answer: error(409, 'transaction_rolled_back', 'This transaction was rolled back before it arrived'),
      });
      const answer = ok({ tombstone: true });
      store(ctx, { ...base, outcome: 'ok', answer });
      return nothing(answer);
    }
    if (bet.kind === 'tombstone') {
      const answer = ok({ tombstone: true });
      store(ctx, { ...base, outcome: 'ok', answer });
      return nothing(answer);
    }
    const unfit = referencedBet(bet, session, call) ?? (bet.amount_cents !== call.amount_cents ? error(422, 'reference_mismatch', 'The amount differs from the bet’s') : null);
    if (unfit) return nothing(unfit);
    if (bet.settlement === 'won') {
      const answer = error(409, 'bet_already_settled', 'The bet was already settled by a win', balance(ctx, userId, call.currency));
      store(ctx, { ...base, outcome: 'refused', answer });
      return nothing(answer);
    }
    if (bet.settlement === 'open' && settledByDrop(effectsOf(bet.effects))) {
      // A drop is a win on the bet, credited at once and possibly spent: the bet stands (bet-effects.ts).
      const answer = error(409, 'jackpot_awarded', 'The bet triggered a jackpot drop; settle the round with a win', balance(ctx, userId, call.currency));
      store(ctx, { ...base, outcome: 'refused', answer });
      return nothing(answer);
    }
    if (bet.outcome === 'refused' || bet.settlement === 'rolled_back') {
      // Nothing was taken, or it was already given back: success, no money moves.
      const answer = ok();
      store(ctx, { ...base, outcome: 'ok', answer });
      return nothing(answer);
    }
    const now = ctx.clock.now();
    const touched: BalanceTouch[] = [];
    const parts: ['real' | 'bonus', number][] = [['real', bet.bet_real_cents], ['bonus', bet.bet_bonus_cents]];
    const wager = bonusWagerOf(bet);
    for (const [kind, amount] of parts) {
      if (amount <= 0) continue;
      touched.push(
        ...postTransfer(ctx.db, now, {
          debit: { system: 'house:games' },
          credit: { userId, kind },
          amount_cents: amount,
          currency: call.currency,
          kind: 'rollback',
          reference: `round:${call.round_id}`,
          idempotencyKey: `provider:rollback:${call.transaction_id}:${kind}`,
        }).touched,
      );
    }
    // The stake's bonus part is bonus money again only while the bonus that funded it is wagered; else it is forfeited with it.
    if (bet.bet_bonus_cents > 0 && !(wager && stillWagered(ctx.db, wager.bonus_id))) {
      forfeitEnded(ctx, now, touched, userId, call, bet.bet_bonus_cents, `provider:rollback:${call.transaction_id}:forfeit`);
    }
    sql.settle.run('rolled_back', bet.id);
    sql.betReturned.run(bet.amount_cents, session.id);
    const after = reverseBetEffects(ctx, bet.effects);
    if (wager) after.push(...settleBonus(ctx, userId, call.currency));
    after.push(compsEarned(ctx, userId), () => levelAfterRollback(ctx, userId, call.currency, bet.amount_cents));
    // The scorer takes the bet's tournament scores back after commit: this row names the bet it reversed (docs/api/competitions.md "Scoring").
    after.push(scoringLogged(ctx));
    const answer = ok();
    store(ctx, { ...base, outcome: 'ok', answer, effects: JSON.stringify({ reversed_bet: bet.id }) });
    return { answer, touched, after };
  });
  return finish(ctx, outcome);
}

// ---- Free rounds (docs/api/provider.md "Free rounds", docs/api/bonuses.md "Free spins") ----
// A free round is a bet of 0 with the pack's `freespin_id`: the round is claimed from the pack in the
// bet's transaction, no stake moves, no jackpot share or wagering is taken; its win is paid into the
// pack's winnings (`house:games → house:bonuses`), not to the player; its rollback gives the round
// back through `reverseBetEffects` (bet-effects.ts).

/** Free-round bets carry the pack and bet level in their fingerprint: the same id with another pack is a duplicate. */
const freeRoundFingerprint = (call: BetCall) => (call.freespin_id === undefined ? '' : JSON.stringify(['freespin', call.freespin_id, call.freespin_bet_cents]));

/** The free-spin pack a stored bet was played with, if it was a free round (only those stake 0: no JSON read for other bets). */
const freeRoundOf = (bet: TransactionRow) => (bet.amount_cents === 0 ? (effectsOf(bet.effects).freespin ?? null) : null);

const LIMIT_MESSAGES = { limit_reached: 'A limit is reached', self_excluded: 'You are self-excluded', cooling_off: 'Your time-out is running' };

function freeRoundBet(ctx: PlatformContext, call: BetCall, session: SessionRow, fingerprint: string): Outcome {
  const userId = session.user_id as number;
  const base = callRecord('bet', call, session.id, userId, fingerprint);
  const refuse = (answer: WalletAnswer): Outcome => {
    store(ctx, { ...base, outcome: 'refused', answer, bet_real_cents: 0, bet_bonus_cents: 0, settlement: null });
    return nothing(answer);
  };
  // Exclusions, time-outs and session limits stop free rounds too; a zero stake adds nothing to money limits.
  const verdict = limitCheck(ctx, userId, { kind: 'bet', currency: call.currency, amount_cents: 0 });
  if (!verdict.ok) return refuse(error(403, verdict.reason, LIMIT_MESSAGES[verdict.reason], balance(ctx, userId, call.currency)));
  const freespin = { id: call.freespin_id as number, bet_level_cents: call.freespin_bet_cents as number };
  const claimed = claimFreeRound(ctx, { userId, freespinsId: freespin.id, game: call.game, currency: call.currency, betLevelCents: freespin.bet_level_cents });
  if ('refusal' in claimed) return refuse(error(claimed.refusal.status, claimed.refusal.code, claimed.refusal.message, balance(ctx, userId, call.currency)));
  statements(ctx.db).betPlaced.run(0, iso(ctx.clock.now() + IDLE_MS), session.id);
  const realityCheck = realityCheckAfterBet(ctx, verdict.reality_check, session.login_session_id);
  // The round counts in the tournaments that score wins, so that its win scores there; scored after commit from this row (docs/api/competitions.md "Scoring").
  const scored = scoringLogged(ctx);
  const answer: WalletAnswer = {
    status: 200,
    body: { status: 'ok', transaction_id: call.transaction_id, ...balance(ctx, userId, call.currency), jackpot_awards: [], freespins_left: claimed.left },
  };
  const effects: BetEffects = { freespin };
  store(ctx, { ...base, outcome: 'ok', answer, bet_real_cents: 0, bet_bonus_cents: 0, settlement: 'open', effects: JSON.stringify(effects) });
  return { answer, touched: [], after: [...claimed.after, scored, ...realityCheck] };
}

function freeRoundWin(ctx: PlatformContext, call: WinCall, bet: TransactionRow, session: SessionRow, base: Omit<NewTransaction, 'answer' | 'outcome'>): Outcome {
  const userId = bet.user_id as number;
  const settles = bet.settlement !== 'won';
  if (settles) statements(ctx.db).settle.run('won', bet.id);
  const freespin = freeRoundOf(bet) as { id: number; bet_level_cents: number };
  const paid = payFreeRoundWin(ctx, { freespinsId: freespin.id, winCents: call.amount_cents, roundId: call.round_id, transactionId: call.transaction_id, settles });
  // The win scores after commit in the win-based tournaments its round counted in, its bet being the round's bet level (docs/api/competitions.md "Scoring").
  const scored = scoringLogged(ctx);
  recordPlay(ctx, userId, call.game);
  const answer: WalletAnswer = { status: 200, body: { status: 'ok', transaction_id: call.transaction_id, ...balance(ctx, userId, call.currency) } };
  store(ctx, { ...base, session_id: session.id, outcome: 'ok', answer });
  return { answer, touched: paid.touched, after: [...paid.after, scored] };
}
