/** Canadian English: English with Canadian spelling. */
import { messages as en, type HostMessages } from './en.ts';

export const messages: HostMessages = {
  ...en,
  cancelledPayment: 'Your {action} of {amount} was cancelled.',
};
