import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';

/** Telemetry endpoints (contract §2.7): not built yet. */
export function telemetryRoutes(_ctx: PlatformContext) {
  return async (_app: FastifyInstance) => {};
}
