import type { FastifyPluginAsync } from 'fastify';
import { cancelPendingRoute } from './cancel-pending.ts';
import { confirmLimitRoute } from './confirm-limit.ts';
import { excludeRoute } from './exclude.ts';
import { identityRoute } from './identity.ts';
import { protectionStatusRoute } from './status.ts';
import { realityCheckAckRoute } from './reality-check-ack.ts';
import { realityCheckRoute } from './reality-check.ts';
import { sessionSummaryRoute } from './session-summary.ts';
import { setLimitRoute } from './set-limit.ts';

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
