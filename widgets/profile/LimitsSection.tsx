import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Limit } from '../../sdk/api/schemas.ts';
import { limitsApi, type LimitRequest } from '../../sdk/api/wallet.ts';
import { ValidationError } from '../../sdk/http/errors.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import { formatSessionTimer } from '../../sdk/rules/constants.ts';
import { isLimitReached } from '../../sdk/rules/limits.ts';
import { validateChecked } from '../../sdk/rules/validation.ts';
import { getSession } from '../../sdk/session/index.ts';
import { amountError, parseAmount } from '../cashbox/amount.ts';
import { accountMessages, describeError } from '../ui/account-messages.ts';
import { CheckboxField, FormAlert, SelectField, TextField } from '../ui/Field.tsx';
import { reportValidation } from '../ui/report-validation.ts';
import { useQuery } from '../ui/use-query.ts';
import { getLimits, limitsQuery } from '../../sdk/state/limits.ts';
import { useNow } from '../ui/use-now.ts';
import { formatDate, messages, type MessageKey } from './messages.ts';
import type { SectionProps } from './section.ts';

const MONEY_TYPES = ['deposit', 'loss', 'wager'] as const;
const PERIODS = ['day', 'week', 'month'] as const;
const COOLING_OFF_PERIODS = ['day', 'week', 'month', 'six_weeks'] as const;
const EXCLUSION_PERIODS = ['six_months', 'year', 'five_years', 'indefinite'] as const;
const LOCKED_TYPES = ['coolingoff', 'selfexclusion'];

interface Pending {
  action: 'update' | 'remove';
  accounts?: { currency: string; amount_cents: number }[];
  minutes?: number | null;
  confirmed?: boolean;
  applies_at?: string;
}

const pendingOf = (limit: Limit) => (limit.pending ?? null) as Pending | null;
const label = (t: Record<MessageKey, string>, key: string) => t[key as MessageKey] ?? key;

/**
 * Responsible-gaming limits (contract §2.6, docs/api/wallet-payments-limits.md): money and
 * session limits (a higher value waits 24 h of platform time and the mailed confirmation, shown
 * with a countdown), removal, the mailed token confirmed on open, and time-out / self-exclusion
 * behind a warning and an explicit confirmation step.
 */
