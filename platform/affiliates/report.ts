/**
 * The operator's affiliate report (docs/api/affiliates.md "Report"): per stag, over a period
 * [from, to): clicks, registrations, and per currency first deposits, deposits and net gaming revenue.
 *
 * Net gaming revenue, per currency, from the ledger (platform/wallet/ledger.ts) of the stag's players:
 *   NGR = bets − wins − bonus costs
 *   bets        = Σ `bet` transfers out of the player's accounts (real and bonus money) − Σ `rollback` (bets refunded)
 *   wins        = Σ `win` + `jackpot_win` transfers into the player's accounts
 *   bonus costs = Σ `bonus_credit` into the player's bonus account − Σ `bonus_forfeit` out of it (bonus money taken back)
 * Events count in the period they happened in (click, registration, deposit, transfer time), whatever
 * the player's registration date.
 */
import type { Db } from '../db/database.ts';

export interface CurrencyFigures {
  currency: string;
  first_deposits: number;
  first_deposits_cents: number;
  deposits: number;
  deposits_cents: number;
  bets_cents: number;
  wins_cents: number;
  bonus_costs_cents: number;
  ngr_cents: number;
}

export interface StagFigures {
  stag: string;
  clicks: number;
  registrations: number;
  first_deposits: number;
  deposits: number;
  currencies: CurrencyFigures[];
}

export interface AffiliateReport {
  from: string;
  to: string;
  stags: StagFigures[];
}

/** `from` inclusive, `to` exclusive, both ISO timestamps; `stag` narrows to one. */
export function affiliateReport(db: Db, period: { from: string; to: string; stag?: string }): AffiliateReport {
  const stagFilter = period.stag ? 'AND stag = @stag' : 'AND stag IS NOT NULL';
  const params = { from: period.from, to: period.to, stag: period.stag ?? null };
  const rows = new Map<string, StagFigures>();
  const row = (stag: string) => {
    let found = rows.get(stag);
    if (!found) {
      found = { stag, clicks: 0, registrations: 0, first_deposits: 0, deposits: 0, currencies: [] };
      rows.set(stag, found);
    }
    return found;
  };
  const currency = (stag: string, code: string) => {
    const figures = row(stag);
    let found = figures.currencies.find((c) => c.currency === code);
    if (!found) {
      found = { currency: code, first_deposits: 0, first_deposits_cents: 0, deposits: 0, deposits_cents: 0, bets_cents: 0, wins_cents: 0, bonus_costs_cents: 0, ngr_cents: 0 };
      figures.currencies.push(found);
    }
    return found;
  };

  const window = 'created_at >= @from AND created_at < @to';
  for (const { stag, count } of db.prepare<typeof params, { stag: string; count: number }>(`SELECT stag, COUNT(*) AS count FROM affiliate_clicks WHERE ${window} ${stagFilter} GROUP BY stag`).all(params)) {
    row(stag).clicks = count;
  }
  for (const { stag, count } of db
    .prepare<typeof params, { stag: string; count: number }>(`SELECT stag, COUNT(*) AS count FROM affiliate_attributions WHERE registered_at >= @from AND registered_at < @to ${stagFilter} GROUP BY stag`)
    .all(params)) {
    row(stag).registrations = count;
  }
  const deposits = db
    .prepare<typeof params, { stag: string; currency: string; first: number; count: number; cents: number }>(
      `SELECT stag, currency, first, COUNT(*) AS count, SUM(amount_cents) AS cents FROM affiliate_deposits WHERE ${window} ${stagFilter} GROUP BY stag, currency, first`,
    )
    .all(params);
  for (const { stag, currency: code, first, count, cents } of deposits) {
    const figures = currency(stag, code);
    figures.deposits += count;
    figures.deposits_cents += cents;
    row(stag).deposits += count;
    if (first === 1) {
      figures.first_deposits += count;
      figures.first_deposits_cents += cents;
      row(stag).first_deposits += count;
    }
  }
  const ledger = db
    .prepare<typeof params, { stag: string; currency: string; bets: number; wins: number; bonus_costs: number }>(
      `SELECT a.stag, t.currency,
              SUM(CASE WHEN t.kind = 'bet' AND d.user_id = a.user_id THEN t.amount_cents
                       WHEN t.kind = 'rollback' AND c.user_id = a.user_id THEN -t.amount_cents ELSE 0 END) AS bets,
              SUM(CASE WHEN t.kind IN ('win', 'jackpot_win') AND c.user_id = a.user_id THEN t.amount_cents ELSE 0 END) AS wins,
              SUM(CASE WHEN t.kind = 'bonus_credit' AND c.user_id = a.user_id THEN t.amount_cents
                       WHEN t.kind = 'bonus_forfeit' AND d.user_id = a.user_id THEN -t.amount_cents ELSE 0 END) AS bonus_costs
         FROM affiliate_attributions a
         JOIN ledger_accounts p ON p.user_id = a.user_id
         JOIN ledger_transfers t ON (t.debit_account_id = p.id OR t.credit_account_id = p.id)
         JOIN ledger_accounts d ON d.id = t.debit_account_id
         JOIN ledger_accounts c ON c.id = t.credit_account_id
        WHERE t.created_at >= @from AND t.created_at < @to
          AND t.kind IN ('bet', 'rollback', 'win', 'jackpot_win', 'bonus_credit', 'bonus_forfeit')
          AND (d.user_id IS NULL OR c.user_id IS NULL)
          ${period.stag ? 'AND a.stag = @stag' : 'AND a.stag IS NOT NULL'}
        GROUP BY a.stag, t.currency`,
    )
    .all(params);
  for (const { stag, currency: code, bets, wins, bonus_costs } of ledger) {
    if (bets === 0 && wins === 0 && bonus_costs === 0) continue;
    const figures = currency(stag, code);
    figures.bets_cents = bets;
    figures.wins_cents = wins;
    figures.bonus_costs_cents = bonus_costs;
    figures.ngr_cents = bets - wins - bonus_costs;
  }
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const stags = [...rows.values()].sort((a, b) => byCode(a.stag, b.stag));
  for (const figures of stags) figures.currencies.sort((a, b) => byCode(a.currency, b.currency));
  return { from: period.from, to: period.to, stags };
}
