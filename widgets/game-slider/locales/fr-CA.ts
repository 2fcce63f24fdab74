/** game-slider: fr-CA, its own chunk, loaded only on fr-CA pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  title: 'Jeux',
  previous: 'Jeux précédents',
  next: 'Jeux suivants',
  all: 'Tous les jeux',
  loading: 'Chargement des jeux…',
  failed: 'Les jeux n’ont pas pu être chargés.',
  retry: 'Réessayer',
  empty: 'Aucun jeu ici pour l’instant.',
  jackpot: 'Gros lot',
};
