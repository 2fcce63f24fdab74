/** Canadian English: English with Canadian spelling. */
import { messages as en, type HostMessages } from './en.ts';

export const messages: HostMessages = {
  ...en,
  favoritesEmpty: 'You have no favourite games yet.',
  cancelledPayment: 'Your {action} of {amount} was cancelled.',
  payment_canceled: 'cancelled',
  limitsText: 'Set how much you deposit, lose or wager, or take a break. Changes that loosen a limit need a confirmation.',
};
