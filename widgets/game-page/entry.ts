import { defineWidget } from '../ui/define-widget.tsx';
import { Unreachable } from '../ui/Unreachable.tsx';
import { GamePage, type GamePageProps } from './GamePage.tsx';
import { css } from './styles.ts';

/** Script-tag flavour: `navigate` is dispatched by the widget itself (cancelable), see widgets/ui/navigation.ts. */
export const mount = defineWidget<GamePageProps>(GamePage, css, { onClose: 'close', onError: 'error' }, { widget: 'game-page', fallback: Unreachable });
