/**
 * The engines' events as personal notifications (docs/api/notifications.md "Producers"): each
 * builds the nine-locale texts (messages.ts) and calls `notify` with a key derived from the event,
 * so a retried event notifies once. Each returns the after-commit pushes for its caller to run.
 */
import { LOCALES } from '../info/locales.ts';
import type { PlatformContext } from '../context.ts';
import { titlesOf } from '../bonuses/serialize.ts';
import type { BonusRow, FreespinRow } from '../bonuses/store.ts';
import type { JackpotWinRow } from '../jackpots/store.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { userChannel } from '../realtime/publisher.ts';
import { message } from './messages.ts';
import { notify, type After, type Localised } from './notify.ts';

/** An amount in each locale's format (the SDK's one money formatter). */
export function moneyIn(cents: number, currency: string): Localised {
  return Object.fromEntries(LOCALES.map(({ code }) => [code, formatMoney(cents, currency, code as Locale)]));
}

/** A bonus issued to be activated by the player (the FE's rule: only `issued` items notify, docs/api/notifications.md, contract §6.3). */
export function bonusIssued(ctx: PlatformContext, row: BonusRow): After {
  return notify(ctx, row.user_id, { kind: 'bonus_issued', ...message('bonus_issued', { name: titlesOf(ctx.db, row) }), key: `bonus:${row.id}:issued`, link: '/profile/gifts' }).after;
}

export function freespinsIssued(ctx: PlatformContext, row: FreespinRow): After {
  return notify(ctx, row.user_id, {
    kind: 'freespins_issued',
    ...message('freespins_issued', { name: titlesOf(ctx.db, row), count: String(row.freespins_total) }),
    key: `freespins:${row.id}:issued`,
    link: '/profile/gifts',
  }).after;
}

export function bonusExpiring(ctx: PlatformContext, row: BonusRow | FreespinRow, kind: 'bonus' | 'freespins'): After {
  const until = Object.fromEntries(LOCALES.map(({ code }) => [code, new Date(row.activatable_until ?? '').toLocaleString(code, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })]));
  return notify(ctx, row.user_id, { kind: 'bonus_expiring', ...message('bonus_expiring', { name: titlesOf(ctx.db, row), until }), key: `${kind}:${row.id}:expiring`, link: '/profile/gifts' }).after;
}

export function jackpotWon(ctx: PlatformContext, userId: number, win: JackpotWinRow): After {
  return notify(ctx, userId, { kind: 'jackpot_win', ...message('jackpot_win', { amount: moneyIn(win.amount_cents, win.currency), jackpot: win.jackpot_name }), key: `jackpot_win:${win.id}` }).after;
}

/**
 * A bet refused by a limit: once per limit and UTC day (the refusals that follow say nothing new) a
 * notification and `game_limits#<id>` `{reason: "limit_reached", limit_id}` (docs/api/realtime.md).
 */
export function limitReached(ctx: PlatformContext, userId: number, limitId: number): After {
  const day = new Date(ctx.clock.now()).toISOString().slice(0, 10);
  const { after, created } = notify(ctx, userId, { kind: 'limit_reached', ...message('limit_reached'), key: `limit:${limitId}:${day}`, link: '/profile/limits' });
  if (!created) return [];
  return [...after, () => ctx.publisher.publish(userChannel('game_limits', userId), { reason: 'limit_reached', limit_id: limitId })];
}

/** A payment's final state (`succeeded`, `declined`, `rejected`, `recalled`); pending and other states say nothing. */
export function paymentFinished(ctx: PlatformContext, payment: { id: number; user_id: number; action: string; state: string; amount_cents: number; currency: string }): After {
  if (!['succeeded', 'declined', 'rejected', 'recalled'].includes(payment.state)) return [];
  if (payment.action === 'cashout' && payment.state === 'recalled') return []; // the player's own action
  const outcome = payment.state === 'succeeded' ? 'succeeded' : 'failed';
  const kind = `${payment.action === 'cashout' ? 'cashout' : 'deposit'}_${outcome}` as const;
  return notify(ctx, payment.user_id, { kind: 'payment', ...message(kind, { amount: moneyIn(payment.amount_cents, payment.currency) }), key: `payment:${payment.id}:${payment.state}`, link: '/profile' }).after;
}

/** A tournament place with a prize, in the prize's transaction (platform/competitions/finalise.ts). */
export function tournamentPlace(ctx: PlatformContext, userId: number, result: { tournamentId: number; tournament: Localised; place: number; prize: Localised; link: string }): After {
  return notify(ctx, userId, {
    kind: 'tournament_result',
    ...message('tournament_result', { tournament: result.tournament, place: String(result.place), prize: result.prize }),
    key: `tournament:${result.tournamentId}:place:${result.place}`,
    link: result.link,
  }).after;
}
