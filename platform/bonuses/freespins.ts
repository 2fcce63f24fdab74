import { DAY_MS, iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import type { Statement } from '../db/types.ts';
import { immediate, type Db } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { LOCALE_CODES } from '../info/locales.ts';
import { postTransfer } from '../wallet/service.ts';
import type { BalanceTouch } from '../wallet/ledger.ts';
import { issueBonus } from './issue.ts';
import { sweepExpired } from './lifecycle.ts';
import { freespinsPush, runAfter, type After } from './publish.ts';
import { serializeFreespin } from './serialize.ts';
import { freespinsById, type FreespinRow } from './store.ts';
import type { Freespin } from '../../sdk/api/schemas/bonuses.ts';

/**
 * Free-spin packs (docs/api/bonuses.md "Free spins"): their lifecycle
 * (`issued ─activate─▶ activated ─last round settled─▶ finished`, `issued|activated ─delete─▶ canceled`,
 * past `activatable_until` / `valid_until` ─▶ `expired`) and the free rounds the demo provider plays
 * with them (docs/api/provider.md "Free rounds"): a round is claimed inside the zero-stake bet's
 * transaction, its win is paid `house:games → house:bonuses` into the pack's `winnings_cents`, a
 * rollback gives the round back, and when the last round settles the winnings become a bonus with
 * the pack's wager (`issueBonus`). Functions that change a pack run inside the caller's
 * transaction and return after-commit work (publishes), like the rest of the engine.
 */


/** What the provider offers on a real session: the pack whose rounds it plays next. */
export interface FreeRounds {
  freespinsId: number;
  left: number;
  betLevelCents: number;
}

/** A refused free-round bet (the wallet answers it with this status and code). */
export interface FreeRoundRefusal {
  status: number;
  code: string;
  message: string;
}

const gamesOf = (row: Pick<FreespinRow, 'games'>): string[] => JSON.parse(row.games) as string[];
const freespinView = (ctx: PlatformContext, row: FreespinRow): Freespin => serializeFreespin(ctx.db, row, ctx.clock.now());

/**
 * The activated pack of `userId` whose rounds a real session of `gameIdentifier` in `currency` plays
 * next (the one ending first), or null. `atMs`: the injectable clock's now. The pack's games are a
 * JSON array read here, not in SQL (portable SQL: no json_each, docs/architecture.md "Decisions");
 * a player has a handful of activated packs at most.
 */
export function freeRoundsFor(db: Db, userId: number, gameIdentifier: string, currency: string, atMs: number): FreeRounds | null {
  for (const pack of freeRoundsStatement(db).all(userId, currency, iso(atMs))) {
    if (gamesOf(pack).includes(gameIdentifier)) return { freespinsId: pack.id, left: pack.rounds_left, betLevelCents: pack.bet_level_cents };
  }
  return null;
}

type PlayablePack = Pick<FreespinRow, 'id' | 'games' | 'bet_level_cents'> & { rounds_left: number };

/** One prepared statement per database: it runs for every round and state read of a real session. */
const freeRoundsStatements = new WeakMap<Db, Statement<[number, string, string], PlayablePack>>();
function freeRoundsStatement(db: Db): Statement<[number, string, string], PlayablePack> {
  let statement = freeRoundsStatements.get(db);
  if (!statement) {
    statement = db.prepare<[number, string, string], PlayablePack>(
      `SELECT id, games, freespins_total - freespins_performed AS rounds_left, bet_level_cents FROM player_freespins
        WHERE user_id = ? AND currency = ? AND stage = 'activated' AND freespins_performed < freespins_total AND (valid_until IS NULL OR valid_until > ?)
        ORDER BY COALESCE(valid_until, '9999'), id`,
    );
    freeRoundsStatements.set(db, statement);
  }
  return statement;
}

/** Why a free-round bet cannot be played with the pack; null when it can. */
function grantProblem(row: FreespinRow | undefined, call: { userId: number; game: string; currency: string; betLevelCents: number }, now: number): FreeRoundRefusal | null {
  if (!row || row.user_id !== call.userId) return { status: 404, code: 'freespins_not_found', message: 'No such free-spin pack for this player' };
  if (row.stage !== 'activated' || (row.valid_until !== null && Date.parse(row.valid_until) <= now)) {
    return { status: 409, code: 'freespins_not_active', message: 'The free-spin pack is not activated' };
  }
  if (row.currency !== call.currency) return { status: 422, code: 'freespins_currency_mismatch', message: 'The free-spin pack is in another currency' };
  if (!gamesOf(row).includes(call.game)) return { status: 422, code: 'freespins_game_mismatch', message: 'The game is not in the free-spin pack' };
  if (row.bet_level_cents !== call.betLevelCents) return { status: 422, code: 'freespins_bet_mismatch', message: 'The bet level differs from the free-spin pack’s' };
  if (row.freespins_performed >= row.freespins_total) return { status: 409, code: 'freespins_used_up', message: 'No free rounds left in the pack' };
  return null;
}

/**
 * Claims one free round of the pack for a zero-stake bet, inside the bet's transaction (the
 * wallet's idempotency by transaction id makes a retry replay, not claim twice).
 */
export function claimFreeRound(
  ctx: PlatformContext,
  call: { userId: number; freespinsId: number; game: string; currency: string; betLevelCents: number },
): { left: number; after: After } | { refusal: FreeRoundRefusal } {
  const now = ctx.clock.now();
  const row = freespinsById(ctx.db, call.freespinsId);
  const problem = grantProblem(row, call, now);
  if (problem) return { refusal: problem };
  ctx.db.prepare('UPDATE player_freespins SET freespins_performed = freespins_performed + 1, updated_at = ? WHERE id = ?').run(iso(now), call.freespinsId);
  const pack = row as FreespinRow;
  return { left: pack.freespins_total - pack.freespins_performed - 1, after: [freespinsPush(ctx, pack.id)] };
}

/**
 * A free round's win, inside the win's transaction: while the pack is activated it is paid
 * `house:games → house:bonuses` (kind `freespin_win`) and added to the pack's winnings; a win of a
 * pack canceled or expired meanwhile is forfeited with it (nothing leaves `house:games`). Then the
 * pack is finished if that was its last round.
 */
export function payFreeRoundWin(
  ctx: PlatformContext,
  win: { freespinsId: number; winCents: number; roundId: string; transactionId: string; /** The bet's first win (a round settles once; more wins may follow). */ settles: boolean },
): { touched: BalanceTouch[]; after: After } {
  const now = ctx.clock.now();
  const row = freespinsById(ctx.db, win.freespinsId);
  if (!row) return { touched: [], after: [] };
  const after: After = [];
  if (win.settles) ctx.db.prepare('UPDATE player_freespins SET freespins_settled = freespins_settled + 1 WHERE id = ?').run(row.id);
  if (win.winCents > 0 && row.stage === 'activated') {
    postTransfer(ctx.db, now, {
      debit: { system: 'house:games' },
      credit: { system: 'house:bonuses' },
      amount_cents: win.winCents,
      currency: row.currency,
      kind: 'freespin_win',
      reference: `round:${win.roundId}`,
      idempotencyKey: `provider:win:${win.transactionId}`,
    });
    ctx.db.prepare('UPDATE player_freespins SET winnings_cents = winnings_cents + ?, updated_at = ? WHERE id = ?').run(win.winCents, iso(now), row.id);
    after.push(freespinsPush(ctx, row.id));
  }
  const finished = finishIfPlayed(ctx, row.id);
  return { touched: finished.touched, after: [...after, ...finished.after] };
}

/** A rolled-back free round is given back to its pack (while the pack is activated). */
export function returnFreeRound(ctx: PlatformContext, freespinsId: number): After {
  const changed = ctx.db
    .prepare("UPDATE player_freespins SET freespins_performed = freespins_performed - 1, updated_at = ? WHERE id = ? AND stage = 'activated' AND freespins_performed > 0")
    .run(iso(ctx.clock.now()), freespinsId).changes;
  return changed > 0 ? [freespinsPush(ctx, freespinsId)] : [];
}

/**
 * Every round played and settled: the pack is `finished` and its winnings become a bonus with the
 * pack's wager (amount = winnings, requirement = winnings × wager multiplier, activated at once).
 */
function finishIfPlayed(ctx: PlatformContext, freespinsId: number): { touched: BalanceTouch[]; after: After } {
  const row = freespinsById(ctx.db, freespinsId);
  // Every round played (a rolled-back one is given back, so it is not counted) and settled by its win.
  if (!row || row.stage !== 'activated' || row.freespins_performed < row.freespins_total || row.freespins_settled < row.freespins_total) return { touched: [], after: [] };
  const now = iso(ctx.clock.now());
  const after: After = [];
  let resultBonusId: number | null = null;
  if (row.winnings_cents > 0) {
    const issued = issueBonus(ctx, {
      userId: row.user_id,
      idempotencyKey: `freespins:${row.id}:winnings`,
      source: 'freespins',
      currency: row.currency,
      amountCents: row.winnings_cents,
      wagerRequirementCents: row.winnings_cents * row.wager_multiplier,
      title: winningsTitle(ctx, row),
      groupKey: row.group_key,
      campaignId: row.campaign_id,
      campaignVersion: row.campaign_version,
      autoActivate: true,
    });
    resultBonusId = issued.bonus.id;
    after.push(...issued.after);
  }
  ctx.db.prepare("UPDATE player_freespins SET stage = 'finished', finished_at = ?, result_bonus_id = ?, updated_at = ? WHERE id = ?").run(now, resultBonusId, now, row.id);
  after.push(freespinsPush(ctx, row.id));
  return { touched: [{ userId: row.user_id, currency: row.currency }], after };
}

/** "Free spins winnings: <the pack's title>", in every locale (the bonus is money, not spins). */
const WINNINGS_TITLE: Record<string, string> = {
  en: 'Free spins winnings: %s',
  'en-AU': 'Free spins winnings: %s',
  'en-CA': 'Free spins winnings: %s',
  'en-NZ': 'Free spins winnings: %s',
  de: 'Freispiel-Gewinne: %s',
  'fr-CA': 'Gains des tours gratuits : %s',
  no: 'Gevinster fra gratisspinn: %s',
  it: 'Vincite dei giri gratis: %s',
  et: 'Tasuta keerutuste võidud: %s',
};

function winningsTitle(ctx: PlatformContext, row: FreespinRow): Record<string, string> {
  const now = ctx.clock.now();
  return Object.fromEntries(
    LOCALE_CODES.map((locale) => [locale, (WINNINGS_TITLE[locale] ?? (WINNINGS_TITLE.en as string)).replace('%s', serializeFreespin(ctx.db, row, now, locale).title)]),
  );
}

// ---- the player's lifecycle (GET/POST/DELETE /api/player/freespins, freespin-routes.ts) ----

/** Everything of the player that is due expires first (lifecycle.ts `sweepExpired`). */
const sweepPlayer = (ctx: PlatformContext, userId: number) => runAfter(sweepExpired(ctx, userId));

/** The player's packs, newest first, after expiring the due ones (a player never sees a stale stage). */
export function listFreespins(ctx: PlatformContext, userId: number): Freespin[] {
  sweepPlayer(ctx, userId);
  return ctx.db
    .prepare<[number], FreespinRow>('SELECT * FROM player_freespins WHERE user_id = ? ORDER BY created_at DESC, id DESC')
    .all(userId)
    .map((row) => freespinView(ctx, row));
}

function ownPack(ctx: PlatformContext, userId: number, id: number): FreespinRow {
  const row = freespinsById(ctx.db, id);
  if (!row || row.user_id !== userId) throw notFound('No such free spins');
  return row;
}

/** `issued` (and before `activatable_until`) → `activated`, valid for the pack's validity days from now. */
export function activateFreespins(ctx: PlatformContext, userId: number, id: number): Freespin {
  sweepPlayer(ctx, userId);
  const after = immediate(ctx.db, () => {
    const row = ownPack(ctx, userId, id);
    const canIssue = ctx.db.prepare<[number], number>('SELECT can_issue_bonuses FROM users WHERE id = ?').pluck().get(userId);
    if (canIssue === 0) throw new HttpError(422, { base: ['Bonuses are switched off in your settings'] }, 'bonuses_disabled');
    if (row.stage !== 'issued') throw new HttpError(422, { base: ['These free spins cannot be activated'] }, 'not_activatable');
    const now = ctx.clock.now();
    ctx.db
      .prepare("UPDATE player_freespins SET stage = 'activated', activated_at = ?, valid_until = ?, updated_at = ? WHERE id = ?")
      .run(iso(now), iso(now + row.validity_days * DAY_MS), iso(now), id);
    return [freespinsPush(ctx, id)];
  });
  runAfter(after);
  return freespinView(ctx, freespinsById(ctx.db, id) as FreespinRow);
}

/** `issued | activated` → `canceled`; winnings so far are forfeited with it (they stay in `house:bonuses`). */
export function cancelFreespins(ctx: PlatformContext, userId: number, id: number): Freespin {
  sweepPlayer(ctx, userId);
  const after = immediate(ctx.db, () => {
    const row = ownPack(ctx, userId, id);
    if (row.stage !== 'issued' && row.stage !== 'activated') throw new HttpError(422, { base: ['These free spins cannot be cancelled'] }, 'not_cancelable');
    const now = iso(ctx.clock.now());
    ctx.db.prepare("UPDATE player_freespins SET stage = 'canceled', finished_at = ?, updated_at = ? WHERE id = ?").run(now, now, id);
    return [freespinsPush(ctx, id)];
  });
  runAfter(after);
  return freespinView(ctx, freespinsById(ctx.db, id) as FreespinRow);
}
