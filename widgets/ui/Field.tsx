import { useId, type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';

/**
 * Labelled form controls. The error text is tied to the control by aria-describedby and the
 * control is marked aria-invalid, so a screen reader reads label, value and problem together.
 */
interface Common {
  label: string;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  required?: boolean;
}

function Describe({ id, hint, error }: { id: string; hint?: string; error?: string | null }) {
  return (
    <>
      {hint ? <span className="ck-field__hint" id={`${id}-hint`}>{hint}</span> : null}
      {error ? <span className="ck-field__error" id={`${id}-error`}>{error}</span> : null}
    </>
  );
}

const describedBy = (id: string, hint?: string, error?: string | null) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export interface TextFieldProps extends Common {
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
  readOnly?: boolean;
  children?: ReactNode;
}

export function TextField({ label, name, value, onChange, error, hint, type = 'text', autoComplete, inputMode, placeholder, maxLength, disabled, required, readOnly, children }: TextFieldProps) {
  const id = useId();
  return (
    <div className={`ck-field${error ? ' ck-field--invalid' : ''}`}>
      <label className="ck-field__label" htmlFor={id}>{label}</label>
      <div className="ck-field__row">
        <input
          id={id}
          name={name}
          className="ck-field__input"
          type={type}
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled}
          readOnly={readOnly}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
        {children}
      </div>
      <Describe id={id} hint={hint} error={error} />
    </div>
  );
}

export interface SelectFieldProps extends Common {
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ label, name, value, onChange, options, error, hint, disabled, required }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`ck-field${error ? ' ck-field--invalid' : ''}`}>
      <label className="ck-field__label" htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className="ck-field__input"
        value={value}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
      <Describe id={id} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField({ label, checked, onChange, error, disabled, name }: Omit<Common, 'hint'> & { name: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className={`ck-check${error ? ' ck-field--invalid' : ''}`}>
      <input id={id} name={name} type="checkbox" checked={checked} disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {error ? <span className="ck-field__error" id={`${id}-error`}>{error}</span> : null}
    </div>
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
