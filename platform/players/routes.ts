import type { FastifyInstance } from 'fastify';
import { admitCodeAttempt, recordCodeFailure } from '../bonuses/code-attempts.ts';
import { depositCampaignFor } from '../bonuses/deposits.ts';
import { compPointsOf } from './comp-points.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { captchaWidgetSettings } from '../auth/captcha-provider.ts';
import { requireUser } from '../auth/session.ts';
import { unprocessable } from '../http/errors.ts';
import { userChannel } from '../realtime/publisher.ts';
import { signSocketToken, socketSecret } from '../realtime/token.ts';
import { playerFieldsInfo } from './fields.ts';
import { EXCLUSIVE_GROUP_SETS, isSelfServiceGroup, statusesInfo } from './groups.ts';
import { playerView } from './profile.ts';
import { updateProfile } from './profile-update.ts';
import { bonusCodeBody, bonusSettingsBody, groupsBody, localeBody, playerOrNothing, profilePatchBody, subscriptionsBody } from './schemas.ts';
import { securityRoutes } from './security-routes.ts';
import { playerStats } from './stats.ts';
import { addGroups, findUserById, removeGroups, updateUser } from './users.ts';
import { signedIn, withSchemas, wrapped } from '../http/schemas.ts';
import { PlayerFields, StatusInfos } from '../../sdk/api/schemas/info.ts';
import { PlayerStats, Subscriptions } from '../../sdk/api/schemas/player.ts';
import { CompPoints, Player, Settings } from '../../sdk/api/schemas/session.ts';

function subscriptionsOf(ctx: PlatformContext, userId: number) {
  const user = findUserById(ctx, userId)!;
  return {
    receive_promos: user.receive_promos === 1,
    receive_sms_promos: user.receive_sms_promos === 1,
    receive_promos_via_phone_calls: user.receive_promos_via_phone_calls === 1,
    agreed_to_partner_promotions: user.agreed_to_partner_promotions === 1,
  };
}

/** Player profile, settings, groups, bonus settings, subscriptions (docs/api/auth-and-players.md, contract §2.2–2.3), player info. */
export function playerRoutes(ctx: PlatformContext) {
  return async (fastify: FastifyInstance) => {
    const app = withSchemas(fastify);
    // Guests get `{}` (no id = signed out), never a 401: the app calls this for everyone.
    app.get('/api/player', { schema: { response: { 200: playerOrNothing } } }, async (request) => (request.session && playerView(ctx, request.session.userId)) ?? {});

    app.patch('/api/player', { schema: { body: wrapped(profilePatchBody, 'player'), response: { 200: Player } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { context, player } = request.body;
      updateProfile(ctx, userId, context, player);
      return playerView(ctx, userId)!;
    });

    app.get('/api/player/settings', { schema: { response: { 200: Settings } } }, async (request) => {
      const now = ctx.clock.now();
      const sub = request.session ? String(request.session.userId) : '';
      const scheme = request.protocol === 'https' ? 'wss' : 'ws';
      return {
        cent: {
          user: sub,
          timestamp: String(Math.floor(now / 1000)),
          token: await signSocketToken(socketSecret(ctx), sub, now, { sid: request.session?.id }),
          authEndpoint: '/centrifuge/auth',
          url: `${scheme}://${request.headers.host ?? 'localhost'}/connection/websocket`,
        },
        recaptcha: ctx.captcha.siteKey,
        recaptcha_version: 2,
        // Our additions: which widget renders the site key, and from where (docs/api/auth-and-players.md "Captcha").
        ...captchaWidgetSettings(ctx),
      };
    });

    app.patch('/api/player/update_locale', { schema: { body: localeBody }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { locale } = request.body;
      updateUser(ctx, userId, { language: locale });
      return { locale };
    });

    app.get('/api/player/stats', { schema: { response: { 200: PlayerStats } } }, async (request) => playerStats(ctx, requireUser(request)));
    app.get('/api/player/comp_points', { schema: { response: { 200: CompPoints } } }, async (request) => compPointsOf(ctx, requireUser(request)));

    app.post('/api/player/groups', { schema: { body: groupsBody }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { groups } = request.body;
      const refused = [...groups.add, ...groups.remove].filter((id) => !isSelfServiceGroup(id));
      if (refused.length > 0) throw unprocessable({ groups: [`cannot be changed by the player: ${[...new Set(refused)].join(', ')}`] }, 'group_not_writable');
      // One write transaction through the Db seam (platform/db/database.ts), not the SQLite driver's own.
      immediate(ctx.db, () => {
        for (const id of groups.add) {
          const rivals = EXCLUSIVE_GROUP_SETS.find((set) => set.includes(id))?.filter((other) => other !== id) ?? [];
          removeGroups(ctx, userId, rivals);
        }
        removeGroups(ctx, userId, groups.remove);
        addGroups(ctx, userId, groups.add);
      });
      // Methods follow groups (platform/payments/methods.ts hiddenForGroups): the cashbox refetches (docs/api/realtime.md "Channels").
      try {
        ctx.publisher.publish(userChannel('payment_methods_updated', userId), { reason: 'groups_changed' });
      } catch {
        // the change is committed; realtime never breaks it
      }
      return { statuses: playerView(ctx, userId)!.statuses };
    });

    // The code must name an active deposit campaign (docs/api/bonuses.md); refusals count against guessing (code-attempts.ts).
    app.patch('/api/player/set_bonus_code', { schema: { body: bonusCodeBody }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { deposit_bonus_code } = request.body;
      admitCodeAttempt(ctx, userId, request.ip);
      if (!depositCampaignFor(ctx.db, deposit_bonus_code)) {
        recordCodeFailure(ctx, userId, request.ip);
        throw unprocessable({ deposit_bonus_code: ['This code does not exist'] }, 'code_unknown');
      }
      updateUser(ctx, userId, { deposit_bonus_code });
      return { deposit_bonus_code };
    });

    app.delete('/api/player/clear_bonus_code', async (request) => {
      updateUser(ctx, requireUser(request), { deposit_bonus_code: null });
      return { deposit_bonus_code: null };
    });

    app.patch('/api/player/update_bonus_settings', { schema: { body: bonusSettingsBody }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { can_issue } = request.body;
      updateUser(ctx, userId, { can_issue_bonuses: can_issue ? 1 : 0 });
      return { can_issue_bonuses: can_issue };
    });

    app.get('/api/subscriptions', { schema: { response: { 200: Subscriptions } } }, async (request) => subscriptionsOf(ctx, requireUser(request)));

    app.put('/api/subscriptions', { schema: { body: wrapped(subscriptionsBody, 'subscription_params'), response: { 200: Subscriptions } }, preValidation: signedIn }, async (request) => {
      const userId = requireUser(request);
      const { subscription_params: params } = request.body;
      const changes = Object.fromEntries(Object.entries(params).map(([field, value]) => [field, value ? 1 : 0]));
      updateUser(ctx, userId, changes);
      return subscriptionsOf(ctx, userId);
    });

    const fields = playerFieldsInfo();
    const statuses = statusesInfo();
    app.get('/api/info/player_fields', { schema: { response: { 200: PlayerFields } } }, async () => fields);
    app.get('/api/info/statuses', { schema: { response: { 200: StatusInfos } } }, async () => statuses);

    await app.register(securityRoutes(ctx));
  };
}
