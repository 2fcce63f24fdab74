import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { resolveLocale, type Locale } from '../../sdk/i18n/locales.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import { MODAL_CLOSE_DELAY_MS } from '../../sdk/rules/constants.ts';
import { accountMessages } from '../ui/account-messages.ts';
import { Modal, ModalTitle } from '../ui/Modal.tsx';
import { PersonalInfoForm, PERSONAL_INFO_FIELDS, needsPersonalInfo } from '../ui/PersonalInfoForm.tsx';
import { ToastOutlet, useToasts } from '../ui/Toast.tsx';
import { useAttribution, useCore, type CoreProps } from '../ui/use-core.ts';
import { ensureSession } from '../ui/use-player.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { cancelledWarning } from './cancelled-warning.ts';
import { Dashboard } from './Dashboard.tsx';
import { History } from './History.tsx';
import { usePayments } from './hooks.ts';
import { messages } from './messages.ts';
import { MethodsInfo } from './MethodsInfo.tsx';
import { PaymentForm, type DepositResult } from './PaymentForm.tsx';
import { casinoUrl } from '../../sdk/embed/casino-url.ts';

export const CASHBOX_STEPS = ['dashboard', 'deposit', 'withdraw', 'deposit-fast', 'deposit-bonus', 'history', 'methods'] as const;
export type CashboxStep = (typeof CASHBOX_STEPS)[number];

export interface NavigateDetail {
  path: string;
  href: string;
}

export interface CashboxProps extends CoreProps {
  /** The popup to open (docs/product/shell-and-routes.md#cashbox-routes, spec 000 §2.2 cashbox routes); 'dashboard' by default. */
  step?: CashboxStep | string;
  /** The popup closed (after the 100 ms close delay). */
  onClose?: () => void;
  /** A deposit reached a state (pending, succeeded, declined…). Also emitted on the SDK bus. */
  onDepositResult?: (result: DepositResult) => void;
  /** The widget wants the host to go somewhere (a guest → '/login'; the limits page). */
  onNavigate?: (detail: NavigateDetail) => void;
}

const GATE_FIELDS = [...PERSONAL_INFO_FIELDS, 'state' as const];
const toStep = (step: string | undefined): CashboxStep => (CASHBOX_STEPS.includes(step as CashboxStep) ? (step as CashboxStep) : 'dashboard');

const TABS: { step: CashboxStep; key: 'tabDashboard' | 'tabDeposit' | 'tabWithdraw' | 'tabHistory' | 'tabMethods' }[] = [
  { step: 'dashboard', key: 'tabDashboard' },
  { step: 'deposit', key: 'tabDeposit' },
  { step: 'withdraw', key: 'tabWithdraw' },
  { step: 'history', key: 'tabHistory' },
  { step: 'methods', key: 'tabMethods' },
];

/**
 * The cashbox (docs/product/shell-and-routes.md#cashbox-routes, docs/product/cashbox-and-payments.md#opening-the-cashbox, docs/product/cashbox-and-payments.md#payment-methods, docs/product/account-and-auth.md#field-rules, docs/product/errors-and-network.md#constants, spec 000 §2.2–§2.4, §3–§5, §9): dashboard, deposit, withdraw, one-click deposit and
 * deposit with bonus as popups on the one Modal, closing with a 100 ms delay; login required; the
 * personal-info step first for fiat players with missing data; history with recall; the payment
 * methods info. Money and session state come from the SDK session shared by every widget.
 */
