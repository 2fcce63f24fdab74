import { defineWidget } from '../ui/define-widget.tsx';
import { CookieBanner, type CookieBannerProps } from './CookieBanner.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<CookieBannerProps>(CookieBanner, css, { onAccept: 'accept', onChoose: 'choose' }, { widget: 'cookie-banner' });
