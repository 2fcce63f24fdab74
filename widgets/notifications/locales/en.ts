/** notifications: en, bundled (docs/architecture.md "Internationalisation"). */
export const messages = {
  bell: 'Notifications',
  title: 'Notifications',
  empty: 'No notifications right now.',
  clear: 'Clear all',
  open: 'Open',
  dismiss: 'Dismiss “{title}”',
  unread_one: '{count} unread',
  unread_other: '{count} unread',
};
