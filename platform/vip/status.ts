import { runAfter, type After } from '../bonuses/publish.ts';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { groupName } from '../players/groups.ts';
import { addGroups, groupIdsOf, removeGroups } from '../players/users.ts';
import { userChannel } from '../realtime/publisher.ts';
import { readTurnover } from '../telemetry/turnover.ts';
import { thresholdsFor } from '../telemetry/vip-progress.ts';
import { LIFELONG_STATUS, VIP_CLUB_LADDER, VIP_GROUP_IDS, VIP_STATUSES, vipRank, vipStatusFromGroups, type VipStatus } from '../../sdk/rules/vip.ts';
import { issueLevelGifts } from './gifts.ts';
import { promotionText, promotionTitle } from './messages.ts';
import { notify } from '../notifications/notify.ts';
import { issueVipStatusLootbox } from '../lootboxes/rules.ts';
import { startClusterJob } from '../jobs/runner.ts';

/**
 * The VIP engine (docs/api/vip.md "Status"): a status per calendar quarter (UTC) from the quarter's
 * deposits and bets against the per-currency thresholds of platform/telemetry/vip-progress.ts
 * (docs/product/vip-and-adventures.md#progress). A status is reached when either its deposit or its
 * bet threshold is met. Promotion is at once (`evaluateVip`, inside the deposit's transaction and
 * after bets, platform/vip/hot-path.ts); demotion only at the quarter's end (`sweepVipQuarters`, by the
 * injectable clock); diamond is for life. The player's VIP group follows (user_groups) and
 * `groups_updates#<id>` is published after commit.
 */

/** `2026Q4`: the quarter of an instant (UTC). */
export function quarterOf(ms: number): string {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

/** The first instant of the quarter of `ms`, and of the one `offset` quarters away. */
function quarterStartMs(ms: number, offset = 0): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), Math.floor(date.getUTCMonth() / 3) * 3 + offset * 3, 1);
}

/** The VIP groups a player is in at most one of (regular is having none of them). */
const VIP_GROUPS = VIP_STATUSES.filter((status) => status !== 'regular').map((status) => VIP_GROUP_IDS[status]);

/** The highest ladder status the turnover between two instants reaches (either threshold met). */
function reachedStatus(ctx: PlatformContext, userId: number, currency: string, fromMs: number, untilMs?: number): VipStatus {
  const turnover = readTurnover(ctx.db, userId, currency, iso(fromMs), untilMs === undefined ? undefined : iso(untilMs));
  let reached: VipStatus = 'regular';
  for (const status of VIP_CLUB_LADDER) {
    if (status === 'regular') continue;
    const { deposit, bet } = thresholdsFor(status, currency);
    if (turnover.depositCents >= deposit || turnover.betCents >= bet) reached = status;
  }
  return reached;
}

interface StatusChange {
  userId: number;
  from: VipStatus;
  to: VipStatus;
}

/** `groups_updates#<id>` (docs/api/vip.md "Status", contract §6.3: the FE adds/replaces a `{id, name}` status), after commit. */
const groupsPush = (ctx: PlatformContext, change: StatusChange) => () => {
  try {
    const groupId = VIP_GROUP_IDS[change.to];
    ctx.publisher.publish(userChannel('groups_updates', change.userId), {
      id: String(groupId),
      name: change.to === 'regular' ? 'VIP Regular' : groupName(groupId),
      status: change.to,
      previous_status: change.from,
      removed: change.from === 'regular' ? [] : [String(VIP_GROUP_IDS[change.from])],
    });
  } catch {
    // never let realtime break a committed change
  }
};

