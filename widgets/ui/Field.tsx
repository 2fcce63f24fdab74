import { useId, type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';

/**
 * The one form field (docs/widgets.md "UI primitives"), for the widgets and the host: a label, the
 * control, a hint and the error. The error text is tied to the control by aria-describedby and the
 * control is marked aria-invalid, so a screen reader reads label, value and problem together.
 * `Field` takes any control through a render function; `TextField`, `SelectField` and
 * `CheckboxField` are the common ones.
 */
export interface FieldControl {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface Common {
  label: ReactNode;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  required?: boolean;
}

export function Field({ label, error, hint, check = false, children }: Omit<Common, 'disabled' | 'required'> & { check?: boolean; children: (control: FieldControl) => ReactNode }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = children({ id, className: check ? 'ck-check__input' : 'ck-field__input', 'aria-invalid': error ? true : undefined, 'aria-describedby': described });
  const labelElement = (
    <label className={check ? undefined : 'ck-field__label'} htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className={`${check ? 'ck-check' : 'ck-field'}${error ? ' ck-field--invalid' : ''}`}>
      {check ? control : labelElement}
      {check ? labelElement : control}
      {hint ? (
        <span className="ck-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="ck-field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Common {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
  readOnly?: boolean;
  autoFocus?: boolean;
  /** Shown beside the input (a button such as "copy" or "show"). */
  children?: ReactNode;
}

export function TextField({ label, name, value, onChange, error, hint, type = 'text', autoComplete, inputMode, placeholder, maxLength, disabled, required, readOnly, autoFocus, children }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className="ck-field__row">
          <input
            {...control}
            name={name}
            type={type}
            value={value}
            autoComplete={autoComplete}
            inputMode={inputMode}
            placeholder={placeholder}
            maxLength={maxLength}
            disabled={disabled}
            readOnly={readOnly}
            required={required}
            autoFocus={autoFocus}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          />
          {children}
        </div>
      )}
    </Field>
  );
}

export interface SelectFieldProps extends Common {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ label, name, value, onChange, options, error, hint, disabled, required }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} name={name} value={value} disabled={disabled} required={required} onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({ label, checked, onChange, error, disabled, name }: Omit<Common, 'hint'> & { name?: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Field label={label} error={error} check>
      {(control) => <input {...control} name={name} type="checkbox" checked={checked} disabled={disabled} onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)} />}
    </Field>
  );
}

/** A form-level summary that screen readers announce when a submit fails. */
export function FormAlert({ children, kind = 'error' }: { children: ReactNode; kind?: 'error' | 'success' | 'info' | 'warning' }) {
  return (
    <div className={`ck-alert ck-alert--${kind}`} role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
