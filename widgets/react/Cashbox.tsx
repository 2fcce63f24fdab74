import { Cashbox as View, type CashboxProps } from '../cashbox/Cashbox.tsx';
import { css } from '../cashbox/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { CashboxProps };

export function Cashbox(props: CashboxProps) {
  return (
    <ShadowHost css={css} label="cashbox" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
