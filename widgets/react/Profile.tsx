import { Profile as View, type ProfileProps } from '../profile/Profile.tsx';
import { css } from '../profile/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { ProfileProps };

export function Profile(props: ProfileProps) {
  return (
    <ShadowHost css={css} label="profile" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
