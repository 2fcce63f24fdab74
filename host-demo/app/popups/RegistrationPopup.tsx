import { useState } from 'react';
import { ApiError } from '../../../sdk/http/errors.ts';
import { interpolate } from '../../../sdk/i18n/interpolate.ts';
import { minimumAge, validateBirthDate, validateChecked, validateEmail, validatePassword, validatePasswordConfirmation } from '../../../sdk/rules/validation.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { Checkbox, Field, FormError, SelectField, serverErrors, useSubmitting, validationText, type Errors } from '../components/form.tsx';
import { useLoad } from '../lib/use-load.ts';
import { Link } from '../router/Link.tsx';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import { finishAuth, keepRedirect } from './after-auth.ts';
import { Popup } from './Popup.tsx';
import type { PopupProps } from './PopupOutlet.tsx';

/** Field order of the form; which of them are required comes from /api/info/player_fields (`registration`). */
const FORM_FIELDS = ['email', 'password', 'password_confirmation', 'currency', 'country', 'date_of_birth', 'terms_acceptance', 'receive_promos'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const DEFAULT_REQUIRED = ['email', 'password', 'currency', 'country', 'date_of_birth', 'terms_acceptance'];

/**
 * Registration (spec 000 §2.3–§5): client checks with sdk/rules/validation (age 18, 21 under EE),
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
          { abTest: flags.abTest },
        );
        toasts.show('success', interpolate(t.registered, { brand: boot.mirror.brand }));
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
        <Field label={t.email} type="email" name="email" autoComplete="email" value={values.email} onChange={(event) => set('email')(event.target.value)} error={errors.email} required />
        <Field label={t.password} type="password" name="new-password" autoComplete="new-password" value={values.password} onChange={(event) => set('password')(event.target.value)} error={errors.password} hint={t.passwordHint} required />
        <Field label={t.passwordConfirm} type="password" autoComplete="new-password" value={values.password_confirmation} onChange={(event) => set('password_confirmation')(event.target.value)} error={errors.password_confirmation} required />
        <div className="form__row">
          <SelectField label={t.currency} value={values.currency} onChange={(event) => set('currency')(event.target.value)} error={errors.currency} required>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
          <SelectField label={t.country} value={values.country} onChange={(event) => set('country')(event.target.value)} error={errors.country} required>
            <option value="">{t.choose}</option>
            {(countries.data ?? []).map((item) => (
              <option key={item.code} value={item.code}>
                {item.name}
              </option>
            ))}
          </SelectField>
        </div>
        <Field label={t.birthDate} name="bday" inputMode="numeric" placeholder={t.birthDatePlaceholder} autoComplete="bday" value={values.date_of_birth} onChange={(event) => set('date_of_birth')(event.target.value)} error={errors.date_of_birth} required />
        <Checkbox
          label={
            <>
              {interpolate(t.termsAccept, { age: boot.licence.minAge })} <Link to="/terms-and-conditions">{t.termsLink}</Link>
            </>
          }
          checked={values.terms_acceptance === '1'}
          onChange={(event) => set('terms_acceptance')(event.target.checked ? '1' : '')}
          error={errors.terms_acceptance}
        />
        <Checkbox label={t.receivePromos} checked={values.receive_promos === '1'} onChange={(event) => set('receive_promos')(event.target.checked ? '1' : '')} />
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
