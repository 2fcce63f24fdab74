import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Account, DepositBonus, Payment, PaymentMethod, Player } from '../../sdk/api/schemas.ts';
import type { Core } from '../../sdk/core.ts';
import { ApiError, ValidationError } from '../../sdk/http/errors.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { currency as currencyInfo } from '../../sdk/money/currencies.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import { depositGiftOfferEligible, depositOfferTerms } from '../../sdk/rules/bonuses.ts';
import { groupIdsOf } from '../../sdk/rules/groups.ts';
import { cardFraudData, validateCardExpiry, validateCardNumber } from '../../sdk/rules/validation.ts';
import { PROFILE_LIMITS_PATH } from '../../sdk/rules/guards.ts';
import { getSession } from '../../sdk/session/index.ts';
import { describeError, accountMessages } from '../ui/account-messages.ts';
import { FormAlert, TextField } from '../ui/Field.tsx';
import { reportValidation } from '../ui/report-validation.ts';
import type { ToastRequest } from '../ui/Toast.tsx';
import { useLoad } from '../ui/use-load.ts';
import { amountError, centsToInput, defaultDepositCents, parseAmount, quickAmounts } from './amount.ts';
import { cashboxApi, type CardInput, type PaymentActionName } from './api.ts';
import { initialBonus, rememberBonus, rememberedBonus } from './bonus-choice.ts';
import { beginPayment, markCancelledShown } from './cancelled-warning.ts';
import { CryptoAddress } from './CryptoAddress.tsx';
import { deviceFingerprint, randomKey, useCurrencyConfig, usePaymentMethods, type Loaded } from './hooks.ts';
import { messages } from './messages.ts';
import { PaymentStatus } from './PaymentStatus.tsx';

export interface DepositResult {
  id: number;
  state: string;
  amount_cents: number;
  currency: string;
}

type FieldName = 'amount' | 'number' | 'expiry' | 'cvv' | 'holder' | 'address' | 'method' | 'bonus' | 'base';
const LIMIT_CODES = ['limit_reached', 'cooling_off', 'self_excluded'];
const CRYPTO_ADDRESS = /^[A-Za-z0-9:]{10,120}$/;

export interface PaymentFormProps {
  core: Core;
  locale: Locale;
  player: Player;
  account: Account | null;
  action: PaymentActionName;
  /** fast = one-click deposit (last method preselected); bonus = the deposit-bonus popup. */
  mode: 'normal' | 'fast' | 'bonus';
  payments: Loaded<Payment[]> & { apply: (payment: Payment) => void };
  onResult: (result: DepositResult) => void;
  onToast: (toast: ToastRequest) => void;
  onNavigate: (path: string) => void;
}

