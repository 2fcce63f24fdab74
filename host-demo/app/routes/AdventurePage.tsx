import { Adventures } from '../../../widgets/react/Adventures.tsx';
import { useT } from '../state/app-context.tsx';
import { useWidgetProps } from './use-widget-props.ts';

/**
 * `/rocketplay-adventure` (docs/product/vip-and-adventures.md#adventures, docs/host.md): the adventure
 * widget (widgets/adventures/) with the player's evaluated calendar (docs/api/vip.md "Adventures").
 */
export function AdventurePage() {
  const t = useT();
  const widget = useWidgetProps();
  return (
    <div className="page">
      <h1 className="visually-hidden">{t.title_adventure}</h1>
      <Adventures {...widget} />
    </div>
  );
}
