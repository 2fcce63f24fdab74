/** jackpot-slider: it, its own chunk, loaded only on it pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  title: 'Jackpot',
  previous: 'Jackpot precedente',
  next: 'Jackpot successivo',
  position: '{n} di {total}',
  biggest: 'Vincite più alte',
  latest: 'Ultime vincite',
  winners: 'Vincitori del jackpot',
  noWins: 'Ancora nessun vincitore. Il prossimo potresti essere tu.',
  howTitle: 'Come vincere un jackpot',
  step1: 'Gioca con soldi veri a un gioco idoneo.',
  step2: 'Ogni puntata alimenta i montepremi e il jackpot può cadere a ogni giro.',
  step3: 'Quando cade, la vincita va direttamente sul tuo saldo.',
  unavailable: 'I jackpot non sono disponibili al momento.',
  retry: 'Riprova',
  stale: 'Gli importi potrebbero non essere aggiornati',
  loading: 'Caricamento dei jackpot…',
  place: '{n}° posto',
};
