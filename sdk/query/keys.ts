/**
 * The query keys of server state shared by more than one widget or page (docs/architecture.md
 * "Server state"). A key names one resource; everything of the signed-in player starts with
 * `player`, so a logout drops it all with one `remove(['player'])`.
 */
export const KEYS = {
  accounts: ['player', 'accounts'],
  compPoints: ['player', 'comp_points'],
  limits: ['player', 'limits'],
  favourites: ['player', 'favourites'],
  bonuses: ['player', 'bonuses'],
  freespins: ['player', 'freespins'],
  lootboxes: ['player', 'lootboxes'],
  payments: ['player', 'payments'],
  notifications: ['player', 'notifications'],
  profile: ['player', 'profile'],
  paymentMethods: ['player', 'payment_methods'],
  tournaments: ['tournaments'],
  jackpots: ['jackpots'],
  jackpotWins: ['jackpot_wins'],
  winners: ['winners'],
  playerFields: ['info', 'player_fields'],
  providers: ['games', 'providers'],
  /** + category slug, device: a lobby row's first games. */
  lobbyRow: ['games', 'lobby_row'],
  /** + the list's filter, page size and device, page number: one page of a game grid. */
  gamesPage: ['games', 'page'],
} as const;
