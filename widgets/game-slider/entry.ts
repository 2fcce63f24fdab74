import { defineWidget } from '../ui/define-widget.tsx';
import { Unreachable } from '../ui/Unreachable.tsx';
import { GameSlider, type GameSliderProps } from './GameSlider.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<GameSliderProps>(GameSlider, css, { onNavigate: 'navigate' }, { widget: 'game-slider', fallback: Unreachable });
