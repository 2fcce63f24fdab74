import { Adventures as View, type AdventuresProps } from '../adventures/Adventures.tsx';
import { css } from '../adventures/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { AdventuresProps };

export function Adventures(props: AdventuresProps) {
  return (
    <ShadowHost css={css} label="adventures" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
