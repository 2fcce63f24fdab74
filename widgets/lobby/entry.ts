import { defineWidget } from '../ui/define-widget.tsx';
import { Unreachable } from '../ui/Unreachable.tsx';
import { Lobby, type LobbyProps } from './Lobby.tsx';
import { css } from './styles.ts';

/** Script-tag flavour: `navigate` is dispatched by the widget itself (cancelable), see widgets/ui/navigation.ts. */
export const mount = defineWidget<LobbyProps>(Lobby, css, { onError: 'error' }, { widget: 'lobby', fallback: Unreachable });
