import { byDefault, lazyChunk, type LazyChunk } from '../lib/lazy-chunk.ts';
import type { PageView } from '../router/navigator.ts';
import type { PageId } from '../router/route-table.ts';

export interface PageProps {
  view: PageView;
}

type Page = LazyChunk<PageProps>;

/**
 * One lazy chunk per page family: the lobby's first load carries only the lobby. Each page imports
 * the one widget file it renders (widgets/react/<Name>.tsx), never the widgets/react.ts barrel.
 * A chunk that fails is retried, then the page region shows a retry (lib/lazy-chunk.ts).
 */
const PAGES: Record<PageId, Page> = {
  lobby: lazyChunk(() => import('./LobbyPage.tsx'), byDefault),
  category: lazyChunk(() => import('./CategoryPage.tsx'), byDefault),
  producer: lazyChunk(() => import('./CategoryPage.tsx'), byDefault),
  favorites: lazyChunk(() => import('./CategoryPage.tsx'), byDefault),
  game: lazyChunk(() => import('./GamePage.tsx'), byDefault),
  tournaments: lazyChunk(() => import('./TournamentsPage.tsx'), byDefault),
  tournament: lazyChunk(() => import('./TournamentPage.tsx'), byDefault),
  lottery: lazyChunk(() => import('./LotteryPage.tsx'), byDefault),
  quest: lazyChunk(() => import('./QuestPage.tsx'), byDefault),
  arena: lazyChunk(() => import('./PromotionsHub.tsx'), byDefault),
  chance: lazyChunk(() => import('./PromotionsHub.tsx'), byDefault),
  support: lazyChunk(() => import('./SupportPage.tsx'), byDefault),
  cms: lazyChunk(() => import('./CmsPage.tsx'), byDefault),
  news: lazyChunk(() => import('./CmsPage.tsx'), byDefault),
  profile: lazyChunk(() => import('./profile/ProfilePage.tsx'), byDefault),
  'limit-confirm': lazyChunk(() => import('./profile/ProfilePage.tsx'), byDefault),
  'bonus-balance': lazyChunk(() => import('./profile/ProfilePage.tsx'), byDefault),
  oops: lazyChunk(() => import('./InfoPages.tsx'), (module) => module.OopsPage),
  'not-found': lazyChunk(() => import('./InfoPages.tsx'), (module) => module.NotFoundPage),
  sport: lazyChunk(() => import('./InfoPages.tsx'), (module) => module.SportPage),
  ffc: lazyChunk(() => import('./InfoPages.tsx'), (module) => module.FeatureFlagsPage),
  benefits: lazyChunk(() => import('./InfoPages.tsx'), (module) => module.BenefitsPage),
  payments: lazyChunk(() => import('./PaymentsInfoPage.tsx'), byDefault),
  loyalty: lazyChunk(() => import('./LoyaltyPages.tsx'), (module) => module.LoyaltyShopPage),
  vip: lazyChunk(() => import('./VipClubPage.tsx'), (module) => module.VipClubPage),
  wheel: lazyChunk(() => import('./LoyaltyPages.tsx'), (module) => module.WheelPage),
  adventure: lazyChunk(() => import('./AdventurePage.tsx'), (module) => module.AdventurePage),
};

export function PageOutlet({ view }: { view: PageView }) {
  const Page = PAGES[view.page]();
  return <Page key={pageKey(view)} view={view} />;
}

/** A new key remounts the page. Profile sections and a game's mode switch stay in the same widget. */
function pageKey(view: PageView): string {
  if (view.page === 'profile') return 'profile';
  if (view.page === 'game') return view.href.split(/[?#]/)[0]!;
  return view.href.split('#')[0]!;
}
