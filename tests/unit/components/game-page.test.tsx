import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { GamePage } from '../../../widgets/game-page/GamePage.tsx';
import { FakeSocket } from './fake-platform.ts';
import { fakeGame, guest, installPlatform, signedIn, type Route } from './game-grid-fakes.ts';
import { render } from './render.tsx';

const game = fakeGame(9, { identifier: 'nebula/star-riches', seo_title: 'star-riches', title: 'Star Riches' });
const bySeoTitle: Route = () => ({ [game.identifier]: game });
const launched: Route = (body) => ({ url: '/provider/play/tok', token: 'tok', mode: (body as { mode: string }).mode, currency: 'EUR', identifier: game.identifier, expires_at: '2026-01-01T00:00:00Z', engine: 'slot' });
const refuse = (status: number, code: string, errors: Record<string, string[]> = { base: ['no'] }): Route => () => new Response(JSON.stringify({ errors, code }), { status });

describe('GamePage', () => {
  afterEach(() => {
    resetCore();
    vi.restoreAllMocks();
  });

  it('launches the demo for a guest in an iframe on the platform origin', async () => {
    const { bodies, calls } = installPlatform({ ...guest, 'POST /api/games_filter/select_by_seo_titles': bySeoTitle, 'POST /api/games/launch': launched });
    const container = render(<GamePage locale="en" producer="nebula" name="star-riches" mode="demo" />);
    const frame = await waitFor(() => {
      const iframe = container.querySelector('iframe');
      expect(iframe).not.toBeNull();
      return iframe!;
    });
    expect(frame.getAttribute('src')).toBe('https://casino.test/provider/play/tok');
    expect(frame.getAttribute('title')).toBe('Star Riches (game)');
    expect(bodies[calls.indexOf('POST /api/games/launch')]).toEqual({ identifier: 'nebula/star-riches', mode: 'demo' });
    expect(container.querySelector('[data-mode="demo"]')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a guest asking for real play to registration with the game as redirect, without launching', async () => {
    const { calls } = installPlatform({ ...guest, 'POST /api/games_filter/select_by_seo_titles': bySeoTitle, 'POST /api/games/launch': launched });
    const onNavigate = vi.fn();
    const container = render(<GamePage locale="en" producer="nebula" name="star-riches" mode="real" onNavigate={onNavigate} />);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/registration?redirect=%2Fplay%2Fnebula%2Fstar-riches%3Fmode%3Dreal' })));
    expect(container.textContent).toContain('Real money play needs an account');
    expect(calls).not.toContain('POST /api/games/launch');
  });

  it('sends a player with a reached limit to profile limits (client rule), and on the platform’s limit_reached too', async () => {
    const reached = [{ id: 1, type: 'wager', period: 'day', status: 'active', strategy: null, parent_type: null, created_at: null, disable_at: null, confirm_until: null, accounts: [{ currency: 'EUR', amount_cents: 1000, current_value_amount_cents: 1000, active_until: null }] }];
    const first = installPlatform({ ...signedIn('EUR'), 'GET /api/user_limits': () => reached, 'POST /api/games_filter/select_by_seo_titles': bySeoTitle, 'POST /api/games/launch': launched });
    const onNavigate = vi.fn();
    render(<GamePage locale="en" producer="nebula" name="star-riches" mode="real" onNavigate={onNavigate} />);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/profile/limits' })));
    expect(first.calls).not.toContain('POST /api/games/launch');

    resetCore();
    installPlatform({ ...signedIn('EUR'), 'POST /api/games_filter/select_by_seo_titles': bySeoTitle, 'POST /api/games/launch': refuse(403, 'cooling_off') });
    const second = vi.fn();
    const container = render(<GamePage locale="de" producer="nebula" name="star-riches" mode="real" onNavigate={second} />);
    await waitFor(() => expect(second).toHaveBeenCalledWith(expect.objectContaining({ path: '/profile/limits' })));
    expect(container.textContent).toContain('Ein Limit ist erreicht');
  });

  it('shows the unsupported-currency overlay (GAME_NOT_SUPPORT_CURRENCY) to a fiat player and offers the demo', async () => {
    const noNok = { ...game, currencies: { EUR: { id: 1 }, FUN: { id: 2 } } };
    const { calls } = installPlatform({ ...signedIn('NOK'), 'POST /api/games_filter/select_by_seo_titles': () => ({ [game.identifier]: noNok }), 'POST /api/games/launch': launched });
    const container = render(<GamePage locale="en" producer="nebula" name="star-riches" />);
    await waitFor(() => expect(container.querySelector('[data-blocked="currency"]')).not.toBeNull());
    expect(container.textContent).toContain('This game does not support your currency');
    expect(container.textContent).toContain('Switch to another wallet or choose a different game.');
    expect(calls).not.toContain('POST /api/games/launch');
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === 'Play the demo')!);
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
  });

  it('maps the platform’s refusals: currency, restricted region, not found', async () => {
    installPlatform({ ...signedIn('EUR'), 'POST /api/games_filter/select_by_seo_titles': bySeoTitle, 'POST /api/games/launch': refuse(422, 'game_not_support_currency', { currency: ['no'] }) });
    const currency = render(<GamePage locale="it" producer="nebula" name="star-riches" />);
    await waitFor(() => expect(currency.textContent).toContain('Questo gioco non supporta la tua valuta'));
    resetCore();
    installPlatform({ ...guest, 'POST /api/games_filter/select_by_seo_titles': bySeoTitle, 'POST /api/games/launch': refuse(403, 'restricted_region') });
    const region = render(<GamePage locale="en" producer="nebula" name="star-riches" mode="demo" />);
    await waitFor(() => expect(region.textContent).toContain('Login not available in your country'));
    resetCore();
    installPlatform({ ...guest, 'POST /api/games_filter/select_by_seo_titles': () => ({}) });
    const missing = render(<GamePage locale="en" producer="nebula" name="nope" mode="demo" />);
    await waitFor(() => expect(missing.textContent).toContain('We could not find this game.'));
  });

  it('opens an edit-profile popup that Escape and the overlay cannot close when the provider needs profile fields', async () => {
    installPlatform({
      ...signedIn('EUR'),
      'POST /api/games_filter/select_by_seo_titles': bySeoTitle,
      'POST /api/games/launch': refuse(422, 'profile_fields_required', { first_name: ["can't be blank"], last_name: ["can't be blank"] }),
      'GET /api/info/countries': () => [],
    });
    const container = render(<GamePage locale="en" producer="nebula" name="star-riches" />);
    const dialog = await waitFor(() => {
      const element = container.querySelector<HTMLElement>('dialog[open]');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(container.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`)?.textContent).toBe('Complete your profile to play');
    await waitFor(() => expect(dialog.querySelector('input[name="first_name"]')).not.toBeNull());
    expect(dialog.querySelector('input[name="last_name"]')).not.toBeNull();
    expect(dialog.querySelector('input[name="date_of_birth"]')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    // A close request other than a key (a phone's back gesture) is the dialog's `cancel` event.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    fireEvent.mouseDown(container.querySelector('.ck-overlay')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('dialog[open]')).not.toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('switches between demo and real in place and tells the host', async () => {
    installPlatform({ ...signedIn('EUR'), 'POST /api/games_filter/select_by_seo_titles': bySeoTitle, 'POST /api/games/launch': launched });
    const onNavigate = vi.fn();
    const container = render(<GamePage locale="en" producer="nebula" name="star-riches" mode="demo" onNavigate={onNavigate} />);
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    expect(container.querySelector('[data-balance]')).toBeNull();
    fireEvent.click(container.querySelector('[data-mode="real"]')!);
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/play/nebula/star-riches?mode=real' }));
    await waitFor(() => expect(container.querySelector('[data-mode="real"]')!.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(container.querySelector('[data-balance]')?.textContent).toBe('€123.45'));
  });
  it('shows "Free spins: N left" for an activated pack of this game in real mode, and follows freespins_changes', async () => {
    const pack = (performed: number, stage = 'activated', games = [game.identifier]) => ({ id: 4, title: 'Spins', freespins_total: 10, freespins_performed: performed, bet_level: 20, stage, games, provider: 'demo', currency: 'EUR', created_at: '2026-11-01T00:00:00Z', activatable_until: null, valid_until: null, activatable: false, cancelable: true });
    let current = [pack(1), pack(0, 'activated', ['nebula/other'])];
    installPlatform({ ...signedIn('EUR'), 'GET /api/player/freespins': () => current, 'POST /api/games_filter/select_by_seo_titles': bySeoTitle, 'POST /api/games/launch': launched });
    const container = render(<GamePage locale="en" producer="nebula" name="star-riches" mode="real" />);
    await waitFor(() => expect(container.querySelector('.ck-gp__spins')?.textContent).toBe('Free spins: 9 left'));
    current = [pack(9)];
    await waitFor(() => expect(FakeSocket.instances[0]?.subscribedChannels().some((c) => c.startsWith('freespins_changes#'))).toBe(true));
    const channel = FakeSocket.instances[0]!.subscribedChannels().find((c) => c.startsWith('freespins_changes#'))!;
    FakeSocket.instances[0]!.publish(channel, pack(9), 1);
    await waitFor(() => expect(container.querySelector('.ck-gp__spins')?.textContent).toBe('Free spins: 1 left'));
    current = [pack(10, 'finished')];
    FakeSocket.instances[0]!.publish(channel, pack(10, 'finished'), 2);
    await waitFor(() => expect(container.querySelector('.ck-gp__spins')).toBeNull());
  });

  it('shows no free spins in demo mode', async () => {
    const calls = installPlatform({ ...signedIn('EUR'), 'POST /api/games_filter/select_by_seo_titles': bySeoTitle, 'POST /api/games/launch': launched }).calls;
    const container = render(<GamePage locale="en" producer="nebula" name="star-riches" mode="demo" />);
    await waitFor(() => expect(container.querySelector('iframe')).toBeTruthy());
    expect(calls).not.toContain('GET /api/player/freespins');
  });
});
