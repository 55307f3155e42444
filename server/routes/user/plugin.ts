import type { FastifyPluginAsync } from 'fastify';
import { balanceRoute } from './balance';
import { hubTicketRoute } from './hub-ticket';

/** The user area: the balance the site polls (app.wallet) and the hub's single-use tickets. */
export const userArea: FastifyPluginAsync = async (app) => {
  balanceRoute(app);
  hubTicketRoute(app);
};
