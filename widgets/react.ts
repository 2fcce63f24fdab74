/** `casino-kit/react`: the widgets as React 19 components, each isolated in its own shadow root. */
export { Cashbox, type CashboxProps } from './react/Cashbox.tsx';
export { CookieBanner, type CookieBannerProps } from './react/CookieBanner.tsx';
export { GameGrid, type GameGridProps } from './react/GameGrid.tsx';
export { Gifts, type GiftsProps } from './react/Gifts.tsx';
export { GamePage, type GamePageProps } from './react/GamePage.tsx';
export { GameSearch, type GameSearchProps } from './react/GameSearch.tsx';
export { JackpotSlider, type JackpotSliderProps } from './react/JackpotSlider.tsx';
export { Lobby, type LobbyProps } from './react/Lobby.tsx';
export { Lottery, type LotteryProps } from './react/Lottery.tsx';
export { Profile, type ProfileProps } from './react/Profile.tsx';
export { Vip, type VipProps } from './react/Vip.tsx';
export { Adventures, type AdventuresProps } from './react/Adventures.tsx';
export { CasinoKitProvider } from './react/CasinoKitProvider.tsx';
