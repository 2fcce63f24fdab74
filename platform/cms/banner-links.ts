import type { Db } from '../db/database.ts';
import { promoPath } from '../../sdk/rules/tournaments.ts';

/**
 * Banners that lead to a tournament or a lottery (docs/api/info-cms.md "Banners", contract §5.16,
 * spec 001 §3 Banner): `button.type` `tournaments` or `lottery` with `button.frontendIdentifier` (or
 * the banner's `frontend_identifier`) name the promotion. The platform serves the promotion's page as
 * `button.url` and its window as the banner's `timer` (unless the banner has its own), and leaves out
 * a banner whose promotion does not exist or has ended, so no banner link ever leads nowhere.
 */
interface LinkedBanner {
  [key: string]: unknown;
  frontend_identifier?: unknown;
  timer?: unknown;
  button?: { [key: string]: unknown; type?: unknown; frontendIdentifier?: unknown; url?: unknown };
}

interface Window {
  id: number;
  slug: string;
  start_at: string;
  end_at: string;
}

export function bannerLinker(db: Db) {
  const tournaments = db.prepare<[string], Window>('SELECT id, frontend_identifier AS slug, start_at, end_at FROM tournaments WHERE frontend_identifier = ?');
  const lotteries = db.prepare<[string], Window>("SELECT id, slug, start_at, end_at FROM lotteries WHERE slug = ? AND state = 'open'");
  // Dates are compared as instants (an operator's definition may write them without milliseconds).
  const firstOpen = (rows: Window[], now: number) =>
    rows.filter((row) => Date.parse(row.end_at) > now).sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at))[0];

  /** The banners with their promotion links resolved, dropping those that lead to none. */
  return function linkBanners<B extends LinkedBanner>(banners: readonly B[], now: number): B[] {
    const linked: B[] = [];
    for (const banner of banners) {
      const type = banner.button?.type;
      if (type !== 'tournaments' && type !== 'lottery') {
        linked.push(banner);
        continue;
      }
      const identifier = String(banner.button?.frontendIdentifier ?? banner.frontend_identifier ?? '');
      const target = firstOpen((type === 'lottery' ? lotteries : tournaments).all(identifier), now);
      if (!target) continue;
      const url = promoPath({ id: target.id, frontend_identifier: target.slug }, type === 'lottery' ? 'lottery' : 'tournament');
      linked.push({ ...banner, url, button: { ...banner.button, url }, timer: banner.timer ?? { start_at: target.start_at, end_at: target.end_at } });
    }
    return linked;
  };
}
