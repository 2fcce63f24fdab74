import { JackpotSlider as View, type JackpotSliderProps } from '../jackpot-slider/JackpotSlider.tsx';
import { css } from '../jackpot-slider/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { JackpotSliderProps };

export function JackpotSlider(props: JackpotSliderProps) {
  return (
    <ShadowHost css={css} label="jackpot-slider" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
