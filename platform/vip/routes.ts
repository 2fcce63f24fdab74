import type { FastifyInstance } from 'fastify';
import { adventureView, evaluateAdventure } from '../adventures/calendar.ts';
import { runAfter } from '../bonuses/publish.ts';
import { configStore } from '../cms/configs.ts';
import type { PlatformContext } from '../context.ts';
import { unauthorized } from '../http/errors.ts';
import { withSchemas } from '../http/schemas.ts';
import { groupIdsOf } from '../players/users.ts';
import { vipProgressFor } from '../telemetry/vip-progress.ts';
import { vipStatusFromGroups } from '../../sdk/rules/vip.ts';
import { AdventureView, VipClub } from '../../sdk/api/schemas/vip-club.ts';
import { levelGifts } from './gifts.ts';
import { quarterOf, startVipSweep } from './status.ts';

/**
 * The VIP club and adventures of a signed-in player (docs/api/vip.md "Routes"). `/jam/vip_status_progress`
 * stays where it is (platform/telemetry/routes.ts, contract §5.12); these two add what the contract
 * has no call for: the level gifts with their states and the manager, and the player's evaluated
 * adventure calendar (contract §5.13 gives the config and a completed-by-status rule only).
 */
export function vipRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    const stop = startVipSweep(ctx, (err) => app.log.error({ err }, 'vip quarter sweep failed'));
    app.addHook('onClose', async () => stop());

    // The answers' schemas are the SDK's (sdk/api/schemas/vip-club.ts), which declare every field sent.
    app.get('/jam/vip_club', { schema: { response: { 200: VipClub } } }, async (request) => {
      const userId = request.session?.userId;
      if (!userId) throw unauthorized();
      const groups = groupIdsOf(ctx, userId);
      const progress = vipProgressFor(ctx, userId);
      const status = vipStatusFromGroups(groups);
      const manager = configStore(ctx.db).managerFor(groups) ?? null;
      return { progress, status, quarter: quarterOf(ctx.clock.now()), gifts: levelGifts(ctx, userId, progress.currency, status, quarterOf(ctx.clock.now())), manager };
    });

    app.get('/jam/adventure', { schema: { response: { 200: AdventureView } } }, async (request) => {
      const userId = request.session?.userId;
      if (!userId) throw unauthorized();
      runAfter(evaluateAdventure(ctx, userId));
      return adventureView(ctx, userId);
    });
  };
}
