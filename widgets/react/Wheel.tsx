import { Wheel as View, type WheelProps } from '../wheel/Wheel.tsx';
import { css } from '../wheel/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { WheelProps };

export function Wheel(props: WheelProps) {
  return (
    <ShadowHost css={css} label="wheel" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
