import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { MemoryPublisher, type Publisher } from './publisher.ts';

/** Chooses the publisher adapter from config. Not built yet: keeps messages in memory. */
export function createPublisher(_config: PlatformContext['config'], _db: PlatformContext['db'], _clock: PlatformContext['clock']): Publisher {
  return new MemoryPublisher();
}

/** The Centrifugo-protocol websocket at /connection/websocket: not built yet. */
export function realtimeRoutes(_ctx: PlatformContext) {
  return async (_app: FastifyInstance) => {};
}
