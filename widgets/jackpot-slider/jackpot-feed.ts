import { Jackpot } from '../../sdk/api/schemas/jackpots.ts';

/** Framework-free pieces of the jackpot feed, shared by the widget and the live first frame. */
export const JACKPOTS_CHANNEL = 'public:jackpots_changes';

/** Validates one `public:jackpots_changes` publication (docs/api/realtime.md, contract §6.3: one Jackpot). */
export function parseJackpotPush(data: unknown, onError: (name: string, message: string) => void): Jackpot | null {
  const parsed = Jackpot.safeParse(data);
  if (parsed.success) return parsed.data;
  onError('JACKPOT_PUSH_SCHEMA_ERROR', parsed.error.issues[0]?.message ?? 'invalid');
  return null;
}
