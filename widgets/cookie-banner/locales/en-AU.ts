/** cookie-banner: en-AU, its own chunk, loaded only on en-AU pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  label: 'Cookie consent',
  text: 'We use cookies to keep you signed in, remember your preferences and measure how the site is used.',
  policy: 'Cookie policy',
  accept: 'Accept cookies',
  essential: 'Essential only',
};
