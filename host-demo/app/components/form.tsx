/** Form helpers of the host; the fields themselves are the one Field of widgets/ui/Field.tsx. */
import { useState } from 'react';
import { ValidationError } from '../../../sdk/http/errors.ts';
import { describeError, isValidationKey } from '../../../widgets/ui/account-messages.ts';
import type { HostMessages } from '../messages/index.ts';

export type Errors = Record<string, string | undefined>;

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

