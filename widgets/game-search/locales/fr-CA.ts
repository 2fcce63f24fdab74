/** game-search: fr-CA, its own chunk, loaded only on fr-CA pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  open: 'Rechercher des jeux',
  label: 'Rechercher des jeux',
  placeholder: 'Jeu ou fournisseur',
  clear: 'Effacer la recherche',
  close: 'Fermer la recherche',
  recommended: 'Jeux recommandés',
  results: 'Résultats',
  empty: 'Aucun résultat pour « {query} ».',
  hint: 'Vérifiez l’orthographe ou essayez le nom d’un fournisseur.',
  loading: 'Recherche…',
  by: 'par {provider}',
};
