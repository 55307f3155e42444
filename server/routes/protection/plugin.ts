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
 * The protection area: its routes (transitional: route modules still take the AppContext; issue 18 turns each into a
 * contract route reaching services through the instance's decorators).
 */
export const protectionArea: FastifyPluginAsync = async (app) => {
  protectionStatusRoute(app, app.ctx);
  setLimitRoute(app, app.ctx);
  confirmLimitRoute(app, app.ctx);
  cancelPendingRoute(app, app.ctx);
  realityCheckRoute(app, app.ctx);
  realityCheckAckRoute(app, app.ctx);
  sessionSummaryRoute(app, app.ctx);
  excludeRoute(app, app.ctx);
  identityRoute(app, app.ctx);
};
