import { Lobby as View, type LobbyProps } from '../lobby/Lobby.tsx';
export { preloadHomeBanners } from '../lobby/Lobby.tsx';
import { css } from '../lobby/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { LobbyProps };

export function Lobby(props: LobbyProps) {
  return (
    <ShadowHost css={css} label="lobby" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
