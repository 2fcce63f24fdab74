import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { CentrifugoHttpPublisher } from './centrifugo-http.ts';
import { Hub } from './hub.ts';
import type { Publisher } from './publisher.ts';
import { watchSessionEnds, sessionLiveCheck } from './revocation.ts';
import { attachSocketServer } from './socket.ts';
import { socketSecret } from './token.ts';


/**
 * Chooses the publisher adapter from config: a real Centrifugo's HTTP API when
 * `CENTRIFUGO_API_URL` and `CENTRIFUGO_API_KEY` are set, else the built-in hub, which the socket
 * route then serves.
 */
export function createPublisher(config: PlatformContext['config'], _db: PlatformContext['db'], clock: PlatformContext['clock'], cluster?: PlatformContext['cluster']): Publisher {
  if (config.centrifugo) return new CentrifugoHttpPublisher(config.centrifugo);
  // With REDIS_URL the hub runs on the Redis engine (docs/api/realtime.md "Engines").
  return new Hub({ clock, maxConnectionsPerAddress: config.socketConnectionsPerAddress, cluster });
}

/**
 * The Centrifugo-protocol websocket at /connection/websocket, on fastify's own HTTP server. It
 * serves the hub that is `ctx.publisher`, so what services publish reaches the sockets. With another
 * publisher (a test's MemoryPublisher, or a real Centrifugo, which clients then reach directly) it
 * serves a private hub, so the endpoint still speaks the protocol.
 */
export function realtimeRoutes(ctx: PlatformContext) {
  return async (app: FastifyInstance) => {
    const hub = ctx.publisher instanceof Hub ? ctx.publisher : new Hub({ clock: ctx.clock, maxConnectionsPerAddress: ctx.config.socketConnectionsPerAddress });
    hub.setSecret(socketSecret(ctx));
    hub.setSessionCheck(sessionLiveCheck(ctx));
    const stopWatching = await watchSessionEnds(ctx, hub);
    const socketServer = attachSocketServer(app.server, hub, ctx.config);
    // Before fastify closes the HTTP server, whose close would otherwise wait for open sockets.
    app.addHook('preClose', async () => {
      stopWatching();
      await socketServer.close();
      hub.detach();
    });
  };
}
