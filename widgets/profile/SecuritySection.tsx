import { useState, type FormEvent } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { PlayerSession, TwoFactor } from '../../sdk/api/schemas.ts';
import { securityApi } from '../../sdk/api/security.ts';
import { ValidationError } from '../../sdk/http/errors.ts';
import { validatePassword, validatePasswordConfirmation } from '../../sdk/rules/validation.ts';
import { getSession } from '../../sdk/session/index.ts';
import { accountMessages, describeError } from '../ui/account-messages.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { FormAlert, TextField } from '../ui/Field.tsx';
import { QrCode } from '../ui/QrCode.tsx';
import { reportValidation } from '../ui/report-validation.ts';
import { useLoad } from '../ui/use-load.ts';
import { formatDate, messages } from './messages.ts';
import type { SectionProps } from './section.ts';

const OTP = /^\d{6}$/;

/** Password change, two-factor set-up and removal, and the live sessions with revoke. */
export function SecuritySection(props: SectionProps) {
  return (
    <div className="ck-stack">
      <PasswordForm {...props} />
      <TwoFactorPanel {...props} />
      <SessionsPanel {...props} />
    </div>
  );
}

function PasswordForm({ core, locale, toast }: SectionProps) {
  const t = messagesFor(messages, locale);
  const [values, setValues] = useState({ current_password: '', password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: null }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string | null> = {
      current_password: values.current_password ? null : 'required',
      password: validatePassword(values.password),
      password_confirmation: validatePasswordConfirmation(values.password, values.password_confirmation),
    };
    const failing = Object.fromEntries(Object.entries(found).filter(([, key]) => key).map(([field, key]) => [field, describeError(locale, key!)]));
    setErrors(failing);
    if (Object.keys(failing).length > 0) {
      reportValidation(core, 'profile-password', 'frontEnd', failing);
      return;
    }
    setBusy(true);
    try {
      await securityApi(core.http).changePassword(values);
      setValues({ current_password: '', password: '', password_confirmation: '' });
      toast({ kind: 'success', text: t.passwordChanged });
    } catch (error) {
      if (error instanceof ValidationError) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, list]) => [field in values ? field : 'base', describeError(locale, list[0] ?? 'invalid')])));
        reportValidation(core, 'profile-password', 'backEnd', Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0] ?? ''])));
      } else setErrors({ base: messagesFor(accountMessages, locale).server_error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ck-card ck-stack" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="ck-password-title">
      <h4 id="ck-password-title">{t.passwordTitle}</h4>
      {errors.base ? <FormAlert>{errors.base}</FormAlert> : null}
      <div className="ck-grid-2">
        <TextField name="current_password" type="password" autoComplete="current-password" label={t.currentPassword} value={values.current_password} onChange={set('current_password')} error={errors.current_password} />
        <TextField name="password" type="password" autoComplete="new-password" label={t.newPassword} value={values.password} onChange={set('password')} error={errors.password} hint={t.passwordHint} />
        <TextField name="password_confirmation" type="password" autoComplete="new-password" label={t.repeatPassword} value={values.password_confirmation} onChange={set('password_confirmation')} error={errors.password_confirmation} />
      </div>
      <div className="ck-row">
        <button type="submit" className="ck-button" disabled={busy}>{t.changePassword}</button>
      </div>
    </form>
  );
}

/**
 * 2FA (contract §2.4): a fresh secret as a QR code of its otpauth URI and as text, then a code.
 * Turning it on or off also asks for the password (re-authentication, docs/api/auth-and-players.md).
 */
