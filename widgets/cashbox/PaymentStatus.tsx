import { useState } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Payment, PaymentMethod, Player } from '../../sdk/api/schemas.ts';
import type { Core } from '../../sdk/core.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import { accountMessages } from '../ui/account-messages.ts';
import { FormAlert } from '../ui/Field.tsx';
import { CryptoAddress } from './CryptoAddress.tsx';
import { recallPayment, recallAllowed } from './recall.ts';
import { messages, stateLabel } from './messages.ts';

/** One payment's state as it changes (pushes update `payment`); the way on from there. */
export function PaymentStatus({ core, locale, payment, method, player, onApply, onAgain }: {
  core: Core; locale: Locale; payment: Payment; method: PaymentMethod | null; player: Player; onApply: (payment: Payment) => void; onAgain: () => void;
}) {
  const t = messagesFor(messages, locale);
  const [recallError, setRecallError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = formatMoney(payment.amount_cents, payment.currency, locale);
  const deposit = payment.action === 'deposit';
  const open = payment.state === 'pending' || payment.state === 'processing' || payment.state === 'reserved';
  const good = payment.state === 'succeeded';
  const text = good
    ? t.format(deposit ? 'depositSucceeded' : 'withdrawSucceeded', { amount })
    : open
      ? t.format(deposit ? 'depositPending' : 'withdrawPending', { amount })
      : payment.state === 'recalled'
        ? t.format('withdrawRecalled', { amount })
        : t.format(deposit ? 'depositFailed' : 'withdrawFailed', { amount, reason: reasonText(locale, payment.cancellation_reason) });

  const recall = async () => {
    setBusy(true);
    setRecallError(null);
    const result = await recallPayment(core, payment);
    setBusy(false);
    if (result.payment) onApply(result.payment);
    else setRecallError(result.error === 'forbidden' ? t.recallForbidden : messagesFor(accountMessages, locale).server_error);
  };

  return (
    <div className="ck-stack ck-status" data-state={payment.state}>
      <p className="ck-row">
        <span className={`ck-badge ck-badge--${payment.state}`}>{stateLabel(locale, payment.state)}</span>
        <span className="ck-muted">#{payment.id} · {payment.system_name}</span>
      </p>
      <FormAlert kind={good ? 'success' : open ? 'info' : 'error'}>
        {open ? <span className="ck-spinner" aria-hidden="true" /> : null} {text}
      </FormAlert>
      {open && deposit && method?.type === 'crypto' ? <CryptoAddress locale={locale} method={method} /> : null}
      {open && !deposit && recallAllowed(payment, player) ? (
        <div className="ck-row">
          <button type="button" className="ck-button ck-button--ghost" disabled={busy} onClick={() => void recall()}>{t.recall}</button>
          <span className="ck-muted">{t.recallHint}</span>
        </div>
      ) : null}
      {recallError ? <FormAlert>{recallError}</FormAlert> : null}
      {!open ? (
        <div className="ck-row">
          <button type="button" className="ck-button" onClick={onAgain}>{deposit ? (good ? t.depositAgain : t.tryAgain) : t.withdrawAgain}</button>
        </div>
      ) : null}
    </div>
  );
}

export function reasonText(locale: Locale, reason: string | null | undefined): string {
  const t = messagesFor(messages, locale);
  if (!reason) return t.reasonUnknown;
  if (reason === 'card_declined' || reason === 'sandbox_unknown_card') return t.reasonCardDeclined;
  return reason.replace(/_/g, ' ');
}
