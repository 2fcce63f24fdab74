import { useState } from 'react';
import { validateBirthDate, validateName, validatePhone, validatePostcode } from '../../../sdk/rules/validation.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { TextField } from '../../../widgets/ui/Field.tsx';
import { FormError, serverErrors, useSubmitting, validationText, type Errors } from '../components/form.tsx';
import type { HostKey } from '../messages/index.ts';
import { useServices, useT } from '../state/app-context.tsx';
import { Popup } from './Popup.tsx';
import type { PopupProps } from './PopupOutlet.tsx';

const LABELS: Readonly<Record<string, HostKey>> = {
  mobile_phone: 'phone',
  first_name: 'firstName',
  last_name: 'lastName',
  date_of_birth: 'birthDate',
  country: 'country',
  city: 'city',
  address: 'address',
  postal_code: 'postalCode',
};

/**
 * Personal info before the cashbox (fiat players missing a field, docs/product/cashbox-and-payments.md#opening-the-cashbox, spec 000 §2.4), and the
 * edit-profile popup before real play when the provider needs fields (not closable by its overlay).
 * Saves with PATCH /api/player in the `deposit` (or `edition`) context, then continues.
 */
export default function PersonalInfoPopup({ popup, close }: PopupProps) {
  const { api, session, nav, boot } = useServices();
  const t = useT();
  const user = useSignalValue(session.user);
  const missing = popup.missing ?? [];
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(missing.map((field) => [field, ''])));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, run] = useSubmitting();
  const editProfile = popup.name === 'edit-profile';
  const country = values.country || user?.country || '';

  const check = (field: string, value: string): string | undefined => {
    switch (field) {
      case 'mobile_phone':
        return validationText(t, validatePhone(value.trim()));
      case 'date_of_birth':
        return validationText(t, validateBirthDate(value.trim(), Date.now(), { estonia: boot.licence.minAge === 21 }), { age: boot.licence.minAge });
      case 'postal_code':
        return validationText(t, validatePostcode(value, country));
      case 'country':
        return /^[A-Z]{2}$/.test(value.trim().toUpperCase()) ? undefined : validationText(t, 'invalid_format');
      case 'address':
        return value.trim() ? undefined : validationText(t, 'required');
      default:
        return validationText(t, validateName(value));
    }
  };

  const submit = () => {
    const found = Object.fromEntries(missing.map((field) => [field, check(field, values[field] ?? '')]));
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const player = Object.fromEntries(missing.map((field) => [field, field === 'country' ? (values[field] ?? '').trim().toUpperCase() : (values[field] ?? '').trim()]));
    void run(async () => {
      try {
        await api.updatePlayer(editProfile ? 'edition' : 'deposit', player);
        await session.load();
        nav.continuePopup();
      } catch (error) {
        const { fields, form } = serverErrors(error, t);
        setErrors(fields);
        setFormError(form);
      }
    });
  };

  return (
    <Popup title={editProfile ? t.editProfileTitle : t.personalTitle} onClose={close} closable={!editProfile} testId="personal-info-popup">
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>{editProfile ? t.editProfileText : t.personalText}</p>
        <FormError message={formError} />
        {missing.map((field) => (
          <TextField
            key={field}
            label={t[LABELS[field] ?? 'address'] as string}
            value={values[field] ?? ''}
            placeholder={field === 'date_of_birth' ? t.birthDatePlaceholder : field === 'country' ? 'DE' : undefined}
            onChange={(value) => setValues({ ...values, [field]: value })}
            error={errors[field]}
            required
          />
        ))}
        <button type="submit" className="button button--block" disabled={busy}>
          {t.continue}
        </button>
        {editProfile && (
          <button type="button" className="link-button" onClick={() => nav.navigate(nav.href('/'))}>
            {t.back}
          </button>
        )}
      </form>
    </Popup>
  );
}
