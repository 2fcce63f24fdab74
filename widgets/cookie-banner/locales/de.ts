/** cookie-banner: de, its own chunk, loaded only on de pages (docs/architecture.md "Internationalisation"). */
import type { Table } from '../../../sdk/i18n/i18n.ts';

export const messages: Table = {
  label: 'Cookie-Einwilligung',
  text: 'Wir verwenden Cookies, um dich angemeldet zu halten, deine Einstellungen zu speichern und die Nutzung der Website zu messen.',
  policy: 'Cookie-Richtlinie',
  accept: 'Cookies akzeptieren',
  essential: 'Nur notwendige',
};
