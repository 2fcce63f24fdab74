import { defineWidget } from '../ui/define-widget.tsx';
import { Leaderboard, type LeaderboardProps } from './Leaderboard.tsx';
import { leaderboardCss } from './leaderboard-styles.ts';

export const mount = defineWidget<LeaderboardProps>(Leaderboard, leaderboardCss, { onNavigate: 'navigate' }, { widget: 'leaderboard' });
