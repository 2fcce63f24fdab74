import { Notifications as View, type NotificationsProps } from '../notifications/Notifications.tsx';
import { css } from '../notifications/styles.ts';
import { ShadowHost } from '../ui/ShadowHost.tsx';

export type { NotificationsProps };

export function Notifications(props: NotificationsProps) {
  return (
    <ShadowHost css={css} label="notifications" props={props}>
      <View {...props} />
    </ShadowHost>
  );
}
