import type { FastifyPluginAsync } from 'fastify';
import { healthRoute } from './health.ts';

/** The health area: GET /api/health for load balancers (issue 15). */
export const healthArea: FastifyPluginAsync = async (app) => {
  healthRoute(app);
};
