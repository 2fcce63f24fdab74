import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Country, Player } from '../../sdk/api/schemas.ts';
import type { Core } from '../../sdk/core.ts';
import { ValidationError } from '../../sdk/http/errors.ts';
import { load } from '../../sdk/http/load.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { currency as currencyInfo } from '../../sdk/money/currencies.ts';
import { stateFromPostcode } from '../../sdk/rules/postcode-state.ts';
import { ADULT_AGE, ESTONIA_ADULT_AGE, minimumAge, validateBirthDate, validateName, validateNickname, validatePhone, validatePostcode } from '../../sdk/rules/validation.ts';
import { getSession } from '../../sdk/session/index.ts';
import { accountApi } from './account-api.ts';
import { accountMessages, describeError } from './account-messages.ts';
import { FormAlert, SelectField, TextField } from './Field.tsx';
import { reportValidation } from './report-validation.ts';
import type { ProfileContext, ProfilePatch } from '../../sdk/api/player.ts';

export type PersonalField = 'first_name' | 'last_name' | 'nickname' | 'date_of_birth' | 'gender' | 'mobile_phone' | 'country' | 'city' | 'address' | 'postal_code' | 'state';

/** docs/product/cashbox-and-payments.md#opening-the-cashbox (Spec 000 §2.4): a fiat player missing any of these sees the personal-info step before the cashbox. */
export const PERSONAL_INFO_FIELDS: readonly PersonalField[] = ['first_name', 'last_name', 'date_of_birth', 'mobile_phone', 'country', 'city', 'address', 'postal_code'];

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export function missingPersonalInfo(player: Player | null | undefined): PersonalField[] {
  if (!player) return [];
  return PERSONAL_INFO_FIELDS.filter((field) => !filled((player as Record<string, unknown>)[field]));
}

/** The cashbox gate: fiat currency and anything of the personal info missing. */
export function needsPersonalInfo(player: Player | null | undefined): boolean {
  const fiat = currencyInfo(player?.currency ?? 'EUR')?.fiat ?? true;
  return fiat && missingPersonalInfo(player).length > 0;
}

/** "YYYY-MM-DD" (wire) → "DD/MM/YYYY" (the form's strict format, docs/product/account-and-auth.md#field-rules, spec 000 §5). */
export const toFormDate = (iso: string | null | undefined) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
};
const toWireDate = (form: string) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(form);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : form;
};

// eslint-disable-next-line no-control-regex -- control characters are what an address may not contain
const ADDRESS_FORBIDDEN = /[<>\u0000-\u001f\u007f]/;
const STATE_COUNTRIES = ['AU', 'CA'];

/** Client-side rule per field (sdk/rules); null = valid. */
export function validatePersonalField(field: PersonalField, values: Record<PersonalField, string>, options: { now: number; estonia: boolean }): string | null {
  const value = values[field];
  switch (field) {
    case 'first_name':
    case 'last_name':
    case 'city': {
      const result = validateName(value);
      return result ?? (value.length > (field === 'city' ? 64 : 50) ? 'too_long' : null);
    }
    case 'nickname':
      return validateNickname(value);
    case 'mobile_phone':
      return validatePhone(value.trim()) ?? (value.trim().length > 20 ? 'too_long' : null);
    case 'date_of_birth':
      return validateBirthDate(value.trim(), options.now, { estonia: options.estonia });
    case 'country':
      return value ? null : 'required';
    case 'address':
      if (value.trim() === '') return 'required';
      if (ADDRESS_FORBIDDEN.test(value)) return 'wrong_chars';
      return value.length > 128 ? 'too_long' : null;
    case 'postal_code':
      return validatePostcode(value, values.country || 'XX');
    default:
      return null;
  }
}

export interface PersonalInfoFormProps {
  core: Core;
  locale: Locale;
  player: Player;
  /** The fields shown, in order. */
  fields: readonly PersonalField[];
  /** PATCH context: `deposit` requires the personal info, `edition` nothing. */
  context: ProfileContext;
  /** Telemetry form name. */
  component: string;
  submitLabel: string;
  savedLabel?: string;
  onSaved?: () => void;
}

/**
 * Personal data with the spec's field rules (docs/product/account-and-auth.md#postal-code-to-state, spec 000 §5): names, phone, strict DD/MM/YYYY birth
 * date of an adult (21 under the EE licence), a postal code that fits the country, and the state
 * derived from the postal code for AU and CA. Birth date and country cannot change once set.
 * Client failures and the platform's 422 field errors both show at the field and go to telemetry.
 */
