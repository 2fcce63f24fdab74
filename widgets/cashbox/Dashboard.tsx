import type { Account, Payment } from '../../sdk/api/schemas.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import { accountMessages } from '../ui/account-messages.ts';
import { formatDateTime } from './History.tsx';
import type { Loaded } from './hooks.ts';
import { messages, stateLabel } from './messages.ts';
import type { CashboxStep } from './Cashbox.tsx';

/** The cashbox dashboard: balances, the way to deposit or withdraw, the latest payments. */
export function Dashboard({ locale, account, payments, onStep }: { locale: Locale; account: Account | null; payments: Loaded<Payment[]>; onStep: (step: CashboxStep) => void }) {
  const t = messagesFor(messages, locale);
  const money = (cents: number) => (account ? formatMoney(cents, account.currency, locale) : '—');
  const recent = payments.data.slice(0, 5);
  return (
    <div className="ck-stack">
      <dl className="ck-balances">
        <div><dt>{t.balanceTotal}</dt><dd>{money(account?.amount_cents ?? 0)}</dd></div>
        <div><dt>{t.balanceReal}</dt><dd>{money(account?.available_to_cashout_cents ?? 0)}</dd></div>
        <div><dt>{t.balanceBonus}</dt><dd>{money((account?.amount_cents ?? 0) - (account?.available_to_cashout_cents ?? 0))}</dd></div>
      </dl>
      <div className="ck-row">
        <button type="button" className="ck-button" onClick={() => onStep('deposit')}>{t.tabDeposit}</button>
        <button type="button" className="ck-button ck-button--ghost" onClick={() => onStep('withdraw')}>{t.tabWithdraw}</button>
        <button type="button" className="ck-button ck-button--ghost" onClick={() => onStep('deposit-fast')}>{t.fastTitle}</button>
        <button type="button" className="ck-button ck-button--ghost" onClick={() => onStep('deposit-bonus')}>{t.bonusTitle}</button>
      </div>
      <h3>{t.recent}</h3>
      {payments.loading && recent.length === 0 ? (
        <p role="status" className="ck-muted">{messagesFor(accountMessages, locale).loading}</p>
      ) : recent.length === 0 ? (
        <p className="ck-muted">{t.historyEmpty}</p>
      ) : (
        <ul className="ck-recent">
          {recent.map((payment) => (
            <li key={payment.id}>
              <span>{payment.action === 'deposit' ? t.actionDeposit : t.actionCashout} · {formatDateTime(payment.created_at, locale)}</span>
              <span className="ck-num">{formatMoney(payment.amount_cents, payment.currency, locale)}</span>
              <span className={`ck-badge ck-badge--${payment.state}`}>{stateLabel(locale, payment.state)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
