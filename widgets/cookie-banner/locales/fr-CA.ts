/** cookie-banner: fr-CA, its own chunk, loaded only on fr-CA pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  label: 'Consentement aux témoins',
  text: 'Nous utilisons des témoins pour garder votre session ouverte, retenir vos préférences et mesurer l’utilisation du site.',
  policy: 'Politique relative aux témoins',
  accept: 'Accepter les témoins',
  essential: 'Essentiels seulement',
};
