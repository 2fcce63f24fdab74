import { useEffect, useState } from 'react';
import { PageFrame } from '../../components/PageFrame.tsx';
import { Link } from '../../router/Link.tsx';
import { useServices, useT } from '../../state/app-context.tsx';
import type { PageProps } from '../PageOutlet.tsx';

/** /profile/limits/confirm?token=…: confirms a limit change from the mailed link (open to anyone). */
export default function LimitConfirmPage({ view }: PageProps) {
  const { api } = useServices();
  const t = useT();
  const token = new URLSearchParams(view.search).get('token');
  const [state, setState] = useState<'working' | 'done' | 'failed'>(token ? 'working' : 'failed');
  useEffect(() => {
    if (!token) return;
    api.confirmLimit(token).then(
      () => setState('done'),
      () => setState('failed'),
    );
  }, [api, token]);
  return (
    <PageFrame title={t.title_limit_confirm}>
      <p className={`notice ${state === 'failed' ? 'notice--warning' : 'notice--info'}`} role="status">
        {state === 'working' ? t.limitConfirming : state === 'done' ? t.limitConfirmed : t.limitConfirmFailed}
      </p>
      <Link to="/profile/limits" className="button">
        {t.profileLimits}
      </Link>
    </PageFrame>
  );
}
