import { GameGrid as View, type GameGridProps } from '../game-grid/GameGrid.tsx';
import { css } from '../game-grid/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { GameGridProps };

export function GameGrid(props: GameGridProps) {
  return (
    <ShadowHost css={css} label="game-grid" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
