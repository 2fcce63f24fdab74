import { visibleBookmarks } from '../../../sdk/rules/quests.ts';
import { QuestBookmark } from '../../../widgets/react/QuestBookmark.tsx';
import type { PageId } from '../router/route-table.ts';
import { useWidgetProps } from '../routes/use-widget-props.ts';

/**
 * The side bookmarks of a signed-in player (docs/product/lobby-and-games.md, docs/product/tournaments-lotteries-quests.md#quest-bookmark;
 * PlayerAccount.tsx, the signed-in header's chunk, loads this one): at most 2, in priority order (`visibleBookmarks`). The host
 * has the quest bookmark only so far; it shows on every page but the quest page itself, and hides itself
 * without a running quest.
 */
export function Bookmarks({ page }: { page: PageId }) {
  const widget = useWidgetProps();
  const shown = visibleBookmarks({ quests: page !== 'quest' });
  return <>{shown.includes('quests') && <QuestBookmark {...widget} />}</>;
}
