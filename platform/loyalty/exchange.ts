import { randomUUID } from 'node:crypto';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { unprocessable } from '../http/errors.ts';
import { issueBonus, issueFreespins } from '../bonuses/issue.ts';
import type { After } from '../bonuses/publish.ts';
import { issueLootbox } from '../lootboxes/issue.ts';
import { notify } from '../notifications/notify.ts';
import { spendCompPoints } from '../players/comp-point-spend.ts';
import { GROUP } from '../players/groups.ts';
import { postTransfer, type BalanceTouch } from '../wallet/ledger.ts';
import { publishBalances } from '../wallet/service.ts';
import { cardByGroup } from './cards.ts';
import { costIn, type CardType, type RateCardDefinition } from './definition.ts';
import { exchangeNotice } from './messages.ts';
import { compsAwardPush } from './publish.ts';

/**
 * The loyalty shop exchange (docs/api/loyalty.md "Exchange", contract §3.6): `points` (a whole number
 * of cards: quantity × cost) of the player's chargeable points are spent through the one spending
 * module (platform/players/comp-point-spend.ts) and the reward is issued — cash by one ledger
 * transfer house:bonuses → player, bonus money and free spins through the bonus engine
 * (platform/bonuses/issue.ts), lootboxes through platform/lootboxes/issue.ts — all in ONE IMMEDIATE
 * transaction, so concurrent exchanges never overspend and a failure spends nothing. Idempotent: the
 * request's key (Idempotency-Key) makes the spend key and every reward key, so a retry issues nothing
 * twice. The pushes (comps_award, balance, bonuses, free spins, lootboxes, the notification) run
 * after the commit.
 */

export interface ExchangeRequest {
  userId: number;
  type: CardType;
  group: string;
  points: number;
  /** The currency the player expects to be paid in (the FE sends the player's); must be theirs. */
  currency?: string;
  idempotencyKey?: string;
}

export interface ExchangeResult {
  /** False on a replay (the key was spent before; nothing issued now). */
  exchanged: boolean;
  group: string;
  type: CardType;
  quantity: number;
  points: number;
  currency: string;
  /** Cash paid (money cards without wager). */
  amount_cents?: number;
  bonus_id?: number;
  freespins_id?: number;
  lootbox_ids?: number[];
}

const refuse = (field: string, message: string, code: string) => unprocessable({ [field]: [message] }, code);

export function exchange(ctx: PlatformContext, request: ExchangeRequest): ExchangeResult {
  const touched: BalanceTouch[] = [];
  const { result, after } = immediate(ctx.db, () => {
    const player = ctx.db.prepare<[number], { currency: string; can_issue_bonuses: number }>('SELECT currency, can_issue_bonuses FROM users WHERE id = ?').get(request.userId);
    if (!player) throw refuse('base', 'Unknown player', 'not_found');
    const card = cardByGroup(ctx.db, request.group);
    if (!card || card.definition.type !== request.type) throw refuse('group', 'There is no such reward in the shop', 'unknown_group');
    const currency = player.currency;
    if (request.currency !== undefined && request.currency !== currency) throw refuse('currency', `Rewards are paid in your account currency (${currency})`, 'wrong_currency');
    const cost = costIn(card.definition, currency);
    if (cost === null) throw refuse('currency', `This reward is not available in ${currency}`, 'wrong_currency');
    if (request.points % cost !== 0) throw refuse('points', `Points must be a multiple of ${cost}`, 'invalid_points');
    const inGroup = ctx.db.prepare('SELECT 1 FROM user_groups WHERE user_id = ? AND group_id = ?').get(request.userId, GROUP.multiAccount);
    if (inGroup) throw refuse('base', 'Rewards cannot be exchanged on this account: please contact support', 'multi_account');
    const needsBonuses = !(card.definition.type === 'money' && card.definition.wager === 0);
    if (needsBonuses && player.can_issue_bonuses !== 1) throw refuse('base', 'Bonuses are switched off in your settings: turn them on to exchange', 'bonuses_disabled');

    const quantity = request.points / cost;
    const key = `loyalty:${request.userId}:${request.idempotencyKey ?? randomUUID()}`;
    const spend = spendCompPoints(ctx, { userId: request.userId, points: request.points, purpose: `loyalty:${request.type}:${request.group}`, idempotencyKey: key });
    const base: ExchangeResult = { exchanged: spend.spent, group: request.group, type: request.type, quantity, points: request.points, currency };
    if (!spend.spent) return { result: base, after: [] as After };
    const issued = issueReward(ctx, { userId: request.userId, currency, key, group: request.group, quantity, definition: card.definition, touched });
    const notice = exchangeNotice(card.definition.title, quantity, request.points);
    const note = notify(ctx, request.userId, { kind: 'exchange_done', ...notice, link: '/profile/gifts', key: `loyalty:exchange:${spend.id}` });
    return { result: { ...base, ...issued.result }, after: [...issued.after, ...note.after, compsAwardPush(ctx, request.userId)] };
  });
  publishBalances(ctx, touched);
  for (const task of after) task();
  return result;
}

