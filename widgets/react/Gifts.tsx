import { Gifts as View, type GiftsProps } from '../gifts/Gifts.tsx';
import { css } from '../gifts/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { GiftsProps };

export function Gifts(props: GiftsProps) {
  return (
    <ShadowHost css={css} label="gifts" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
