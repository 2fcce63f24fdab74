import { useState } from 'react';
import { ApiError } from '../../../sdk/http/errors.ts';
import { minimumAge, validateBirthDate, validateChecked, validateEmail, validatePassword, validatePasswordConfirmation } from '../../../sdk/rules/validation.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { CheckboxField, SelectField, TextField } from '../../../widgets/ui/Field.tsx';
import { FormError, serverErrors, useSubmitting, validationText, type Errors } from '../components/form.tsx';
import { useLoad } from '../lib/use-load.ts';
import { Link } from 'wouter';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import { finishAuth, keepRedirect } from './after-auth.ts';
import { Popup } from './Popup.tsx';
import type { PopupProps } from './PopupOutlet.tsx';
import { landingAffiliateHeader } from '../lib/affiliate.ts';

/** Field order of the form; which of them are required comes from /api/info/player_fields (`registration`). */
type FormField = 'email' | 'password' | 'password_confirmation' | 'currency' | 'country' | 'date_of_birth' | 'terms_acceptance' | 'receive_promos';
const DEFAULT_REQUIRED = ['email', 'password', 'currency', 'country', 'date_of_birth', 'terms_acceptance'];

/**
 * Registration (docs/product/shell-and-routes.md#popups, docs/product/account-and-auth.md#age, spec 000 §2.3–§5): client checks with sdk/rules/validation (age 18, 21 under EE),
 * then the platform's 422 errors shown per field; a restricted region is refused with its message.
 */
export default function RegistrationPopup({ popup, close }: PopupProps) {
  const services = useServices();
  const { api, session, boot, geo, flags, toasts, playerFields } = services;
  const t = useT();
  const fields = useSignalValue(playerFields);
  const country = useSignalValue(geo).country;
  const locale = useLocale();
  const countries = useLoad(`countries:${locale}`, () => api.countries(locale));
  const currencies = fields?.fields.find((field) => field.field === 'currency')?.inclusion?.in ?? [boot.mirror.currency];
  const contexts = fields?.contexts.registration;
  const required = new Set(Array.isArray(contexts) ? contexts : DEFAULT_REQUIRED);

  const [values, setValues] = useState<Record<FormField, string>>({
    email: '',
    password: '',
    password_confirmation: '',
    currency: boot.mirror.currency,
    country: country ?? '',
    date_of_birth: '',
    terms_acceptance: '',
    receive_promos: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, run] = useSubmitting();
  const set = (field: FormField) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const check = (): Errors => {
    // The mirror's licence age, or more for the chosen country of residence (sdk/rules minimumAge: EE → 21).
    const minAge = Math.max(boot.licence.minAge, minimumAge({ country: values.country }));
    const age = { age: minAge };
    return {
      email: validationText(t, validateEmail(values.email)),
      password: validationText(t, validatePassword(values.password)),
      password_confirmation: validationText(t, validatePasswordConfirmation(values.password, values.password_confirmation)),
      currency: required.has('currency') && !values.currency ? validationText(t, 'required') : undefined,
      country: required.has('country') && !values.country ? validationText(t, 'required') : undefined,
      date_of_birth: validationText(t, validateBirthDate(values.date_of_birth.trim(), Date.now(), { minAge }), age),
      terms_acceptance: validationText(t, validateChecked(values.terms_acceptance === '1')),
    };
  };

  const submit = () => {
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    void run(async () => {
      try {
        await session.register(
          {
            email: values.email.trim(),
            password: values.password,
            password_confirmation: values.password_confirmation,
            currency: values.currency,
            country: values.country,
            date_of_birth: values.date_of_birth.trim(),
            terms_acceptance: true,
            receive_promos: values.receive_promos === '1',
            locale: services.locale.peek(),
          },
          { abTest: flags.abTest, affiliate: landingAffiliateHeader() },
        );
        toasts.show('success', t.format('registered', { brand: boot.mirror.brand }));
        finishAuth(services, popup, close);
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) {
          setFormError(t.restrictedRegistration);
          return;
        }
        const { fields: fieldErrors, form } = serverErrors(error, t);
        setErrors(fieldErrors);
        setFormError(form);
      }
    });
  };

  return (
    <Popup title={t.registerTitle} onClose={close} testId="registration-popup">
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormError message={formError} />
        <TextField label={t.email} type="email" name="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} required />
        <TextField label={t.password} type="password" name="new-password" autoComplete="new-password" value={values.password} onChange={set('password')} error={errors.password} hint={t.passwordHint} required />
        <TextField label={t.passwordConfirm} type="password" autoComplete="new-password" value={values.password_confirmation} onChange={set('password_confirmation')} error={errors.password_confirmation} required />
        <div className="form__row">
          <SelectField label={t.currency} value={values.currency} onChange={set('currency')} error={errors.currency} required options={currencies.map((code) => ({ value: code, label: code }))} />
          <SelectField
            label={t.country}
            value={values.country}
            onChange={set('country')}
            error={errors.country}
            required
            options={[{ value: '', label: t.choose }, ...(countries.data ?? []).map((item) => ({ value: item.code, label: item.name }))]}
          />
        </div>
        <TextField label={t.birthDate} name="bday" inputMode="numeric" placeholder={t.birthDatePlaceholder} autoComplete="bday" value={values.date_of_birth} onChange={set('date_of_birth')} error={errors.date_of_birth} required />
        <CheckboxField
          label={
            <>
              {t.format('termsAccept', { age: boot.licence.minAge })} <Link to="/terms-and-conditions">{t.termsLink}</Link>
            </>
          }
          checked={values.terms_acceptance === '1'}
          onChange={(checked) => set('terms_acceptance')(checked ? '1' : '')}
          error={errors.terms_acceptance}
        />
        <CheckboxField label={t.receivePromos} checked={values.receive_promos === '1'} onChange={(checked) => set('receive_promos')(checked ? '1' : '')} />
        <button type="submit" className="button button--block" disabled={busy}>
          {t.submitRegister}
        </button>
        <p className="form__links">
          {t.haveAccount} <Link to={keepRedirect('/login', popup.search)}>{t.login}</Link>
        </p>
      </form>
    </Popup>
  );
}