/** Deposit or withdrawal: method, amount rules, card or crypto details, fraud check, the payment's live state. */
export function PaymentForm({ core, locale, player, account, action, mode, payments, onResult, onToast, onNavigate }: PaymentFormProps) {
  const t = messagesFor(messages, locale);
  const shared = messagesFor(accountMessages, locale);
  const currency = account?.currency ?? player.currency ?? core.config.currency;
  const crypto = !(currencyInfo(currency)?.fiat ?? true);
  const methods = usePaymentMethods(core, currency, action, player);
  const config = useCurrencyConfig(core);
  const stats = useLoad(core, 'LOAD_PLAYER_STATS_ERROR', () => cashboxApi(core.http).stats(), null, [], action === 'deposit');
  const [methodId, setMethodId] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(mode !== 'fast');
  const [amount, setAmount] = useState('');
  const amountTouched = useRef(false);
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvv: '', holder: '' });
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);
  const [tracked, setTracked] = useState<Payment | null>(null);
  // The deposit bonus chosen (an offer id or 'none'); null until the player picks (docs/api/bonuses.md "Player routes").
  const [bonusPick, setBonusPick] = useState<string | null>(null);

  const lastMethod = useMemo(() => payments.data.find((p) => p.action === action && p.state === 'succeeded')?.payment_system, [payments.data, action]);
  // Default method: the last one used successfully (one-click deposit), else the first offered.
  const preferred = methods.data.find((m) => m.id === lastMethod) ?? methods.data[0] ?? null;
  const method = methods.data.find((m) => m.id === methodId) ?? preferred;
  const showPicker = choosing || !methods.data.some((m) => m.id === lastMethod);

  // Default amount (docs/product/cashbox-and-payments.md#amount-rules, spec 000 §9): 50 on a first fiat deposit, else currency-config's default.
  const firstDeposit = stats.data ? stats.data.deposits_count === 0 : false;
  useEffect(() => {
    if (action !== 'deposit' || amountTouched.current || !config || stats.loading) return;
    const cents = defaultDepositCents(currency, config[currency], firstDeposit);
    if (cents !== null) setAmount(centsToInput(cents, currency));
  }, [action, config, currency, firstDeposit, stats.loading]);

  // The tracked payment follows its pushes (payments_changes → usePayments).
  const live = tracked ? payments.data.find((p) => p.id === tracked.id) ?? tracked : null;
  const reported = useRef<string>('');
  useEffect(() => {
    if (!live || action !== 'deposit') return;
    const signature = `${live.id}:${live.state}`;
    if (reported.current === signature) return;
    reported.current = signature;
    if (['declined', 'rejected', 'canceled'].includes(live.state)) markCancelledShown(live.id);
    onResult({ id: live.id, state: live.state, amount_cents: live.amount_cents, currency: live.currency });
  }, [live, action, onResult]);

  const giftEligible = action === 'deposit' && depositGiftOfferEligible({ can_issue_bonuses: !!player.can_issue_bonuses, deposit_bonus_code: player.deposit_bonus_code, groups: groupIdsOf(player.statuses) });
  const offers = useLoad<DepositBonus[]>(core, 'LOAD_DEPOSIT_BONUSES_ERROR', () => cashboxApi(core.http).depositBonuses(), [], [], giftEligible);
  const offerShown = action === 'deposit' && giftEligible && offers.data.length > 0;
  // Sent with the deposit: the offer, or 'none' (no bonus at all); nothing when no offer is shown,
  // so a deposit_bonus_code on the player still applies (docs/api/bonuses.md, payments.bonus_id).
  const bonusId = offerShown ? (bonusPick ?? initialBonus(offers.data.map((offer) => offer.id), rememberedBonus(player.id ?? ''))) : null;
  const bonusTerms = offerShown && bonusId && bonusId !== 'none' ? depositOfferTerms(offers.data.find((offer) => offer.id === bonusId) ?? { bonuses: [] }, currency) : null;

  const minCents = method?.min_amount_cents ?? 0;
  const maxCents = method?.max_amount_cents ?? Number.MAX_SAFE_INTEGER;
  const balanceCents = action === 'cashout' ? account?.available_to_cashout_cents ?? 0 : undefined;
  const isCard = method?.type === 'cards';
  const needsAddress = action === 'cashout' && method?.type === 'crypto';
  const depositBlocked = action === 'deposit' && account?.deposit_available === false;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const bonusMinText = bonusTerms?.minCents != null ? t.format('bonusMinError', { amount: bonusTerms.minCents, currency }) : '';
  const errorText = (key: string | undefined) => (key ? describeError(locale, key, { amount: key === 'min_value' ? money(minCents) : money(maxCents), step: '' }) : null);

  const setField = (field: FieldName) => setErrors((current) => ({ ...current, [field]: undefined, base: undefined }));

  const validate = (): Partial<Record<FieldName, string>> => {
    const found: Partial<Record<FieldName, string>> = {};
    if (!method) found.method = 'required';
    const amountProblem = amountError(amount, currency, { minCents, maxCents, balanceCents, rounding: config?.[currency]?.rounding });
    if (amountProblem) found.amount = amountProblem;
    if (isCard) {
      const number = validateCardNumber(card.number);
      if (number) found.number = number;
      const expiry = validateCardExpiry(card.expiry.trim(), Date.now());
      if (expiry) found.expiry = expiry;
      if (!/^\d{3,4}$/.test(card.cvv.trim())) found.cvv = card.cvv.trim() ? 'invalid_format' : 'required';
    }
    if (needsAddress && !CRYPTO_ADDRESS.test(address.trim())) found.address = address.trim() ? 'invalid_format' : 'required';
    const cents = parseAmount(amount, currency).cents;
    if (!found.amount && bonusTerms?.minCents != null && cents !== null && cents < bonusTerms.minCents) found.bonus = 'bonus_min';
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !method) return;
    const found = validate();
    setErrors(found);
    const component = `cashbox-${action}`;
    if (Object.keys(found).length > 0) {
      reportValidation(core, component, 'frontEnd', Object.fromEntries(Object.entries(found).map(([field, key]) => [field, field === 'bonus' ? bonusMinText : (errorText(key) ?? key)])));
      return;
    }
    const cents = parseAmount(amount, currency).cents!;
    const api = cashboxApi(core.http);
    setBusy(true);
    const end = beginPayment();
    try {
      // Fraud check before a card deposit (docs/product/cashbox-and-payments.md#card-rules, spec 000 §5): BIN = first 6, last 4, expiry split.
      if (action === 'deposit' && isCard) {
        const data = cardFraudData(card.number, card.expiry);
        const check = await api.fraudCheck({
          country: player.country ?? '',
          first_name: player.first_name ?? '',
          last_name: player.last_name ?? '',
          email: player.email ?? '',
          device_fingerprint: deviceFingerprint(),
          card_bin: data.bin,
          card_last4: data.last4,
          expiry_month: Number(data.month),
          expiry_year: 2000 + Number(data.year),
          amount_cents: cents,
          currency,
          payment_system: method.id,
          type: 'transaction',
          custom_player_status: null,
        });
        if (!check.approved) {
          setErrors({ base: check.reason === 'amount_requires_verification' ? t.fraudVerify : check.reason === 'expired_card' ? describeError(locale, 'expired') : t.fraudDenied });
          return;
        }
      }
      const body = {
        amount_cents: cents,
        currency,
        payment_method: method.id,
        ...(isCard ? { card: { number: card.number.replace(/\s+/g, ''), expiry: card.expiry.trim(), cvv: card.cvv.trim(), ...(card.holder?.trim() ? { holder: card.holder.trim() } : {}) } } : {}),
        ...(needsAddress ? { address: address.trim() } : {}),
        // The deposit bonus chosen: an offer id or 'none' (docs/api/bonuses.md, payments.bonus_id).
        ...(action === 'deposit' && bonusId ? { bonus_id: bonusId } : {}),
      };
      const payment = await api.pay(action, body, randomKey());
      if (action === 'deposit' && bonusId) rememberBonus(player.id ?? '', bonusId);
      payments.apply(payment);
      setTracked(payment);
      // The balance push follows too; reloading covers a socket that is down.
      getSession(core).load().catch(() => undefined);
    } catch (error) {
      handleFailure(error, component);
    } finally {
      end();
      setBusy(false);
    }
  };

  const handleFailure = (error: unknown, component: string) => {
    if (error instanceof ValidationError) {
      const code = error.code;
      if (code && LIMIT_CODES.includes(code)) {
        const text = code === 'self_excluded' ? t.selfExcluded : code === 'cooling_off' ? t.coolingOff : t.limitReached;
        setErrors({ base: text });
        onToast({ kind: 'warning', text, sticky: true });
        reportValidation(core, component, 'backEnd', { base: error.firstMessage ?? code });
        return;
      }
      const mapped: Partial<Record<FieldName, string>> = {};
      for (const [field, list] of Object.entries(error.fields)) {
        const target: FieldName = field.startsWith('amount') ? 'amount' : field.includes('expiry') ? 'expiry' : field.includes('cvv') ? 'cvv' : field.startsWith('card') ? 'number' : field === 'address' ? 'address' : 'base';
        mapped[target] = describeError(locale, list[0] ?? 'invalid');
      }
      if (code === 'not_enough_money') mapped.amount = describeError(locale, 'not_enough_money');
      setErrors(Object.keys(mapped).length ? mapped : { base: error.firstMessage ?? shared.server_error });
      reportValidation(core, component, 'backEnd', Object.fromEntries(Object.entries(error.fields).map(([field, list]) => [field, list[0] ?? ''])));
      return;
    }
    // No payment provider runs (production without a real one; docs/operations.md "Payments"): say so in the player's language.
    if (error instanceof ApiError && error.code === 'payments_unavailable') return setErrors({ base: t.noMethods });
    setErrors({ base: error instanceof ApiError && error.firstMessage ? error.firstMessage : shared.server_error });
  };

  if (live) {
    return (
      <PaymentStatus
        core={core}
        locale={locale}
        payment={live}
        method={method}
        player={player}
        onApply={payments.apply}
        onAgain={() => {
          setTracked(null);
          setCard((current) => ({ ...current, cvv: '' }));
        }}
      />
    );
  }

  const titleKey = action === 'cashout' ? 'withdrawTitle' : mode === 'fast' ? 'fastTitle' : mode === 'bonus' ? 'bonusTitle' : 'depositTitle';
  const quick = action === 'deposit' && method ? quickAmounts(config?.[currency], currency, minCents, maxCents) : [];
  const parsed = parseAmount(amount, currency);
  const errorCount = Object.entries(errors).filter(([field, value]) => field !== 'base' && value).length;

  return (
    <form className="ck-stack ck-pay" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <h3>{t[titleKey]}</h3>
      {action === 'cashout' && account ? <p className="ck-muted">{t.format('withdrawable', { amount: money(account.available_to_cashout_cents) })}</p> : null}
      {depositBlocked ? (
        <FormAlert kind="warning">
          {t.depositBlocked}{' '}
          <button type="button" className="ck-link-button" onClick={() => onNavigate(PROFILE_LIMITS_PATH)}>{t.openLimits}</button>
        </FormAlert>
      ) : null}
      {errors.base ? <FormAlert>{errors.base}</FormAlert> : null}
      {errorCount > 0 ? <FormAlert>{shared.format('fix_fields', { count: errorCount })}</FormAlert> : null}

      {methods.loading ? (
        <p role="status"><span className="ck-spinner" aria-hidden="true" /> {t.loadingMethods}</p>
      ) : methods.data.length === 0 ? (
        <FormAlert kind="info">
          {methods.failed ? t.methodsFailed : t.noMethods}{' '}
          <button type="button" className="ck-link-button" onClick={methods.reload}>{shared.retry}</button>
        </FormAlert>
      ) : !showPicker && method ? (
        <div className="ck-row">
          <span>{t.format('payWith', { method: method.title })}</span>
          <button type="button" className="ck-link-button" onClick={() => setChoosing(true)}>{t.changeMethod}</button>
        </div>
      ) : (
        <MethodPicker methods={methods.data} value={method?.id ?? null} onChange={(id) => { setMethodId(id); setField('method'); }} legend={t.method} money={money} error={errorText(errors.method)} />
      )}

      {method?.type === 'crypto' && action === 'deposit' ? <CryptoAddress locale={locale} method={method} /> : null}

      {method ? (
        <>
          <TextField
            name="amount"
            label={t.format('amount', { currency })}
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            onChange={(value) => { amountTouched.current = true; setAmount(value); setField('amount'); }}
            error={errorText(errors.amount)}
            hint={t.format('range', { min: money(minCents), max: money(maxCents) })}
          />
          {quick.length > 0 ? (
            <div className="ck-quick" role="group" aria-label={t.quickAmounts}>
              {quick.map((cents) => (
                <button key={cents} type="button" className="ck-tab" aria-pressed={parsed.cents === cents} onClick={() => { amountTouched.current = true; setAmount(centsToInput(cents, currency)); setField('amount'); }}>
                  {money(cents)}
                </button>
              ))}
            </div>
          ) : null}
        </>
      ) : null}

      {isCard ? (
        <fieldset className="ck-fieldset">
          <legend>{t.cardDetails}</legend>
          <div className="ck-grid-2">
            <TextField name="cardnumber" label={t.cardNumber} value={card.number} inputMode="numeric" autoComplete="cc-number" maxLength={23} onChange={(number) => { setCard((c) => ({ ...c, number })); setField('number'); }} error={errorText(errors.number)} />
            <TextField name="holder" label={t.cardHolder} value={card.holder ?? ''} autoComplete="cc-name" onChange={(holder) => setCard((c) => ({ ...c, holder }))} />
            <TextField name="expiry" label={t.cardExpiry} value={card.expiry} placeholder="MM/YY" hint="MM/YY" inputMode="numeric" autoComplete="cc-exp" maxLength={5} onChange={(expiry) => { setCard((c) => ({ ...c, expiry: formatExpiry(expiry, c.expiry) })); setField('expiry'); }} error={errorText(errors.expiry)} />
            <TextField name="cvv" label={t.cardCvv} value={card.cvv} type="password" inputMode="numeric" autoComplete="cc-csc" maxLength={4} onChange={(cvv) => { setCard((c) => ({ ...c, cvv })); setField('cvv'); }} error={errorText(errors.cvv)} />
          </div>
        </fieldset>
      ) : null}

      {needsAddress ? (
        <TextField name="address" label={t.format('payoutAddress', { currency })} value={address} autoComplete="off" onChange={(value) => { setAddress(value); setField('address'); }} error={errorText(errors.address)} />
      ) : null}

      {action === 'deposit' && (mode === 'bonus' || offerShown || Boolean(player.deposit_bonus_code)) ? (
        <BonusPanel core={core} locale={locale} player={player} eligible={giftEligible} offers={offers.data} loading={offers.loading} value={bonusId ?? 'none'} onChange={(id) => { setBonusPick(id); setField('bonus'); }} showCode={mode === 'bonus'} currency={currency} error={errors.bonus ? bonusMinText : null} />
      ) : null}

      {method ? (
        <button type="submit" className="ck-button ck-button--block" disabled={busy || depositBlocked}>
          {busy ? <span className="ck-spinner" aria-hidden="true" /> : null}{' '}
          {t.format(action === 'cashout' ? 'submitWithdraw' : method.type === 'crypto' ? 'submitCrypto' : 'submitDeposit', { amount: parsed.cents !== null ? money(parsed.cents) : '' }).trim()}
        </button>
      ) : null}
      {crypto && action === 'deposit' ? <p className="ck-muted">{t.cryptoNote}</p> : null}
    </form>
  );
}

