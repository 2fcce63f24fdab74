import { Bookmarks as BookmarksWidget } from '../../../widgets/react/Bookmarks.tsx';
import type { PageId } from '../router/route-table.ts';
import { useWidgetProps } from '../routes/use-widget-props.ts';

/** Which bookmark leads to the page being shown: it is not shown there. */
const OWN_PAGE: Partial<Record<PageId, string>> = { loyalty: 'loyalty_shop', wheel: 'spin_wheel', adventure: 'adventures', quest: 'quests' };

/**
 * The side bookmarks of a signed-in player (docs/product/loyalty-lootboxes-wheel.md#bookmarks; PlayerAccount.tsx,
 * the signed-in header's chunk, loads this one): the `<casino-bookmarks>` widget's React flavour, the one
 * implementation (widgets/bookmarks/Bookmarks.tsx: at most 2, loyalty shop → wheel → adventures → quests),
 * without the bookmark of the page being shown.
 */
export function Bookmarks({ page }: { page: PageId }) {
  const widget = useWidgetProps();
  return <BookmarksWidget {...widget} hide={OWN_PAGE[page]} />;
}
