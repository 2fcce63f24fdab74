import { Lottery as View, type LotteryProps } from '../lottery/Lottery.tsx';
import { css } from '../lottery/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { LotteryProps };

export function Lottery(props: LotteryProps) {
  return (
    <ShadowHost css={css} label="lottery" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
