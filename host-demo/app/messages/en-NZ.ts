/** New Zealand English: English with local words (pokies). */
import { messages as en, type HostTable } from './en.ts';

export const messages: HostTable = {
  ...en,
  navPokies: 'Pokies',
  cat_slots: 'Pokies',
  search: 'Search pokies and games',
  footerTagline: 'Pokies, live casino and table games, with fast payouts and friendly support.',
  title_lobby: '{brand} – online casino with pokies and live games',
};
