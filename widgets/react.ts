/** `casino-kit/react`: the widgets as React 19 components, each isolated in its own shadow root. */
export { CookieBanner } from './react/CookieBanner.tsx';
