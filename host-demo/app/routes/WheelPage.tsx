import { Wheel } from '../../../widgets/react/Wheel.tsx';
import { PageFrame } from '../components/PageFrame.tsx';
import { useT } from '../state/app-context.tsx';
import { useWidgetProps } from './use-widget-props.ts';

/**
 * The spin wheel pages /rocketmart-wheel, /rocketplay-wheel and /rocketplay-wheel/segments
 * (docs/product/loyalty-lootboxes-wheel.md#wheel, spec 001 §2): the wheel widget (widgets/wheel,
 * docs/widgets.md "wheel") — the player's spins, the server's draw, the prize in the gifts.
 */
export default function WheelPage() {
  const t = useT();
  const widget = useWidgetProps();
  return (
    <PageFrame title={t.title_wheel} lead={t.wheelLead} wide>
      <Wheel {...widget} />
    </PageFrame>
  );
}
