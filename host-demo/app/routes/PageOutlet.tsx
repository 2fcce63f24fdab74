import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageView } from '../router/navigator.ts';
import type { PageId } from '../router/route-table.ts';

export interface PageProps {
  view: PageView;
}

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * One lazy chunk per page family: the lobby's first load carries only the lobby. Each page imports
 * the one widget file it renders (widgets/react/<Name>.tsx), never the widgets/react.ts barrel.
 */
const PAGES: Record<PageId, Page> = {
  lobby: lazy(() => import('./LobbyPage.tsx')),
  category: lazy(() => import('./CategoryPage.tsx')),
  producer: lazy(() => import('./CategoryPage.tsx')),
  favorites: lazy(() => import('./CategoryPage.tsx')),
  game: lazy(() => import('./GamePage.tsx')),
  tournaments: lazy(() => import('./PromotionsHub.tsx')),
  tournament: lazy(() => import('./PromotionsHub.tsx')),
  lottery: lazy(() => import('./PromotionsHub.tsx')),
  quest: lazy(() => import('./PromotionsHub.tsx')),
  arena: lazy(() => import('./PromotionsHub.tsx')),
  chance: lazy(() => import('./PromotionsHub.tsx')),
  support: lazy(() => import('./SupportPage.tsx')),
  cms: lazy(() => import('./CmsPage.tsx')),
  news: lazy(() => import('./CmsPage.tsx')),
  profile: lazy(() => import('./profile/ProfilePage.tsx')),
  'limit-confirm': lazy(() => import('./profile/ProfilePage.tsx')),
  'bonus-balance': lazy(() => import('./profile/ProfilePage.tsx')),
  oops: lazy(() => import('./InfoPages.tsx').then((module) => ({ default: module.OopsPage }))),
  'not-found': lazy(() => import('./InfoPages.tsx').then((module) => ({ default: module.NotFoundPage }))),
  sport: lazy(() => import('./InfoPages.tsx').then((module) => ({ default: module.SportPage }))),
  ffc: lazy(() => import('./InfoPages.tsx').then((module) => ({ default: module.FeatureFlagsPage }))),
  benefits: lazy(() => import('./InfoPages.tsx').then((module) => ({ default: module.BenefitsPage }))),
  payments: lazy(() => import('./PaymentsInfoPage.tsx')),
  loyalty: lazy(() => import('./LoyaltyPages.tsx').then((module) => ({ default: module.LoyaltyShopPage }))),
  vip: lazy(() => import('./LoyaltyPages.tsx').then((module) => ({ default: module.VipClubPage }))),
  wheel: lazy(() => import('./LoyaltyPages.tsx').then((module) => ({ default: module.WheelPage }))),
  adventure: lazy(() => import('./LoyaltyPages.tsx').then((module) => ({ default: module.AdventurePage }))),
};

export function PageOutlet({ view }: { view: PageView }) {
  const Page = PAGES[view.page];
  return <Page key={pageKey(view)} view={view} />;
}

/** A new key remounts the page. Profile sections and a game's mode switch stay in the same widget. */
function pageKey(view: PageView): string {
  if (view.page === 'profile') return 'profile';
  if (view.page === 'game') return view.href.split(/[?#]/)[0]!;
  return view.href.split('#')[0]!;
}
