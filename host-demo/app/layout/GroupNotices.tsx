import { useState } from 'react';
import { Link } from 'wouter';
import { groupIdsOf, headerNotices, type HeaderNoticeId } from '../../../sdk/rules/groups.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { KEYS, readJson, writeJson } from '../lib/storage.ts';
import type { HostMessages } from '../messages/index.ts';
import { useServices, useT } from '../state/app-context.tsx';

/** The notices' icons, drawn (an emoji needs a font the device may lack). */
const ICONS = {
  // A flask: a test account.
  tester: 'M9 3h6v2h-1v4.3l4.7 8.2A2 2 0 0 1 17 20.5H7a2 2 0 0 1-1.7-3L10 9.3V5H9V3zm3 8.2L8.6 17h6.8L12 11.2z',
  // A star: early access.
  preview: 'M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.2l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5z',
} as const;

const NOTICES: Record<HeaderNoticeId, { text: (t: HostMessages) => string; link: (t: HostMessages) => string; to: string }> = {
  tester: { text: (t) => t.noticeTester, link: (t) => t.noticeTesterLink, to: '/tournaments' },
  preview: { text: (t) => t.noticePreview, link: (t) => t.noticePreviewLink, to: '/support' },
};

type Dismissed = Record<string, HeaderNoticeId[]>;

/**
 * The header notices of groups 21 (tester) and 916 (early access) (docs/product/notifications-and-banners.md#notices,
 * spec 000 §3 Header notice, §6): shown while the signed-in player is in the group (a group change
 * shows or hides them at once, sdk/session/session.ts), each with its icon, message and link; a
 * dismissed notice stays hidden for that player on this browser.
 */
export function GroupNotices() {
  const { session } = useServices();
  const user = useSignalValue(session.user);
  const t = useT();
  const [dismissed, setDismissed] = useState<Dismissed>(() => readJson<Dismissed>('local', KEYS.noticesDismissed, {}));
  if (!user?.id) return null;
  const mine = dismissed[String(user.id)] ?? [];
  const shown = headerNotices(groupIdsOf(user.statuses)).filter((id) => !mine.includes(id));
  const dismiss = (id: HeaderNoticeId) => {
    const next = { ...readJson<Dismissed>('local', KEYS.noticesDismissed, {}), [String(user.id)]: [...mine, id] };
    writeJson('local', KEYS.noticesDismissed, next);
    setDismissed(next);
  };
  return shown.map((id) => {
    const notice = NOTICES[id];
    return (
      <div key={id} className="notice-bar notice-bar--group" role="status" data-notice={id}>
        <svg className="notice-bar__icon" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d={ICONS[id]} />
        </svg>
        <p>{notice.text(t)}</p>
        <Link to={notice.to} className="link-button">
          {notice.link(t)}
        </Link>
        <button type="button" className="notice-bar__close" aria-label={t.noticeDismiss} onClick={() => dismiss(id)}>
          ×
        </button>
      </div>
    );
  });
}
