import type { HttpClient } from '../http/client.ts';
import { GamesPage, type Game } from './schemas.ts';

export interface GamesFilter {
  categories?: string[];
  providers?: string[];
  title?: string;
}

const V2 = { Accept: 'application/vnd.s.v2+json' };

/** Lobby and games (contract §3.1, §4.2). */
export const gamesApi = (http: HttpClient) => ({
  filter: ({ categories, providers, title }: GamesFilter, page = 1, pageSize = 40, device = 'desktop') =>
    http.post(
      '/api/games_filter',
      {
        device,
        filter: {
          ...(categories ? { categories: { identifiers: categories, strategy: 'OR' } } : {}),
          ...(providers ? { providers } : {}),
          ...(title ? { title } : {}),
        },
        page,
        page_size: pageSize,
      },
      { schema: GamesPage, headers: V2 },
    ),
});

/** The game page of contract §4.1: `/play/<provider>/<seo_title>`, on the casino's origin. */
export function gamePageUrl(casinoOrigin: string, game: Pick<Game, 'identifier' | 'provider' | 'seo_title'>): string {
  const seoTitle = game.seo_title ?? game.identifier.split('/')[1] ?? '';
  return `${casinoOrigin}/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(seoTitle)}`;
}
