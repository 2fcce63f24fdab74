/** jackpot-slider: en-NZ, its own chunk, loaded only on en-NZ pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  title: 'Jackpots',
  previous: 'Previous jackpot',
  next: 'Next jackpot',
  position: '{n} of {total}',
  biggest: 'Biggest wins',
  latest: 'Latest wins',
  winners: 'Jackpot winners',
  noWins: 'No winners yet. The next one could be you.',
  howTitle: 'How to catch a jackpot',
  step1: 'Play any eligible game for real money.',
  step2: 'Every bet feeds the pools, and a jackpot can drop on any spin.',
  step3: 'When it drops, the prize goes straight to your balance.',
  unavailable: 'Jackpots are unavailable right now.',
  retry: 'Try again',
  stale: 'Amounts may be out of date',
  loading: 'Loading jackpots…',
  place: 'Place {n}',
};
