import { GameSlider as View, type GameSliderProps } from '../game-slider/GameSlider.tsx';
import { css } from '../game-slider/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { GameSliderProps };

export function GameSlider(props: GameSliderProps) {
  return (
    <ShadowHost css={css} label="game-slider" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
