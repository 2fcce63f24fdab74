import { Quest } from '../../../widgets/react/Quest.tsx';
import { PageFrame } from '../components/PageFrame.tsx';
import { useT } from '../state/app-context.tsx';
import type { PageProps } from './PageOutlet.tsx';
import { useWidgetProps } from './use-widget-props.ts';

/**
 * `/action/{slug?}` (docs/product/tournaments-lotteries-quests.md#pages, docs/host.md): the quest widget
 * (widgets/quest/) for the quest of that slug, or the list of quests without one.
 */
export default function QuestPage({ view }: PageProps) {
  const t = useT();
  const widget = useWidgetProps();
  const slug = view.match!.params.slug;
  return (
    <PageFrame title={t.title_quest} wide>
      <Quest key={slug ?? ''} quest={slug} {...widget} />
    </PageFrame>
  );
}