function TwoFactorPanel({ core, locale, player, toast }: SectionProps) {
  const t = messagesFor(messages, locale);
  const [setup, setSetup] = useState<TwoFactor | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const enabled = !!player.two_factor_enabled;
  const api = securityApi(core.http);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setSetup(await api.twoFactor());
    } catch {
      setError(messagesFor(accountMessages, locale).server_error);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = enabled ? 'profile-2fa-disable' : 'profile-2fa-enable';
    const codeProblem = OTP.test(code.trim()) ? null : describeError(locale, code.trim() ? 'invalid_format' : 'required');
    const passwordProblem = password ? null : describeError(locale, 'required');
    setError(codeProblem);
    setPasswordError(passwordProblem);
    if (codeProblem || passwordProblem) {
      reportValidation(core, form, 'frontEnd', { ...(codeProblem ? { authentication_code: codeProblem } : {}), ...(passwordProblem ? { current_password: passwordProblem } : {}) });
      return;
    }
    setBusy(true);
    try {
      if (enabled) await api.disableTwoFactor(code.trim(), password);
      else await api.enableTwoFactor(setup?.otp_secret ?? '', code.trim(), password);
      await getSession(core).load();
      setSetup(null);
      setCode('');
      setPassword('');
      setError(null);
      toast({ kind: 'success', text: enabled ? t.twoFactorOff : t.twoFactorOn });
    } catch (failure) {
      if (failure instanceof ValidationError) {
        if (failure.fields.current_password) setPasswordError(t.passwordWrong);
        else setError(failure.code === 'otp_invalid' || failure.fields.authentication_code ? t.codeInvalid : describeError(locale, Object.values(failure.fields)[0]?.[0] ?? 'invalid'));
        reportValidation(core, form, 'backEnd', Object.fromEntries(Object.entries(failure.fields).map(([k, v]) => [k, v[0] ?? ''])));
      } else setError(messagesFor(accountMessages, locale).server_error);
    } finally {
      setBusy(false);
    }
  };

  const codeForm = (submitLabel: string) => (
    <form className="ck-stack" noValidate onSubmit={(event) => void submit(event)}>
      <TextField name="two_factor_password" type="password" autoComplete="current-password" label={t.twoFactorPassword} value={password} onChange={(value) => { setPassword(value); setPasswordError(null); }} error={passwordError} />
      <TextField name="authentication_code" label={t.code} value={code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} onChange={(value) => { setCode(value); setError(null); }} error={error} />
      <div className="ck-row">
        <button type="submit" className={enabled ? 'ck-button ck-button--danger' : 'ck-button'} disabled={busy}>{submitLabel}</button>
        {setup ? <button type="button" className="ck-button ck-button--ghost" onClick={() => { setSetup(null); setError(null); setPasswordError(null); setPassword(''); }}>{t.cancel}</button> : null}
      </div>
    </form>
  );

  return (
    <section className="ck-card ck-stack" aria-labelledby="ck-2fa-title">
      <h4 id="ck-2fa-title">{t.twoFactorTitle} <span className={`ck-badge ck-badge--${enabled ? 'good' : 'wait'}`}>{enabled ? t.on : t.off}</span></h4>
      {enabled ? (
        <>
          <p className="ck-muted">{t.twoFactorDisableHint}</p>
          {codeForm(t.disable2fa)}
        </>
      ) : setup?.data && setup.otp_secret ? (
        <>
          <p>{t.twoFactorScan}</p>
          <div className="ck-twofactor">
            <QrCode value={setup.data} label={t.qrLabel} size={184} />
            <div className="ck-stack">
              <p className="ck-muted">{t.twoFactorManual}</p>
              <p className="ck-code" data-testid="otp-secret">{setup.otp_secret}</p>
              <div className="ck-row"><CopyButton value={setup.otp_secret} label={t.copySecret} copiedLabel={t.copied} /></div>
            </div>
          </div>
          {codeForm(t.enable2fa)}
        </>
      ) : (
        <>
          <p className="ck-muted">{t.twoFactorIntro}</p>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <div className="ck-row">
            <button type="button" className="ck-button" disabled={busy} onClick={() => void start()}>{t.setup2fa}</button>
          </div>
        </>
      )}
    </section>
  );
}

function SessionsPanel({ core, locale, toast }: SectionProps) {
  const t = messagesFor(messages, locale);
  const sessions = useLoad<PlayerSession[]>(core, 'LOAD_SESSIONS_ERROR', () => securityApi(core.http).sessions(), []);
  const [busy, setBusy] = useState<number | null>(null);
  const revoke = async (id: number) => {
    setBusy(id);
    try {
      await securityApi(core.http).endSession(id);
      sessions.reload();
      toast({ kind: 'success', text: t.sessionRevoked });
    } catch {
      toast({ kind: 'error', text: messagesFor(accountMessages, locale).server_error });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="ck-card ck-stack" aria-labelledby="ck-sessions-title">
      <h4 id="ck-sessions-title">{t.sessionsTitle}</h4>
      {sessions.loading && sessions.data.length === 0 ? (
        <p role="status" className="ck-muted">{messagesFor(accountMessages, locale).loading}</p>
      ) : (
        <ul className="ck-sessions">
          {sessions.data.map((s) => (
            <li key={s.id} data-session-id={s.id}>
              <div>
                <strong>{describeAgent(s.user_agent)}</strong> {s.current ? <span className="ck-badge ck-badge--good">{t.thisDevice}</span> : null}
                <p className="ck-muted">{[s.ip, s.country, formatDate(s.last_seen_at ?? s.created_at, locale, true)].filter(Boolean).join(' · ')}</p>
              </div>
              {!s.current ? (
                <button type="button" className="ck-button ck-button--ghost ck-button--small" disabled={busy === s.id} aria-label={[`${t.revoke}: ${describeAgent(s.user_agent)}`, s.ip].filter(Boolean).join(', ')} onClick={() => void revoke(s.id)}>
                  {t.revoke}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A short, readable name for a user agent ("Chrome on Linux"). */
export function describeAgent(agent: string | null): string {
  if (!agent) return '—';
  const browser = /Edg\//.test(agent) ? 'Edge' : /Firefox\//.test(agent) ? 'Firefox' : /Chrome\//.test(agent) ? 'Chrome' : /Safari\//.test(agent) ? 'Safari' : null;
  const system = /Android/.test(agent) ? 'Android' : /iPhone|iPad/.test(agent) ? 'iOS' : /Windows/.test(agent) ? 'Windows' : /Mac OS X/.test(agent) ? 'macOS' : /Linux/.test(agent) ? 'Linux' : null;
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? (agent.slice(0, 40) || '—');
}
