import { useEffect, useState } from 'react';
import { interpolate } from '../../../sdk/i18n/interpolate.ts';
import { currency as currencyInfo } from '../../../sdk/money/currencies.ts';
import { formatMoney } from '../../../sdk/money/format.ts';
import { FIRST_DEPOSIT_DEFAULT, majorToSubunits, PAYMENT_METHOD_RETRIES } from '../../../sdk/rules/constants.ts';
import { validateAmount, validateCardExpiry, validateCardNumber } from '../../../sdk/rules/validation.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { Field, FormError, serverErrors, useSubmitting, validationText, type Errors } from '../components/form.tsx';
import type { HostMessages } from '../messages/index.ts';
import type { Payment, PaymentMethod } from '../lib/api.ts';
import { useLoad } from '../lib/use-load.ts';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import { formatDate } from '../routes/format.ts';
import { Popup } from './Popup.tsx';
import type { PopupProps } from './PopupOutlet.tsx';

type Tab = 'deposit' | 'withdraw' | 'history';

/** The cashbox popup (spec 000 §2.2): deposit, withdraw and the payments list, for signed-in players. */
export default function CashboxPopup({ close }: PopupProps) {
  const { nav } = useServices();
  const t = useT();
  const view = useSignalValue(nav.view);
  const path = view?.href.split(/[?#]/)[0] ?? '';
  const initial: Tab = /\/withdraw$/.test(path) ? 'withdraw' : /\/(cashbox|dashboard)$/.test(path) ? 'history' : 'deposit';
  const [tab, setTab] = useState<Tab>(initial);
  const tabs: [Tab, keyof HostMessages][] = [
    ['deposit', 'tabDeposit'],
    ['withdraw', 'tabWithdraw'],
    ['history', 'tabHistory'],
  ];
  return (
    <Popup title={t.cashboxTitle} onClose={close} wide testId="cashbox-popup">
      <div className="tabs" role="tablist" aria-label={t.cashboxTitle}>
        {tabs.map(([id, label]) => (
          <button key={id} type="button" role="tab" id={`cashbox-tab-${id}`} aria-selected={tab === id} aria-controls={`cashbox-panel-${id}`} className="tab" onClick={() => setTab(id)}>
            {t[label]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`cashbox-panel-${tab}`} aria-labelledby={`cashbox-tab-${tab}`}>
        {tab === 'history' ? <History /> : <PaymentForm key={tab} action={tab === 'deposit' ? 'deposit' : 'cashout'} />}
      </div>
    </Popup>
  );
}

function useMethods(currency: string, action: 'deposit' | 'cashout') {
  const { api } = useServices();
  // An empty list is retried up to 3 times (spec 000 §4).
  return useLoad(`player:methods:${currency}:${action}`, async () => {
    for (let attempt = 0; ; attempt++) {
      const list = await api.paymentMethods(currency, action);
      if (list.length > 0 || attempt >= PAYMENT_METHOD_RETRIES - 1) return list;
    }
  });
}

function PaymentForm({ action }: { action: 'deposit' | 'cashout' }) {
  const { api, session, toasts, core, boot } = useServices();
  const t = useT();
  const locale = useLocale();
  const user = useSignalValue(session.user);
  const account = useSignalValue(session.activeAccount);
  const currency = user?.currency ?? boot.mirror.currency;
  const subunits = currencyInfo(currency)?.subunits_to_unit ?? 100;
  const methods = useMethods(currency, action);
  const [method, setMethod] = useState<string>('');
  const [amount, setAmount] = useState(action === 'deposit' ? String(FIRST_DEPOSIT_DEFAULT) : '');
  const [card, setCard] = useState({ number: '', expiry: '', cvv: '', holder: '' });
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, run] = useSubmitting();
  const list = methods.data ?? [];
  const selected: PaymentMethod | undefined = list.find((item) => item.id === method) ?? list[0];
  useEffect(() => {
    if (!method && list[0]) setMethod(list[0].id);
  }, [list, method]);

  const submit = () => {
    if (!selected) return;
    const cents = majorToSubunits(Number(amount.replace(',', '.')), subunits);
    const found: Errors = {
      amount: Number.isFinite(cents) && cents > 0 ? amountError(t, cents, selected, action === 'cashout' ? account?.available_to_cashout_cents : undefined, currency, locale) : t.v_required,
    };
    const needsCard = selected.fields?.includes('card.number');
    if (needsCard) {
      found.number = validationText(t, validateCardNumber(card.number));
      found.expiry = validationText(t, validateCardExpiry(card.expiry, Date.now()));
      found.cvv = /^\d{3,4}$/.test(card.cvv) ? undefined : t.v_invalid_format;
    }
    if (action === 'cashout' && selected.type === 'crypto') found.address = address.trim() ? undefined : t.v_required;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    void run(async () => {
      try {
        const body = { amount_cents: cents, currency, payment_method: selected.id };
        const payment: Payment = action === 'deposit' ? await api.deposit({ ...body, ...(needsCard ? { card: { ...card, number: card.number.replace(/\s/g, '') } } : {}) }) : await api.cashout({ ...body, ...(address ? { address: address.trim() } : {}) });
        core.bus.emit('deposit-result', { id: payment.id, state: payment.state, amount_cents: payment.amount_cents, currency: payment.currency });
        const kind = payment.state === 'succeeded' ? 'success' : ['pending', 'processing', 'reserved'].includes(payment.state) ? 'info' : 'error';
        toasts.show(kind, interpolate(t.paymentResult, { state: stateLabel(t, payment.state), amount: formatMoney(payment.amount_cents, payment.currency, locale) }));
        setFormError(undefined);
        await session.load();
      } catch (error) {
        const { fields, form } = serverErrors(error, t);
        setErrors({ ...fields, amount: fields.amount_cents ?? fields.amount, number: fields['card.number'] ?? fields.card });
        setFormError(form);
      }
    });
  };

  if (methods.error) return <FormError message={t.loadFailed} />;
  if (methods.loading) return <p aria-busy="true">{t.loading}</p>;
  if (list.length === 0) return <p className="empty">{t.noMethods}</p>;
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {account && (
        <p className="muted">
          {t.balance}: {formatMoney(account.amount_cents, account.currency, locale)} · {t.balanceCashout}: {formatMoney(account.available_to_cashout_cents, account.currency, locale)}
        </p>
      )}
      <FormError message={formError} />
      <fieldset className="methods">
        <legend>{t.method}</legend>
        {list.map((item) => (
          <label key={item.id} className={`method${item.id === selected?.id ? ' method--selected' : ''}`}>
            <input type="radio" name="method" value={item.id} checked={item.id === selected?.id} onChange={() => setMethod(item.id)} />
            <span className="method__title">{item.title}</span>
            <span className="method__limits">{interpolate(t.minMax, { min: formatMoney(item.min_amount_cents, item.currency, locale), max: formatMoney(item.max_amount_cents, item.currency, locale) })}</span>
          </label>
        ))}
      </fieldset>
      <Field label={interpolate(t.amount, { currency })} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} error={errors.amount} required />
      {selected?.fields?.includes('card.number') && (
        <>
          <Field label={t.cardNumber} inputMode="numeric" autoComplete="cc-number" value={card.number} onChange={(event) => setCard({ ...card, number: event.target.value })} error={errors.number} required />
          <div className="form__row">
            <Field label={t.cardExpiry} autoComplete="cc-exp" placeholder="MM/YY" value={card.expiry} onChange={(event) => setCard({ ...card, expiry: event.target.value })} error={errors.expiry} required />
            <Field label={t.cardCvv} inputMode="numeric" autoComplete="cc-csc" value={card.cvv} onChange={(event) => setCard({ ...card, cvv: event.target.value })} error={errors.cvv} required />
          </div>
          <Field label={t.cardHolder} autoComplete="cc-name" value={card.holder} onChange={(event) => setCard({ ...card, holder: event.target.value })} />
        </>
      )}
      {action === 'cashout' && selected?.type === 'crypto' && <Field label={t.walletAddress} value={address} onChange={(event) => setAddress(event.target.value)} error={errors.address} required />}
      <button type="submit" className="button button--block" disabled={busy}>
        {action === 'deposit' ? t.tabDeposit : t.tabWithdraw}
      </button>
    </form>
  );
}

function amountError(t: HostMessages, cents: number, method: PaymentMethod, balance: number | undefined, currency: string, locale: ReturnType<typeof useLocale>): string | undefined {
  const key = validateAmount(cents, { minCents: method.min_amount_cents, maxCents: method.max_amount_cents, balanceCents: balance });
  return validationText(t, key, { min: formatMoney(method.min_amount_cents, currency, locale), max: formatMoney(method.max_amount_cents, currency, locale) });
}

function stateLabel(t: HostMessages, state: string): string {
  return (t[`payment_${state}` as keyof HostMessages] as string | undefined) ?? state;
}

function History() {
  const { api } = useServices();
  const t = useT();
  const locale = useLocale();
  const payments = useLoad('player:payments', () => api.payments());
  if (payments.loading) return <p aria-busy="true">{t.loading}</p>;
  if (payments.error) return <FormError message={t.loadFailed} />;
  if ((payments.data ?? []).length === 0) return <p className="empty">{t.paymentsEmpty}</p>;
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t.colDate}</th>
          <th scope="col">{t.colAction}</th>
          <th scope="col">{t.colAmount}</th>
          <th scope="col">{t.colState}</th>
        </tr>
      </thead>
      <tbody>
        {(payments.data ?? []).slice(0, 20).map((payment) => (
          <tr key={payment.id}>
            <td>{formatDate(payment.finished_at ?? payment.created_at ?? '', locale, true)}</td>
            <td>{payment.action === 'deposit' ? t.actionDeposit : t.actionCashout}</td>
            <td>{formatMoney(payment.amount_cents, payment.currency, locale)}</td>
            <td>
              <span className={`tag tag--${payment.state}`}>{stateLabel(t, payment.state)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
