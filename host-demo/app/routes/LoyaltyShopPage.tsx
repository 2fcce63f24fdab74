import { LoyaltyShop } from '../../../widgets/react/LoyaltyShop.tsx';
import type { ShopTab } from '../../../widgets/loyalty-shop/cards.ts';
import { useServices, useT } from '../state/app-context.tsx';
import type { PageProps } from './PageOutlet.tsx';
import { useWidgetProps } from './use-widget-props.ts';

const TABS: Readonly<Record<string, ShopTab>> = {
  '/rocket-mart': 'all',
  '/rocket-mart/freespins': 'freespins',
  '/rocket-mart/money': 'money',
  '/rocket-mart/special': 'special',
  '/rocket-mart/rocket-chance': 'chance',
};

/**
 * `/rocket-mart` and its tabs (docs/product/loyalty-lootboxes-wheel.md#shop, docs/host.md): the
 * loyalty-shop widget (widgets/loyalty-shop/) on the tab the path names; the Rocket chance tab only
 * with the mirror's `chanceGame` feature flag (else the shop's first tab). A tab pressed in the widget
 * routes through the host (one page, the path follows).
 */
export default function LoyaltyShopPage({ view }: PageProps) {
  const t = useT();
  const { flags } = useServices();
  const widget = useWidgetProps();
  const tab = TABS[view.path] ?? 'all';
  return (
    <div className="page page--wide">
      <h1 className="visually-hidden">{t.title_loyalty}</h1>
      <LoyaltyShop tab={tab} chance={flags.chanceGame === true} {...widget} />
    </div>
  );
}
