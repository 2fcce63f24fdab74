import { findByRole, findByText, fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCore, resetCore } from '../../../sdk/core.ts';
import { JackpotSlider } from '../../../widgets/jackpot-slider/JackpotSlider.tsx';
import { JackpotSlider as JackpotSliderWidget } from '../../../widgets/react/JackpotSlider.tsx';
import { FakeSocket, installFakePlatform } from './fake-platform.ts';
import { render } from './render.tsx';

const level = (identifier: string, name: string, amount_cents: number) => ({ identifier, name, amount_cents });
const jackpots = [
  { id: 1, name: 'Rocket Jackpot', state: 'active', currency: 'EUR', levels: [level('level_1', 'Mini', 5_000), level('level_2', 'Major', 100_000), level('level_3', 'Mega', 2_500_000)] },
  { id: 2, name: 'Crypto Pot', state: 'active', currency: 'BTC', levels: [level('level_1', 'Mini', 100_000), level('level_2', 'Major', 1_000_000), level('level_3', 'Mega', 50_000_000)] },
  { id: 3, name: 'Retired', state: 'inactive', currency: 'EUR', levels: [level('level_1', 'Mini', 1)] },
];
const wins = Array.from({ length: 7 }, (_, i) => ({
  amount_cents: [5_000, 900_000, 12_000, 300_000, 70_000, 2_000, 44_000][i]!,
  user_name: `LuckyPlayer${i}`,
  jackpot_level_name: 'Major',
  jackpot_original_currency: 'EUR',
  created_at: `2026-11-${String(10 + i).padStart(2, '0')}T12:00:00.000Z`,
}));

