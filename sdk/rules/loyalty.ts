/** Loyalty (comp) points shop (spec 001 §4–§5, contract §5.15). */

export interface Stepper {
  min: number;
  max: number;
  /** The stepper shows only when more than one unit can be bought. */
  visible: boolean;
}

/** min 1, max floor(balance / cost), shown only when max > 1. */
export function exchangeStepper(balance: number, cost: number): Stepper {
  const max = cost > 0 ? Math.max(0, Math.floor(balance / cost)) : 0;
  return { min: 1, max, visible: max > 1 };
}

/** Keeps a chosen quantity inside the stepper (at least 1 even when nothing is affordable). */
export function clampQuantity(quantity: number, stepper: Stepper): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : stepper.min;
  return Math.max(stepper.min, Math.min(Math.max(stepper.min, stepper.max), whole));
}

export const isAffordable = (balance: number, cost: number): boolean => balance >= cost;
export const shortfall = (balance: number, cost: number): number => Math.max(0, cost - balance);

export type ExchangeStep = 'registration' | 'insufficient_points' | 'multi_account_warning' | 'enable_bonuses_confirmation' | 'exchange';

export interface ExchangeState {
  loggedIn: boolean;
  balance: number;
  /** Total cost of the chosen quantity. */
  cost: number;
  multiAccount: boolean;
  canIssueBonuses: boolean;
  /** The player already went through the multi-account warning in this flow. */
  multiAccountWarningSeen?: boolean;
  /** The player confirmed enabling bonuses in this flow. */
  enableBonusesConfirmed?: boolean;
}

/**
 * Next step of the exchange flow: a guest goes to registration; missing points show the shortfall;
 * then the multi-account warning, then the enable-bonuses confirmation, then the exchange itself.
 */
export function exchangeNextStep(state: ExchangeState): ExchangeStep {
  if (!state.loggedIn) return 'registration';
  if (!isAffordable(state.balance, state.cost)) return 'insufficient_points';
  if (state.multiAccount && !state.multiAccountWarningSeen) return 'multi_account_warning';
  if (!state.canIssueBonuses && !state.enableBonusesConfirmed) return 'enable_bonuses_confirmation';
  return 'exchange';
}

/** Persistent points reaching the current level's max reload the profile (a new level). */
export function shouldReloadProfile(persistentPoints: number, levelMax: number | null | undefined): boolean {
  return typeof levelMax === 'number' && persistentPoints >= levelMax;
}