export function LimitsSection({ core, locale, player, toast, token }: SectionProps & { token?: string }) {
  const t = messagesFor(messages, locale);
  const api = limitsApi(core.http);
  // The page's one limits query (sdk/query, docs/architecture.md "Server state"), shared with the host's guards.
  const query = useQuery(core, limitsQuery(core.http));
  const limits = { data: query.data ?? [], loading: query.loading || query.fetching, reload: () => void getLimits(core).reload() };
  const [confirmation, setConfirmation] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const confirmedToken = useRef<string | null>(null);
  const currency = player.currency ?? core.config.currency;

  // The mailed link (/profile/limits/confirm?token=…) lands here: confirm once.
  useEffect(() => {
    if (!token || confirmedToken.current === token) return;
    confirmedToken.current = token;
    api.confirm(token).then(
      (answer) => {
        const pending = (answer as { pending?: Pending | null } | null)?.pending;
        const text = (answer as { removed?: boolean } | null)?.removed
          ? t.confirmRemoved
          : pending?.applies_at
            ? t.format('confirmApplies', { date: formatDate(pending.applies_at, locale, true) })
            : t.confirmDone;
        setConfirmation({ kind: 'success', text });
        limits.reload();
      },
      () => setConfirmation({ kind: 'error', text: t.confirmInvalid }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const changed = (limit?: Limit) => {
    limits.reload();
    void getSession(core).load();
    if (limit && limit.status === 'pending') toast({ kind: 'info', text: t.limitPendingToast });
  };

  return (
    <div className="ck-stack">
      {confirmation ? <FormAlert kind={confirmation.kind}>{confirmation.text}</FormAlert> : null}
      {limits.loading && limits.data.length === 0 ? (
        <p role="status" className="ck-muted">{messagesFor(accountMessages, locale).loading}</p>
      ) : limits.data.length === 0 ? (
        <p className="ck-muted">{t.limitsEmpty}</p>
      ) : (
        <ul className="ck-limits">
          {limits.data.map((limit) => (
            <LimitRow key={limit.id} limit={limit} locale={locale} currency={currency} onRemove={async () => {
              try {
                changed((await api.remove(limit.id)) as Limit);
              } catch (error) {
                toast({ kind: 'error', text: error instanceof ValidationError && error.code === 'limit_locked' ? t.limitLocked : messagesFor(accountMessages, locale).server_error });
              }
            }} />
          ))}
        </ul>
      )}
      <NewLimitForm {...{ core, locale, currency }} onSaved={changed} />
      <BreakForm {...{ core, locale }} kind="coolingoff" periods={COOLING_OFF_PERIODS} onSaved={changed} />
      <BreakForm {...{ core, locale }} kind="selfexclusion" periods={EXCLUSION_PERIODS} onSaved={changed} />
    </div>
  );
}

function LimitRow({ limit, locale, currency, onRemove }: { limit: Limit; locale: Locale; currency: string; onRemove: () => Promise<void> }) {
  const t = messagesFor(messages, locale);
  const pending = pendingOf(limit);
  const now = useNow(1000, pending !== null);
  const [busy, setBusy] = useState(false);
  const locked = LOCKED_TYPES.includes(limit.type);
  const reached = isLimitReached(limit, currency);
  const money = (cents: number, code: string) => formatMoney(cents, code, locale);
  // A reality check (docs/api/wallet-payments-limits.md "Reality check") is minutes too, a reminder rather than a cap.
  const minutesKey = limit.type === 'session' ? 'minutesValue' : limit.type === 'reality_check' ? 'realityValue' : null;
  const value = minutesKey
    ? t.format(minutesKey, { count: limit.minutes ?? 0 })
    : locked
      ? limit.active_until ? t.format('until', { date: formatDate(limit.active_until, locale, true) }) : t.indefinite
      : limit.accounts.map((a) => t.format('usedOf', { used: money(Math.abs(a.current_value_amount_cents), a.currency), amount: money(a.amount_cents, a.currency) })).join(' · ');
  const pendingValue = pending?.action === 'remove'
    ? t.pendingRemove
    : pending?.minutes
      ? t.format('pendingValue', { value: t.format(minutesKey ?? 'minutesValue', { count: pending.minutes }) })
      : pending?.accounts?.length
        ? t.format('pendingValue', { value: pending.accounts.map((a) => money(a.amount_cents, a.currency)).join(', ') })
        : '';
  const appliesAt = pending?.applies_at ? Date.parse(pending.applies_at) : null;

  return (
    <li className="ck-card ck-limit" data-limit-type={limit.type} data-status={limit.status}>
      <div className="ck-row ck-limit__head">
        <h4>{label(t, `type_${limit.type}`)}{locked || minutesKey ? '' : ` · ${label(t, `period_${limit.period}`)}`}</h4>
        {reached ? <span className="ck-badge ck-badge--bad">{t.reached}</span> : <span className="ck-badge ck-badge--active">{t.active}</span>}
        {pending ? <span className="ck-badge ck-badge--pending">{t.pending}</span> : null}
      </div>
      <p>{value}</p>
      {pending ? (
        <div className="ck-limit__pending">
          <p>{pendingValue}</p>
          {appliesAt !== null && appliesAt > now ? (
            <p>
              {t.appliesIn} <time className="ck-countdown" dateTime={pending.applies_at} data-testid="limit-countdown">{formatSessionTimer(appliesAt - now)}</time>
            </p>
          ) : null}
          <p className="ck-muted">
            {pending.confirmed ? t.pendingConfirmed : limit.confirm_until ? t.format('pendingConfirm', { date: formatDate(limit.confirm_until, locale, true) }) : t.pendingConfirmShort}
          </p>
        </div>
      ) : null}
      {!locked && pending?.action !== 'remove' ? (
        <div className="ck-row">
          <button type="button" className="ck-button ck-button--ghost ck-button--small" disabled={busy} aria-label={`${t.removeLimit}: ${label(t, `type_${limit.type}`)}`} onClick={() => { setBusy(true); void onRemove().finally(() => setBusy(false)); }}>
            {t.removeLimit}
          </button>
        </div>
      ) : null}
    </li>
  );
}

function NewLimitForm({ core, locale, currency, onSaved }: { core: SectionProps['core']; locale: Locale; currency: string; onSaved: (limit?: Limit) => void }) {
  const t = messagesFor(messages, locale);
  const [type, setType] = useState<string>('deposit');
  const [period, setPeriod] = useState<string>('day');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const session = type === 'session' || type === 'reality_check';
  const maxMinutes = type === 'reality_check' ? 240 : 1440;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let problem: string | null;
    if (session) {
      const minutes = Number(value);
      problem = value.trim() === '' ? 'required' : !Number.isInteger(minutes) ? 'not_integer' : minutes < 5 ? 'min_value' : minutes > maxMinutes ? 'max_value' : null;
    } else problem = amountError(value, currency, { minCents: 0, maxCents: 10 ** 13 });
    const text = problem ? describeError(locale, problem, { amount: session ? (problem === 'min_value' ? '5' : String(maxMinutes)) : '' }) : null;
    setError(text);
    if (problem) {
      reportValidation(core, 'profile-limit', 'frontEnd', { [session ? 'minutes' : 'amount_cents']: text });
      return;
    }
    setBusy(true);
    try {
      // The selects offer only the platform's types and periods (MONEY_TYPES, PERIODS): typed here, at the form's edge.
      const body = (session ? { type, minutes: Number(value) } : { type, period, accounts: [{ currency, amount_cents: parseAmount(value, currency).cents! }] }) as LimitRequest;
      const limit = (await limitsApi(core.http).set(body)) as Limit;
      setValue('');
      onSaved(limit);
    } catch (failure) {
      if (failure instanceof ValidationError) {
        const first = Object.values(failure.fields)[0]?.[0];
        setError(first ? describeError(locale, first) : messagesFor(accountMessages, locale).server_error);
        reportValidation(core, 'profile-limit', 'backEnd', Object.fromEntries(Object.entries(failure.fields).map(([k, v]) => [k, v[0] ?? ''])));
      } else setError(messagesFor(accountMessages, locale).server_error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ck-card ck-stack" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="ck-new-limit">
      <h4 id="ck-new-limit">{t.newLimit}</h4>
      <p className="ck-muted">{t.newLimitHint}</p>
      <div className="ck-grid-2">
        <SelectField name="limit-type" label={t.limitType} value={type} onChange={(next) => { setType(next); setError(null); }} options={[...MONEY_TYPES, 'session', 'reality_check'].map((id) => ({ value: id, label: label(t, `type_${id}`) }))} />
        {!session ? <SelectField name="limit-period" label={t.limitPeriod} value={period} onChange={setPeriod} options={PERIODS.map((id) => ({ value: id, label: label(t, `period_${id}`) }))} /> : null}
        <TextField name="limit-value" label={session ? (type === 'reality_check' ? t.limitRealityMinutes : t.limitMinutes) : t.format('limitAmount', { currency })} value={value} inputMode={session ? 'numeric' : 'decimal'} onChange={(next) => { setValue(next); setError(null); }} error={error} />
      </div>
      <div className="ck-row">
        <button type="submit" className="ck-button" disabled={busy}>{t.saveLimit}</button>
      </div>
    </form>
  );
}

/** Time-out or self-exclusion: choose a period, read the warning, tick that you understand, confirm. */
function BreakForm({ core, locale, kind, periods, onSaved }: { core: SectionProps['core']; locale: Locale; kind: 'coolingoff' | 'selfexclusion'; periods: readonly string[]; onSaved: (limit?: Limit) => void }) {
  const t = messagesFor(messages, locale);
  const [period, setPeriod] = useState(periods[0]!);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const exclusion = kind === 'selfexclusion';
  const titleId = `ck-break-${kind}`;

  const confirm = async () => {
    const problem = validateChecked(understood);
    if (problem) {
      setError(describeError(locale, problem));
      reportValidation(core, `profile-${kind}`, 'frontEnd', { confirmation: describeError(locale, problem) });
      return;
    }
    setBusy(true);
    try {
      const limit = (await limitsApi(core.http).set({ type: kind, period } as LimitRequest)) as Limit;
      setStep('choose');
      setUnderstood(false);
      onSaved(limit);
    } catch {
      setError(messagesFor(accountMessages, locale).server_error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`ck-card ck-stack ck-break ck-break--${kind}`} aria-labelledby={titleId}>
      <h4 id={titleId}>{exclusion ? t.exclusionTitle : t.coolingTitle}</h4>
      <p className="ck-muted">{exclusion ? t.exclusionIntro : t.coolingIntro}</p>
      {step === 'choose' ? (
        <div className="ck-row ck-break__choose">
          <SelectField name={`${kind}-period`} label={t.limitPeriod} value={period} onChange={setPeriod} options={periods.map((id) => ({ value: id, label: label(t, `period_${id}`) }))} />
          <button type="button" className="ck-button ck-button--ghost" onClick={() => { setStep('confirm'); setError(null); }}>{t.continue}</button>
        </div>
      ) : (
        <div className="ck-stack">
          <FormAlert kind="warning">
            {t.format(exclusion ? 'exclusionWarning' : 'coolingWarning', { period: label(t, `period_${period}`) })}
          </FormAlert>
          <CheckboxField name={`${kind}-understood`} label={exclusion ? t.exclusionUnderstood : t.coolingUnderstood} checked={understood} onChange={(value) => { setUnderstood(value); setError(null); }} error={error} />
          <div className="ck-row">
            <button type="button" className="ck-button ck-button--danger" disabled={busy} onClick={() => void confirm()}>{exclusion ? t.exclusionConfirm : t.coolingConfirm}</button>
            <button type="button" className="ck-button ck-button--ghost" onClick={() => setStep('choose')}>{t.back}</button>
          </div>
        </div>
      )}
    </section>
  );
}
