import { GameSearch as View, type GameSearchProps } from '../game-search/GameSearch.tsx';
import { css } from '../game-search/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { GameSearchProps };

export function GameSearch(props: GameSearchProps) {
  return (
    <ShadowHost css={css} label="game-search" props={props} fallback={false}>
      <View {...props} />
    </ShadowHost>
  );
}
