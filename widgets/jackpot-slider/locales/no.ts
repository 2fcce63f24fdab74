/** jackpot-slider: no, its own chunk, loaded only on no pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  title: 'Jackpotter',
  previous: 'Forrige jackpot',
  next: 'Neste jackpot',
  position: '{n} av {total}',
  biggest: 'Største gevinster',
  latest: 'Siste gevinster',
  winners: 'Jackpotvinnere',
  noWins: 'Ingen vinnere ennå. Den neste kan bli deg.',
  howTitle: 'Slik vinner du en jackpot',
  step1: 'Spill et kvalifisert spill med ekte penger.',
  step2: 'Hver innsats fyller potten, og jackpotten kan falle på hvert spinn.',
  step3: 'Når den faller, går premien rett til saldoen din.',
  unavailable: 'Jackpottene er utilgjengelige akkurat nå.',
  retry: 'Prøv igjen',
  stale: 'Beløpene kan være utdaterte',
  loading: 'Laster jackpotter…',
  place: '{n}. plass',
};
