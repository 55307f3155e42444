import type { FastifyPluginAsync } from 'fastify';
import { operatorProtectionRoutes } from './protection.ts';

/**
 * The operator area: its routes (transitional: route modules still take the AppContext; issue 18 turns each into a
 * contract route reaching services through the instance's decorators).
 */
export const operatorArea: FastifyPluginAsync = async (app) => {
  operatorProtectionRoutes(app, app.ctx);
};
