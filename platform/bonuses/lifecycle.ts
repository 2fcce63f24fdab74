import { DAY_MS, iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { balanceOf, postTransfer, type BalanceTouch, type TransferSpec } from '../wallet/ledger.ts';
import { balancePush, bonusPush, freespinsPush, type After } from './publish.ts';
import { bonusExpiring } from '../notifications/producers.ts';
import { bonusById, bonusStatements, OPEN_BONUS_STAGES, wageringBonus, type BonusRow, type BonusStage, type FreespinRow } from './store.ts';

/**
 * The bonus state machine of docs/api/bonuses.md "Lifecycle", with its money ("Money"):
 *   issued ─activate─▶ wait | handle_bets (house:bonuses → player bonus, `bonus_credit`)
 *   handle_bets ─wagered, no open bonus bet─▶ wager_done (player bonus → real up to the max win, `bonus_convert`; the rest `bonus_forfeit`)
 *   handle_bets ─bonus balance 0, no open bonus bet─▶ lost
 *   issued | wait | handle_bets ─cancel─▶ canceled;  past activatable_until / valid_until ─▶ expired (forfeits)
 * At most one bonus per player and currency is `handle_bets`; when it ends, the oldest `wait` one starts.
 * Every function runs inside the caller's transaction (or opens one) and returns after-commit pushes.
 */

export interface Transition {
  bonus: BonusRow;
  after: After;
}

/** Money moves of one transition: each one `postTransfer`, the touched wallets pushed after commit. */
class Moves {
  readonly touched: BalanceTouch[] = [];
  constructor(
    private readonly ctx: PlatformContext,
    private readonly now: number,
  ) {}
  post(spec: TransferSpec): void {
    if (spec.amount_cents <= 0) return;
    this.touched.push(...postTransfer(this.ctx.db, this.now, spec).touched);
  }
}

function setStage(ctx: PlatformContext, bonusId: number, stage: BonusStage, now: number, columns: Partial<Record<'activated_at' | 'started_at' | 'finished_at' | 'valid_until', string>> = {}): void {
  const names = Object.keys(columns);
  const assignments = names.map((name) => `${name} = @${name}`).join(', ');
  ctx.db
    .prepare(`UPDATE player_bonuses SET stage = @stage, updated_at = @updated_at${assignments ? `, ${assignments}` : ''} WHERE id = @id`)
    .run({ ...columns, stage, updated_at: iso(now), id: bonusId });
}

const reference = (bonus: BonusRow) => `bonus:${bonus.id}`;

/** `wait` → `handle_bets`: the bonus's money moves in. Then it may already be done (nothing to wager). */
function startWagering(ctx: PlatformContext, bonus: BonusRow, now: number, moves: Moves, after: After): void {
  setStage(ctx, bonus.id, 'handle_bets', now, { started_at: iso(now) });
  moves.post({
    debit: { system: 'house:bonuses' },
    credit: { userId: bonus.user_id, kind: 'bonus' },
    amount_cents: bonus.amount_cents,
    currency: bonus.currency,
    kind: 'bonus_credit',
    reference: reference(bonus),
    idempotencyKey: `bonus:${bonus.id}:credit`,
  });
  after.push(bonusPush(ctx, bonus.id));
  decide(ctx, bonusById(ctx.db, bonus.id) as BonusRow, now, moves, after);
}

/** Ends the wagered bonus (`wager_done`, `lost`, `canceled`, `expired`) with its money, then starts the next waiting one. */
function endWagering(ctx: PlatformContext, bonus: BonusRow, stage: 'wager_done' | 'lost' | 'canceled' | 'expired', now: number, moves: Moves, after: After): void {
  const held = balanceOf(ctx, bonus.user_id, bonus.currency).bonus_cents;
  const toBonus = { userId: bonus.user_id, kind: 'bonus' as const };
  if (stage === 'wager_done') {
    const converted = bonus.max_win_cents === null ? held : Math.min(held, bonus.max_win_cents);
    moves.post({ debit: toBonus, credit: { userId: bonus.user_id, kind: 'real' }, amount_cents: converted, currency: bonus.currency, kind: 'bonus_convert', reference: reference(bonus), idempotencyKey: `bonus:${bonus.id}:convert` });
    moves.post({ debit: toBonus, credit: { system: 'house:bonuses' }, amount_cents: held - converted, currency: bonus.currency, kind: 'bonus_forfeit', reference: reference(bonus), idempotencyKey: `bonus:${bonus.id}:excess` });
  } else {
    moves.post({ debit: toBonus, credit: { system: 'house:bonuses' }, amount_cents: held, currency: bonus.currency, kind: 'bonus_forfeit', reference: reference(bonus), idempotencyKey: `bonus:${bonus.id}:forfeit` });
  }
  setStage(ctx, bonus.id, stage, now, { finished_at: iso(now) });
  after.push(bonusPush(ctx, bonus.id));
  startNext(ctx, bonus.user_id, bonus.currency, now, moves, after);
}

/** The oldest `wait` bonus of the currency starts (ones already past their validity expire on the way). */
function startNext(ctx: PlatformContext, userId: number, currency: string, now: number, moves: Moves, after: After): void {
  const sql = bonusStatements(ctx.db);
  for (let next = sql.nextWaiting.get(userId, currency); next; next = sql.nextWaiting.get(userId, currency)) {
    if (next.valid_until !== null && Date.parse(next.valid_until) <= now) {
      setStage(ctx, next.id, 'expired', now, { finished_at: iso(now) });
      after.push(bonusPush(ctx, next.id));
      continue;
    }
    startWagering(ctx, next, now, moves, after);
    return;
  }
}

/** `wager_done` or `lost` when due and no bet staked with its money is still open (docs/api/bonuses.md "Lifecycle"). */
function decide(ctx: PlatformContext, bonus: BonusRow, now: number, moves: Moves, after: After): void {
  if (bonus.stage !== 'handle_bets' || bonus.open_bonus_bets > 0) return;
  if (bonus.wagered_cents >= bonus.wager_requirement_cents) return endWagering(ctx, bonus, 'wager_done', now, moves, after);
  if (balanceOf(ctx, bonus.user_id, bonus.currency).bonus_cents === 0) endWagering(ctx, bonus, 'lost', now, moves, after);
}

/** Runs `work` in a transaction (a savepoint inside the caller's) and collects its after-commit pushes. */
function transition<T>(ctx: PlatformContext, work: (now: number, moves: Moves, after: After) => T): { value: T; after: After } {
  return immediate(ctx.db, () => {
    const now = ctx.clock.now();
    const moves = new Moves(ctx, now);
    const after: After = [];
    const value = work(now, moves, after);
    if (moves.touched.length > 0) after.push(balancePush(ctx, moves.touched));
    return { value, after };
  });
}

function ownBonus(ctx: PlatformContext, userId: number, bonusId: number): BonusRow {
  const bonus = bonusById(ctx.db, bonusId);
  if (!bonus || bonus.user_id !== userId) throw notFound('Bonus not found');
  return bonus;
}

/**
 * Activation without the player's checks (auto-activating campaigns at issue, issue.ts): `issued` →
 * `handle_bets` when no other bonus of the currency is being wagered, else `wait`.
 */
export function activateIssued(ctx: PlatformContext, bonus: BonusRow): After {
  return transition(ctx, (now, moves, after) => {
    const validUntil = iso(now + bonus.validity_days * DAY_MS);
    setStage(ctx, bonus.id, 'wait', now, { activated_at: iso(now), valid_until: validUntil });
    if (wageringBonus(ctx.db, bonus.user_id, bonus.currency)) after.push(bonusPush(ctx, bonus.id));
    else startWagering(ctx, { ...bonus, stage: 'wait', valid_until: validUntil }, now, moves, after);
  }).after;
}

/** POST /api/player/bonuses/{id}/activation: 422 `not_activatable`, 422 `bonuses_disabled` (`can_issue_bonuses` off). */
export function activateBonus(ctx: PlatformContext, userId: number, bonusId: number): Transition {
  const { value, after } = transition(ctx, (now, _moves, after) => {
    const bonus = ownBonus(ctx, userId, bonusId);
    const allowed = ctx.db.prepare<[number], number>('SELECT can_issue_bonuses FROM users WHERE id = ?').pluck().get(userId);
    if (allowed !== 1) throw unprocessable({ base: ['Bonuses are turned off for your account'] }, 'bonuses_disabled');
    const activatable = bonus.stage === 'issued' && bonus.activatable_until !== null && now < Date.parse(bonus.activatable_until);
    if (!activatable) throw unprocessable({ base: ['This bonus cannot be activated'] }, 'not_activatable');
    after.push(...activateIssued(ctx, bonus));
    return bonusById(ctx.db, bonusId) as BonusRow;
  });
  return { bonus: value, after };
}

/** DELETE /api/player/bonuses/{id}: forfeits the bonus money only (the real balance stays); 422 `not_cancelable`. */
export function cancelBonus(ctx: PlatformContext, userId: number, bonusId: number): Transition {
  const { value, after } = transition(ctx, (now, moves, after) => {
    const bonus = ownBonus(ctx, userId, bonusId);
    if (!OPEN_BONUS_STAGES.includes(bonus.stage)) throw unprocessable({ base: ['This bonus cannot be canceled'] }, 'not_cancelable');
    if (bonus.stage === 'handle_bets') endWagering(ctx, bonus, 'canceled', now, moves, after);
    else {
      setStage(ctx, bonus.id, 'canceled', now, { finished_at: iso(now) });
      after.push(bonusPush(ctx, bonus.id));
    }
    return bonusById(ctx.db, bonusId) as BonusRow;
  });
  return { bonus: value, after };
}

/**
 * `wager_done` / `lost` of the player's wagered bonus in `currency` when due; called when a round
 * settles (its win or rollback, platform/provider/wallet.ts), never in the middle of a round.
 */
export function settleBonus(ctx: PlatformContext, userId: number, currency: string): After {
  return transition(ctx, (now, moves, after) => {
    const bonus = wageringBonus(ctx.db, userId, currency);
    if (bonus) decide(ctx, bonus, now, moves, after);
  }).after;
}

interface DueRow {
  id: number;
  kind: 'bonus' | 'freespins';
}

/**
 * Expires what is due by the injectable clock: `issued` bonuses and free-spin packs past
 * `activatable_until`; `wait` / `handle_bets` bonuses past `valid_until` (their money forfeited, the
 * next waiting bonus starts); `activated` packs past `valid_until` (the rounds left lapse, the winnings
 * so far stay in `house:bonuses`). One player (before their reads and actions) or everyone (the
 * server's sweep, each item its own transaction).
 */
export function sweepExpired(ctx: PlatformContext, userId?: number): After {
  const now = iso(ctx.clock.now());
  const user = userId === undefined ? '' : ' AND user_id = @userId';
  const due = ctx.db
    .prepare<{ now: string; userId?: number }, DueRow>(
      `SELECT id, 'bonus' AS kind FROM player_bonuses WHERE stage = 'issued' AND activatable_until <= @now${user}
       UNION ALL SELECT id, 'bonus' AS kind FROM player_bonuses WHERE stage IN ('wait', 'handle_bets') AND valid_until <= @now${user}
       UNION ALL SELECT id, 'freespins' AS kind FROM player_freespins WHERE stage = 'issued' AND activatable_until <= @now${user}
       UNION ALL SELECT id, 'freespins' AS kind FROM player_freespins WHERE stage = 'activated' AND valid_until <= @now${user}
       ORDER BY id, kind`,
    )
    .all(userId === undefined ? { now } : { now, userId });
  const after: After = [];
  for (const item of due) after.push(...(item.kind === 'bonus' ? expireBonus(ctx, item.id) : expireFreespins(ctx, item.id)));
  after.push(...warnExpiring(ctx, userId));
  return after;
}

/** An issued item the player has not activated is news once, a day before its activation window closes (docs/api/notifications.md "Producers"). */
export const EXPIRING_SOON_MS = DAY_MS;

function warnExpiring(ctx: PlatformContext, userId?: number): After {
  const now = ctx.clock.now();
  const params = { now: iso(now), soon: iso(now + EXPIRING_SOON_MS), ...(userId === undefined ? {} : { userId }) };
  const user = userId === undefined ? '' : ' AND user_id = @userId';
  const unwarned = (kind: string) => `AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = t.user_id AND n.key = '${kind}:' || t.id || ':expiring')`;
  const after: After = [];
  const bonuses = ctx.db.prepare<typeof params, BonusRow>(`SELECT * FROM player_bonuses t WHERE stage = 'issued' AND activatable_until > @now AND activatable_until <= @soon${user} ${unwarned('bonus')} ORDER BY t.id`).all(params);
  for (const row of bonuses) after.push(...bonusExpiring(ctx, row, 'bonus'));
  const packs = ctx.db.prepare<typeof params, FreespinRow>(`SELECT * FROM player_freespins t WHERE stage = 'issued' AND activatable_until > @now AND activatable_until <= @soon${user} ${unwarned('freespins')} ORDER BY t.id`).all(params);
  for (const row of packs) after.push(...bonusExpiring(ctx, row, 'freespins'));
  return after;
}

function expireBonus(ctx: PlatformContext, bonusId: number): After {
  return transition(ctx, (now, moves, after) => {
    const bonus = bonusById(ctx.db, bonusId);
    if (!bonus) return;
    const dueAt = bonus.stage === 'issued' ? bonus.activatable_until : bonus.valid_until;
    if (!OPEN_BONUS_STAGES.includes(bonus.stage) || dueAt === null || Date.parse(dueAt) > now) return; // changed meanwhile
    if (bonus.stage === 'handle_bets') return endWagering(ctx, bonus, 'expired', now, moves, after);
    setStage(ctx, bonus.id, 'expired', now, { finished_at: iso(now) });
    after.push(bonusPush(ctx, bonus.id));
  }).after;
}

function expireFreespins(ctx: PlatformContext, freespinsId: number): After {
  return transition(ctx, (now, _moves, after) => {
    const changed = ctx.db
      .prepare(
        `UPDATE player_freespins SET stage = 'expired', finished_at = @now, updated_at = @now
          WHERE id = @id AND ((stage = 'issued' AND activatable_until <= @now) OR (stage = 'activated' AND valid_until <= @now))`,
      )
      .run({ id: freespinsId, now: iso(now) });
    if (changed.changes > 0) after.push(freespinsPush(ctx, freespinsId));
  }).after;
}

/** The server's sweep (docs/api/bonuses.md "Lifecycle"): every 30 s; stopped with the server. */
export const SWEEP_EVERY_MS = 30_000;
