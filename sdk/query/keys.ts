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
  /** Every tournament query starts here (a `tournament_notifications` push invalidates them all). */
  tournaments: ['tournaments'],
  /** + locale: GET /api/tournaments (running and coming; quests and achievements among them). */
  tournamentList: ['tournaments', 'list'],
  /** + locale: GET /api/tournaments/recent (the archive). */
  tournamentArchive: ['tournaments', 'recent'],
  /** + slug or id, locale: GET /api/tournaments/{ref}, one tournament with its top 10. */
  tournament: ['tournaments', 'one'],
  /** + tournament id: the player's own status (GET /api/tournaments/{id}/status). */
  tournamentStatus: ['player', 'tournament_status'],
  /** + slug or id, locale: GET /api/lotteries/{ref}. */
  lottery: ['lotteries', 'one'],
  /** + lottery id: the draw's public data (GET /api/lotteries/{id}/draw). */
  lotteryDraw: ['lotteries', 'draw'],
  /** + lottery id: the player's tickets and prizes (GET /api/lotteries/{id}/status). */
  lotteryStatus: ['player', 'lottery_status'],
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
