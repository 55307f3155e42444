import type { FastifyPluginAsync } from 'fastify';
import { balanceRoute } from './balance.ts';

/**
 * The user area: its routes (transitional: route modules still take the AppContext; issue 18 turns each into a
 * contract route reaching services through the instance's decorators).
 */
export const userArea: FastifyPluginAsync = async (app) => {
  balanceRoute(app, app.ctx);
};
