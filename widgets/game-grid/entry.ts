import { defineWidget } from '../ui/define-widget.tsx';
import { Unreachable } from '../ui/Unreachable.tsx';
import { GameGrid, type GameGridProps } from './GameGrid.tsx';
import { css } from './styles.ts';

/** Script-tag flavour: `navigate` is dispatched by the widget itself (cancelable), see widgets/ui/navigation.ts. */
export const mount = defineWidget<GameGridProps>(GameGrid, css, { onError: 'error' }, { widget: 'game-grid', fallback: Unreachable });
