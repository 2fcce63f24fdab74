import { randomUUID } from 'node:crypto';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { freeRoundsFor, type FreeRounds } from '../bonuses/freespins.ts';
import { playRocket, type RocketOutcome } from './engines/rocket.ts';
import { cryptoRng, type Rng } from './engines/rng.ts';
import { spinSlot, type SlotOutcome } from './engines/slot.ts';
import { offeredStakes } from './bet-caps.ts';
import { ProviderUnavailable, type WalletCall } from './client.ts';
import { pace } from './pacing.ts';
import { betAmount, betId, closeRound, openRound, roundCall, type JournalRound } from './journal.ts';
import { cancelRound, settleRound } from './recovery.ts';
import type { RoundRequest } from './schemas.ts';
import { IDLE_MS, liveSession, sessionByToken, type SessionRow, type SessionState } from './sessions.ts';

/**
 * One game round for the game page (`POST /provider/round`): the engine runs here, on the server;
 * a real round is journalled with its outcome, then settled through the seamless wallet — bet,
 * then win (0 when lost, which closes the round) — and a demo round against the session's play money.
 */

export const DEFAULT_TARGET_HUNDREDTHS = 200;

export type EngineOutcome = { engine: 'slot'; slot: SlotOutcome } | { engine: 'rocket'; rocket: RocketOutcome };

export interface RoundAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The free rounds a real session's next round plays (the player's activated pack for this game and currency), or null. */
const freeRoundsOf = (ctx: PlatformContext, session: SessionRow): FreeRounds | null =>
  session.mode === 'real' && session.user_id !== null ? freeRoundsFor(ctx.db, session.user_id, session.game_identifier, session.currency, ctx.clock.now()) : null;

export function sessionState(ctx: PlatformContext, session: SessionRow): SessionState {
  const balance = session.mode === 'demo' ? (session.demo_balance_cents ?? 0) : balanceOf(ctx, session.user_id as number, session.currency).total_cents;
  const free = freeRoundsOf(ctx, session);
  return {
    mode: session.mode,
    currency: session.currency,
    balance_cents: balance,
    net_position_cents: session.wins_cents - session.bets_cents,
    rounds: session.rounds,
    started_at: session.opened_at,
    server_time: iso(ctx.clock.now()),
    expires_at: session.expires_at,
    ...(session.mode === 'real' ? { freespins: free && { id: free.freespinsId, left: free.left, bet_level_cents: free.betLevelCents } } : {}),
  };
}

function runEngine(session: SessionRow, request: RoundRequest, rng: Rng): EngineOutcome {
  if (session.engine === 'slot') return { engine: 'slot', slot: spinSlot(rng, request.stake_cents) };
  return { engine: 'rocket', rocket: playRocket(rng, request.stake_cents, request.target_hundredths ?? DEFAULT_TARGET_HUNDREDTHS) };
}

const winOf = (outcome: EngineOutcome) => (outcome.engine === 'slot' ? outcome.slot.winCents : outcome.rocket.winCents);

function refusal(status: number, code: string, message: string, extra: Record<string, unknown> = {}): RoundAnswer {
  return { status, body: { errors: { base: [message] }, code, ...extra } };
}

function demoRound(ctx: PlatformContext, session: SessionRow, request: RoundRequest, outcome: EngineOutcome): RoundAnswer {
  const win = winOf(outcome);
  const result = immediate(ctx.db, () => {
    const current = ctx.db.prepare<[number], number>('SELECT demo_balance_cents FROM provider_sessions WHERE id = ?').pluck().get(session.id) ?? 0;
    if (current < request.stake_cents) return { ok: false as const, balance: current };
    ctx.db
      .prepare('UPDATE provider_sessions SET demo_balance_cents = ?, bets_cents = bets_cents + ?, wins_cents = wins_cents + ?, rounds = rounds + 1, expires_at = ? WHERE id = ?')
      .run(current - request.stake_cents + win, request.stake_cents, win, iso(ctx.clock.now() + IDLE_MS), session.id);
    return { ok: true as const };
  });
  if (!result.ok) return refusal(402, 'insufficient_funds', 'Not enough play money', { balance_cents: result.balance, currency: session.currency });
  return settled(ctx, request, outcome, randomUUID(), []);
}