/** Moves the player's VIP group to `to` (inside the caller's transaction); returns the after-commit pushes. */
function setStatus(ctx: PlatformContext, change: StatusChange, now: number): After {
  removeGroups(ctx, change.userId, VIP_GROUPS);
  if (change.to !== 'regular') addGroups(ctx, change.userId, [VIP_GROUP_IDS[change.to]]);
  ctx.db
    .prepare(
      `INSERT INTO vip_states (user_id, status, quarter, diamond_since, updated_at) VALUES (@user_id, @status, @quarter, @diamond, @now)
       ON CONFLICT (user_id) DO UPDATE SET status = excluded.status, quarter = excluded.quarter, diamond_since = COALESCE(vip_states.diamond_since, excluded.diamond_since), updated_at = excluded.updated_at`,
    )
    .run({ user_id: change.userId, status: change.to, quarter: quarterOf(now), diamond: change.to === LIFELONG_STATUS ? iso(now) : null, now: iso(now) });
  const after: After = [groupsPush(ctx, change)];
  // The player hears of a promotion (docs/api/vip.md "Notifications"); once per quarter and status.
  if (vipRank(change.to) > vipRank(change.from)) {
    after.push(...notify(ctx, change.userId, { kind: 'vip_promotion', title: promotionTitle(), text: promotionText(change.to), link: '/rocketplay-vipclub', key: `vip:${quarterOf(now)}:${change.to}` }).after);
    // The status's lootbox (docs/api/lootboxes.md "Issuing rules"), in this transaction, once per quarter and
    // status (its idempotency key); it notifies `lootbox_issued` and pushes `lootboxes_changes` after commit.
    after.push(...issueVipStatusLootbox(ctx, { userId: change.userId, status: change.to, periodKey: quarterOf(now) }).after);
  }
  return after;
}

/**
 * Promotion at once: the status the quarter's turnover reaches, if above the current one; the level
 * gifts of every ladder status reached this quarter (once each). Never demotes. Runs inside the caller's
 * transaction (or opens one); returns the after-commit pushes.
 */
export function evaluateVip(ctx: PlatformContext, userId: number): After {
  return immediate(ctx.db, () => {
    const user = ctx.db.prepare<[number], { currency: string }>('SELECT currency FROM users WHERE id = ?').get(userId);
    if (!user) return [];
    const now = ctx.clock.now();
    const current = vipStatusFromGroups(groupIdsOf(ctx, userId));
    const reached = reachedStatus(ctx, userId, user.currency, quarterStartMs(now));
    const after: After = [];
    if (vipRank(reached) > vipRank(current) && current !== LIFELONG_STATUS) after.push(...setStatus(ctx, { userId, from: current, to: reached }, now));
    else
      ctx.db
        .prepare("INSERT INTO vip_states (user_id, status, quarter, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING")
        .run(userId, current, quarterOf(now), iso(now));
    after.push(...issueLevelGifts(ctx, userId, user.currency, reached, quarterOf(now)));
    return after;
  });
}

/**
 * The quarter's end (docs/api/vip.md "Demotion"): each player the engine knows whose row is of an
 * earlier quarter gets the status the last finished quarter's turnover reached — a demotion when it
 * did not reach the current one. Diamond and off-ladder statuses (platinum, set by hand) are kept.
 */
export function sweepVipQuarters(ctx: PlatformContext): After {
  const now = ctx.clock.now();
  const quarter = quarterOf(now);
  const due = ctx.db.prepare<[string], { user_id: number }>('SELECT user_id FROM vip_states WHERE quarter <> ? ORDER BY user_id').all(quarter);
  const after: After = [];
  for (const { user_id: userId } of due) {
    after.push(
      ...immediate(ctx.db, () => {
        const user = ctx.db.prepare<[number], { currency: string }>('SELECT currency FROM users WHERE id = ?').get(userId);
        const row = ctx.db.prepare<[number], { diamond_since: string | null; quarter: string }>('SELECT diamond_since, quarter FROM vip_states WHERE user_id = ?').get(userId);
        // Read again in the transaction: another node's sweep may have closed this player's quarter since (docs/operations.md "Several nodes").
        if (!user || !row || row.quarter === quarter) return [];
        const current = vipStatusFromGroups(groupIdsOf(ctx, userId));
        const kept = row.diamond_since !== null || current === LIFELONG_STATUS || !VIP_CLUB_LADDER.includes(current);
        const earned = reachedStatus(ctx, userId, user.currency, quarterStartMs(now, -1), quarterStartMs(now));
        if (kept || earned === current) {
          ctx.db.prepare('UPDATE vip_states SET quarter = ?, updated_at = ? WHERE user_id = ?').run(quarter, iso(now), userId);
          return [];
        }
        return setStatus(ctx, { userId, from: current, to: earned }, now);
      }),
    );
  }
  return after;
}

const SWEEP_EVERY_MS = 60_000;

/** The server's quarter sweep timer, on one node at a time (platform/jobs/runner.ts), stopped when the server closes. */
export function startVipSweep(ctx: PlatformContext, onError: (error: unknown) => void): () => void {
  return startClusterJob(ctx, { name: 'vip:quarters', everyMs: SWEEP_EVERY_MS, run: () => runAfter(sweepVipQuarters(ctx)), onError });
}
