import { Wheel } from '../../../widgets/react/Wheel.tsx';
import { PageFrame } from '../components/PageFrame.tsx';
import { useT } from '../state/app-context.tsx';
import { byDefault, lazyChunk } from '../lib/lazy-chunk.ts';
import type { PageProps } from './PageOutlet.tsx';
import { useWidgetProps } from './use-widget-props.ts';

const shop = lazyChunk(() => import('./LoyaltyShopPage.tsx'), byDefault);

/**
 * `/rocket-mart` and its tabs: the loyalty-shop widget page (LoyaltyShopPage.tsx), a chunk of its own
 * loaded from this one, so the host's first load keeps the one import it had for the page family
 * (docs/architecture.md "Decisions", loyalty shop; the 120 KB budget of DESIGN §7).
 */
export function LoyaltyShopPage(props: PageProps) {
  const Page = shop();
  return <Page {...props} />;
}

/**
 * The spin wheel pages /rocketmart-wheel, /rocketplay-wheel and /rocketplay-wheel/segments
 * (docs/product/loyalty-lootboxes-wheel.md#wheel, spec 001 §2): the wheel widget (widgets/wheel,
 * docs/widgets.md "wheel") — the player's spins, the server's draw, the prize in the gifts. In this
 * chunk rather than its own: a new lazy chunk re-mangled the host's entry (+0.2 KB brotli on the
 * first load at equal raw size, tests/bench/budgets.ts).
 */
export function WheelPage() {
  const t = useT();
  const widget = useWidgetProps();
  return (
    <PageFrame title={t.title_wheel} lead={t.wheelLead} wide>
      <Wheel {...widget} />
    </PageFrame>
  );
}