describe('JackpotSlider', () => {
  afterEach(() => resetCore());

  it('shows active jackpots only, with their three levels, and slides between them', async () => {
    installFakePlatform({ 'GET /api/jackpots': () => jackpots, 'GET /api/jackpot_wins': () => wins });
    const container = render(<JackpotSlider locale="en" />);
    await findByText(container, 'Rocket Jackpot');
    expect(container.textContent).toContain('€25,000');
    expect(container.textContent).toContain('1 of 2');
    expect(container.textContent).not.toContain('Retired');

    fireEvent.click(await findByRole(container, 'button', { name: 'Next jackpot' }));
    await findByText(container, 'Crypto Pot');
    // BTC jackpots are shown in 1e-6 units (docs/product/jackpots.md#display-units, spec 001 §9): 0.5 BTC = 500,000 μBTC.
    expect(container.textContent).toContain('500,000 μBTC');
  });

  it('shows the operator’s overlay (/messages/<locale>.json, its casino-kit key) on top of the bundled strings', async () => {
    const { calls } = installFakePlatform({
      'GET /api/jackpots': () => jackpots,
      'GET /api/jackpot_wins': () => [],
      'GET /messages/it.json': () => ({ header: { deposit: 'Deposita' }, 'casino-kit': { 'jackpot-slider': { title: 'Jackpot del mese' } } }),
    });
    const container = render(<JackpotSliderWidget locale="it" />);
    const shadow = () => [...container.querySelectorAll('*')].find((node) => node.shadowRoot)?.shadowRoot;
    await waitFor(() => expect(shadow()?.textContent).toContain('Jackpot del mese'));
    expect(calls.filter((call) => call === 'GET /messages/it.json')).toHaveLength(1);
  });

  it('ranks 5 winners, cuts names to 6 characters and numbers places after 3', async () => {
    installFakePlatform({ 'GET /api/jackpots': () => jackpots, 'GET /api/jackpot_wins': () => wins });
    const container = render(<JackpotSlider locale="en" />);
    await findByText(container, 'Rocket Jackpot');
    const rows = () => [...container.querySelectorAll('.ck-jp__winner')].map((row) => row.textContent);
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows()[0]).toContain('LuckyP***');
    expect(rows()[0]).toContain('€9,000');
    expect(container.querySelectorAll('.ck-jp__place--1, .ck-jp__place--2, .ck-jp__place--3')).toHaveLength(3);
    expect(container.querySelectorAll('.ck-jp__winner')[3]?.querySelector('.ck-jp__place')?.textContent).toBe('4');

    fireEvent.click(await findByRole(container, 'tab', { name: 'Latest wins' }));
    await waitFor(() => expect(rows()[0]).toContain('€440'));
  });

  it('updates amounts live from public:jackpots_changes', async () => {
    installFakePlatform({ 'GET /api/jackpots': () => jackpots, 'GET /api/jackpot_wins': () => [] });
    const container = render(<JackpotSlider locale="en" />);
    await findByText(container, 'Rocket Jackpot');
    await waitFor(() => expect(FakeSocket.instances[0]?.subscribedChannels()).toContain('public:jackpots_changes'));
    FakeSocket.instances[0]!.publish('public:jackpots_changes', { ...jackpots[0], levels: [level('level_1', 'Mini', 5_000), level('level_2', 'Major', 100_000), level('level_3', 'Mega', 2_600_000)] }, 1);
    await waitFor(() => expect(container.textContent).toContain('€26,000'));
  });

  it('two sliders on a page: one request, one subscription, and a push updates both with no request (sdk/query/channels.ts)', async () => {
    const { calls } = installFakePlatform({ 'GET /api/jackpots': () => jackpots, 'GET /api/jackpot_wins': () => [] });
    const first = render(<JackpotSlider locale="en" />);
    const second = render(<JackpotSlider locale="en" />);
    await findByText(first, 'Rocket Jackpot');
    await findByText(second, 'Rocket Jackpot');
    await waitFor(() => expect(FakeSocket.instances[0]?.subscribedChannels()).toEqual(['public:jackpots_changes']));
    const before = calls.length;
    FakeSocket.instances[0]!.publish('public:jackpots_changes', { ...jackpots[0], levels: [level('level_1', 'Mini', 5_000), level('level_2', 'Major', 100_000), level('level_3', 'Mega', 2_700_000)] }, 1);
    await waitFor(() => expect(first.textContent).toContain('€27,000'));
    await waitFor(() => expect(second.textContent).toContain('€27,000'));
    expect(calls.filter((call) => call === 'GET /api/jackpots')).toHaveLength(1);
    expect(calls.length).toBe(before);
  });

  it('falls back to a retry message when jackpots cannot load', async () => {
    installFakePlatform({ 'GET /api/jackpots': () => new Response('{"errors":{"base":["down"]}}', { status: 500 }) });
    const container = render(<JackpotSlider locale="de" />);
    // An HTTP error is not retried (only the HTTP client retries, network errors): the fallback at once.
    await findByText(container, 'Jackpots sind gerade nicht verfügbar.', {}, { timeout: 5000 });
    expect(await findByRole(container, 'button', { name: 'Erneut versuchen' })).toBeTruthy();
  }, 10_000);

  it('on a hanging network shows the error UI within the HTTP client’s 30 s budget, no load after it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const requests: string[] = [];
      const hang = ((input: string, init: RequestInit) => {
        requests.push(String(input));
        return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      }) as unknown as typeof fetch;
      resetCore();
      getCore({ api: 'https://casino.test', locale: 'en' }, { fetch: hang, WebSocket: FakeSocket as unknown as typeof WebSocket });
      const container = render(<JackpotSlider locale="en" />);
      // The renderer's scheduler runs on its own; time counts from the first request.
      await vi.waitFor(() => expect(requests.some((url) => url.endsWith('/api/jackpots'))).toBe(true));
      const started = Date.now();
      await vi.advanceTimersByTimeAsync(29_000);
      await vi.waitFor(() => expect(container.textContent).toContain('Loading jackpots'));
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(container.textContent).toContain('Jackpots are unavailable right now.'));
      // vi.waitFor advances fake time by its 50 ms interval while it polls.
      expect(Date.now() - started).toBeLessThanOrEqual(31_000);
      // No retry of the load after it (the reachability probe, /api/info/project, goes on by itself).
      await vi.advanceTimersByTimeAsync(120_000);
      expect(requests.filter((url) => url.endsWith('/api/jackpots'))).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
