import { useEffect, useRef, useState } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { promoStatus, promoTimer, type PromoStatus, type Timed } from '../../sdk/rules/tournaments.ts';
import { countdownMessages, formatDuration } from './duration.ts';

export interface CountdownProps {
  /** The promotion's window (a tournament, a lottery, a quest). */
  item: Timed;
  locale: Locale;
  className?: string;
  /**
   * The sentence around the remaining time, for a caller that says it differently ("Draw in
   * {time}"): given the kind and the formatted time, returns the text. Default: the `countdown`
   * catalogue's "Ends in …" / "Starts in …" / "Finished".
   */
  text?: (kind: 'ends_in' | 'starts_in' | 'finished', time: string) => string;
  /** Called when the clock crosses the start or the end (a list refetches, a card moves to another tab). */
  onStatusChange?: (status: PromoStatus) => void;
}

/**
 * The one countdown of a promotion (docs/product/tournaments-lotteries-quests.md#status): active
 * shows the time left, future a countdown to the start, archive the finished text (`promoTimer`,
 * sdk/rules/tournaments.ts). Renders a `<time dateTime>` of the instant it counts to, and ticks
 * every second while it is on screen and the page is visible (an IntersectionObserver and
 * `visibilitychange`; nothing ticks in a background tab). Not a live region: a screen reader
 * reads it when it gets there rather than every second.
 */
export function Countdown({ item, locale, className, text, onStatusChange }: CountdownProps) {
  const ref = useRef<HTMLTimeElement>(null);
  const now = useTick(ref);
  const status = promoStatus(item, now);
  const changed = useRef(onStatusChange);
  changed.current = onStatusChange;
  const first = useRef(status);
  useEffect(() => {
    if (first.current === status) return;
    first.current = status;
    changed.current?.(status);
  }, [status]);

  const t = messagesFor(countdownMessages, locale);
  const timer = promoTimer(item, now);
  const kind = timer?.kind ?? 'finished';
  const time = timer ? formatDuration(timer.ms, locale) : '';
  const label = text ? text(kind, time) : kind === 'finished' ? t.finished : t.format(kind === 'ends_in' ? 'endsIn' : 'startsIn', { time });
  return (
    <time ref={ref} dateTime={kind === 'starts_in' ? item.start_at : item.end_at} className={`ck-countdown ck-countdown--${kind}${className ? ` ${className}` : ''}`}>
      {label}
    </time>
  );
}

/** `Date.now()`, refreshed every second while the element is in the viewport and the document is visible; at once when it comes back. */
function useTick(ref: { current: Element | null }): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const element = ref.current;
    let inView = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    const shown = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
    const update = () => {
      const run = inView && shown();
      if (run && timer === undefined) {
        setNow(Date.now());
        timer = setInterval(() => setNow(Date.now()), 1000);
      } else if (!run && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
    };
    const observer = element && typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => {
      inView = entries.some((entry) => entry.isIntersecting);
      update();
    }) : null;
    if (observer && element) observer.observe(element);
    document.addEventListener('visibilitychange', update);
    update();
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
      if (timer !== undefined) clearInterval(timer);
    };
  }, [ref]);
  return now;
}
