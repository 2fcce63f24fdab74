import type { FastifyInstance } from 'fastify';

/** Serves the host (every route of the SPA, per mirror): not built yet. */
export async function hostPages(_app: FastifyInstance) {}
