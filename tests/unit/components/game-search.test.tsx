import { findByRole, findByText, fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { GameSearch } from '../../../widgets/game-search/GameSearch.tsx';
import { installFakePlatform } from './fake-platform.ts';
import { render } from './render.tsx';

const game = (title: string, provider = 'nebula') => ({ identifier: `${provider}/${title.toLowerCase().replace(/\s+/g, '-')}`, seo_title: title.toLowerCase().replace(/\s+/g, '-'), title, provider });

function type(input: HTMLInputElement, value: string) {
  fireEvent.input(input, { target: { value } });
  fireEvent.change(input, { target: { value } });
}

describe('GameSearch', () => {
  afterEach(() => resetCore());

  it('shows recommended games until the query is longer than 2 characters, then searches after 300 ms', async () => {
    const searches: unknown[] = [];
    installFakePlatform({
      'POST /api/games_filter': (body) => {
        const filter = (body as { filter: { title?: string; categories?: { identifiers: string[] } } }).filter;
        if (filter.categories) return { data: [game('Starlight Riches')], pagination: { next_page: null } };
        searches.push(filter.title);
        return { data: filter.title === 'caf' ? [game('Café Fortune')] : [], pagination: { next_page: null } };
      },
    });
    const container = render(<GameSearch locale="en" />);
    fireEvent.click(await findByRole(container, 'button', { name: 'Search games' }));
    await findByText(container, 'Recommended games');
    await findByText(container, 'Starlight Riches');
    const input = (await findByRole(container, 'searchbox', { name: 'Search games' })) as HTMLInputElement;

    type(input, 'ca');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches).toEqual([]);
    expect(container.textContent).toContain('Recommended games');

    type(input, 'caf');
    await findByText(container, 'Café Fortune', {}, { timeout: 2000 });
    expect(searches).toEqual(['caf']);
    const link = container.querySelector('a.ck-search__game');
    expect(link?.getAttribute('href')).toBe('https://casino.test/play/nebula/café-fortune'.replace('café', encodeURIComponent('café')));
  });

  it('carries the affiliate’s stag and, when allowed, the page’s UTM parameters on every game link (docs/integration.md "Affiliate attribution")', async () => {
    installFakePlatform({ 'POST /api/games_filter': () => ({ data: [game('Starlight Riches')], pagination: { next_page: null } }) });
    history.replaceState(null, '', '/landing?utm_source=partner-news&stag=ignored_by_attribute');
    try {
      const container = render(<GameSearch locale="en" affiliate="partner_7" readPageParams />);
      fireEvent.click(await findByRole(container, 'button', { name: 'Search games' }));
      await findByText(container, 'Starlight Riches');
      expect(container.querySelector('a.ck-search__game')?.getAttribute('href')).toBe('https://casino.test/play/nebula/starlight-riches?stag=partner_7&utm_source=partner-news');
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('says nothing was found, with a hint, and shows the clear button only while focused with a long enough query', async () => {
    installFakePlatform({ 'POST /api/games_filter': () => ({ data: [], pagination: { next_page: null } }) });
    const container = render(<GameSearch locale="en" open />);
    const input = (await findByRole(container, 'searchbox')) as HTMLInputElement;
    fireEvent.focus(input);
    type(input, 'zz');
    expect(container.querySelector('[aria-label="Clear search"]')).toBeNull();
    type(input, 'zzzz');
    await findByText(container, 'Nothing found for “zzzz”.', {}, { timeout: 2000 });
    expect(container.textContent).toContain('Check the spelling or try a provider name.');
    fireEvent.click(await findByRole(container, 'button', { name: 'Clear search' }));
    await findByText(container, 'Recommended games');
  });

  it('logs LOAD_FOUND_GAMES_ERROR and shows an empty result when the search fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakePlatform({ 'POST /api/games_filter': () => new Response('{}', { status: 500 }) });
    const container = render(<GameSearch locale="it" open />);
    const input = (await findByRole(container, 'searchbox')) as HTMLInputElement;
    type(input, 'bonanza');
    await findByText(container, 'Nessun risultato per «bonanza».', {}, { timeout: 2000 });
    await waitFor(() => expect(warn.mock.calls.some(([message]) => String(message).includes('LOAD_FOUND_GAMES_ERROR'))).toBe(true));
    warn.mockRestore();
  });

  it('closes on Escape', async () => {
    installFakePlatform({ 'POST /api/games_filter': () => ({ data: [], pagination: { next_page: null } }) });
    const onClose = vi.fn();
    const container = render(<GameSearch locale="en" onClose={onClose} />);
    fireEvent.click(await findByRole(container, 'button', { name: 'Search games' }));
    const dialog = await findByRole(container, 'dialog', { name: 'Search games' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(container.querySelector('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
