import { defineWidget } from '../ui/define-widget.tsx';
import { css } from './styles.ts';
import { Tournaments, type TournamentsProps } from './Tournaments.tsx';

export const mount = defineWidget<TournamentsProps>(Tournaments, css, { onNavigate: 'navigate', onTabChange: 'tabchange' }, { widget: 'tournaments' });
