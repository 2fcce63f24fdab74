/**
 * What the server-state layer adds to a widget bundle (docs/architecture.md "Decisions"): ours
 * (sdk/query, on @preact/signals-core, which every bundle already has, so it is external here)
 * against @tanstack/query-core for the same job (a QueryClient, an observer per widget,
 * invalidation, setQueryData). esbuild, minified ES2022 ESM, brotli quality 11.
 * Run: `node --import tsx tests/bench/query-size.ts`.
 */
import { build } from 'esbuild';
import { brotliCompressSync, constants } from 'node:zlib';

const probes = {
  'sdk/query client + channel table (its push schemas included)': `
    import { QueryClient } from './sdk/query/client.ts';
    import { applyPush } from './sdk/query/channels.ts';
    export const q = new QueryClient(); export { applyPush };`,
  'sdk/query client only': `
    import { QueryClient } from './sdk/query/client.ts';
    const q = new QueryClient(); q.observe({ key: ['a'], fetch: async () => 1 }); q.invalidate(['a']); q.setQueryData(['a'], 2); export { q };`,
  '@tanstack/query-core (QueryClient + QueryObserver)': `
    import { QueryClient, QueryObserver } from '@tanstack/query-core';
    const q = new QueryClient(); q.mount();
    const o = new QueryObserver(q, { queryKey: ['a'], queryFn: async () => 1 }); o.subscribe(() => {});
    q.invalidateQueries({ queryKey: ['a'] }); q.setQueryData(['a'], 2); export { q };`,
};

for (const [name, contents] of Object.entries(probes)) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    // In every widget bundle already (the core's session and reachability use it), and so are zod/mini schemas.
    external: ['@preact/signals-core', 'zod/mini', 'zod'],
  });
  const code = result.outputFiles[0]!.contents;
  const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  console.log(`${name}: ${code.length} B minified, ${brotli} B brotli`);
}
