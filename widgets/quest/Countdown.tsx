// Placeholder until widgets/ui/countdown.tsx (tourn-ui) is merged; replaced by it.
import type { Locale } from '../../sdk/i18n/locales.ts';
import { promoTimer, type Timed } from '../../sdk/rules/tournaments.ts';
import { useNow } from '../ui/use-now.ts';

export function Countdown({ item, className }: { item: Timed; locale: Locale; className?: string }) {
  const now = useNow(1000);
  const timer = promoTimer(item, now);
  return <time className={className} dateTime={item.end_at}>{timer ? `${Math.ceil(timer.ms / 60_000)} min` : ''}</time>;
}
