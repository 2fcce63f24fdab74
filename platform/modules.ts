import type { FastifyInstance } from 'fastify';
import { affiliateRoutes } from './affiliates/routes.ts';
import { authProviderRoutes } from './auth/providers.ts';
import { authRoutes } from './auth/routes.ts';
import { bonusRoutes } from './bonuses/routes.ts';
import { freespinRoutes } from './bonuses/freespin-routes.ts';
import { operatorRoutes } from './bonuses/operator.ts';
import { cmsRoutes } from './cms/routes.ts';
import { competitionOperatorRoutes } from './competitions/operator.ts';
import { competitionRoutes } from './competitions/routes.ts';
import type { PlatformContext } from './context.ts';
import { gameHistoryRoutes } from './games/history.ts';
import { gameRoutes } from './games/routes.ts';
import { jackpotRoutes } from './jackpots/routes.ts';
import { providerRoutes } from './provider/routes.ts';
import { infoRoutes } from './info/routes.ts';
import { limitRoutes } from './limits/routes.ts';
import { lotteryOperatorRoutes } from './lotteries/operator.ts';
import { lotteryRoutes } from './lotteries/routes.ts';
import { lootboxRoutes } from './lootboxes/routes.ts';
import { loyaltyRoutes } from './loyalty/routes.ts';
import { mailRoutes } from './mail/index.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { documentRoutes } from './players/documents/routes.ts';
import { playerRoutes } from './players/routes.ts';
import { realtimeRoutes } from './realtime/index.ts';
import { telemetryRoutes } from './telemetry/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { vipRoutes } from './vip/routes.ts';

/** The platform's areas, each a fastify plugin owning its routes. Order only matters for seeds. */
export const MODULES: { name: string; routes: (ctx: PlatformContext) => (app: FastifyInstance) => Promise<void> }[] = [
  { name: 'mail', routes: mailRoutes },
  { name: 'auth', routes: authRoutes },
  { name: 'auth-providers', routes: authProviderRoutes },
  { name: 'players', routes: playerRoutes },
  { name: 'documents', routes: documentRoutes },
  { name: 'info', routes: infoRoutes },
  { name: 'cms', routes: cmsRoutes },
  { name: 'telemetry', routes: telemetryRoutes },
  { name: 'wallet', routes: walletRoutes },
  { name: 'payments', routes: paymentRoutes },
  { name: 'limits', routes: limitRoutes },
  { name: 'games', routes: gameRoutes },
  { name: 'game-history', routes: gameHistoryRoutes },
  { name: 'jackpots', routes: (ctx) => jackpotRoutes(ctx) },
  { name: 'bonuses', routes: bonusRoutes },
  { name: 'provider', routes: (ctx) => providerRoutes(ctx) },
  { name: 'freespins', routes: freespinRoutes },
  { name: 'competitions', routes: competitionRoutes },
  { name: 'lotteries', routes: lotteryRoutes },
  { name: 'loyalty', routes: loyaltyRoutes },
  { name: 'vip', routes: vipRoutes },
  { name: 'operator', routes: operatorRoutes },
  { name: 'lootboxes', routes: lootboxRoutes },
  { name: 'affiliates', routes: affiliateRoutes },
  { name: 'competitions-operator', routes: competitionOperatorRoutes },
  { name: 'lottery-operator', routes: lotteryOperatorRoutes },
  { name: 'notifications', routes: notificationRoutes },
  { name: 'realtime', routes: realtimeRoutes },
];