/** Types the slash of MM/YY for the player (and lets them delete it). */
function formatExpiry(next: string, previous: string): string {
  const digits = next.replace(/\D/g, '').slice(0, 4);
  if (next.length < previous.length) return next;
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function MethodPicker({ methods, value, onChange, legend, money, error }: { methods: PaymentMethod[]; value: string | null; onChange: (id: string) => void; legend: string; money: (cents: number) => string; error: string | null }) {
  return (
    <fieldset className="ck-choices" aria-describedby={error ? 'ck-method-error' : undefined}>
      <legend className="ck-field__label">{legend}</legend>
      {methods.map((method) => (
        <label key={method.id} className="ck-choice">
          <input type="radio" name="payment-method" value={method.id} checked={value === method.id} onChange={() => onChange(method.id)} />
          <span className="ck-choice__text">
            <strong>{method.title}</strong>
            <span className="ck-muted">{money(method.min_amount_cents)} – {money(method.max_amount_cents)}</span>
          </span>
        </label>
      ))}
      {error ? <span className="ck-field__error" id="ck-method-error">{error}</span> : null}
    </fieldset>
  );
}

/**
 * Deposit gifts (docs/product/cashbox-and-payments.md#deposit-gift, spec 000 §6: needs can_issue_bonuses, no deposit_bonus_code, not multi-account)
 * and, in the deposit-bonus popup, the deposit promo code (PATCH set_bonus_code / clear_bonus_code).
 */
function BonusPanel({ core, locale, player, eligible, offers, loading, value, onChange, showCode, currency, error }: {
  core: Core; locale: Locale; player: Player; eligible: boolean; offers: DepositBonus[]; loading: boolean; value: string; onChange: (id: string) => void; showCode: boolean; currency: string; error: string | null;
}) {
  const t = messagesFor(messages, locale);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = player.deposit_bonus_code;

  const applyCode = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(trimmed)) {
      setCodeError(describeError(locale, trimmed ? 'wrong_chars' : 'required'));
      reportValidation(core, 'cashbox-bonus-code', 'frontEnd', { deposit_bonus_code: trimmed ? 'wrong_chars' : 'required' });
      return;
    }
    setBusy(true);
    try {
      await cashboxApi(core.http).setBonusCode(trimmed);
      await getSession(core).load();
      setCode('');
      setCodeError(null);
    } catch (error) {
      setCodeError(error instanceof ValidationError ? describeError(locale, Object.values(error.fields)[0]?.[0] ?? 'invalid') : messagesFor(accountMessages, locale).server_error);
    } finally {
      setBusy(false);
    }
  };

  const clearCode = async () => {
    setBusy(true);
    try {
      await cashboxApi(core.http).clearBonusCode();
      await getSession(core).load();
    } catch {
      setCodeError(messagesFor(accountMessages, locale).server_error);
    } finally {
      setBusy(false);
    }
  };

  const money = (cents: number) => formatMoney(cents, currency, locale);

  return (
    <section className="ck-card" aria-labelledby="ck-bonus-title">
      <h4 id="ck-bonus-title">{t.bonusHeading}</h4>
      {eligible ? (
        loading ? (
          <p role="status" className="ck-muted">{messagesFor(accountMessages, locale).loading}</p>
        ) : offers.length === 0 ? (
          <p className="ck-muted">{t.noBonusOffers}</p>
        ) : (
          <fieldset className="ck-choices ck-choices--offers" aria-describedby={error ? 'ck-bonus-error' : undefined}>
            <legend className="ck-visually-hidden">{t.bonusHeading}</legend>
            {offers.map((offer) => {
              // Title, percent and cap, free spins, wager and minimum in the player's currency (docs/api/bonuses.md "Player routes", contract §5.8).
              const terms = depositOfferTerms(offer, currency);
              const facts = [
                terms.percent !== null ? (terms.maxCents !== null ? t.format('bonusPercentCap', { percent: terms.percent, amount: terms.maxCents, currency }) : t.format('bonusPercent', { percent: terms.percent })) : '',
                terms.freespins ? t.format('bonusFreespins', { count: terms.freespins }) : '',
                terms.wager !== null ? t.format('bonusWager', { wager: terms.wager }) : '',
              ].filter(Boolean);
              return (
                <label key={offer.id} className="ck-choice">
                  <input type="radio" name="deposit-bonus" value={offer.id} checked={value === offer.id} onChange={() => onChange(offer.id)} />
                  <span className="ck-choice__text">
                    <strong>{offer.title ?? offer.bonuses[0]?.title ?? offer.id}</strong>
                    {facts.length > 0 ? <span>{facts.join(' · ')}</span> : null}
                    {terms.minCents !== null ? <span className="ck-muted">{t.format('bonusMin', { amount: money(terms.minCents) })}</span> : null}
                  </span>
                </label>
              );
            })}
            <label className="ck-choice">
              <input type="radio" name="deposit-bonus" value="none" checked={value === 'none'} onChange={() => onChange('none')} />
              <span>{t.noBonus}</span>
            </label>
            {error ? <span className="ck-field__error" id="ck-bonus-error" role="alert">{error}</span> : null}
          </fieldset>
        )
      ) : (
        <p className="ck-muted">{current ? t.format('bonusCodeActive', { code: current }) : t.bonusNotEligible}</p>
      )}
      {showCode ? (
        current ? (
          <div className="ck-row">
            <span>{t.format('bonusCodeActive', { code: current })}</span>
            <button type="button" className="ck-button ck-button--ghost ck-button--small" disabled={busy} onClick={() => void clearCode()}>{t.removeCode}</button>
          </div>
        ) : (
          <div className="ck-stack">
            <TextField name="deposit_bonus_code" label={t.bonusCode} value={code} onChange={(next) => { setCode(next); setCodeError(null); }} error={codeError} autoComplete="off" maxLength={64}>
              <button type="button" className="ck-button ck-button--ghost" disabled={busy} onClick={(event) => void applyCode(event as unknown as FormEvent)}>{t.applyCode}</button>
            </TextField>
          </div>
        )
      ) : null}
    </section>
  );
}
