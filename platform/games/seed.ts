import type { PlatformContext } from '../context.ts';

/** The deterministic game catalogue: not built yet. */
export function seedGames(_ctx: PlatformContext, _options: { games?: number } = {}): void {}
