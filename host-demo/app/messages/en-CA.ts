/** Canadian English: English with Canadian spelling. */
import { messages as en, type HostTable } from './en.ts';

export const messages: HostTable = {
  ...en,
  cancelledPayment: 'Your {action} of {amount} was cancelled.',
};
