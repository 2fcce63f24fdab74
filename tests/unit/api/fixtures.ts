/**
 * Realistic samples written from the contract's shapes (docs/api/auth-and-players.md, docs/api/realtime.md, api-contract.md §2–§6), for the endpoints
 * our platform does not serve yet and for the schema unit tests. Values follow the contract's
 * samples and units: integer `_cents`, ISO timestamps, decimal strings in major units.
 */
const at = '2026-11-21T12:00:00.000Z';

export const prize = {
  id: 11,
  award_place: 1,
  stuff: '',
  nickname: null,
  wager_multiplier: 3,
  freespins_count: 0,
  money_award: '5000.00',
  money_award_cents: 500000,
  money_budget_percent: '50.0',
  chargeable_comp_points: '0.0',
  persistent_comp_points: '0.0',
  chargeable_comp_points_percent: '0.0',
  persistent_comp_points_percent: '0.0',
};

export const tournamentPlayerStatus = {
  tournament_id: 7,
  nickname: 'Paula',
  award_place: 3,
  bets: '401487.74',
  bet_cents: 40148774,
  wins: '390000.00',
  win_cents: 39000000,
  games_taken: 1520,
  rate: '0.0',
  points: 4014.87,
  user_confirmed: null,
  tournament_team_id: null,
  award_place_in_team: null,
};

export const tournament = {
  id: 7,
  title: 'Weekly Race',
  frontend_identifier: 'weekly-race',
  strategy: 'bet',
  game_category_identity: 'slots',
  in_progress: true,
  user_confirmation_required: false,
  start_at: '2026-11-16T00:00:00.000Z',
  end_at: '2026-11-23T00:00:00.000Z',
  finished_at: null,
  currency: 'EUR',
  currencies: ['EUR', 'USD'],
  group_ids: [],
  group_tournament: false,
  games_taken_limit: null,
  money_budget: '10000.00',
  money_budget_cents: 1000000,
  money_prize_pool: '10000.00',
  money_prize_pool_cents: 1000000,
  chargeable_comp_points_budget: '0.0',
  persistent_comp_points_budget: '0.0',
  chargeable_comp_points_prize_pool: '0.0',
  persistent_comp_points_prize_pool: '0.0',
  winner_team_id: null,
  prizes: [prize],
  top_players: [tournamentPlayerStatus],
};

export const lottery = {
  id: 3,
  title: 'Rocket Lottery',
  currency: 'EUR',
  frontend_identifier: 'rocket-lottery',
  in_progress: true,
  start_at: '2026-11-01T00:00:00.000Z',
  end_at: '2026-11-30T00:00:00.000Z',
  finished_at: null,
  comp_points_ticket_price: 100,
  chargeable_comp_points_budget: '0.0',
  persistent_comp_points_budget: '0.0',
  money_budget: '2000.00',
  money_budget_cents: 200000,
  group_ids: [259],
  prizes: [{ ...prize, ticket: null }],
  deposit_scale_rules: { EUR: [{ from_amount_cents: 2000, price_cents: 2000, currency: 'EUR', active: true }] },
  max_tickets_count_to_player: null,
  lottery_tickets_count: 42,
};

export const lotteryStatus = { lottery_id: 3, tickets: [{ id: 1 }, { id: 2 }], prizes: [] };

export const bonus = {
  id: 501,
  title: 'Welcome bonus 100%',
  amount_cents: 10000,
  currency: 'EUR',
  stage: 'handle_bets',
  strategy: 'deposit',
  amount_wager_requirement_cents: 400000,
  amount_wager_cents: 120000,
  created_at: at,
  activatable_until: null,
  valid_until: '2026-12-05T12:00:00.000Z',
  activatable: false,
  cancelable: true,
  group_key: 'welcome_1',
};

export const freespin = {
  id: 601,
  title: '50 free spins',
  freespins_total: 50,
  freespins_performed: null,
  bet_level: 1,
  stage: 'issued',
  games: ['pragmatic/SweetBonanza'],
  games_info: [],
  activation_path: '/api/player/freespins/601/activation',
  provider: 'pragmatic',
  currency: 'EUR',
  created_at: at,
  activatable_until: '2026-11-28T12:00:00.000Z',
  valid_until: null,
  activatable: true,
  activation_condition: null,
  cancelable: true,
  group_key: false,
};

