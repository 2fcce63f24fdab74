import { findByRole, findByTestId, waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { Link, useLocation, useRoute, useSearch } from 'wouter';
import type { NavigationState } from '../../../sdk/rules/guards.ts';
import { HostRouter } from '../../../host-demo/app/router/HostRouter.tsx';
import { Navigator, type HistoryLike } from '../../../host-demo/app/router/navigator.ts';
import { matchRoute } from '../../../host-demo/app/router/route-table.ts';
import { render } from './render.tsx';

/** The host's routing on wouter (docs/host.md "Routes"): Link, location hook and base through the Navigator's guards. */
const guest: NavigationState = { loggedIn: false, restrictedRegion: false, fiatCurrency: true, profile: {}, limitReached: false, stored: {}, flags: { chanceGame: false } };
const SITE = { defaultLocale: 'en' as const, locales: ['en', 'de'] as const, sportsUrl: 'https://sport.test', sport: false };

function setup(start: string) {
  const entries = [start];
  const history: HistoryLike = {
    current: () => entries.at(-1)!,
    push: (href) => void entries.push(href),
    replace: (href) => void (entries[entries.length - 1] = href),
  };
  const nav = new Navigator({ site: { ...SITE, locales: [...SITE.locales] }, history, state: () => guest, storePromocodes() {}, clearPromocodes() {}, onBlock() {}, onExternal() {}, onChat() {} });
  nav.start();
  return { nav, entries };
}

function Where() {
  const [location] = useLocation();
  const [onCategory, params] = useRoute('/live/:slug');
  const search = useSearch();
  return <output data-testid="where">{`${location} ${onCategory ? params.slug : '-'}${search ? ` ?${search}` : ''}`}</output>;
}

function Links() {
  return (
    <nav>
      <Link to="/">Home</Link>
      <Link to="/live/all">Live</Link>
      <Link to="/profile?tab=1">Profile</Link>
      <Link to="/login">Log in</Link>
      <Where />
    </nav>
  );
}

describe('host routing on wouter', () => {
  it('links carry the locale prefix as base (the base itself without a trailing slash)', async () => {
    const { nav } = setup('/de/pokies/all');
    const root = render(<HostRouter nav={nav}><Links /></HostRouter>);
    expect((await findByRole(root, 'link', { name: 'Home' })).getAttribute('href')).toBe('/de');
    expect((await findByRole(root, 'link', { name: 'Live' })).getAttribute('href')).toBe('/de/live/all');
    expect((await findByRole(root, 'link', { name: 'Profile' })).getAttribute('href')).toBe('/de/profile?tab=1');
    expect((await findByTestId(root, 'where')).textContent).toBe('/pokies/all -');
  });

  it('unprefixed on the default locale', async () => {
    const { nav } = setup('/pokies/all');
    const root = render(<HostRouter nav={nav}><Links /></HostRouter>);
    expect((await findByRole(root, 'link', { name: 'Home' })).getAttribute('href')).toBe('/');
    expect((await findByRole(root, 'link', { name: 'Live' })).getAttribute('href')).toBe('/live/all');
  });

  it('a click navigates through the guards: a guest on a login-only page gets registration with the redirect', async () => {
    const { nav, entries } = setup('/de/pokies/all');
    const root = render(<HostRouter nav={nav}><Links /></HostRouter>);
    (await findByRole(root, 'link', { name: 'Profile' })).click();
    expect(nav.view.peek()?.href).toBe(`/de/registration?redirect=${encodeURIComponent('/de/profile?tab=1')}`);
    expect(nav.view.peek()?.popup?.name).toBe('sign-up');
    expect(entries.at(-1)).toBe(`/de/registration?redirect=${encodeURIComponent('/de/profile?tab=1')}`);
  });

  it('the location is the page underneath a popup, and follows page changes', async () => {
    const { nav, entries } = setup('/de/live/all?sort=new');
    const root = render(<HostRouter nav={nav}><Links /></HostRouter>);
    const where = await findByTestId(root, 'where');
    expect(where.textContent).toBe('/live/all all ?sort=new');
    (await findByRole(root, 'link', { name: 'Log in' })).click();
    expect(nav.view.peek()?.popup?.name).toBe('sign-in');
    expect(nav.view.peek()?.href).toBe('/de/login');
    await waitFor(() => expect(where.textContent).toBe('/live/all all ?sort=new'));
    (await findByRole(root, 'link', { name: 'Home' })).click();
    await waitFor(() => expect(where.textContent).toBe('/ -'));
    expect(entries).toEqual(['/de/live/all?sort=new', '/de/login', '/de']);
  });

  it('a modified click is left to the browser (new tab), no navigation', async () => {
    const { nav, entries } = setup('/pokies/all');
    const root = render(<HostRouter nav={nav}><Links /></HostRouter>);
    const live = await findByRole(root, 'link', { name: 'Live' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    live.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(entries).toEqual(['/pokies/all']);
  });

  it('matches strictly: case-sensitive, no trailing slash, licence suffixes only from the list', () => {
    expect(matchRoute('/profile')?.route.name).toBe('Profile');
    expect(matchRoute('/Profile')?.route.name).toBe('StaticPage'); // a CMS slug, which the server refuses (CMS_SLUG)
    expect(matchRoute('/profile/')).toBeNull();
    expect(matchRoute('/producers/a%20b/2')?.params).toEqual({ slug: 'a b', page: '2' });
    expect(matchRoute('/terms/ee')).toBeNull();
  });
});