export function Cashbox(props: CashboxProps) {
  const locale: Locale = resolveLocale(props.locale);
  const t = messagesFor(messages, locale);
  const shared = messagesFor(accountMessages, locale);
  const core = useCore(props);
  const attribution = useAttribution(props);
  const session = useMemo(() => ensureSession(core), [core]);
  const status = useSignalValue(session.status);
  const user = useSignalValue(session.user);
  const account = useSignalValue(session.activeAccount);
  const [step, setStep] = useState<CashboxStep>(toStep(props.step));
  const [open, setOpen] = useState(true);
  const [closing, setClosing] = useState(false);
  const [infoDone, setInfoDone] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { store: toasts, push } = useToasts();
  const loggedIn = status === 'player';
  const payments = usePayments(core, loggedIn && open);
  const href = (path: string) => casinoUrl(core.config.api, path, attribution);
  // Held in a ref: a host passing an inline callback must not re-trigger the guest redirect.
  const onNavigate = useRef(props.onNavigate);
  onNavigate.current = props.onNavigate;
  const navigate = useCallback((path: string) => onNavigate.current?.({ path, href: casinoUrl(core.config.api, path, attribution) }), [core, attribution]);

  // A new `step` from the host reopens the popup there.
  useEffect(() => {
    setStep(toStep(props.step));
    setOpen(true);
    setClosing(false);
  }, [props.step]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Login required (docs/product/shell-and-routes.md#paths, spec 000 §2.2): a guest is sent to login.
  useEffect(() => {
    if (status === 'guest' && open) navigate('/login');
  }, [status, open, navigate]);

  // The cancelled-deposit warning, once per payment (docs/product/cashbox-and-payments.md#cancelled-deposit-warning, spec 000 §4, remembered in localStorage).
  useEffect(() => {
    const payment = cancelledWarning(payments.data, Date.now());
    if (!payment) return;
    const amount = formatMoney(payment.amount_cents, payment.currency, locale);
    push({ kind: 'warning', text: t.format('cancelledWarning', { action: payment.action === 'deposit' ? t.actionDeposit : t.actionCashout, amount }) });
  }, [payments.data, push, t, locale]);

  const close = () => {
    if (closing) return;
    setClosing(true);
    closeTimer.current = setTimeout(() => {
      setOpen(false);
      setClosing(false);
      props.onClose?.();
    }, MODAL_CLOSE_DELAY_MS);
  };

  if (!open) return <ToastOutlet store={toasts} dismissLabel={shared.dismiss} />;

  const gate = loggedIn && !infoDone && needsPersonalInfo(user);
  const title = gate ? t.personalTitle : t.title;
  const tabStep: CashboxStep = step === 'deposit-fast' || step === 'deposit-bonus' ? 'deposit' : step;

  return (
    <div className={`ck-cashbox${closing ? ' ck-cashbox--closing' : ''}`}>
      <Modal label={title} onClose={close}>
        <div className="ck-cashbox__head">
          <ModalTitle className="ck-cashbox__title">{title}</ModalTitle>
          {loggedIn && account && !gate ? (
            <p className="ck-cashbox__balance">
              <span className="ck-muted">{t.balance}</span> <strong>{formatMoney(account.amount_cents, account.currency, locale)}</strong>
            </p>
          ) : null}
          <button type="button" className="ck-close" aria-label={t.close} onClick={close}>
            ×
          </button>
        </div>
        <div className="ck-cashbox__body">
          {status === 'unknown' ? (
            <p role="status"><span className="ck-spinner" aria-hidden="true" /> {shared.loading}</p>
          ) : !loggedIn ? (
            <div className="ck-stack">
              <p>{shared.login_required}</p>
              <div className="ck-row">
                <a className="ck-button" href={href('/login')} onClick={(event) => { if (props.onNavigate) { event.preventDefault(); navigate('/login'); } }}>
                  {shared.login}
                </a>
              </div>
            </div>
          ) : gate ? (
            <div className="ck-stack">
              <p>{t.personalIntro}</p>
              <PersonalInfoForm core={core} locale={locale} player={user!} fields={GATE_FIELDS} context="deposit" component="cashbox-personal-info" submitLabel={t.personalContinue} onSaved={() => setInfoDone(true)} />
            </div>
          ) : (
            <>
              <nav className="ck-tabs" aria-label={t.sections}>
                {TABS.map((tab) => (
                  <button key={tab.step} type="button" className="ck-tab" aria-current={tabStep === tab.step ? 'page' : undefined} onClick={() => setStep(tab.step)}>
                    {t[tab.key]}
                  </button>
                ))}
              </nav>
              {step === 'dashboard' ? (
                <Dashboard locale={locale} account={account} payments={payments} onStep={setStep} />
              ) : step === 'history' ? (
                <History core={core} locale={locale} player={user!} payments={payments} />
              ) : step === 'methods' ? (
                <MethodsInfo core={core} locale={locale} currency={account?.currency ?? user?.currency ?? core.config.currency} player={user} />
              ) : (
                <PaymentForm
                  key={step}
                  core={core}
                  locale={locale}
                  player={user!}
                  account={account}
                  action={step === 'withdraw' ? 'cashout' : 'deposit'}
                  mode={step === 'deposit-fast' ? 'fast' : step === 'deposit-bonus' ? 'bonus' : 'normal'}
                  payments={payments}
                  onResult={(result) => {
                    core.bus.emit('deposit-result', result);
                    props.onDepositResult?.(result);
                  }}
                  onToast={push}
                  onNavigate={navigate}
                />
              )}
            </>
          )}
        </div>
        <ToastOutlet store={toasts} dismissLabel={shared.dismiss} />
      </Modal>
    </div>
  );
}
