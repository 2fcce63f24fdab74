/** cookie-banner: no, its own chunk, loaded only on no pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  label: 'Samtykke til informasjonskapsler',
  text: 'Vi bruker informasjonskapsler for å holde deg innlogget, huske innstillingene dine og måle hvordan nettstedet brukes.',
  policy: 'Retningslinjer for informasjonskapsler',
  accept: 'Godta informasjonskapsler',
  essential: 'Kun nødvendige',
};
