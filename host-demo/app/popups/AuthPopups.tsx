import { useEffect, useState } from 'react';
import { ApiError } from '../../../sdk/http/errors.ts';
import { validateEmail, validatePassword, validatePasswordConfirmation } from '../../../sdk/rules/validation.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { TextField } from '../../../widgets/ui/Field.tsx';
import { FormError, serverErrors, useSubmitting, validationText, type Errors } from '../components/form.tsx';
import { Link } from 'wouter';
import { useServices, useT } from '../state/app-context.tsx';
import { Popup } from './Popup.tsx';
import type { PopupProps } from './PopupOutlet.tsx';

/** Remind password: always the same answer, whether the account exists or not (no enumeration). */
export function RemindPopup({ close }: PopupProps) {
  const { api } = useServices();
  const t = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, run] = useSubmitting();
  return (
    <Popup title={t.remindTitle} onClose={close}>
      {sent ? (
        <p role="status">{t.format('remindSent', { email })}</p>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const problem = validationText(t, validateEmail(email));
            setError(problem);
            if (problem) return;
            void run(async () => {
              try {
                await api.requestPasswordReset(email.trim());
                setSent(true);
              } catch (failure) {
                setFormError(serverErrors(failure, t).form);
              }
            });
          }}
        >
          <p>{t.remindHint}</p>
          <FormError message={formError} />
          <TextField label={t.email} type="email" autoComplete="email" value={email} onChange={setEmail} error={error} required />
          <button type="submit" className="button button--block" disabled={busy}>
            {t.remindSubmit}
          </button>
          <p className="form__links">
            <Link to="/login">{t.backToLogin}</Link>
          </p>
        </form>
      )}
    </Popup>
  );
}

/** New password from the mailed link (`reset_password_token`); /profile/password/edit lands here too. */
export function NewPasswordPopup({ popup, close }: PopupProps) {
  const { api } = useServices();
  const t = useT();
  const token = new URLSearchParams(popup.search).get('reset_password_token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, run] = useSubmitting();
  return (
    <Popup title={t.newPasswordTitle} onClose={close}>
      {!token ? (
        <p role="alert">{t.newPasswordNoToken}</p>
      ) : done ? (
        <div role="status">
          <p>{t.newPasswordDone}</p>
          <Link to="/login" className="button">
            {t.login}
          </Link>
        </div>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const found: Errors = {
              password: validationText(t, validatePassword(password)),
              password_confirmation: validationText(t, validatePasswordConfirmation(password, confirmation)),
            };
            setErrors(found);
            if (found.password || found.password_confirmation) return;
            void run(async () => {
              try {
                await api.resetPassword(token, password, confirmation);
                setDone(true);
              } catch (failure) {
                const { fields, form } = serverErrors(failure, t);
                setErrors(fields);
                setFormError(form ?? fields.reset_password_token);
              }
            });
          }}
        >
          <FormError message={formError} />
          <TextField label={t.password} type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} hint={t.passwordHint} required />
          <TextField label={t.passwordConfirm} type="password" autoComplete="new-password" value={confirmation} onChange={setConfirmation} error={errors.password_confirmation} required />
          <button type="submit" className="button button--block" disabled={busy}>
            {t.newPasswordSubmit}
          </button>
        </form>
      )}
    </Popup>
  );
}

/** E-mail verify: sends the confirmation link again; a 422 shows its first e-mail error as a toast (docs/product/notifications-and-banners.md#toasts, spec 000 §8). */
export function EmailVerifyPopup({ close }: PopupProps) {
  const { api, session, toasts } = useServices();
  const t = useT();
  const user = useSignalValue(session.user);
  const [email, setEmail] = useState(user?.email ?? '');
  const [error, setError] = useState<string>();
  const [busy, run] = useSubmitting();
  return (
    <Popup title={t.verifyTitle} onClose={close}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = validationText(t, validateEmail(email));
          setError(problem);
          if (problem) return;
          void run(async () => {
            try {
              await api.resendConfirmation(email.trim());
              toasts.show('success', t.confirmationSent);
              close();
            } catch (failure) {
              toasts.show('error', (failure instanceof ApiError && failure.firstMessage) || t.errorGeneric);
            }
          });
        }}
      >
        <p>{t.verifyHint}</p>
        <TextField label={t.email} type="email" autoComplete="email" value={email} onChange={setEmail} error={error} required />
        <button type="submit" className="button button--block" disabled={busy}>
          {t.verifySubmit}
        </button>
      </form>
    </Popup>
  );
}

/** /confirmation?confirmation_token=…: confirms the address (the platform signs in only the browser that registered; docs/api/auth-and-players.md). */
export function ConfirmationPopup({ popup, close }: PopupProps) {
  const { api, session } = useServices();
  const t = useT();
  const token = new URLSearchParams(popup.search).get('confirmation_token');
  const [state, setState] = useState<'working' | 'done' | 'failed'>(token ? 'working' : 'failed');
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    api
      .confirmEmail(token)
      .then(() => session.load())
      .then(
        () => !cancelled && setState('done'),
        () => !cancelled && setState('failed'),
      );
    return () => {
      cancelled = true;
    };
  }, [api, session, token]);
  return (
    <Popup title={t.confirmTitle} onClose={close} testId="confirmation-popup">
      <div role="status">
        <p>{state === 'working' ? t.confirming : state === 'done' ? t.confirmed : t.confirmFailed}</p>
        {state === 'done' && (
          <button type="button" className="button" onClick={close}>
            {t.continue}
          </button>
        )}
        {state === 'failed' && (
          <Link to="/email-verify" className="button button--ghost">
            {t.verifySubmit}
          </Link>
        )}
      </div>
    </Popup>
  );
}
