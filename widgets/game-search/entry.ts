import { defineWidget } from '../ui/define-widget.tsx';
import { GameSearch, type GameSearchProps } from './GameSearch.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<GameSearchProps>(GameSearch, css, { onSelect: 'select', onClose: 'close' }, { widget: 'game-search' });
