import { Tournament as View, type TournamentProps } from '../tournaments/Tournament.tsx';
import { css } from '../tournaments/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { TournamentProps };

export function Tournament(props: TournamentProps) {
  return (
    <ShadowHost css={css} label="tournament" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
