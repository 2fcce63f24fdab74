import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../../sdk/http/errors.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { useServices, useT } from '../state/app-context.tsx';

// Players only, after the first render (docs/host.md "Speed"); a chunk that fails to arrive shows no notice.
const GroupNotices = lazy(() => import('./GroupNotices.tsx').then((module) => ({ default: module.GroupNotices }), () => ({ default: () => null })));

/** The notices above the header: the e-mail-unconfirmed notice, then the group notices (docs/product/notifications-and-banners.md#notices). */
export function NoticeBars() {
  const { session } = useServices();
  const player = useSignalValue(session.isLoggedIn);
  return (
    <>
      <UnconfirmedNotice />
      {player && (
        <Suspense fallback={null}>
          <GroupNotices />
        </Suspense>
      )}
    </>
  );
}

/** The e-mail-unconfirmed notice (docs/product/notifications-and-banners.md#notices, spec 000 §4): while confirmed_at is empty; gone at logout. */
function UnconfirmedNotice() {
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
