import { defineWidget } from '../ui/define-widget.tsx';
import { Gifts, type GiftsProps } from './Gifts.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<GiftsProps>(Gifts, css, { onNavigate: 'navigate' }, { widget: 'gifts' });
