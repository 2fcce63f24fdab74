/**
 * Response schemas of the contract (docs/api/auth-and-players.md, docs/api/realtime.md, api-contract.md §2–§6) as zod/mini (5 KB, unlike full zod's
 * 78 KB in a bundle). Types come from here (`z.infer`), never written twice. Objects are loose:
 * a platform may send more fields than we read, and that is not an error.
 *
 * One module per area under ./schemas/; this file re-exports them all so `import { Player } from
 * 'sdk/api/schemas.ts'` keeps working. zod/mini's factories are marked side-effect free, so rollup
 * (our build) keeps only the schemas a bundle uses, also through this file. esbuild drops only
 * whole unused modules and keeps every area behind this barrel (11 KB brotli): code bundled with
 * esbuild should import `./schemas/<area>.ts` (docs/sdk-api.md).
 */
export * from './schemas/common.ts';
export * from './schemas/session.ts';
export * from './schemas/player.ts';
export * from './schemas/wallet.ts';
export * from './schemas/info.ts';
export * from './schemas/cms.ts';
export * from './schemas/config.ts';
export * from './schemas/startup-config.ts';
export * from './schemas/banners.ts';
export * from './schemas/games.ts';
export * from './schemas/jackpots.ts';
export * from './schemas/winners.ts';
export * from './schemas/tournaments.ts';
export * from './schemas/bonuses.ts';
export * from './schemas/lootboxes.ts';
export * from './schemas/lootbox.ts';
export * from './schemas/loyalty.ts';
export * from './schemas/vip.ts';
export * from './schemas/documents.ts';
export * from './schemas/realtime.ts';
