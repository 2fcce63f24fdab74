import { Tournaments as View, type TournamentsProps } from '../tournaments/Tournaments.tsx';
import { css } from '../tournaments/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { TournamentsProps };

export function Tournaments(props: TournamentsProps) {
  return (
    <ShadowHost css={css} label="tournaments" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
