import { lazy, Suspense } from 'react';
import { visibleBookmarks } from '../../../sdk/rules/quests.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import type { PageId } from '../router/route-table.ts';
import { useWidgetProps } from '../routes/use-widget-props.ts';
import { useServices } from '../state/app-context.tsx';

// The bookmark's code (and the quest list it reads) loads only for a signed-in player.
const QuestBookmark = lazy(() => import('../../../widgets/react/QuestBookmark.tsx').then((module) => ({ default: module.QuestBookmark })));

/**
 * The side bookmarks (docs/product/lobby-and-games.md, docs/product/tournaments-lotteries-quests.md#quest-bookmark):
 * at most 2, in priority order (`visibleBookmarks`). The host has the quest bookmark only so far; it shows
 * for a signed-in player on every page but the quest page itself, and hides itself without a running quest.
 */
export function Bookmarks({ page }: { page: PageId }) {
  const { session } = useServices();
  const user = useSignalValue(session.user);
  const widget = useWidgetProps();
  const shown = visibleBookmarks({ quests: user !== null && page !== 'quest' });
  return (
    <>
      {shown.includes('quests') && (
        <Suspense fallback={null}>
          <QuestBookmark {...widget} />
        </Suspense>
      )}
    </>
  );
}
