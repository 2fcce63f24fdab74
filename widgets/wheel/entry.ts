import { defineWidget } from '../ui/define-widget.tsx';
import { Wheel, type WheelProps } from './Wheel.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<WheelProps>(Wheel, css, { onNavigate: 'navigate' }, { widget: 'wheel' });
