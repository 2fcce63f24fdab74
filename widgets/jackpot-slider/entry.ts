import { defineWidget } from '../ui/define-widget.tsx';
import { JackpotSlider, type JackpotSliderProps } from './JackpotSlider.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<JackpotSliderProps>(JackpotSlider, css, { onError: 'error' }, { widget: 'jackpot-slider' });
