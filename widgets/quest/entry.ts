import { defineWidget } from '../ui/define-widget.tsx';
import { Quest, type QuestProps } from './Quest.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<QuestProps>(Quest, css, { onNavigate: 'navigate' }, { widget: 'quest' });
