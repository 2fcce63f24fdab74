import { defineWidget } from '../ui/define-widget.tsx';
import { Unreachable } from '../ui/Unreachable.tsx';
import { JackpotSlider, type JackpotSliderProps } from './JackpotSlider.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<JackpotSliderProps>(JackpotSlider, css, { onError: 'error' }, { widget: 'jackpot-slider', fallback: Unreachable });
