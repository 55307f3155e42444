import type { FastifyPluginAsync } from 'fastify';
import { cancelPendingRoute } from './cancel-pending';
import { confirmLimitRoute } from './confirm-limit';
import { excludeRoute } from './exclude';
import { identityRoute } from './identity';
import { protectionStatusRoute } from './status';
import { realityCheckAckRoute } from './reality-check-ack';
import { realityCheckRoute } from './reality-check';
import { sessionSummaryRoute } from './session-summary';
import { setLimitRoute } from './set-limit';

/**
 * The protection area: the player's own protection tools (docs/protection-enforcement.md). Its service is
 * app.protection (server/plugins/protection.ts), shared with the areas that move money; the routes reach it there.
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
