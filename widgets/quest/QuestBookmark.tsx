import { useCallback, useMemo, useRef, useState } from 'react';
import { casinoUrl } from '../../sdk/embed/casino-url.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { questBookmarkStep } from '../../sdk/rules/quests.ts';
import { promoStatus } from '../../sdk/rules/tournaments.ts';
import { useAttribution, useCore } from '../ui/use-core.ts';
import { useDismiss } from '../ui/use-dismiss.ts';
import { ensureSession } from '../ui/use-player.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { Countdown } from '../ui/countdown.tsx';
import { QuestProgress } from './QuestLadder.tsx';
import { questMessages } from './messages.ts';
import type { QuestProps } from './Quest.tsx';
import { progressOf, useQuestStatus, useQuests } from './use-quests.ts';

/**
 * The quest bookmark (docs/product/tournaments-lotteries-quests.md#quest-bookmark): a tab at the side of
 * the page for the running quest. It starts closed; the first press opens the panel (the player's level
 * and what is left to the next), the second goes to the quest page (`/action/<slug>`); a press outside,
 * or Escape, closes it (`questBookmarkStep`, sdk/rules/quests.ts). Nothing shows without a running quest.
 * Which bookmarks a page shows at most (2, by priority) is the `<casino-bookmarks>` widget's (widgets/bookmarks/Bookmarks.tsx, `visibleBookmarks`).
 */
export function QuestBookmark(props: Omit<QuestProps, 'quest'>) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(questMessages, locale);
  const core = useCore(props);
  const session = useMemo(() => ensureSession(core), [core]);
  const signedIn = useSignalValue(session.status) === 'player';
  const { quests } = useQuests(core, locale);
  const quest = quests.find((item) => promoStatus(item.tournament, Date.now()) === 'active');
  const standing = useQuestStatus(core, quest?.tournament.id, signedIn);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const navigate = useRef(props.onNavigate);
  navigate.current = props.onNavigate;

  const attribution = useAttribution(props);
  const path = quest?.path ?? '';
  // Through the casino-URL builder: the widget's affiliate attribution rides along (docs/integration.md "Affiliate attribution").
  const href = casinoUrl(core.config.api, `${props.basePath ?? ''}${path}`, attribution);
  const press = useCallback(() => {
    const step = questBookmarkStep(open, 'click');
    setOpen(step.open);
    if (!step.navigate) return;
    if (navigate.current) navigate.current({ path, href });
    else window.location.assign(href);
  }, [open, path, href]);

  useDismiss(open, root, { outside: () => setOpen(questBookmarkStep(true, 'click_outside').open), escape: () => setOpen(false) });

  if (!quest) return null;
  const progress = progressOf(quest, standing.data?.bet_cents ?? 0);
  return (
    <div ref={root} className={`ck-bookmark${open ? ' ck-bookmark--open' : ''}`}>
      <button type="button" className="ck-bookmark__tab" aria-expanded={open} aria-controls="ck-bookmark-panel" onClick={press}>
        {t.bookmark}
        {signedIn && standing.data && <span className="ck-bookmark__level">{progress.level}</span>}
      </button>
      <div id="ck-bookmark-panel" className="ck-bookmark__panel" role="region" aria-label={quest.tournament.title} hidden={!open}>
        <p className="ck-bookmark__title">{quest.tournament.title}</p>
        <p className="ck-quest__muted"><Countdown item={quest.tournament} locale={locale} /></p>
        {signedIn && standing.data ? <QuestProgress progress={progress} count={quest.points.length} locale={locale} /> : <p>{t.signIn}</p>}
        <p className="ck-quest__muted">{t.bookmarkHint}</p>
      </div>
    </div>
  );
}
