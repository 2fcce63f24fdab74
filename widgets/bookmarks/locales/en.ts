/** bookmarks: en, bundled (docs/architecture.md "Internationalisation"). */
export const messages = {
  label: 'Your rewards',
  shop: 'Loyalty shop',
  wheel: 'Bonus wheel',
  adventures: 'Adventures',
  spins_one: '{count} spin',
  spins_other: '{count} spins',
};
