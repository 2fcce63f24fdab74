import { useState } from 'react';
import { validateEmail } from '../../../sdk/rules/validation.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { useServices, useT } from '../state/app-context.tsx';
import { Field, TextField } from '../../../widgets/ui/Field.tsx';
import { FormError, serverErrors, useSubmitting, validationText, type Errors } from './form.tsx';

/** The contact form (POST /api/send_contact_message); errors per field (docs/product/errors-and-network.md#loads-and-writes, spec 000 §8). */
export function ContactForm({ onSent }: { onSent?: () => void }) {
  const { api, session, toasts } = useServices();
  const user = useSignalValue(session.user);
  const t = useT();
  const [email, setEmail] = useState(user?.email ?? '');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, run] = useSubmitting();
  const submit = async () => {
    const next: Errors = { email: validationText(t, validateEmail(email)), content: content.trim() ? undefined : validationText(t, 'required') };
    setErrors(next);
    if (next.email || next.content) return;
    try {
      await run(() => api.contact(email.trim(), content.trim()));
      setContent('');
      toasts.show('success', t.chatSent);
      onSent?.();
    } catch (error) {
      const { fields, form } = serverErrors(error, t);
      setErrors(fields);
      setFormError(form);
    }
  };
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormError message={formError} />
      <TextField label={t.email} type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
      <Field label={t.chatMessage} error={errors.content}>
        {(control) => <textarea {...control} rows={4} value={content} onChange={(event) => setContent(event.target.value)} />}
      </Field>
      <button type="submit" className="button" disabled={busy}>
        {t.chatSend}
      </button>
    </form>
  );
}
