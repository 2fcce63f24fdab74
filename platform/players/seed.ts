import type { PlatformContext } from '../context.ts';

/** Demo players with documented credentials (docs/platform.md): not built yet. */
export function seedPlayers(_ctx: PlatformContext): void {}
