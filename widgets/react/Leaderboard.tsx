import { Leaderboard as View, type LeaderboardProps } from '../tournaments/Leaderboard.tsx';
import { leaderboardCss } from '../tournaments/leaderboard-styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { LeaderboardProps };

export function Leaderboard(props: LeaderboardProps) {
  return (
    <ShadowHost css={leaderboardCss} label="leaderboard" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
