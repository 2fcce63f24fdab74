import { Vip as View, type VipProps } from '../vip/Vip.tsx';
import { css } from '../vip/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { VipProps };

export function Vip(props: VipProps) {
  return (
    <ShadowHost css={css} label="vip" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