interface Issue {
  userId: number;
  currency: string;
  key: string;
  group: string;
  quantity: number;
  definition: RateCardDefinition;
  touched: BalanceTouch[];
}

function issueReward(ctx: PlatformContext, issue: Issue): { result: Partial<ExchangeResult>; after: After } {
  const { definition, userId, currency, key, quantity } = issue;
  const common = { userId, currency, source: 'comp_points', title: definition.title, groupKey: issue.group };
  switch (definition.type) {
    case 'money': {
      const rate = definition.rates.find((r) => r.currency === currency)!;
      const amount = rate.amount_cents * quantity;
      if (definition.wager === 0) {
        const transfer = postTransfer(ctx.db, ctx.clock.now(), {
          debit: { system: 'house:bonuses' },
          credit: { userId, kind: 'real' },
          amount_cents: amount,
          currency,
          kind: 'comp_points_exchange',
          reference: key,
          idempotencyKey: `${key}:money`,
        });
        issue.touched.push(...transfer.touched);
        return { result: { amount_cents: amount }, after: [] };
      }
      const { bonus, after } = issueBonus(ctx, { ...common, idempotencyKey: `${key}:bonus`, amountCents: amount, wagerRequirementCents: amount * definition.wager, autoActivate: true });
      return { result: { bonus_id: bonus.id, amount_cents: amount }, after };
    }
    case 'freespins': {
      const { freespins, after } = issueFreespins(ctx, {
        ...common,
        idempotencyKey: `${key}:freespins`,
        games: definition.games,
        betLevelCents: definition.bet_level_cents[currency]!,
        count: definition.count * quantity,
        wagerMultiplier: definition.wager,
        autoActivate: true,
      });
      return { result: { freespins_id: freespins.id }, after };
    }
    case 'lootboxes': {
      const ids: number[] = [];
      const after: After = [];
      for (let n = 0; n < quantity; n += 1) {
        const issued = issueLootbox(ctx, { userId, templateKey: definition.template_key, source: 'exchange', idempotencyKey: `${key}:lootbox:${n}`, currency });
        ids.push(issued.lootbox.id);
        after.push(...issued.after);
      }
      return { result: { lootbox_ids: ids }, after };
    }
    case 'special': {
      const amount = definition.bonus.amount_cents[currency]! * quantity;
      const bonus = issueBonus(ctx, {
        ...common,
        idempotencyKey: `${key}:bonus`,
        amountCents: amount,
        wagerRequirementCents: amount * definition.bonus.wager,
        maxWinCents: definition.bonus.max_win_cents?.[currency] ?? null,
      });
      const after = [...bonus.after];
      let freespinsId: number | undefined;
      if (definition.freespins) {
        const pack = issueFreespins(ctx, {
          ...common,
          idempotencyKey: `${key}:freespins`,
          games: definition.freespins.games,
          betLevelCents: definition.freespins.bet_level_cents[currency]!,
          count: definition.freespins.count * quantity,
          wagerMultiplier: definition.freespins.wager,
          autoActivate: true,
        });
        freespinsId = pack.freespins.id;
        after.push(...pack.after);
      }
      return { result: { bonus_id: bonus.bonus.id, amount_cents: amount, ...(freespinsId ? { freespins_id: freespinsId } : {}) }, after };
    }
  }
}
