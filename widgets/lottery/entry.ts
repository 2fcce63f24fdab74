import { defineWidget } from '../ui/define-widget.tsx';
import { Lottery, type LotteryProps } from './Lottery.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<LotteryProps>(Lottery, css, { onNavigate: 'navigate' }, { widget: 'lottery' });
