/**
 * Start-up decisions of docs/product/shell-and-routes.md#start-up (spec 000 §4) that sdk/rules does not have yet (pure; candidates to move
 * there): the survey widget gate and the iOS in-app browser exit popup.
 */
import { IOS_EXIT_POPUP_AFTER_MS, SURVEY_DELAY_MS, SURVEY_GATE_MS } from '../../../sdk/rules/constants.ts';

export interface SurveyConfig {
  survey_id?: string | null;
  survey_collector_id?: string | null;
  is_enable_widget?: boolean;
}

export interface SurveyState {
  config: SurveyConfig | null;
  loggedIn: boolean;
  /** ms since the gate started (login); the widget may show 5 min + 5 s after it. */
  sinceLoginMs: number;
  gamePage: boolean;
  blockingModal: boolean;
}

export function surveyVisible(state: SurveyState): boolean {
  const config = state.config;
  if (!config?.is_enable_widget || !config.survey_id || !config.survey_collector_id) return false;
  return state.loggedIn && state.sinceLoginMs >= SURVEY_GATE_MS + SURVEY_DELAY_MS && !state.gamePage && !state.blockingModal;
}

export interface IosExitState {
  isIOS: boolean;
  inAppBrowser: boolean;
  alreadyShown: boolean;
  loggedIn: boolean;
  sinceLoginMs: number;
  cashboxOpen: boolean;
  gameOpen: boolean;
  /** The player just logged out (the popup also shows then). */
  loggedOut: boolean;
}

/** Once per session: 5 minutes after login with no cashbox or game open, or on logout; iOS in-app browsers only. */
export function iosExitDue(state: IosExitState): boolean {
  if (!state.isIOS || !state.inAppBrowser || state.alreadyShown) return false;
  if (state.loggedOut) return true;
  return state.loggedIn && state.sinceLoginMs >= IOS_EXIT_POPUP_AFTER_MS && !state.cashboxOpen && !state.gameOpen;
}
