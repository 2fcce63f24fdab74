import type { PlatformContext } from '../context.ts';
import { isTwoFactorEnabled, twoFactorOf } from '../auth/totp.ts';
import { groupIdsOf, findUserById, type UserRow } from './users.ts';
import { compPointsOf } from './comp-points.ts';
import { groupName, levelForPoints } from './groups.ts';
import { adventureStatuses } from '../adventures/calendar.ts';

/** Persistent comp points decide the level. */
function persistentCompPoints(ctx: PlatformContext, userId: number): number {
  return compPointsOf(ctx, userId).persistent.points;
}

export function authFieldsMissed(user: UserRow): string[] {
  const missed: string[] = [];
  if (!user.terms_accepted_at) missed.push('terms_acceptance');
  if (!user.country) missed.push('country');
  return missed;
}

export function statusesOf(ctx: PlatformContext, userId: number): { id: string; name: string }[] {
  const level = levelForPoints(persistentCompPoints(ctx, userId));
  // Completed adventure days are statuses named by the day's title (contract §5.13, docs/api/vip.md "Adventures").
  return [...groupIdsOf(ctx, userId).map((id) => ({ id: String(id), name: groupName(id) })), { id: level.id, name: level.name }, ...adventureStatuses(ctx, userId)];
}

/** The contract's Player (docs/api/auth-and-players.md, §5.4) for `userId`, or null when the user no longer exists. */
export function playerView(ctx: PlatformContext, userId: number) {
  const user = findUserById(ctx, userId);
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    first_name: user.first_name,
    last_name: user.last_name,
    date_of_birth: user.date_of_birth,
    gender: user.gender,
    country: user.country,
    city: user.city,
    address: user.address,
    postal_code: user.postal_code,
    state: user.state,
    mobile_phone: user.mobile_phone,
    currency: user.currency,
    language: user.language,
    statuses: statusesOf(ctx, user.id),
    auth_fields_missed: authFieldsMissed(user),
    created_at: user.created_at,
    current_sign_in_at: user.current_sign_in_at,
    confirmed_at: user.confirmed_at,
    deposit_bonus_code: user.deposit_bonus_code,
    can_issue_bonuses: user.can_issue_bonuses === 1,
    autoregistered: user.autoregistered === 1,
    autologin_link: null,
    verified: user.verified === 1,
    sumsub_verified: null,
    license_name: user.license_name,
    sow_questionnaire_expires_at: null,
    two_factor_enabled: isTwoFactorEnabled(twoFactorOf(ctx, user.id)),
    receive_promos: user.receive_promos === 1,
    receive_sms_promos: user.receive_sms_promos === 1,
    receive_promos_via_phone_calls: user.receive_promos_via_phone_calls === 1,
    agreed_to_partner_promotions: user.agreed_to_partner_promotions === 1,
  };
}
