import { defineWidget } from '../ui/define-widget.tsx';
import { Notifications, type NotificationsProps } from './Notifications.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<NotificationsProps>(Notifications, css, { onNavigate: 'navigate' }, { widget: 'notifications' });
