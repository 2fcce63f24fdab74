import { useState } from 'react';
import { ApiError } from '../../../sdk/http/errors.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { useServices, useT } from '../state/app-context.tsx';

/** The e-mail-unconfirmed notice (docs/product/notifications-and-banners.md#notices, spec 000 §4): while confirmed_at is empty; gone at logout. */
export function NoticeBars() {
  const { session, api, toasts } = useServices();
  const user = useSignalValue(session.user);
  const t = useT();
  const [sending, setSending] = useState(false);
  if (!user?.id || user.confirmed_at) return null;
  const resend = async () => {
    setSending(true);
    try {
      await api.resendConfirmation(user.email ?? '');
      toasts.show('success', t.confirmationSent);
    } catch (error) {
      // 422: the first e-mail error as a toast (docs/product/notifications-and-banners.md#toasts, spec 000 §8).
      toasts.show('error', (error instanceof ApiError && error.firstMessage) || t.errorGeneric);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="notice-bar" role="status">
      <p>{t.unconfirmedNotice}</p>
      <button type="button" className="link-button" onClick={resend} disabled={sending}>
        {t.resendLink}
      </button>
    </div>
  );
}
