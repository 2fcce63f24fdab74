import { Vip } from '../../../widgets/react/Vip.tsx';
import { useT } from '../state/app-context.tsx';
import { useWidgetProps } from './use-widget-props.ts';

/**
 * `/rocketplay-vipclub` (docs/product/vip-and-adventures.md, docs/host.md): the VIP club widget
 * (widgets/vip/): ladder, live progress, level gifts, compare carousel, manager, register for guests.
 */
export function VipClubPage() {
  const t = useT();
  const widget = useWidgetProps();
  return (
    <div className="page">
      <h1 className="visually-hidden">{t.title_vip}</h1>
      <Vip {...widget} />
    </div>
  );
}