/** The outcome on the wire (snake_case like the rest of the API). */
function outcomeView(outcome: EngineOutcome): Record<string, unknown> {
  if (outcome.engine === 'slot') {
    const { stops, grid, wins, lineBets, winCents } = outcome.slot;
    return { engine: 'slot', slot: { stops, grid, wins, line_bets: lineBets, win_cents: winCents } };
  }
  const { crashHundredths, targetHundredths, won, winCents } = outcome.rocket;
  return { engine: 'rocket', rocket: { crash_hundredths: crashHundredths, target_hundredths: targetHundredths, won, win_cents: winCents } };
}

function settled(ctx: PlatformContext, request: RoundRequest, outcome: EngineOutcome, roundId: string, jackpotAwards: unknown[], freeRound = false): RoundAnswer {
  const fresh = sessionByToken(ctx.db, request.token) as SessionRow;
  return {
    status: 200,
    body: {
      round_id: roundId,
      stake_cents: request.stake_cents,
      win_cents: winOf(outcome),
      ...outcomeView(outcome),
      jackpot_awards: jackpotAwards,
      ...(freeRound ? { free_round: true } : {}),
      state: sessionState(ctx, fresh),
    },
  };
}

/**
 * A real round: the outcome is journalled first (journal.ts), then the bet, then the win — so a
 * round cut anywhere in between is finished by the recovery pass with the same transaction ids.
 */
async function realRound(ctx: PlatformContext, wallet: WalletCall, session: SessionRow, request: RoundRequest, outcome: EngineOutcome, free: FreeRounds | null): Promise<RoundAnswer> {
  const round: JournalRound = {
    round_id: randomUUID(),
    session_id: session.id,
    token: request.token,
    game_identifier: session.game_identifier,
    currency: session.currency,
    stake_cents: request.stake_cents,
    win_cents: winOf(outcome),
    outcome: JSON.stringify(outcomeView(outcome)),
    created_at_ms: ctx.clock.now(),
    freespins_id: free?.freespinsId ?? null,
  };
  openRound(ctx, round);
  let awards: unknown[] = [];
  try {
    // A free round bets 0 with the pack and its bet level (docs/api/provider.md "Free rounds").
    const freeRound = free ? { freespin_id: free.freespinsId, freespin_bet_cents: free.betLevelCents } : {};
    const bet = await wallet('bet', { ...roundCall(round), transaction_id: betId(round.round_id), amount_cents: betAmount(round), ...freeRound });
    if (bet.body.status !== 'ok') {
      closeRound(ctx, round.round_id, 'refused');
      const { code, message, balance_cents, currency, max_bet_cents } = bet.body;
      return refusal(bet.status, code, message, { ...(balance_cents === undefined ? {} : { balance_cents, currency }), ...(max_bet_cents === undefined ? {} : { max_bet_cents }) });
    }
    awards = (bet.body.jackpot_awards as unknown[] | undefined) ?? [];
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    // The bet's fate is unknown: cancel it (a rollback of an unseen bet leaves a tombstone).
    const cancelled = await cancelRound(ctx, wallet, round).catch(() => null);
    if (cancelled?.state === 'rolled_back') return refusal(502, 'provider_unavailable', 'The game could not reach the wallet; your stake was returned');
    if (cancelled?.state !== 'stands') return refusal(502, 'settlement_pending', 'The game could not reach the wallet; the round will be settled or refunded shortly');
    // The bet stands (it triggered a jackpot drop): settle it with its outcome like any round.
  }
  try {
    const win = await settleRound(ctx, wallet, round);
    if (win.state !== 'settled') {
      const body = win.reply.body;
      return refusal(win.reply.status, body.status === 'error' ? body.code : 'settlement_failed', body.status === 'error' ? body.message : 'The round could not be settled');
    }
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    return refusal(502, 'settlement_pending', 'The round is played; its result will be credited shortly');
  }
  return settled(ctx, request, outcome, round.round_id, awards, free !== null);
}

export async function playRound(ctx: PlatformContext, wallet: WalletCall, request: RoundRequest, rng: Rng = cryptoRng): Promise<RoundAnswer> {
  const session = liveSession(ctx, request.token);
  // While the player has free rounds for this game, the round is free, at the pack's bet level.
  const free = freeRoundsOf(ctx, session);
  if (!free && !offeredStakes(session.engine, session.currency).includes(request.stake_cents)) {
    throw new HttpError(422, { stake_cents: ['is not one of the offered stakes'] }, 'invalid_stake');
  }
  pace(ctx, session);
  const played = free ? { ...request, stake_cents: free.betLevelCents } : request;
  const outcome = runEngine(session, played, rng);
  return session.mode === 'demo' ? demoRound(ctx, session, played, outcome) : realRound(ctx, wallet, session, played, outcome, free);
}
