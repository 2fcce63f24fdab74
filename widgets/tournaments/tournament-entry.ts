import { defineWidget } from '../ui/define-widget.tsx';
import { css } from './styles.ts';
import { Tournament, type TournamentProps } from './Tournament.tsx';

export const mount = defineWidget<TournamentProps>(Tournament, css, { onNavigate: 'navigate' }, { widget: 'tournament' });
