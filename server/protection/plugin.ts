import type { FastifyPluginAsync } from 'fastify';
import { cancelPendingRoute } from './routes/cancel-pending';
import { confirmLimitRoute } from './routes/confirm-limit';
import { excludeRoute } from './routes/exclude';
import { identityRoute } from './routes/identity';
import { protectionStatusRoute } from './routes/status';
import { realityCheckAckRoute } from './routes/reality-check-ack';
import { realityCheckRoute } from './routes/reality-check';
import { sessionSummaryRoute } from './routes/session-summary';
import { setLimitRoute } from './routes/set-limit';

/**
 * The protection area: the player's own protection tools (docs/protection-enforcement.md). Its service is
 * app.protection (server/protection/service-plugin.ts), shared with the areas that move money; the routes reach it there.
 */
export const protectionArea: FastifyPluginAsync = async (app) => {
  protectionStatusRoute(app);
  setLimitRoute(app);
  confirmLimitRoute(app);
  cancelPendingRoute(app);
  realityCheckRoute(app);
  realityCheckAckRoute(app);
  sessionSummaryRoute(app);
  excludeRoute(app);
  identityRoute(app);
};
