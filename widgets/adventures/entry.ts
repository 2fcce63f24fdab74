import { defineWidget } from '../ui/define-widget.tsx';
import { Adventures, type AdventuresProps } from './Adventures.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<AdventuresProps>(Adventures, css, { onNavigate: 'navigate' }, { widget: 'adventures' });
