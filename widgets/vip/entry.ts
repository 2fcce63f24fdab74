import { defineWidget } from '../ui/define-widget.tsx';
import { Vip, type VipProps } from './Vip.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<VipProps>(Vip, css, { onNavigate: 'navigate' }, { widget: 'vip' });
