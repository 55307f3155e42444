import type { FastifyPluginAsync } from 'fastify';
import { demoChatRoute } from './demo-chat.ts';

/**
 * The chat area: its routes (transitional: route modules still take the AppContext; issue 18 turns each into a
 * contract route reaching services through the instance's decorators).
 */
export const chatArea: FastifyPluginAsync = async (app) => {
  if (app.rules.demoRoutes) demoChatRoute(app, app.ctx);
};
