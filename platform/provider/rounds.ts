import { randomUUID } from 'node:crypto';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { playRocket, type RocketOutcome } from './engines/rocket.ts';
import { cryptoRng, type Rng } from './engines/rng.ts';
import { spinSlot, type SlotOutcome } from './engines/slot.ts';
import { ProviderUnavailable, type WalletCall } from './client.ts';
import { stakeLadder } from './games.ts';
import { pace } from './pacing.ts';
import type { RoundRequest } from './schemas.ts';
import { IDLE_MS, liveSession, sessionByToken, type SessionRow, type SessionState } from './sessions.ts';

/**
 * One game round for the game page (`POST /provider/round`): the engine runs here, on the server;
 * a real round is then settled through the seamless wallet — bet, then win (0 when lost, which
 * closes the round) — and a demo round against the session's play money.
 */

export const DEFAULT_TARGET_HUNDREDTHS = 200;

export type EngineOutcome = { engine: 'slot'; slot: SlotOutcome } | { engine: 'rocket'; rocket: RocketOutcome };

export interface RoundAnswer {
  status: number;
  body: Record<string, unknown>;
}

export function sessionState(ctx: PlatformContext, session: SessionRow): SessionState {
  const balance = session.mode === 'demo' ? (session.demo_balance_cents ?? 0) : balanceOf(ctx, session.user_id as number, session.currency).total_cents;
  return {
    mode: session.mode,
    currency: session.currency,
    balance_cents: balance,
    net_position_cents: session.wins_cents - session.bets_cents,
    rounds: session.rounds,
    started_at: session.opened_at,
    server_time: iso(ctx.clock.now()),
    expires_at: session.expires_at,
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

function settled(ctx: PlatformContext, request: RoundRequest, outcome: EngineOutcome, roundId: string, jackpotAwards: unknown[]): RoundAnswer {
  const fresh = sessionByToken(ctx.db, request.token) as SessionRow;
  return {
    status: 200,
    body: { round_id: roundId, stake_cents: request.stake_cents, win_cents: winOf(outcome), ...outcomeView(outcome), jackpot_awards: jackpotAwards, state: sessionState(ctx, fresh) },
  };
}

async function realRound(ctx: PlatformContext, wallet: WalletCall, session: SessionRow, request: RoundRequest, outcome: EngineOutcome): Promise<RoundAnswer> {
  const roundId = randomUUID();
  const common = { token: request.token, round_id: roundId, currency: session.currency, game: session.game_identifier };
  const betId = `${roundId}:bet`;
  let bet;
  try {
    bet = await wallet('bet', { ...common, transaction_id: betId, amount_cents: request.stake_cents });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    // The bet's fate is unknown: cancel it (a rollback of an unseen bet leaves a tombstone).
    await wallet('rollback', { ...common, transaction_id: `${roundId}:rollback`, reference_transaction_id: betId, amount_cents: request.stake_cents }).catch(() => null);
    return refusal(502, 'provider_unavailable', 'The game could not reach the wallet; your stake was returned');
  }
  if (bet.body.status !== 'ok') {
    const { code, message, balance_cents, currency } = bet.body;
    return refusal(bet.status, code, message, balance_cents === undefined ? {} : { balance_cents, currency });
  }
  try {
    const win = await wallet('win', { ...common, transaction_id: `${roundId}:win`, reference_transaction_id: betId, amount_cents: winOf(outcome) });
    if (win.body.status !== 'ok') return refusal(win.status, win.body.code, win.body.message);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    return refusal(502, 'settlement_pending', 'The round is played; its result will be credited shortly');
  }
  return settled(ctx, request, outcome, roundId, (bet.body.jackpot_awards as unknown[] | undefined) ?? []);
}

export async function playRound(ctx: PlatformContext, wallet: WalletCall, request: RoundRequest, rng: Rng = cryptoRng): Promise<RoundAnswer> {
  const session = liveSession(ctx, request.token);
  if (!stakeLadder(session.currency).includes(request.stake_cents)) {
    throw new HttpError(422, { stake_cents: ['is not one of the offered stakes'] }, 'invalid_stake');
  }
  pace(ctx, session);
  const outcome = runEngine(session, request, rng);
  return session.mode === 'demo' ? demoRound(ctx, session, request, outcome) : realRound(ctx, wallet, session, request, outcome);
}
