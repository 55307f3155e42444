import type { FastifyPluginAsync } from 'fastify';
import { hubTicketRoute } from './hub-ticket';

/** The realtime area: the hub's single-use tickets (docs/realtime.md); the hub itself is hub-route.ts. */
export const realtimeArea: FastifyPluginAsync = async (app) => {
  hubTicketRoute(app);
};
