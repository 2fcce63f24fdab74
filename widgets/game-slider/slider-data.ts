/**
 * Framework-free pieces of the game slider (docs/widgets.md "Game slider"), shared by the widget, the
 * server-rendered first frame (host-demo/server/widget-frames.ts) and the live module (live.ts).
 */
import type { Jackpot } from '../../sdk/api/schemas/jackpots.ts';
import type { Collection, Game, GameProvider } from '../../sdk/api/schemas/games.ts';

/** What a tile needs of a game: the frame sends this, not the game's 23 currencies. */
export type SliderGame = Pick<Game, 'identifier' | 'title' | 'provider' | 'seo_title' | 'preview'>;

/** The first frame's data, handed to the widget so it starts where the frame is. */
export interface GameSliderInitial {
  heading: string;
  games: SliderGame[];
  /** The active jackpots (all of them: the tiles of the games they list show their pool). */
  jackpots: Jackpot[];
}

/** Tiles shown: 1–24, 12 by default. */
export const DEFAULT_COUNT = 12;
export function countOf(value: number | string | undefined): number {
  const count = Math.floor(Number(value));
  return Number.isFinite(count) && count >= 1 ? Math.min(24, count) : DEFAULT_COUNT;
}

/** Which games: a category (collection) or a provider; `top` (the most played) when neither is set. */
export function categoryOf(category: string | undefined, provider: string | undefined): string | undefined {
  const trimmed = category?.trim();
  return trimmed || (provider?.trim() ? undefined : 'top');
}

export function slimGame({ identifier, title, provider, seo_title, preview }: Game): SliderGame {
  return { identifier, title, provider, ...(seo_title ? { seo_title } : {}), ...(preview ? { preview } : {}) };
}

/** The slider's heading when the page gives none: the collection's title, else the provider's. */
export function headingOf(collections: Collection[] | undefined, providers: GameProvider[] | undefined, category: string | undefined, provider: string | undefined): string {
  if (category) return collections?.find((item) => item.id === category || item.id.split(':')[0] === category)?.title ?? '';
  return providers?.find((item) => item.id === provider)?.title ?? '';
}

/** The active jackpot a game feeds (docs/api/jackpots.md "Seed": a jackpot lists its games), if any. */
export function jackpotOf(jackpots: readonly Jackpot[], identifier: string): Jackpot | undefined {
  return jackpots.find((jackpot) => jackpot.state === 'active' && jackpot.games?.includes(identifier));
}

/** A tile shows the pool's top prize (the largest level). */
export function topAmount(jackpot: Jackpot): number {
  return jackpot.levels.reduce((top, level) => Math.max(top, level.amount_cents), 0);
}

/** A game's picture: its `preview`, else the platform's `/preview/<identifier>.svg`, on the platform's origin. */
export function previewUrl(game: Pick<SliderGame, 'preview' | 'identifier'>, origin: string): string {
  const preview = game.preview ?? `/preview/${game.identifier}.svg`;
  return /^https?:/.test(preview) ? preview : `${origin.replace(/\/$/, '')}${preview}`;
}