export function PersonalInfoForm({ core, locale, player, fields, context, component, submitLabel, savedLabel, onSaved }: PersonalInfoFormProps) {
  const t = messagesFor(accountMessages, locale);
  const initial = useMemo(() => valuesOf(player), [player]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<PersonalField | 'base', string>>>({});
  const [countries, setCountries] = useState<Country[]>([]);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  // 21+ for Estonian residents and under the Estonian licence (sdk/rules minimumAge, docs/rules.md "Age").
  const estonia = minimumAge({ country: values.country, licence: player.license_name }) === ESTONIA_ADULT_AGE;
  const countryLocked = filled(player.country);
  const birthLocked = filled(player.date_of_birth);

  // A new profile (after a save) resets the form; the first run is the initial state already.
  const shown = useRef(initial);
  useEffect(() => {
    if (shown.current === initial) return;
    shown.current = initial;
    setValues(initial);
  }, [initial]);
  useEffect(() => {
    let live = true;
    // Country names in the form's language (the platform's Intl.DisplayNames).
    void load(core.bus, 'LOAD_COUNTRIES_ERROR', () => accountApi(core.http).countries(locale), []).then((list) => live && setCountries(list));
    return () => {
      live = false;
    };
  }, [core, locale]);

  const derivedState = STATE_COUNTRIES.includes(values.country) ? stateFromPostcode(values.country, values.postal_code) : null;
  const set = (field: PersonalField) => (value: string) => {
    setSaved(false);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const message = (key: string | undefined) => (key ? describeError(locale, key, { age: estonia ? ESTONIA_ADULT_AGE : ADULT_AGE }) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<PersonalField, string>> = {};
    for (const field of fields) {
      if ((field === 'country' && countryLocked) || (field === 'date_of_birth' && birthLocked)) continue;
      const optional = field === 'nickname' || field === 'gender' || field === 'state';
      if (optional && values[field] === '') continue;
      const problem = validatePersonalField(field, values, { now: Date.now(), estonia });
      if (problem) found[field] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      reportValidation(core, component, 'frontEnd', Object.fromEntries(Object.entries(found).map(([field, key]) => [field, message(key) ?? key])));
      return;
    }
    const patch: Record<string, unknown> = {};
    for (const field of fields) {
      if (values[field] === initial[field]) continue;
      if ((field === 'country' && countryLocked) || (field === 'date_of_birth' && birthLocked)) continue;
      patch[field] = field === 'date_of_birth' ? toWireDate(values[field].trim()) : values[field].trim();
    }
    if (derivedState && derivedState !== player.state) patch.state = derivedState;
    setBusy(true);
    try {
      // Built from the form's own field names (the route's profile fields): typed at the form's edge.
      await accountApi(core.http).updateProfile(context, patch as ProfilePatch);
      await getSession(core).load();
      setSaved(true);
      onSaved?.();
    } catch (error) {
      if (error instanceof ValidationError) {
        const server: Partial<Record<PersonalField | 'base', string>> = {};
        for (const [field, messages] of Object.entries(error.fields)) {
          const key = (fields as readonly string[]).includes(field) ? (field as PersonalField) : 'base';
          server[key] = describeError(locale, messages[0] ?? 'invalid');
        }
        setErrors(server);
        reportValidation(core, component, 'backEnd', Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0] ?? ''])));
      } else {
        setErrors({ base: t.server_error });
      }
    } finally {
      setBusy(false);
    }
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  const countryOptions = [{ value: '', label: t.choose_country }, ...countries.map((country) => ({ value: country.code, label: country.name }))];
  if (values.country && !countries.some((country) => country.code === values.country)) countryOptions.push({ value: values.country, label: values.country });

  return (
    <form className="ck-stack" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {errors.base ? <FormAlert>{errors.base}</FormAlert> : null}
      <div className="ck-grid-2">
        {fields.map((field) => {
          const error = message(errors[field]);
          switch (field) {
            case 'country':
              return <SelectField key={field} name={field} label={t.country} value={values.country} options={countryOptions} onChange={set('country')} error={error} disabled={countryLocked} required hint={countryLocked ? t.once_set : undefined} />;
            case 'gender':
              return <SelectField key={field} name={field} label={t.gender} value={values.gender} onChange={set('gender')} error={error} options={[{ value: '', label: t.gender_none }, { value: 'm', label: t.gender_m }, { value: 'f', label: t.gender_f }]} />;
            case 'date_of_birth':
              return <TextField key={field} name={field} label={t.date_of_birth} value={values.date_of_birth} onChange={set('date_of_birth')} error={error} hint={birthLocked ? t.once_set : t.date_hint} placeholder={t.date_hint} inputMode="numeric" autoComplete="bday" readOnly={birthLocked} required />;
            case 'state':
              if (!STATE_COUNTRIES.includes(values.country)) return null;
              return <TextField key={field} name={field} label={t.state} value={derivedState ?? values.state} onChange={set('state')} error={error} readOnly={derivedState !== null} hint={derivedState ? t.state_derived : undefined} />;
            default:
              return (
                <TextField
                  key={field}
                  name={field}
                  label={t[field]}
                  value={values[field]}
                  onChange={set(field)}
                  error={error}
                  type={field === 'mobile_phone' ? 'tel' : 'text'}
                  autoComplete={AUTOCOMPLETE[field]}
                  required={field !== 'nickname'}
                />
              );
          }
        })}
      </div>
      {errorCount > 0 && !errors.base ? <FormAlert>{t.format('fix_fields', { count: errorCount })}</FormAlert> : null}
      {saved && savedLabel ? <FormAlert kind="success">{savedLabel}</FormAlert> : null}
      <div className="ck-row">
        <button type="submit" className="ck-button" disabled={busy}>
          {busy ? <span className="ck-spinner" aria-hidden="true" /> : null} {submitLabel}
        </button>
      </div>
    </form>
  );
}

const AUTOCOMPLETE: Partial<Record<PersonalField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  nickname: 'nickname',
  mobile_phone: 'tel',
  city: 'address-level2',
  address: 'street-address',
  postal_code: 'postal-code',
};

function valuesOf(player: Player): Record<PersonalField, string> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    first_name: text(player.first_name),
    last_name: text(player.last_name),
    nickname: text(player.nickname),
    date_of_birth: toFormDate(player.date_of_birth),
    gender: text(player.gender),
    mobile_phone: text(player.mobile_phone),
    country: text(player.country),
    city: text(player.city),
    address: text(player.address),
    postal_code: text(player.postal_code),
    state: text(player.state),
  };
}
