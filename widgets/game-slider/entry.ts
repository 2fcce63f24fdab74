import { defineWidget } from '../ui/define-widget.tsx';
import { Unreachable } from '../ui/Unreachable.tsx';
import { GameSlider, type GameSliderProps } from './GameSlider.tsx';
import { css } from './styles.ts';

/** Script-tag flavour: `navigate` is dispatched by the widget itself (cancelable, a page that does not listen follows the link), widgets/ui/navigation.ts. */
export const mount = defineWidget<GameSliderProps>(GameSlider, css, {}, { widget: 'game-slider', fallback: Unreachable });
