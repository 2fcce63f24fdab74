import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ValidationError } from '../../../sdk/http/errors.ts';
import { describeError, isValidationKey } from '../../../widgets/ui/account-messages.ts';
import type { HostMessages } from '../messages/index.ts';
import { useT } from '../state/app-context.tsx';

export type Errors = Record<string, string | undefined>;

/** A labelled input with its error announced (aria-invalid + aria-describedby). */
export function Field({ label, error, hint, ...input }: { label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectField({ label, error, children, ...select }: { label: string; error?: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function Checkbox({ label, error, ...input }: { label: ReactNode; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={`check${error ? ' field--error' : ''}`}>
      <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A validator key of sdk/rules/validation.ts → the sentence in the visitor's language, from the one
 * table of validation messages the widgets use too (widgets/ui/account-messages.ts).
 */
export function validationText(t: HostMessages, key: string | null, values: Record<string, string | number> = {}): string | undefined {
  if (!key) return undefined;
  return describeError(t.locale, isValidationKey(key) ? key : 'invalid_format', values);
}

/** Server 422 field errors → the first message per field; everything else → a form-level message. */
export function serverErrors(error: unknown, t: HostMessages): { fields: Errors; form?: string } {
  if (error instanceof ValidationError) {
    const fields: Errors = {};
    for (const [field, messages] of Object.entries(error.fields)) fields[field] = messages[0];
    const form = fields.base;
    delete fields.base;
    return { fields, form: form ?? (Object.keys(fields).length === 0 ? t.errorGeneric : undefined) };
  }
  const message = (error as { firstMessage?: string }).firstMessage;
  return { fields: {}, form: message ?? t.errorGeneric };
}

export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

export function useSubmitting(): [boolean, <T>(work: () => Promise<T>) => Promise<T>] {
  const [busy, setBusy] = useState(false);
  const run = async <T,>(work: () => Promise<T>) => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}

export { useT };
