import type { PageText } from './types.ts';

/**
 * The loyalty shop's content page (docs/product/loyalty-lootboxes-wheel.md#shop, spec 001 §2): its `blocks.json` carries what the shop shows
 * around the server's rate cards — images, promo text, the games the free spins are for, max win
 * per currency, free-spin wager, spin value per currency and the fallback cards shown when
 * `/api/comp_points/rates/freespins` is empty. Amounts are in currency subunits.
 */
const SHOP = {
  view: {
    banner: { desktop: '/cms-assets/rocket-mart/banner-desktop.webp', mobile: '/cms-assets/rocket-mart/banner-mobile.webp' },
    tabs: { all: '/cms-assets/rocket-mart/tab-all.svg', freespins: '/cms-assets/rocket-mart/tab-freespins.svg', money: '/cms-assets/rocket-mart/tab-money.svg', special: '/cms-assets/rocket-mart/tab-special.svg' },
    cards: { freespins: '/cms-assets/rocket-mart/card-freespins.webp', money: '/cms-assets/rocket-mart/card-money.webp', lootboxes: '/cms-assets/rocket-mart/card-lootbox.webp', lotteries: '/cms-assets/rocket-mart/card-lottery.webp' },
  },
  promo: {
    title: 'Turn your loyalty points into rewards',
    text: 'Every real-money bet earns loyalty points. Spend them here on free spins, cash or special rewards — no wagering on cash rewards above level 5.',
    readMore: 'Points are earned at 1 point per EUR 10 wagered on slots and 1 point per EUR 50 on live and table games. Chargeable points can be spent in the shop; persistent points decide your level and never decrease during the quarter.',
  },
  games: {
    'pragmatic/SweetBonanza': 'Sweet Bonanza',
    'bgaming/ElvisFrogInVegas': 'Elvis Frog in Vegas',
    'playngo/BookOfDead': 'Book of Dead',
  },
  maxWin: { EUR: 10_000, USD: 10_000, CAD: 15_000, AUD: 15_000, NZD: 15_000, NOK: 100_000, BRL: 50_000, JPY: 1_500, BTC: 20_000, ETH: 300_000, LTC: 12_500_000, USDT: 100_000_000 },
  freespinsWager: 30,
  spinRate: { EUR: 20, USD: 20, CAD: 30, AUD: 30, NZD: 30, NOK: 200, BRL: 100, JPY: 30, BTC: 40, ETH: 600, LTC: 25_000, USDT: 200_000 },
  cards: [
    { type: 'freespins', group: 'shop_fs_10', title: '10 free spins', points: 100, rate: { points: 100, freespins_count: 10 }, games: ['pragmatic/SweetBonanza'], wager: 30, tags: ['popular'] },
    { type: 'freespins', group: 'shop_fs_50', title: '50 free spins', points: 450, rate: { points: 450, freespins_count: 50 }, games: ['bgaming/ElvisFrogInVegas'], wager: 30, tags: ['new'] },
    { type: 'freespins', group: 'shop_fs_100', title: '100 free spins', points: 850, rate: { points: 850, freespins_count: 100 }, games: ['playngo/BookOfDead'], wager: 30, tags: ['vip'] },
  ],
};

export const ROCKET_MART_EN: PageText = {
  title: 'Loyalty shop',
  description: 'Exchange your loyalty points for free spins, money and special rewards.',
  keywords: 'loyalty shop, comp points, free spins, rewards',
  content: '<p>Exchange your loyalty points for free spins, money and special rewards. Choose a card, pick the quantity and confirm.</p>',
  json: SHOP,
};

export const ROCKET_MART_DE: PageText = {
  title: 'Treueshop',
  description: 'Tausche deine Treuepunkte gegen Freispiele, Geld und Sonderprämien.',
  keywords: 'Treueshop, Treuepunkte, Freispiele, Prämien',
  content: '<p>Tausche deine Treuepunkte gegen Freispiele, Geld und Sonderprämien. Karte wählen, Menge festlegen, bestätigen.</p>',
  json: {
    ...SHOP,
    promo: {
      title: 'Mach Treuepunkte zu Prämien',
      text: 'Jeder Echtgeldeinsatz bringt Treuepunkte. Tausche sie hier gegen Freispiele, Geld oder Sonderprämien.',
      readMore: 'Du erhältst 1 Punkt pro 10 EUR Einsatz an Slots und 1 Punkt pro 50 EUR an Live- und Tischspielen. Einlösbare Punkte gibst du im Shop aus; dauerhafte Punkte bestimmen dein Level.',
    },
  },
};
