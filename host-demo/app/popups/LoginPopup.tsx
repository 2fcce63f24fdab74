import { useState } from 'react';
import { captchaWidgetConfig, type CaptchaWidgetConfig } from '../../../sdk/captcha/provider-widget.ts';
import { authApi } from '../../../sdk/api/auth.ts';
import { ApiError, ValidationError } from '../../../sdk/http/errors.ts';
import { validateEmail } from '../../../sdk/rules/validation.ts';
import { TextField } from '../../../widgets/ui/Field.tsx';
import { FormError, serverErrors, useSubmitting, validationText, type Errors } from '../components/form.tsx';
import { Link } from 'wouter';
import { useServices, useT } from '../state/app-context.tsx';
import { CaptchaWidget } from './CaptchaWidget.tsx';
import { Popup } from './Popup.tsx';
import type { PopupProps } from './PopupOutlet.tsx';
import { finishAuth, keepRedirect } from './after-auth.ts';
import { openSignInWindow } from '../embed/sign-in-window.ts';

type Step = 'credentials' | 'otp';

/**
 * Login (docs/product/shell-and-routes.md#popups, docs/product/account-and-auth.md#login, spec 000 §2.3, §4): e-mail and password; the platform may ask for a captcha after
 * failures and, for players with 2FA, for the 6-digit code (`otp_required`, then `otp_attempt`).
 * The captcha is the provider's widget when the settings publish a site key (production), else
 * the demo sandbox's question (docs/host.md "Login captcha").
 */
export default function LoginPopup({ popup, close }: PopupProps) {
  const services = useServices();
  const { session, core, toasts } = services;
  const t = useT();
  const [step, setStep] = useState<Step>('credentials');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [captcha, setCaptcha] = useState<{ id: string; question: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const [widget, setWidget] = useState<CaptchaWidgetConfig | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [resets, setResets] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, run] = useSubmitting();

  const done = (name?: string | null) => {
    toasts.show('success', t.format('welcomeBack', { name: name || email }));
    finishAuth(services, popup, close);
  };

  const fail = async (error: unknown) => {
    if (error instanceof ValidationError && error.code === 'otp_required') {
      setErrors({});
      setFormError(undefined);
      setStep('otp');
      return;
    }
    if (error instanceof ValidationError && (error.code === 'captcha_required' || error.code === 'captcha_invalid') && !widget) {
      const provider = captchaWidgetConfig(await services.api.settings().catch(() => null));
      if (provider) setWidget(provider);
      else {
        setCaptcha(await authApi(core.http).captcha().catch(() => null));
        setAnswer('');
      }
    }
    if (error instanceof ValidationError && error.code === 'otp_session_expired') setStep('credentials');
    if (error instanceof ApiError && error.status === 403) {
      setFormError(t.restrictedLogin);
      return;
    }
    const { fields, form } = serverErrors(error, t);
    setErrors(fields);
    setFormError(form ?? fields.otp_attempt);
  };

  const submitCredentials = () => {
    const next: Errors = { email: validationText(t, validateEmail(email)), password: password ? undefined : validationText(t, 'required') };
    if (widget && !token) next.captcha = t.captchaMissing;
    setErrors(next);
    if (next.email || next.password || next.captcha) return;
    const proof = widget ? token : captcha ? `${captcha.id}:${answer.trim()}` : null;
    void run(async () => {
      try {
        const player = await session.login({ email: email.trim(), password, ...(proof ? { captcha: proof } : {}) });
        done(player.nickname);
      } catch (error) {
        // A provider's token is good for one check: a fresh one for the next attempt.
        if (widget) setResets((count) => count + 1);
        await fail(error);
      }
    });
  };

  const submitOtp = () => {
    if (!/^\d{6}$/.test(otp.trim())) {
      setErrors({ otp_attempt: t.otpInvalid });
      return;
    }
    void run(async () => {
      try {
        const player = await session.loginWithOtp(otp.trim());
        done(player.nickname);
      } catch (error) {
        await fail(error);
      }
    });
  };

  return (
    <Popup title={step === 'otp' ? t.otpTitle : t.loginTitle} onClose={close} testId="login-popup">
      {step === 'credentials' ? (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitCredentials();
          }}
        >
          <FormError message={formError} />
          <TextField label={t.email} type="email" name="email" autoComplete="username" value={email} onChange={setEmail} error={errors.email} required />
          <TextField label={t.password} type="password" name="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} required />
          {widget && (
            <CaptchaWidget
              config={widget}
              resets={resets}
              error={errors.captcha}
              onToken={(next) => {
                setToken(next);
                if (next) setErrors((current) => ({ ...current, captcha: undefined }));
              }}
            />
          )}
          {!widget && captcha && <TextField label={t.format('captchaQuestion', { question: captcha.question })} inputMode="numeric" value={answer} onChange={setAnswer} error={errors.captcha} />}
          <button type="submit" className="button button--block" disabled={busy}>
            {t.submitLogin}
          </button>
          <p className="form__links">
            <Link to={keepRedirect('/remind', popup.search)}>{t.forgot}</Link>
          </p>
          <p className="form__links">
            {t.noAccount} <Link to={keepRedirect('/registration', popup.search)}>{t.register}</Link>
          </p>
          {/* In a partner's frame: the login in a first-party window, for browsers that keep no cookie here (docs/host.md "Embedded mode"). */}
          {core.config.embedded && (
            <p className="form__links">
              <button
                type="button"
                className="button button--ghost button--block"
                onClick={() => {
                  const child = openSignInWindow(services.nav.href('/'), core, session, (result) => {
                    if (result === 'signed-in') done(session.user.peek()?.nickname || session.user.peek()?.email);
                    else setFormError(t.embedSignInBlocked);
                  });
                  if (!child) setFormError(t.embedPopupBlocked);
                }}
              >
                {t.embedSignInWindow}
              </button>
            </p>
          )}
        </form>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitOtp();
          }}
        >
          <p>{t.otpHint}</p>
          <FormError message={formError} />
          <TextField label={t.otpCode} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp} onChange={(value) => setOtp(value.replace(/\D/g, ''))} error={errors.otp_attempt} autoFocus />
          <button type="submit" className="button button--block" disabled={busy}>
            {t.otpSubmit}
          </button>
          <button type="button" className="link-button" onClick={() => setStep('credentials')}>
            {t.back}
          </button>
        </form>
      )}
    </Popup>
  );
}
