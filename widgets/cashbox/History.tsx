import { useState } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Payment, Player } from '../../sdk/api/schemas.ts';
import type { Core } from '../../sdk/core.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { intlLocale } from '../../sdk/i18n/intl-locale.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import { accountMessages } from '../ui/account-messages.ts';
import { FormAlert } from '../ui/Field.tsx';
import type { Loaded } from './hooks.ts';
import { messages, stateLabel } from './messages.ts';
import { recallAllowed, recallPayment } from './recall.ts';

export const formatDateTime = (iso: string | null, locale: Locale) =>
  iso ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)) : '—';

/** Deposits and cashouts with their states; a recallable pending cashout can be recalled. */
export function History({ core, locale, player, payments, limit }: { core: Core; locale: Locale; player: Player; payments: Loaded<Payment[]> & { apply: (p: Payment) => void }; limit?: number }) {
  const t = messagesFor(messages, locale);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = limit ? payments.data.slice(0, limit) : payments.data;

  const recall = async (payment: Payment) => {
    setBusyId(payment.id);
    setError(null);
    const result = await recallPayment(core, payment);
    setBusyId(null);
    if (result.payment) payments.apply(result.payment);
    else setError(result.error === 'forbidden' ? t.recallForbidden : messagesFor(accountMessages, locale).server_error);
  };

  if (payments.loading && payments.data.length === 0) return <p role="status"><span className="ck-spinner" aria-hidden="true" /> {messagesFor(accountMessages, locale).loading}</p>;
  if (payments.failed) {
    return (
      <FormAlert kind="info">
        {t.historyFailed}{' '}
        <button type="button" className="ck-link-button" onClick={payments.reload}>{messagesFor(accountMessages, locale).retry}</button>
      </FormAlert>
    );
  }
  if (list.length === 0) return <p className="ck-muted">{t.historyEmpty}</p>;

  return (
    <div className="ck-stack">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="ck-table-wrap">
        <table className="ck-table ck-history">
          <caption className="ck-visually-hidden">{t.historyCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colDate}</th>
              <th scope="col">{t.colType}</th>
              <th scope="col" className="ck-narrow-hide">{t.colMethod}</th>
              <th scope="col" className="ck-num">{t.colAmount}</th>
              <th scope="col">{t.colState}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((payment) => (
              <tr key={payment.id} data-payment-id={payment.id}>
                <td>{formatDateTime(payment.created_at, locale)}</td>
                <td>{payment.action === 'deposit' ? t.actionDeposit : t.actionCashout}</td>
                <td className="ck-narrow-hide">{payment.system_name}</td>
                <td className="ck-num">{formatMoney(payment.amount_cents, payment.currency, locale)}</td>
                <td>
                  <span className={`ck-badge ck-badge--${payment.state}`}>{stateLabel(locale, payment.state)}</span>
                  {recallAllowed(payment, player) ? (
                    <button type="button" className="ck-button ck-button--ghost ck-button--small ck-recall" disabled={busyId === payment.id} onClick={() => void recall(payment)} aria-label={`${t.recall} #${payment.id}`}>
                      {t.recall}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
