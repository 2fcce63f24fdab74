import { Lottery } from '../../../widgets/react/Lottery.tsx';
import { useT } from '../state/app-context.tsx';
import type { PageProps } from './PageOutlet.tsx';
import { useWidgetProps } from './use-widget-props.ts';

/**
 * `/lottery/{slug}` and `/lottery/{id}` (docs/product/tournaments-lotteries-quests.md#lotteries,
 * docs/host.md): the lottery widget (widgets/lottery/) for the lottery the path names; the platform
 * resolves a slug or an id (docs/api/lotteries.md "Routes"), an unknown one shows the widget's
 * "no such lottery".
 */
export default function LotteryPage({ view }: PageProps) {
  const t = useT();
  const widget = useWidgetProps();
  const slug = view.match?.params.slug ?? '';
  return (
    <div className="page">
      <h1 className="visually-hidden">{t.title_lottery}</h1>
      <Lottery key={slug} lottery={slug} {...widget} />
    </div>
  );
}
