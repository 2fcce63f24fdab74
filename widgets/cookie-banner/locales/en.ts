/** cookie-banner: English, bundled with the widget and the fallback of every other locale (docs/architecture.md "Internationalisation"). */
export const messages = {
  label: 'Cookie consent',
  text: 'We use cookies to keep you signed in, remember your preferences and measure how the site is used.',
  policy: 'Cookie policy',
  accept: 'Accept cookies',
  essential: 'Essential only',
};
