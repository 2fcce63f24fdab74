import { GamePage as View, type GamePageProps } from '../game-page/GamePage.tsx';
import { css } from '../game-page/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { GamePageProps };

export function GamePage(props: GamePageProps) {
  return (
    <ShadowHost css={css} label="game-page" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
