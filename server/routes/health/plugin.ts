import type { FastifyPluginAsync } from 'fastify';
import { healthRoute } from './health.ts';

/**
 * The health area: its routes (transitional: route modules still take the AppContext; issue 18 turns each into a
 * contract route reaching services through the instance's decorators).
 */
export const healthArea: FastifyPluginAsync = async (app) => {
  healthRoute(app, app.ctx);
};
