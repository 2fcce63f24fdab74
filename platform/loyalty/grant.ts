import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import type { After } from '../bonuses/publish.ts';
import { levelAfterGrant } from './levels.ts';
import { compsAwardPush } from './publish.ts';

/**
 * Comp points given as a prize (docs/api/loyalty.md "Grants"): one `comp_point_grants` row (migration 068), which
 * platform/players/comp-points.ts adds to both balances (chargeable and persistent), inside the caller's
 * transaction, once per `idempotencyKey`; the `comps_award` push runs after the commit, and a loyalty level the
 * points reach is told (docs/api/loyalty.md "Levels"). A repeated key grants nothing and pushes nothing.
 */
export function grantCompPoints(ctx: PlatformContext, grant: { userId: number; points: number; source: string; idempotencyKey: string }): { granted: boolean; after: After } {
  let changes = 0;
  const level = levelAfterGrant(ctx, grant.userId, () => {
    changes = ctx.db
      .prepare('INSERT INTO comp_point_grants (user_id, points, source, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(idempotency_key) DO NOTHING')
      .run(grant.userId, grant.points, grant.source, grant.idempotencyKey, iso(ctx.clock.now())).changes;
  });
  return changes > 0 ? { granted: true, after: [compsAwardPush(ctx, grant.userId), ...level] } : { granted: false, after: [] };
}
