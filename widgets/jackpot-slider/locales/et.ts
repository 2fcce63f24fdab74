/** jackpot-slider: et, its own chunk, loaded only on et pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  title: 'Jackpotid',
  previous: 'Eelmine jackpot',
  next: 'Järgmine jackpot',
  position: '{n} / {total}',
  biggest: 'Suurimad võidud',
  latest: 'Viimased võidud',
  winners: 'Jackpoti võitjad',
  noWins: 'Võitjaid veel pole. Järgmine võid olla sina.',
  howTitle: 'Kuidas jackpotti võita',
  step1: 'Mängi osalevat mängu päris rahaga.',
  step2: 'Iga panus täiendab potti ja jackpot võib langeda igal keerutusel.',
  step3: 'Kui see langeb, läheb võit otse sinu saldole.',
  unavailable: 'Jackpotid pole praegu saadaval.',
  retry: 'Proovi uuesti',
  stale: 'Summad ei pruugi olla ajakohased',
  loading: 'Jackpotte laaditakse…',
  place: '{n}. koht',
};
