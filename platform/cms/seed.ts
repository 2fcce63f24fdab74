import type { PlatformContext } from '../context.ts';

/** CMS pages, snippets, files and config documents: not built yet. */
export function seedCms(_ctx: PlatformContext): void {}
