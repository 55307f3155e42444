import type { FastifyPluginAsync } from 'fastify';
import { balanceRoute } from './balance.ts';

/** The user area: the balance the site polls (app.wallet). */
export const userArea: FastifyPluginAsync = async (app) => {
  balanceRoute(app);
};
