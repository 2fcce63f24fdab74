/** jackpot-slider: fr-CA, its own chunk, loaded only on fr-CA pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  title: 'Jackpots',
  previous: 'Jackpot précédent',
  next: 'Jackpot suivant',
  position: '{n} sur {total}',
  biggest: 'Plus gros gains',
  latest: 'Derniers gains',
  winners: 'Gagnants du jackpot',
  noWins: 'Aucun gagnant pour l’instant. Le prochain, c’est peut-être vous.',
  howTitle: 'Comment décrocher un jackpot',
  step1: 'Jouez à un jeu admissible en argent réel.',
  step2: 'Chaque mise alimente les cagnottes, et un jackpot peut tomber à chaque tour.',
  step3: 'Quand il tombe, le gain va directement à votre solde.',
  unavailable: 'Les jackpots sont indisponibles pour le moment.',
  retry: 'Réessayer',
  stale: 'Les montants peuvent ne pas être à jour',
  loading: 'Chargement des jackpots…',
  place: '{n}e place',
};
