import type { FastifyPluginAsync } from 'fastify';
import { healthRoute } from './health';

/** The health area: GET /api/health for load balancers. */
export const healthArea: FastifyPluginAsync = async (app) => {
  healthRoute(app);
};
