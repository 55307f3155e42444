import type { FastifyPluginAsync } from 'fastify';
import { demoChatRoute } from './routes/demo-chat';

/** The chat area: the built-in demo live chat, a demo adapter served only where the mode allows (server-modes.ts). */
export const chatArea: FastifyPluginAsync = async (app) => {
  if (app.rules.demoRoutes) demoChatRoute(app);
};