export const depositBonus = {
  id: 'welcome_1',
  title: 'Welcome 100%',
  group_key: 'welcome_1',
  bonuses: [
    {
      title: '100% up to €500',
      type: 'normal',
      conditions: [{ field: 'amount', type: 'min', value: [{ currency: 'EUR', amount_cents: 2000 }] }],
      attributes: [{ field: 'bonus_percent', value: 100 }],
      result_bonus: [{ field: 'wager', value: 40 }],
    },
  ],
};

export const lootboxItem = {
  id: 9001,
  weight: 4000,
  prize: false,
  bonuses: [
    {
      title: '10 free spins',
      type: 'freespins',
      attributes: [{ field: 'freespins_count', value: 10 }],
      result_bonus: [
        { field: 'wager', value: 30 },
        { field: 'max_win', value: [{ currency: 'EUR', amount_cents: 5000 }] },
      ],
    },
  ],
};

export const lootbox = {
  id: 77,
  title: 'Bonus wheel',
  currency: 'EUR',
  group_key: 'wheel_daily',
  stage: 'issued',
  strategy: 'manual',
  display: 1,
  created_at: at,
  valid_until: '2026-11-28T12:00:00.000Z',
  items: [lootboxItem, { ...lootboxItem, id: 9002, prize: true, created_at: at }],
};

export const compPoints = { chargeable: { points: 1250 }, persistent: { points: 3400 } };

export const moneyRateCard = {
  group: 'money_exchange',
  title: 'Cash',
  wager: 1,
  rates: [
    { points: 1000, currency: 'EUR', amount_cents: 500 },
    { points: 1000, currency: 'USD', amount_cents: 500 },
  ],
};

export const freespinsRateCard = {
  group: 'shop_fs_10',
  title: '10 free spins',
  rate: { points: 500, freespins_count: 10 },
  games: ['pragmatic/SweetBonanza'],
  wager: 30,
};

export const lotteryRateCard = { group: 'lottery_ticket', title: 'Lottery ticket', rate: { points: 100, lottery_ids: [3] } };
export const lootboxRateCard = { group: 'shop_wheel', title: 'Wheel spin', rate: { points: 800 }, bonus_title: 'manual_wheel_shop' };

export const promoCodeAnswer = { bonus_id: '8812', name: 'SPRING50', bonus_type: 'freespins' };
export const couponAnswer = { status: 'successfully_activated' };
export const cancelInfo = {
  id: 501,
  total_withdrawal_amount: '80.00',
  current_balance: '180.00',
  cash_balance: '80.00',
  bonus_balance: '100.00',
  bonus_winnings: '0.00',
};

export const tournamentNotification = {
  event: 'tournament_started',
  id: 7,
  title: 'Weekly Race',
  start_at: '2026-11-16T00:00:00.000Z',
  end_at: '2026-11-23T00:00:00.000Z',
};

export const game = {
  identifier: 'copperleaf/rhino-multiplier',
  title: 'Rhino Multiplier',
  provider: 'copperleaf',
  seo_title: 'rhino-multiplier',
  uniq_seo_title: false,
  categories: ['all', 'top', 'top:au'],
  currencies: { EUR: { id: 166208, jackpot: null }, FUN: { id: 166239, jackpot: null } },
  devices: ['desktop', 'mobile'],
  has_demo_mode: true,
  lines: 30,
  ways: null,
  volatility_rating: 'medium',
  hit_rate: '22.88',
  payout: '96.26',
  unfinished_games_for: [],
  is_geo_available: true,
};

export const payment = {
  id: 12,
  amount_cents: 5000,
  currency: 'EUR',
  action: 'deposit',
  payment_system: 'visa_mastercard',
  system_name: 'Visa / Mastercard',
  brand: 'visa_mastercard',
  state: 'succeeded',
  success: true,
  recallable: false,
  created_at: at,
  finished_at: at,
};

export const limit = {
  id: 4,
  type: 'deposit',
  period: 'day',
  status: 'active',
  strategy: null,
  parent_type: null,
  created_at: at,
  disable_at: null,
  confirm_until: null,
  accounts: [{ currency: 'EUR', amount_cents: 50000, current_value_amount_cents: 5000, active_until: '2026-11-22T12:00:00.000Z' }],
};

export const vipProgress = {
  userId: 1,
  currency: 'EUR',
  currentStatus: 'regular',
  activeStatus: 'regular',
  nextStatus: 'bronze',
  depositAmountCents: 0,
  depositThresholdCents: 600000,
  betSumCents: 0,
  betSumThresholdCents: 6000000,
  overallProgress: 0,
};
