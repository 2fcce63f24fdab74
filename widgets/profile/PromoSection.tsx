import { useState, type FormEvent } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { bonusesApi } from '../../sdk/api/bonuses.ts';
import { ValidationError } from '../../sdk/http/errors.ts';
import { accountMessages, describeError } from '../ui/account-messages.ts';
import { FormAlert, TextField } from '../ui/Field.tsx';
import { reportValidation } from '../ui/report-validation.ts';
import { statusOf } from '../ui/use-load.ts';
import { messages } from './messages.ts';
import type { SectionProps } from './section.ts';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Promo code entry: POST /api/bonuses/coupon (docs/product/bonuses-and-free-spins.md#lifecycle, contract §3.4). A platform without the endpoint
 * answers 404, shown as "not available" rather than a failure of the player's code.
 */
export function PromoSection({ core, locale }: SectionProps) {
  const t = messagesFor(messages, locale);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ kind: 'success' | 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    const problem = trimmed === '' ? 'required' : CODE.test(trimmed) ? null : 'wrong_chars';
    if (problem) {
      setError(describeError(locale, problem));
      reportValidation(core, 'profile-promo', 'frontEnd', { coupon_code: describeError(locale, problem) });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const answer = await bonusesApi(core.http).coupon(trimmed);
      setResult(
        answer.status === 'successfully_activated'
          ? { kind: 'success', text: t.promoActivated }
          : answer.status === 'already_activated'
            ? { kind: 'info', text: t.promoAlready }
            : { kind: 'error', text: t.promoFailed },
      );
      if (answer.status === 'successfully_activated') setCode('');
    } catch (failure) {
      if (statusOf(failure) === 404) setResult({ kind: 'info', text: t.promoUnavailable });
      else if (failure instanceof ValidationError) {
        const first = Object.values(failure.fields)[0]?.[0];
        setError(first ? describeError(locale, first) : t.promoFailed);
        reportValidation(core, 'profile-promo', 'backEnd', Object.fromEntries(Object.entries(failure.fields).map(([k, v]) => [k, v[0] ?? ''])));
      } else setResult({ kind: 'error', text: messagesFor(accountMessages, locale).server_error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ck-stack ck-narrow" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <p className="ck-muted">{t.promoIntro}</p>
      <TextField name="coupon_code" label={t.promoCode} value={code} autoComplete="off" maxLength={64} onChange={(value) => { setCode(value); setError(null); }} error={error} />
      {result ? <FormAlert kind={result.kind}>{result.text}</FormAlert> : null}
      <div className="ck-row">
        <button type="submit" className="ck-button" disabled={busy}>{t.promoSubmit}</button>
      </div>
    </form>
  );
}
