import { z } from 'zod';
import { FavouriteIds, Games } from '../../sdk/api/schemas/games.ts';

/** Request schemas of the games area (docs/api/games.md, contract §3.1, §4.2). Unknown keys are dropped, not refused. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 40;

const slug = z.string().trim().min(1).max(100);
const identifier = z.string().min(3).max(200);
/** Whole numbers, also when a client sends them as digit strings (`"2"`). */
const wholeNumber = (min: number, max: number) =>
  z.preprocess((value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value), z.number().int().min(min).max(max));

export const deviceSchema = z.enum(['desktop', 'mobile']);

const collectionFilter = z.union([
  z.object({ identifiers: z.array(slug).max(50), strategy: z.enum(['OR', 'AND']).default('OR') }),
  // A bare list of slugs is accepted too, meaning OR.
  z.array(slug).max(50).transform((identifiers) => ({ identifiers, strategy: 'OR' as const })),
]);

export const SORT_TYPES = ['global', 'popularity', 'title', 'release_date', 'payout'] as const;

export const gamesFilterSchema = z.object({
  device: deviceSchema.optional(),
  page: wholeNumber(1, 1_000_000).default(1),
  page_size: wholeNumber(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  without_territorial_restrictions: z.boolean().default(false),
  filter: z
    .object({
      categories: collectionFilter.optional(),
      /** Same as `categories` (the brief's and some clients' name for it); both given → AND of the two. */
      collections: collectionFilter.optional(),
      providers: z.array(slug).max(200).optional(),
      title: z.string().max(100).optional(),
      currencies: z.array(z.string().trim().toUpperCase().min(2).max(10)).max(30).optional(),
      volatility_rating: z.array(z.enum(['low', 'low-medium', 'medium', 'medium-high', 'high', 'very-high'])).max(6).optional(),
    })
    .default({}),
  sort: z
    .object({
      type: z.enum(SORT_TYPES).default('global'),
      direction: z.enum(['ASC', 'DESC']).default('ASC'),
      top_categories: z.array(slug).max(20).optional(),
    })
    .optional(),
});
export type GamesFilterRequest = z.infer<typeof gamesFilterSchema>;

export const selectSchema = z.object({
  game_ids: z.array(identifier).max(500),
  device: deviceSchema.optional(),
  without_territorial_restrictions: z.boolean().default(false),
});
export type SelectRequest = z.infer<typeof selectSchema>;

export const selectBySeoTitlesSchema = z.object({
  game_seo_titles: z.array(z.string().min(1).max(200)).max(100),
  without_territorial_restrictions: z.boolean().default(false),
  device: deviceSchema.optional(),
});
export type SelectBySeoTitlesRequest = z.infer<typeof selectBySeoTitlesSchema>;

export const randomQuerySchema = z.object({
  category: slug.optional(),
  provider: slug.optional(),
  device: deviceSchema.optional(),
});

/** A per-currency numeric game id in a path (`/favorite_games/{id}`). */
export const gameIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,15}$/, 'must be a numeric game id').transform(Number),
});

/** GET /api/player/favorite_games: ids in v1 (the default), games in v2 (docs/api/games.md). */
export const favouritesAnswer = z.union([FavouriteIds, Games]);
