/** `casino-kit/react`: the widgets as React 19 components, each isolated in its own shadow root. */
export { CookieBanner, type CookieBannerProps } from './react/CookieBanner.tsx';
export { GameSearch, type GameSearchProps } from './react/GameSearch.tsx';
export { JackpotSlider, type JackpotSliderProps } from './react/JackpotSlider.tsx';
export { CasinoKitProvider } from './react/CasinoKitProvider.tsx';
