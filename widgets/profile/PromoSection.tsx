import { useState, type FormEvent } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { bonusesApi } from '../../sdk/api/bonuses.ts';
import { ValidationError } from '../../sdk/http/errors.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { getSession } from '../../sdk/session/index.ts';
import { accountMessages, describeError } from '../ui/account-messages.ts';
import { FormAlert, TextField } from '../ui/Field.tsx';
import { reportValidation } from '../ui/report-validation.ts';
import { statusOf } from '../ui/use-load.ts';
import { messages } from './messages.ts';
import type { SectionProps } from './section.ts';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
type Result = { kind: 'success' | 'info' | 'error'; text: string; gifts?: boolean };

/**
 * The profile's promo view (docs/product/bonuses-and-free-spins.md#promo-codes, docs/api/bonuses.md
 * "Player routes"): a promo code (POST /api/v2/bonuses/promo-code: a deposit code is kept for the next
 * deposit, any other issues a gift now, linked to the gifts) and a coupon (POST /api/bonuses/coupon,
 * whose answer is a status). A platform without the routes answers 404: "not available".
 */
export function PromoSection(props: SectionProps) {
  const { core, locale, navigate } = props;
  const t = messagesFor(messages, locale);

  const redeemPromo = async (code: string): Promise<Result> => {
    const answer = await bonusesApi(core.http).promoCode(code);
    if (answer.bonus_type === 'deposit') {
      // The code now sits on the player (`deposit_bonus_code`), which the cashbox shows.
      getSession(core).load().catch(() => undefined);
      return { kind: 'success', text: t.format('promoDeposit', { name: answer.name }) };
    }
    // The push invalidates the gifts too; this covers a socket that is down.
    void getQueries(core).invalidate(KEYS.bonuses);
    void getQueries(core).invalidate(KEYS.freespins);
    return { kind: 'success', text: t.format('promoGift', { name: answer.name }), gifts: true };
  };

  const redeemCoupon = async (code: string): Promise<Result> => {
    const answer = await bonusesApi(core.http).coupon(code);
    if (answer.status === 'successfully_activated') {
      void getQueries(core).invalidate(KEYS.bonuses);
      void getQueries(core).invalidate(KEYS.freespins);
      return { kind: 'success', text: t.promoActivated, gifts: true };
    }
    return answer.status === 'already_activated' ? { kind: 'info', text: t.promoAlready } : { kind: 'error', text: t.promoFailed };
  };

  return (
    <div className="ck-stack ck-narrow">
      <CodeForm {...props} name="code" title={t.promoCodeTitle} intro={t.promoIntro} label={t.promoCode} submit={t.promoSubmit} redeem={redeemPromo} onGifts={() => navigate('/profile/gifts')} />
      <CodeForm {...props} name="coupon_code" title={t.couponTitle} intro={t.couponIntro} label={t.couponCode} submit={t.couponSubmit} redeem={redeemCoupon} onGifts={() => navigate('/profile/gifts')} />
    </div>
  );
}

function CodeForm({ core, locale, name, title, intro, label, submit, redeem, onGifts }: SectionProps & { name: string; title: string; intro: string; label: string; submit: string; redeem: (code: string) => Promise<Result>; onGifts: () => void }) {
  const t = messagesFor(messages, locale);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const component = name === 'code' ? 'profile-promo-code' : 'profile-promo';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    const problem = trimmed === '' ? 'required' : CODE.test(trimmed) ? null : 'wrong_chars';
    if (problem) {
      setError(describeError(locale, problem));
      reportValidation(core, component, 'frontEnd', { [name]: describeError(locale, problem) });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const answer = await redeem(trimmed);
      setResult(answer);
      if (answer.kind === 'success') setCode('');
    } catch (failure) {
      if (statusOf(failure) === 404) setResult({ kind: 'info', text: t.promoUnavailable });
      else if (failure instanceof ValidationError) {
        const first = Object.values(failure.fields)[0]?.[0];
        setError(first ? describeError(locale, first) : t.promoFailed);
        reportValidation(core, component, 'backEnd', Object.fromEntries(Object.entries(failure.fields).map(([k, v]) => [k, v[0] ?? ''])));
      } else setResult({ kind: 'error', text: messagesFor(accountMessages, locale).server_error });
    } finally {
      setBusy(false);
    }
  };

  const titleId = `ck-promo-${name}`;
  return (
    <form className="ck-stack" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} aria-labelledby={titleId}>
      <h4 id={titleId}>{title}</h4>
      <p className="ck-muted">{intro}</p>
      <TextField name={name} label={label} value={code} autoComplete="off" maxLength={64} onChange={(value) => { setCode(value); setError(null); }} error={error} />
      {result ? (
        <FormAlert kind={result.kind}>
          {result.text}
          {result.gifts ? <>{' '}<button type="button" className="ck-link-button" onClick={onGifts}>{t.seeGifts}</button></> : null}
        </FormAlert>
      ) : null}
      <div className="ck-row">
        <button type="submit" className="ck-button" disabled={busy}>{submit}</button>
      </div>
    </form>
  );
}
