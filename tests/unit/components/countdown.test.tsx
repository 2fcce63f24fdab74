import { findByText } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '../../../widgets/ui/countdown.tsx';
import { durationParts, durationText, formatDuration } from '../../../widgets/ui/duration.ts';
import { render } from './render.tsx';

/** The one countdown of a promotion and the one duration formatter (widgets/ui/countdown.tsx, docs/product/tournaments-lotteries-quests.md#status). */
const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatDuration', () => {
  it.each([
    [2 * DAY + 3 * HOUR + 5 * MINUTE, 'en', '2 days 3 hours'],
    [2 * DAY + 5 * MINUTE, 'en', '2 days'],
    [DAY, 'en', '1 day'],
    [5 * HOUR + MINUTE, 'en', '5 hours 1 minute'],
    [4 * MINUTE + 9 * SECOND, 'en', '4 minutes 9 seconds'],
    [59 * SECOND, 'en', '59 seconds'],
    [1, 'en', '1 second'],
    [0, 'en', '0 seconds'],
    [-5 * SECOND, 'en', '0 seconds'],
    [2 * DAY + 3 * HOUR, 'de', '2 Tagen 3 Stunden'],
    [HOUR + MINUTE + 30 * SECOND, 'fr-CA', '1 heure 1 minute'],
    [3 * MINUTE + 2 * SECOND, 'it', '3 minuti 2 secondi'],
    [DAY + HOUR, 'no', '1 dag 1 time'],
    [45 * SECOND, 'et', '45 sekundi'],
    [2 * HOUR, 'en-AU', '2 hours'],
  ] as const)('%d ms in %s → %s', (ms, locale, text) => {
    expect(formatDuration(ms, locale)).toBe(text);
  });

  it('rounds up to the smallest unit, so nothing reads 0 before the end', () => {
    expect(durationParts(1500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });
    expect(durationParts(90 * SECOND + 1, 'minute')).toEqual({ days: 0, hours: 0, minutes: 2 });
    expect(formatDuration(HOUR - 1, 'en', 'minute')).toBe('1 hour');
  });

  it('formats whole-minute parts (a gift counted by the minute) without seconds', () => {
    expect(durationText({ days: 0, hours: 1, minutes: 30 }, 'en')).toBe('1 hour 30 minutes');
    expect(durationText({ days: 0, hours: 0, minutes: 0 }, 'en')).toBe('0 minutes');
  });
});

describe('<Countdown>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the time left of an active promotion in a <time> of its end, and ticks every second', async () => {
    const container = render(<Countdown item={{ start_at: at(-HOUR), end_at: at(2 * MINUTE + 5 * SECOND) }} locale="en" />);
    const time = await findByText(container, 'Ends in 2 minutes 5 seconds');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(at(2 * MINUTE + 5 * SECOND));
    vi.advanceTimersByTime(SECOND);
    await findByText(container, 'Ends in 2 minutes 4 seconds');
    vi.advanceTimersByTime(5 * SECOND);
    await findByText(container, 'Ends in 1 minute 59 seconds');
  });

  it('counts down to the start of a future one, then to its end; an archived one says finished', async () => {
    const changes: string[] = [];
    const container = render(
      <div>
        <Countdown item={{ start_at: at(2 * SECOND), end_at: at(DAY + 2 * SECOND) }} locale="de" onStatusChange={(status) => changes.push(status)} />
        <Countdown item={{ start_at: at(-DAY), end_at: at(-HOUR) }} locale="fr-CA" />
      </div>,
    );
    const future = await findByText(container, 'Startet in 2 Sekunden');
    expect(future.getAttribute('datetime')).toBe(at(2 * SECOND));
    const finished = await findByText(container, 'Terminé');
    expect(finished.getAttribute('datetime')).toBe(at(-HOUR));
    vi.advanceTimersByTime(2 * SECOND);
    await findByText(container, 'Endet in 1 Tag');
    await vi.waitFor(() => expect(changes).toEqual(['active']));
  });

  it('takes the caller’s sentence around the time', async () => {
    const container = render(<Countdown item={{ start_at: at(-HOUR), end_at: at(3 * HOUR) }} locale="en" text={(kind, time) => `${kind}: draw in ${time}`} />);
    await findByText(container, 'ends_in: draw in 3 hours');
  });

  it('stops ticking while the page is hidden and catches up when it is shown', async () => {
    const container = render(<Countdown item={{ start_at: at(-HOUR), end_at: at(MINUTE) }} locale="en" />);
    await findByText(container, 'Ends in 1 minute');
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(10 * SECOND);
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect(container.textContent).toBe('Ends in 1 minute');
    hidden.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await findByText(container, 'Ends in 50 seconds');
    hidden.mockRestore();
  });
});
