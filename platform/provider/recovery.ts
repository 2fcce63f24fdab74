import type { PlatformContext } from '../context.ts';
import { startClusterJob } from '../jobs/runner.ts';
import { ProviderUnavailable, type WalletCall, type WalletReply } from './client.ts';
import { betAmount, betId, closeRound, dueRounds, rollbackId, roundCall, winId, type JournalRound } from './journal.ts';

/**
 * Finishing a journalled round (issue 11 M7, docs/api/provider.md "Round journal and recovery"):
 * `settleRound` sends the stored win, `cancelRound` the rollback, each with the round's own
 * transaction id, so whatever already reached the wallet is replayed, not repeated. The game
 * flow (rounds.ts) uses them for every round; `recoverRounds` runs them for the rounds left open,
 * on start and then periodically.
 */

/** Wallet answers that say the bet never stood (never arrived, refused, tombstoned or rolled back). */
const BET_GONE = new Set(['bet_not_found', 'transaction_rolled_back']);
/** Rollback refusals that mean the bet stands and is settled by a win instead. */
const BET_STANDS = new Set(['jackpot_awarded', 'bet_already_settled']);

export type Finished = { state: 'settled' | 'rolled_back'; reply: WalletReply } | { state: 'open' | 'stands'; reply: WalletReply };

const codeOf = (reply: WalletReply) => (reply.body.status === 'error' ? reply.body.code : null);

/** Rolls the round's bet back; `stands` when the wallet keeps the bet (it must then be settled). Throws `ProviderUnavailable`. */
export async function cancelRound(ctx: PlatformContext, wallet: WalletCall, round: JournalRound): Promise<Finished> {
  const reply = await wallet('rollback', {
    ...roundCall(round),
    transaction_id: rollbackId(round.round_id),
    reference_transaction_id: betId(round.round_id),
    amount_cents: betAmount(round),
  });
  if (reply.body.status === 'ok') {
    closeRound(ctx, round.round_id, 'rolled_back');
    return { state: 'rolled_back', reply };
  }
  return { state: BET_STANDS.has(codeOf(reply) ?? '') ? 'stands' : 'open', reply };
}

/** Sends the round's stored win (0 closes a lost round); a bet that never stood is rolled back instead. Throws `ProviderUnavailable`. */
export async function settleRound(ctx: PlatformContext, wallet: WalletCall, round: JournalRound): Promise<Finished> {
  const reply = await wallet('win', {
    ...roundCall(round),
    transaction_id: winId(round.round_id),
    reference_transaction_id: betId(round.round_id),
    amount_cents: round.win_cents,
  });
  if (reply.body.status === 'ok') {
    closeRound(ctx, round.round_id, 'settled');
    return { state: 'settled', reply };
  }
  const code = codeOf(reply);
  if (code === 'bet_rolled_back') {
    closeRound(ctx, round.round_id, 'rolled_back');
    return { state: 'rolled_back', reply };
  }
  // The bet never stood: a rollback leaves a tombstone, so a late bet is refused.
  if (code !== null && BET_GONE.has(code)) return cancelRound(ctx, wallet, round);
  return { state: 'open', reply };
}

export interface RecoveryReport {
  settled: number;
  rolledBack: number;
  /** Still open (wallet unreachable or an unexpected answer); retried on the next pass. */
  pending: number;
}

const BATCH = 500;
const LANES = 8;

/**
 * One recovery step for one round: settled, rolled back, or still open. Never throws: an unexpected
 * error leaves the round open for the next pass (and is logged), so one lane cannot end the pass
 * while the others still run.
 */
async function finish(ctx: PlatformContext, wallet: WalletCall, round: JournalRound): Promise<Finished['state']> {
  try {
    const first = await settleRound(ctx, wallet, round);
    return first.state === 'stands' ? (await settleRound(ctx, wallet, round)).state : first.state;
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) console.error(`round recovery: round ${round.round_id} stays open:`, error);
    return 'open';
  }
}
const running = new WeakSet<PlatformContext>();

/**
 * Finishes every open round started at least `windowMs` ago: the stored win when the bet stood,
 * a rollback when it never did. Younger rounds may still be in flight and are left alone.
 * One pass per context at a time; idempotent, so passes on several nodes are safe too.
 */
export async function recoverRounds(ctx: PlatformContext, wallet: WalletCall, windowMs: number): Promise<RecoveryReport> {
  const report: RecoveryReport = { settled: 0, rolledBack: 0, pending: 0 };
  if (running.has(ctx)) return report;
  running.add(ctx);
  try {
    const cutoff = ctx.clock.now() - windowMs;
    const seen = new Set<string>();
    for (;;) {
      const batch = dueRounds(ctx, cutoff, BATCH + seen.size).filter((round) => !seen.has(round.round_id));
      if (batch.length === 0) break;
      // A few rounds at a time: each is independent, and a pass after a crash may find hundreds.
      let next = 0;
      const lane = async () => {
        while (next < batch.length) {
          const round = batch[next++] as JournalRound;
          seen.add(round.round_id);
          const finished = await finish(ctx, wallet, round);
          if (finished === 'settled') report.settled++;
          else if (finished === 'rolled_back') report.rolledBack++;
          else report.pending++;
        }
      };
      await Promise.all(Array.from({ length: LANES }, lane));
    }
  } finally {
    running.delete(ctx);
  }
  return report;
}

/**
 * Runs `recoverRounds` now and then every `intervalMs` (0: only now), off the request path, on one
 * node at a time (platform/jobs/runner.ts); returns the stop function. A pass never throws out of the
 * timer. Which rounds are stranded is decided by age alone (`windowMs`), never by "open when this
 * process started", so the node holding the job also finishes the rounds of a node that died, and
 * leaves a live node's rounds younger than the window alone (docs/operations.md "Several nodes").
 */
export function startRoundRecovery(ctx: PlatformContext, wallet: WalletCall, windowMs: number, intervalMs: number, onReport?: (report: RecoveryReport) => void): () => void {
  return startClusterJob(ctx, {
    name: 'provider:round-recovery',
    everyMs: intervalMs,
    ...(intervalMs > 0 ? {} : { leaseMs: 3 * windowMs }),
    atStart: true,
    run: () => recoverRounds(ctx, wallet, windowMs).then((report) => onReport?.(report)),
    onError: () => {
      // The database closed under the pass (shutdown) or a bug: the next pass retries.
    },
  });
}
